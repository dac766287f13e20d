/**
 * Bank details that disagree, in words naming both (issue 39 point 5): other countries told by the codes themselves,
 * two banks of one country by the bank lookup's answers (the BIC's bank and country), each code looked up once.
 */
import { describe, expect, it } from "@jest/globals";
import { BadRequestError, type BankDetailsParams } from "../../../../src/api";
import type { BankDetails } from "../../../../src/api/schemas";
import { bankCountryDisagreement, bankDetailsDisagreement, bankDetailsHold } from "../../../../src/jobs/payees/bank-agreement";
import { BankLookups } from "../../../../src/jobs/payees/bank-lookup";

const PORTUGUESE_IBAN = "PT50003501230000123456777";
const GERMAN_IBAN = "DE89370400440532013000";
const NATWEST_IBAN = "GB29NWBK60161331926819";

const bank = (name: string, city: string, bic: string, country: string): BankDetails => ({
  identifier_type: "x", identifier_value: "x", account_number: null, bic_swift: bic, bank_name: name, bank_branch: null, bank_address: null,
  bank_city: city, bank_state: null, bank_post_code: null, bank_country: null, bank_country_ISO: country, currency: null,
});
const refused = (code: string) => new BadRequestError({ method: "POST", path: "/v2/reference/bank_details/find", requestId: "req-1", status: 400, errorCode: code, messages: { base: [{ code, message: code, params: {} }] } });

/** Invented answers for the scripted lookup; every other code is refused as the service refuses one it does not know. */
const BANKS: Readonly<Record<string, BankDetails>> = {
  [PORTUGUESE_IBAN]: bank("CAIXA GERAL DE DEPOSITOS, S.A.", "LISBOA", "CGDIPTPLXXX", "PT"),
  [GERMAN_IBAN]: bank("COMMERZBANK AG", "KOELN", "COBADEFFXXX", "DE"),
  [NATWEST_IBAN]: bank("NATIONAL WESTMINSTER BANK PLC", "LONDON", "NWBKGB2LXXX", "GB"),
  "601613": bank("NATIONAL WESTMINSTER BANK PLC", "LONDON", "NWBKGB2LXXX", "GB"),
  COBADEFF: bank("COMMERZBANK AG", "FRANKFURT AM MAIN", "COBADEFFXXX", "DE"),
  DEUTDEFF: bank("DEUTSCHE BANK AG", "FRANKFURT AM MAIN", "DEUTDEFFXXX", "DE"),
};

function scriptedLookups() {
  const asked: BankDetailsParams[] = [];
  const lookups = new BankLookups({
    bankDetails: async (params: BankDetailsParams) => {
      asked.push(params);
      const found = BANKS[params.identifier_value];
      if (found === undefined) throw refused(`invalid_${params.identifier_type}`);
      return found;
    },
  });
  return { lookups, asked };
}

