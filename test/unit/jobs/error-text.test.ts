import { describe, expect, it } from "@jest/globals";
import { BadRequestError, type FieldMessages, InvalidInputError, ServiceUnavailableError } from "../../../src/api";
import { PAYMENT_FIELDS, ColumnNames, mapColumns, OrderCells, parsePaymentOrder, type PaymentType } from "../../../src/domain/orders";
import type { CellValue } from "../../../src/domain";
import { describeBankDetailsRefusal } from "../../../src/jobs/payees/bank-details-refusal";
import { describeFailure } from "../../../src/jobs/error-text";

/** The service's per-field answer, as the demo service and the real API shape it. */
const said = (code: string, message: string) => [{ code, message, params: {} }];
const refusal = (messages: FieldMessages) =>
  new BadRequestError({ status: 400, errorCode: "beneficiary_create_failed", messages, requestId: "req-7", method: "POST", path: "/v2/beneficiaries/validate" });

function sheetRow(cells: Record<string, CellValue>, corrections: Record<string, string> = {}) {
  const headers = Object.keys(cells);
  const row = new OrderCells(mapColumns(headers, PAYMENT_FIELDS, corrections), Object.values(cells), headers.map(() => null));
  const parsed = parsePaymentOrder(row);
  if (!parsed.ok || parsed.order.beneficiary.kind !== "bank") throw new Error(`expected bank details, got ${JSON.stringify(parsed)}`);
  return { details: parsed.order.beneficiary.details, columns: row.columns, currency: parsed.order.currency };
}

const payment = { Payee: "Acme Ltd", Currency: "GBP", Amount: "10.00", Reference: "INV-1", Reason: "Invoice" };

describe("describeFailure", () => {
  const columns = ColumnNames.of(mapColumns(["Payee", "CCY", "Amt", "Our ref", "Why", "IBAN", "Acct No"], PAYMENT_FIELDS, { reference: "Our ref", reason: "Why" }));

  it.each<[string, FieldMessages, string]>([
    ["a field the sheet has, by its header, keeping the service's text", { iban: said("iban_is_in_invalid_format", "iban is not a valid IBAN for DE") }, "IBAN: is not a valid IBAN for DE (support reference req-7)"],
    ["a field under the person's own header", { account_number: said("account_number_is_in_invalid_format", "account_number is in invalid format") }, "Acct No: is not in a format the service accepts (support reference req-7)"],
    ["a payment field under a corrected header", { reference: said("reference_is_too_long", "reference can not be longer than 255 character(s)") }, "Our ref: can be at most 255 characters long (support reference req-7)"],
    ["the reference's wording, the field in words", { account_number: said("account_number_is_invalid", "Account number is in invalid format") }, "Acct No: is not in a format the service accepts (support reference req-7)"],
    ["a routing code told under routing_code, named as its column", { routing_code: said("sort_code_is_invalid", "Sort code is in invalid format") }, "Routing code: Sort code is not in a format the service accepts (support reference req-7)"],
    ["a text that does not start with the field", { currency: said("currency_does_not_match_beneficiary", "The beneficiary is paid in EUR, not GBP") }, "CCY: The beneficiary is paid in EUR, not GBP (support reference req-7)"],
    ["a field no column holds, by the service's name", { beneficiary_city: said("beneficiary_city_is_required", "beneficiary_city is required") }, "Beneficiary city: is required (support reference req-7)"],
    ["a base message as it is", { base: said("invalid_request", "Something is off") }, "Something is off (support reference req-7)"],
    [
      "every message, in order",
      { payment_date: said("payment_date_is_not_available", "payment_date is not a date payments can be made on"), reason: said("reason_is_required", "reason is required") },
      "Payment date: is not a date payments can be made on; Why: is required (support reference req-7)",
    ],
  ])("tells %s", (_, messages, expected) => {
    expect(describeFailure(refusal(messages), columns)).toBe(expected);
  });

  it("names conversion fields by the template's headers when no sheet is given", () => {
    const error = new BadRequestError({ status: 400, errorCode: "rate_failed", messages: { sell_currency: said("sell_currency_is_in_invalid_format", "sell_currency is in invalid format") }, requestId: undefined, method: "GET", path: "/v2/rates/detailed" });
    expect(describeFailure(error)).toBe("Sell currency: is not in a format the service accepts");
  });

  it("tells a client-side refusal of a service field by its column", () => {
    expect(describeFailure(new InvalidInputError("bic_swift", "bic_wrong_length", "a BIC has 8 or 11 characters"), columns)).toBe("BIC: a BIC has 8 or 11 characters");
  });

  it("says the status of an answer without messages", () => {
    const error = new ServiceUnavailableError({ status: 503, errorCode: "service_unavailable", messages: {}, requestId: "req-9", method: "POST", path: "/v2/payments/create" });
    expect(describeFailure(error, columns)).toBe("503 service_unavailable (support reference req-9)");
  });
});

