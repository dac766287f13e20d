import { describe, expect, it } from "@jest/globals";
import { patternExample, patternWords } from "../../../src/domain/pattern-words";

describe("the service's field patterns in words", () => {
  it.each([
    ["^\\d{8}$", "8 digits"],
    ["^\\d{1,17}$", "up to 17 digits"],
    ["^\\d{4,9}$", "4 to 9 digits"],
    ["^[0-9A-Z]{1,50}$", "up to 50 capital letters or digits"],
    ["^([^0-9]{1,255})$", "up to 255 characters other than digits"],
    ["^.{1,12}$", "up to 12 characters"],
    ["^(?!\\d+$).{1,255}$", "up to 255 characters, not only digits"],
    ["^[0-9A-Z]{8}$|^[0-9A-Z]{11}$", "8 capital letters or digits or 11 capital letters or digits"],
    ["^(national_id|passport)$", "one of: National ID, Passport"],
    ["^[A-z]{2}$", "a two-letter country code, e.g. GB"],
  ])("says %s as %p", (pattern, words) => {
    expect(patternWords(pattern)).toBe(words);
  });

  it.each([["^[A-Z]{4}0[A-Z0-9]{6}$"], ["^\\w{3}$"], ["^[a-f]{2}$"], ["^\\d{6}$|foo"]])("has no words for %s, which is then quoted as it is", (pattern) => {
    expect(patternWords(pattern)).toBeUndefined();
  });

  it.each([
    ["^[A-Z]{4}0[A-Z0-9]{6}$", "ABCD0123456"],
    ["^\\d{9,18}$", "123456789"],
    ["^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$", "ABCDEF12"],
    ["^CH\\d{2}[0-9A-Z]{5}$", "CH1212345"],
    ["^[0-9]{3}-[0-9]{3}$", "123-123"],
    ["^(?:AB|CD)\\d{2}$", "AB12"],
  ])("gives an example that fits %s: %p", (pattern, example) => {
    expect(patternExample(pattern)).toBe(example);
    expect(new RegExp(pattern).test(example)).toBe(true);
  });

  it.each([["^(?!\\d+$)[A-Z0-9]{4}$"], ["^(\\d)\\1$"], ["^[^0-9]{3}$"]])("gives no example for %s rather than guess", (pattern) => {
    expect(patternExample(pattern)).toBeUndefined();
  });
});
