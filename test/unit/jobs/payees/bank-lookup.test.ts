/** A run's bank lookups (issue 31): the code each payee is looked up by, one request per distinct code, answers in words. */
import { describe, expect, it } from "@jest/globals";
import { BadRequestError, ServiceUnavailableError, type BankDetailsParams } from "../../../../src/api";
import type { BankDetails } from "../../../../src/api/schemas";
import { BANK_NOT_FOUND, bankCodeOf, BankLookups, banksOfRows } from "../../../../src/jobs/payees/bank-lookup";

const bank = (name: string, city: string | null): BankDetails => ({
  identifier_type: "x", identifier_value: "x", account_number: null, bic_swift: null, bank_name: name, bank_branch: null, bank_address: null,
  bank_city: city, bank_state: null, bank_post_code: null, bank_country: null, bank_country_ISO: null, currency: null,
});
const refused = (code: string) => new BadRequestError({ method: "POST", path: "/v2/reference/bank_details/find", requestId: "req-1", status: 400, errorCode: code, messages: { base: [{ code, message: code, params: {} }] } });

function scriptedReference() {
  const asked: BankDetailsParams[] = [];
  const reference = {
    bankDetails: async (params: BankDetailsParams) => {
      asked.push(params);
      if (params.identifier_value === "601613") return bank("NATIONAL WESTMINSTER BANK PLC", "LONDON");
      if (params.identifier_value === "COBADEFF") return bank("COMMERZBANK AG", null);
      if (params.identifier_value === "999999") throw refused("cannot_retrieve_bank_data");
      if (params.identifier_value === "111111") throw new ServiceUnavailableError({ method: "POST", path: "/v2/reference/bank_details/find", requestId: "req-2", status: 503, errorCode: "service_unavailable", messages: {} });
      throw refused("invalid_sort_code");
    },
  };
  return { reference, asked };
}

describe("bankCodeOf", () => {
  it("takes the BIC first, then a routing code the lookup takes, then the IBAN", () => {
    expect(bankCodeOf({ bic_swift: "COBADEFF", iban: "DE89370400440532013000", routing_code_type_1: "sort_code", routing_code_value_1: "601613" })).toEqual({ type: "bic_swift", value: "COBADEFF" });
    expect(bankCodeOf({ iban: "DE89370400440532013000", routing_code_type_1: "sort_code", routing_code_value_1: "601613" })).toEqual({ type: "sort_code", value: "601613" });
    expect(bankCodeOf({ iban: "DE89370400440532013000", routing_code_type_1: "clabe", routing_code_value_1: "002010077777777771" })).toEqual({ type: "iban", value: "DE89370400440532013000" });
    expect(bankCodeOf({ routing_code_type_1: "institution_no", routing_code_value_1: "003", routing_code_type_2: "branch_code", routing_code_value_2: "12345" })).toBeUndefined();
  });
});

describe("banksOfRows", () => {
  it("asks once per distinct code however many rows name it, and says each answer in words", async () => {
    const { reference, asked } = scriptedReference();
    const lookups = new BankLookups(reference);
    const banks = await banksOfRows(
      lookups,
      new Map([
        [1, { type: "sort_code" as const, value: "601613" }],
        [2, { type: "sort_code" as const, value: "60-16-13" }],
        [3, { type: "bic_swift" as const, value: "COBADEFF" }],
        [4, { type: "sort_code" as const, value: "400730" }],
        [5, { type: "sort_code" as const, value: "999999" }],
        [6, { type: "sort_code" as const, value: "111111" }],
        [7, undefined],
        [8, { type: "sort_code" as const, value: "601613" }],
      ]),
    );
    expect(asked.map((params) => params.identifier_value)).toEqual(["601613", "COBADEFF", "400730", "999999", "111111"]);
    expect(lookups.asked).toBe(5);
    expect(Object.fromEntries(banks)).toEqual({
      1: "NATIONAL WESTMINSTER BANK PLC, LONDON",
      2: "NATIONAL WESTMINSTER BANK PLC, LONDON",
      3: "COMMERZBANK AG",
      4: BANK_NOT_FOUND,
      5: expect.stringMatching(/^bank not looked up: /),
      6: expect.stringMatching(/^bank not looked up: /),
      8: "NATIONAL WESTMINSTER BANK PLC, LONDON",
    });
  });
});
