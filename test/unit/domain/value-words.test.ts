/**
 * Issue 43 point 1: a value a person picks is written as words, and read back from words, from the service's code
 * (pasted from the API or an ERP) and from a sheet an earlier version wrote with codes.
 */
import { describe, expect, it } from "@jest/globals";
import { BENEFICIARY_IDENTIFICATION_TYPES, codeOfValue, PAYMENT_TYPE_WORDS, purposeCodeInWords, purposeCodeOf, valuesInWords } from "../../../src/domain";
import { ACCOUNT_IDENTIFICATION_TYPES, ACCOUNT_LEGAL_ENTITY_SUB_TYPES, ACCOUNT_STATUSES, SPREAD_TABLE_NAMES } from "../../../src/domain/client-values";

describe("values in words, codes still read", () => {
  it.each<[string, string, readonly string[], Record<string, string>, string]>([
    ["a payment type's words", "Local", ["regular", "priority"], PAYMENT_TYPE_WORDS, "regular"],
    ["a payment type's code", "priority", ["regular", "priority"], PAYMENT_TYPE_WORDS, "priority"],
    ["an identification type's words", "National ID", BENEFICIARY_IDENTIFICATION_TYPES, {}, "national_id"],
    ["an identification type's words, its own spelling", "Driving licence", BENEFICIARY_IDENTIFICATION_TYPES, {}, "drivers_license"],
    ["an identification type's code, as an earlier version wrote it", "incorporation_number", ACCOUNT_IDENTIFICATION_TYPES, {}, "incorporation_number"],
    ["a legal entity sub-type's words, any case", "limited LIABILITY company", ACCOUNT_LEGAL_ENTITY_SUB_TYPES, {}, "limited_liability_company"],
    ["a status's words, with its brackets", "Enabled (no trading)", ACCOUNT_STATUSES, {}, "enabled_no_trading"],
    ["a status as people type it", "enabled no trading", ACCOUNT_STATUSES, {}, "enabled_no_trading"],
    ["a spread table's words", "No mark-up", SPREAD_TABLE_NAMES, {}, "no_markup"],
    ["a spread table's code", "flat_0.25", SPREAD_TABLE_NAMES, {}, "flat_0.25"],
  ])("%s", (_, text, codes, words, code) => {
    expect(codeOfValue(text, codes, words)).toBe(code);
  });

  it("reads nothing into a value the set lacks", () => {
    expect(codeOfValue("library card", BENEFICIARY_IDENTIFICATION_TYPES)).toBeUndefined();
    expect(codeOfValue("urgent", ["regular", "priority"], PAYMENT_TYPE_WORDS)).toBeUndefined();
  });

  it("writes every set's words without a code in them, each read back as its code", () => {
    for (const [codes, words] of [[["regular", "priority"], PAYMENT_TYPE_WORDS], [BENEFICIARY_IDENTIFICATION_TYPES, {}], [ACCOUNT_IDENTIFICATION_TYPES, {}], [ACCOUNT_LEGAL_ENTITY_SUB_TYPES, {}], [ACCOUNT_STATUSES, {}], [SPREAD_TABLE_NAMES, {}]] as const) {
      const said = valuesInWords(codes, words);
      expect(said.filter((text) => /_|^[a-z]/.test(text))).toEqual([]);
      expect(said.map((text) => codeOfValue(text, codes, words))).toEqual([...codes]);
    }
  });

  it("a purpose code: its words with the provider's description, read back from those, its words alone or the code", () => {
    const choice = purposeCodeInWords("advisor_fees", "Fees for advisory, technical, academic or specialist assistance");
    expect(choice).toBe("Advisor fees — Fees for advisory, technical, academic or specialist assistance");
    expect(purposeCodeOf(choice)).toBe("advisor_fees");
    expect(purposeCodeOf("Advisor fees")).toBe("advisor_fees");
    expect(purposeCodeOf("advisor_fees")).toBe("advisor_fees");
    // A code in capitals is kept as it is, written and read.
    expect(purposeCodeInWords("FAM", "Family support")).toBe("FAM — Family support");
    // Issue 43: a description that says the code's words again is said once.
    expect([purposeCodeInWords("travel", "Travel"), purposeCodeInWords("investment", "investment "), purposeCodeInWords("goods", "")]).toEqual(["Travel", "Investment", "Goods"]);
    expect(purposeCodeOf("Travel")).toBe("travel");
    expect(purposeCodeOf("FAM — Family support")).toBe("FAM");
  });

  it("a purpose code typed in capitals, with spaces, underscores or hyphens, is read as its code in any case", () => {
    const typed = ["ADVISOR_FEES", "Advisor fees", "advisor fees", "ADVISOR FEES", "Advisor_Fees", "advisor-fees", "  Advisor   fees ", "ADVISOR FEES — Fees for advisory"];
    expect(typed.map(purposeCodeOf)).toEqual(typed.map(() => "advisor_fees"));
    // One word in capitals is an abbreviation (a route that lists no codes takes it as free text): kept as typed.
    expect(["FAM", "P0103", "travel"].map(purposeCodeOf)).toEqual(["FAM", "P0103", "travel"]);
  });
});