describe("bankDetailsDisagreement", () => {
  it("holds a Portuguese IBAN beside a UK sort code, naming the bank of each", async () => {
    const { lookups, asked } = scriptedLookups();
    expect(await bankDetailsDisagreement(lookups, { iban: PORTUGUESE_IBAN, routing_code_type_1: "sort_code", routing_code_value_1: "601613" })).toBe(
      "the IBAN is an account in Portugal at CAIXA GERAL DE DEPOSITOS, S.A., LISBOA; the sort code 60-16-13 is NATIONAL WESTMINSTER BANK PLC, LONDON (GB): remove one or correct it",
    );
    expect(asked.map((params) => params.identifier_type).sort()).toEqual(["iban", "sort_code"]);
  });

  it("holds an IBAN and a BIC of two banks of one country, told apart by the lookup", async () => {
    const { lookups } = scriptedLookups();
    expect(await bankDetailsDisagreement(lookups, { iban: GERMAN_IBAN, bic_swift: "DEUTDEFF" })).toBe(
      "the IBAN is an account in Germany at COMMERZBANK AG, KOELN; the BIC DEUTDEFF is DEUTSCHE BANK AG, FRANKFURT AM MAIN (DE): remove one or correct it",
    );
  });

  it("takes two offices of one bank (one BIC institution) as one bank", async () => {
    const { lookups } = scriptedLookups();
    expect(await bankDetailsDisagreement(lookups, { iban: GERMAN_IBAN, bic_swift: "COBADEFF" })).toBeUndefined();
    expect(await bankDetailsDisagreement(lookups, { iban: NATWEST_IBAN, bic_swift: "NWBKGB2L", routing_code_type_1: "sort_code", routing_code_value_1: "60-16-13" })).toBeUndefined();
  });

  it("holds a GB IBAN beside another sort code though the lookup knows neither bank", async () => {
    const { lookups } = scriptedLookups();
    expect(await bankDetailsDisagreement(lookups, { iban: "GB19BARC20060512345678", routing_code_type_1: "sort_code", routing_code_value_1: "123456" })).toBe(
      "the IBAN is an account in the UK (sort code 20-06-05), at a bank the bank lookup does not know; the sort code 12-34-56 is a bank in the UK: remove one or correct it",
    );
  });

  it("holds codes of other countries though the lookup knows neither, naming the countries", async () => {
    const { lookups } = scriptedLookups();
    expect(await bankDetailsDisagreement(lookups, { iban: "FR1420041010050500013M02606", routing_code_type_1: "aba", routing_code_value_1: "021000021" })).toBe(
      "the IBAN is an account in France, at a bank the bank lookup does not know; the ABA 021000021 is a bank in the US: remove one or correct it",
    );
  });

  it("asks nothing for a payee with one code, and lets codes pass that nothing tells apart", async () => {
    const { lookups, asked } = scriptedLookups();
    expect(await bankDetailsDisagreement(lookups, { iban: PORTUGUESE_IBAN })).toBeUndefined();
    expect(asked).toEqual([]);
    // The lookup knows neither German code's bank: one country, nothing more to tell.
    expect(await bankDetailsDisagreement(lookups, { iban: "DE02120300000000202051", bic_swift: "BYLADEM1" })).toBeUndefined();
  });

  it("asks each code once however many payees name it", async () => {
    const { lookups, asked } = scriptedLookups();
    for (let payee = 0; payee < 3; payee++) await bankDetailsDisagreement(lookups, { iban: PORTUGUESE_IBAN, routing_code_type_1: "sort_code", routing_code_value_1: "601613" });
    expect(asked).toHaveLength(2);
  });
});

describe("bankCountryDisagreement and bankDetailsHold", () => {
  it("names both countries when the bank country is not the IBAN's or the BIC's, without a lookup", () => {
    expect(bankCountryDisagreement("DE", { iban: PORTUGUESE_IBAN })).toBe("the bank country is Germany, but the IBAN is an account in Portugal: correct one of them");
    expect(bankCountryDisagreement("pt", { bic_swift: "NWBKGB2L" })).toBe("the bank country is Portugal, but the BIC NWBKGB2L is a bank in the UK: correct one of them");
  });

  it("finds nothing wrong with a bank country its codes name, a territory using another country's IBANs, no bank country, or a routing code alone", () => {
    expect(bankCountryDisagreement("PT", { iban: PORTUGUESE_IBAN, bic_swift: "CGDIPTPL" })).toBeUndefined();
    expect(bankCountryDisagreement("JE", { iban: NATWEST_IBAN })).toBeUndefined();
    expect(bankCountryDisagreement(undefined, { iban: PORTUGUESE_IBAN })).toBeUndefined();
    // A routing code's country is not compared: a bank in a territory may use its country's scheme.
    expect(bankCountryDisagreement("PR", { routing_code_type_1: "aba", routing_code_value_1: "021502011" })).toBeUndefined();
  });

  it("holds codes that disagree first (naming both banks), else a bank country that disagrees, each under its field", async () => {
    const { lookups } = scriptedLookups();
    expect(await bankDetailsHold(lookups, { bank_country: "PT", iban: PORTUGUESE_IBAN, bic_swift: "NWBKGB2L" })).toEqual({
      field: "iban",
      words: "the IBAN is an account in Portugal at CAIXA GERAL DE DEPOSITOS, S.A., LISBOA; the BIC NWBKGB2L is a bank in the UK: remove one or correct it",
    });
    expect(await bankDetailsHold(lookups, { bank_country: "PT", iban: GERMAN_IBAN, bic_swift: "COBADEFF" })).toEqual({
      field: "bank_country",
      words: "the bank country is Portugal, but the IBAN is an account in Germany: correct one of them",
    });
    expect(await bankDetailsHold(lookups, { bank_country: "DE", iban: GERMAN_IBAN, bic_swift: "COBADEFF" })).toBeUndefined();
  });
});
