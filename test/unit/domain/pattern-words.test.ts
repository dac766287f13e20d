import { describe, expect, it } from "@jest/globals";
import { patternWords } from "../../../src/domain/pattern-words";

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
    ["^(national_id|passport)$", "one of: national_id, passport"],
    ["^[A-z]{2}$", "a two-letter country code, e.g. GB"],
  ])("says %s as %p", (pattern, words) => {
    expect(patternWords(pattern)).toBe(words);
  });

  it.each([["^[A-Z]{4}0[A-Z0-9]{6}$"], ["^\\w{3}$"], ["^[a-f]{2}$"], ["^\\d{6}$|foo"]])("has no words for %s, which is then quoted as it is", (pattern) => {
    expect(patternWords(pattern)).toBeUndefined();
  });
});
