/**
 * What bank codes say by themselves (issue 39 point 5): the country of an IBAN, a BIC and a routing code's scheme, and
 * the bank code, sort code and account number a GB IBAN holds — compared without asking the bank lookup.
 */
import { describe, expect, it } from "@jest/globals";
import { clashWithoutLookup, codesToCompare, countriesAgree, countryOfCode, gbIbanParts, sortCodeInWords, type GivenBankCode } from "../../../src/domain/bank-agreement";

// Valid check digits (ibantools composeIBAN): NatWest 60-16-13 account 31926819; Barclays 20-06-05; a Portuguese
// IBAN of bank 0035; a German one of Bankleitzahl 37040044.
const NATWEST_IBAN = "GB29NWBK60161331926819";
const BARCLAYS_IBAN = "GB19BARC20060512345678";
const PORTUGUESE_IBAN = "PT50003501230000123456777";
const GERMAN_IBAN = "DE89370400440532013000";

const iban = (value: string): GivenBankCode => ({ scheme: "iban", value });
const bic = (value: string): GivenBankCode => ({ scheme: "bic_swift", value });
const sortCode = (value: string): GivenBankCode => ({ scheme: "sort_code", value });

describe("countryOfCode", () => {
  it("reads an IBAN's country from its first two letters, a BIC's from its 5th and 6th, and a routing code's from its scheme", () => {
    expect(countryOfCode(iban(PORTUGUESE_IBAN))).toBe("PT");
    expect(countryOfCode(bic("NWBKGB2L"))).toBe("GB");
    expect(countryOfCode(bic("COBADEFFXXX"))).toBe("DE");
    expect(countryOfCode(sortCode("601613"))).toBe("GB");
    expect(countryOfCode({ scheme: "aba", value: "026009593" })).toBe("US");
    expect(countryOfCode({ scheme: "bsb_code", value: "062000" })).toBe("AU");
    expect(countryOfCode({ scheme: "ifsc", value: "HDFC0000001" })).toBe("IN");
    expect(countryOfCode({ scheme: "clabe", value: "002010077777777771" })).toBe("MX");
  });

  it("names no country for a bank code or branch code, which many countries' schemes use", () => {
    expect(countryOfCode({ scheme: "bank_code", value: "0001" })).toBeUndefined();
    expect(countryOfCode({ scheme: "branch_code", value: "001" })).toBeUndefined();
  });
});

describe("gbIbanParts", () => {
  it("reads a GB IBAN as GBkk BBBB SSSSSS AAAAAAAA: the bank's code, the sort code and the account number", () => {
    expect(gbIbanParts(NATWEST_IBAN)).toEqual({ bankCode: "NWBK", sortCode: "601613", accountNumber: "31926819" });
    expect(gbIbanParts("GB29 NWBK 6016 1331 9268 19")).toEqual({ bankCode: "NWBK", sortCode: "601613", accountNumber: "31926819" });
    expect(gbIbanParts(BARCLAYS_IBAN)).toEqual({ bankCode: "BARC", sortCode: "200605", accountNumber: "12345678" });
  });

  it("reads nothing from another country's IBAN or an IBAN whose check digits fail", () => {
    expect(gbIbanParts(PORTUGUESE_IBAN)).toBeUndefined();
    expect(gbIbanParts(GERMAN_IBAN)).toBeUndefined();
    expect(gbIbanParts("GB28NWBK60161331926819")).toBeUndefined();
  });
});

describe("clashWithoutLookup", () => {
  it("tells an IBAN of one country from a sort code, ABA or BIC of another", () => {
    expect(clashWithoutLookup(iban(PORTUGUESE_IBAN), sortCode("601613"))).toBe("country");
    expect(clashWithoutLookup(iban(GERMAN_IBAN), { scheme: "aba", value: "026009593" })).toBe("country");
    expect(clashWithoutLookup(iban(PORTUGUESE_IBAN), bic("NWBKGB2LXXX"))).toBe("country");
  });

  it("tells a GB IBAN from a sort code or a BIC of another bank, read inside the IBAN", () => {
    expect(clashWithoutLookup(iban(NATWEST_IBAN), sortCode("200605"))).toBe("sort_code");
    expect(clashWithoutLookup(iban(NATWEST_IBAN), bic("BARCGB22"))).toBe("bank");
  });

  it("finds nothing wrong with codes of one account, or codes it cannot tell apart by themselves", () => {
    expect(clashWithoutLookup(iban(NATWEST_IBAN), sortCode("601613"))).toBeUndefined();
    expect(clashWithoutLookup(iban(NATWEST_IBAN), bic("NWBKGB2LXXX"))).toBeUndefined();
    expect(clashWithoutLookup(iban(GERMAN_IBAN), bic("COBADEFF"))).toBeUndefined();
    // Two German banks: only the bank lookup can tell (jobs/payees/bank-agreement.ts).
    expect(clashWithoutLookup(iban(GERMAN_IBAN), bic("DEUTDEFF"))).toBeUndefined();
    expect(clashWithoutLookup(iban(GERMAN_IBAN), { scheme: "bank_code", value: "0001" })).toBeUndefined();
  });
});

describe("codesToCompare", () => {
  it("puts the IBAN first, then the BIC, then each routing code, as the service takes them", () => {
    expect(codesToCompare({ bic_swift: "nwbk gb2l", iban: "pt50 0035 0123 0000 1234 5677 7", routing_code_type_1: "sort_code", routing_code_value_1: "60-16-13", routing_code_type_2: null })).toEqual([
      iban(PORTUGUESE_IBAN),
      bic("NWBKGB2L"),
      sortCode("601613"),
    ]);
    expect(codesToCompare({ iban: GERMAN_IBAN })).toEqual([iban(GERMAN_IBAN)]);
  });

  it("writes a sort code as a UK bank does", () => {
    expect(sortCodeInWords("601613")).toBe("60-16-13");
  });
});

describe("countriesAgree", () => {
  it("takes a territory and the country whose IBANs its banks use as one, either way round, and nothing else", () => {
    expect([countriesAgree("GB", "JE"), countriesAgree("im", "GB"), countriesAgree("FR", "RE"), countriesAgree("AX", "FI"), countriesAgree("PT", "pt")]).toEqual([true, true, true, true, true]);
    expect([countriesAgree("GB", "PT"), countriesAgree("JE", "GG"), countriesAgree("FR", "JE"), countriesAgree("DE", "AT")]).toEqual([false, false, false, false]);
  });

  it("does not hold a Jersey bank's BIC beside the GB IBAN it uses", () => {
    expect(clashWithoutLookup(iban("GB82WEST12345698765432"), bic("WESTJESH"))).toBeUndefined();
    expect(clashWithoutLookup(iban("GB82WEST12345698765432"), bic("WESTPTPL"))).toBe("country");
  });
});
