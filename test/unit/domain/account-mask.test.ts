import { describe, expect, it } from "@jest/globals";
import { maskedAccountOf } from "../../../src/domain";

describe("maskedAccountOf", () => {
  it.each<[{ iban?: string | null; account_number?: string | null }, string]>([
    [{ iban: "DE89370400440532013000", account_number: null }, "IBAN •••• 3000"],
    [{ iban: "DE89 3704 0044 0532 0130 00" }, "IBAN •••• 3000"],
    [{ iban: null, account_number: "41926819" }, "Account •••• 6819"],
    [{ iban: "", account_number: "123" }, "Account •••• 123"],
    [{ iban: null, account_number: null }, ""],
    [{}, ""],
  ])("shows %p as %p", (beneficiary, shown) => {
    expect(maskedAccountOf(beneficiary)).toBe(shown);
  });

  it("never shows more than the last 4 characters of a long account", () => {
    const shown = maskedAccountOf({ account_number: "000123456789012345" });
    expect(shown).toBe("Account •••• 2345");
    expect(shown).not.toContain("1234");
  });
});
