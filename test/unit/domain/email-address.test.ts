/**
 * A contact's e-mail address is checked with the provider's own pattern (SW CreateContact's, domain/client-values.ts)
 * before sending, and a refusal says why in words (issue 43: the service refuses o'brien@… and jürgen@…).
 */
import { describe, expect, it } from "@jest/globals";
import { EMAIL_PATTERN } from "../../../src/domain/client-values";
import { emailProblem } from "../../../src/domain/email-address";
import { EMAIL_PATTERN as SERVICE_EMAIL_PATTERN } from "../../../src/demo-service/rules/value-lists";

describe("an e-mail address as the provider takes it", () => {
  it.each(["ops@example.com", "first.last+tag@example.co.uk", "100%@example.com", "a_b@mail-1.example.de"])("takes %s", (email) => {
    expect(emailProblem(email)).toBeUndefined();
  });

  it.each([
    ["o'brien@example.ie", `"o'brien@example.ie" has “'” before the @, which the provider does not take in an e-mail address (only letters a to z without accents, digits and . _ % + -) — use another address for this contact`],
    ["jürgen@example.de", `"jürgen@example.de" has “ü” before the @, which the provider does not take in an e-mail address (only letters a to z without accents, digits and . _ % + -) — use another address for this contact`],
    ["op s@example.com", `"op s@example.com" has a space before the @, which the provider does not take in an e-mail address (only letters a to z without accents, digits and . _ % + -) — use another address for this contact`],
    ["a@b.c", `"a@b.c" does not end in a domain the provider takes — write it as name@example.com (letters, digits and hyphens, an ending of two letters or more, no dot at the end)`],
    ["ops@example.com.", `"ops@example.com." does not end in a domain the provider takes — write it as name@example.com (letters, digits and hyphens, an ending of two letters or more, no dot at the end)`],
    ["ops@example", `"ops@example" does not end in a domain the provider takes — write it as name@example.com (letters, digits and hyphens, an ending of two letters or more, no dot at the end)`],
    ["ops@@example.com", `"ops@@example.com" is not an e-mail address — write it as name@example.com`],
    ["ada@", `"ada@" is not an e-mail address — write it as name@example.com`],
    ["not-an-email", `"not-an-email" is not an e-mail address — write it as name@example.com`],
  ])("refuses %s, saying why", (email, why) => {
    expect(emailProblem(email)).toBe(why);
  });

  it("is the demo service's pattern, which is the provider's", () => {
    expect(EMAIL_PATTERN.source).toBe(SERVICE_EMAIL_PATTERN.source);
  });
});