describe("describeBankDetailsRefusal", () => {
  it.each<[string, Record<string, CellValue>, Record<string, string>, PaymentType[], FieldMessages, string]>([
    [
      "GB/GBP: account number and sort code columns to add",
      { ...payment, IBAN: "GB82WEST12345698765432" },
      {},
      ["regular"],
      { account_number: said("account_number_is_required", "account_number is required"), routing_code_type_1: said("sort_code_is_required", "A routing code of type sort_code is required") },
      "add Account number and Sort code columns for GBP payments to the UK (support reference req-7)",
    ],
    [
      "GB/GBP: an empty account number under the person's own header",
      { ...payment, IBAN: "GB82WEST12345698765432", "Acct No": null, "Sort code": null },
      {},
      ["regular"],
      { account_number: said("account_number_is_required", "account_number is required"), routing_code_type_1: said("sort_code_is_required", "A routing code of type sort_code is required") },
      "Acct No and Sort code are empty — GBP payments to the UK need them (support reference req-7)",
    ],
    [
      "GB/GBP: a sort code in the wrong format",
      { ...payment, "Account number": "12345678", "Sort code": "000000", "Bank country": "GB" },
      {},
      ["regular"],
      { routing_code_value_1: said("routing_code_value_1_is_in_invalid_format", "routing_code_value_1 is not a valid sort_code") },
      "Sort code: is not a valid sort code (support reference req-7)",
    ],
    [
      "DE/EUR: a BIC for Swift, and an IBAN the service refuses",
      { ...payment, Currency: "EUR", IBAN: "DE89370400440532013000" },
      {},
      ["priority"],
      { iban: said("iban_is_in_invalid_format", "iban is not a valid IBAN for DE"), bic_swift: said("bic_swift_is_required", "bic_swift is required") },
      "add a BIC column for Swift EUR payments to Germany; IBAN: is not a valid IBAN for DE (support reference req-7)",
    ],
    [
      "US/USD: an ABA column to add, and an account number in the wrong format",
      { ...payment, Currency: "USD", Konto: "12-34", "Bank country": "US" },
      { account_number: "Konto" },
      ["regular"],
      { account_number: said("account_number_is_in_invalid_format", "account_number is in invalid format"), routing_code_type_1: said("aba_is_required", "A routing code of type aba is required") },
      "add an ABA column for USD payments to the US; Konto: is not in a format the service accepts (support reference req-7)",
    ],
    [
      "US/USD: a payment type the route does not offer, and a field no column holds",
      { ...payment, Currency: "USD", "Account number": "123456789", ABA: "021000021", "Bank country": "US" },
      {},
      ["regular"],
      {
        payment_types: said("payment_types_not_available", "regular payments in USD to US are not available"),
        beneficiary_company_name: said("beneficiary_company_name_is_required", "beneficiary_company_name is required"),
      },
      "Payment type: regular payments in USD to US are not available; Beneficiary company name: is required (support reference req-7)",
    ],
  ])("%s", (_, cells, corrections, paymentTypes, messages, expected) => {
    const { details, columns, currency } = sheetRow(cells, corrections);
    expect(describeBankDetailsRefusal(refusal(messages), details, { currency, bankCountry: details.bankCountry, paymentTypes }, columns)).toBe(expected);
  });

  it("says the bank details could not be checked when the service did not answer about them", () => {
    const { details, columns } = sheetRow({ ...payment, IBAN: "GB82WEST12345698765432" });
    const busy = new ServiceUnavailableError({ status: 503, errorCode: "service_unavailable", messages: {}, requestId: "req-3", method: "POST", path: "/v2/beneficiaries/validate" });
    const route = { currency: "GBP", bankCountry: "GB", paymentTypes: ["regular" as const] };
    expect(describeBankDetailsRefusal(busy, details, route, columns)).toBe("the bank details could not be checked — 503 service_unavailable (support reference req-3)");
  });
});
