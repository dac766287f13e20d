import { describe, expect, it } from "@jest/globals";
import {
  describeBankDetailNeeds,
  describeRoute,
  mapColumns,
  OrderCells,
  parsePaymentOrder,
  type BankDetailNeed,
  type BankDetails,
  type ColumnNames,
  type PaymentType,
  PAYMENT_FIELDS,
} from "../../../../src/domain/orders";
import type { CellValue } from "../../../../src/domain";

/** One payment row on a sheet with these headers (and corrections), read as the jobs read it. */
function row(cells: Record<string, CellValue>, corrections: Record<string, string> = {}): OrderCells {
  const headers = Object.keys(cells);
  return new OrderCells(mapColumns(headers, PAYMENT_FIELDS, corrections), Object.values(cells), headers.map(() => null));
}

function bankDetailsOf(cells: OrderCells): BankDetails {
  const parsed = parsePaymentOrder(cells);
  if (!parsed.ok || parsed.order.beneficiary.kind !== "bank") throw new Error(`expected bank details, got ${JSON.stringify(parsed)}`);
  return parsed.order.beneficiary.details;
}

function needsText(cells: OrderCells, currency: string, needs: BankDetailNeed[], paymentTypes: PaymentType[] = ["regular"]): string[] {
  const details = bankDetailsOf(cells);
  const columns: ColumnNames = cells.columns;
  return describeBankDetailNeeds(needs, details, { currency, bankCountry: details.bankCountry, paymentTypes }, columns);
}

const payment = { Payee: "Acme Ltd", Currency: "GBP", Amount: "10.00", Reference: "INV-1", Reason: "Invoice" };
const UK_IBAN = "GB82WEST12345698765432";
const SORT_CODE_AND_ACCOUNT: BankDetailNeed[] = [{ field: "account_number" }, { field: "routing_code_value", routingType: "sort_code" }];

describe("describeRoute", () => {
  it.each<[string, string, PaymentType[], string]>([
    ["GBP", "GB", ["regular"], "GBP payments to the UK"],
    ["EUR", "DE", ["priority"], "Swift EUR payments to Germany"],
    ["USD", "US", ["priority", "regular"], "USD payments to the US"],
  ])("names %s to %s (%p)", (currency, bankCountry, paymentTypes, expected) => {
    expect(describeRoute({ currency, bankCountry, paymentTypes })).toBe(expected);
  });
});

describe("describeBankDetailNeeds", () => {
  it.each<[string, OrderCells, string, BankDetailNeed[], PaymentType[], string[]]>([
    [
      "GB/GBP: columns the sheet lacks",
      row({ ...payment, IBAN: UK_IBAN }),
      "GBP",
      SORT_CODE_AND_ACCOUNT,
      ["regular"],
      ["add Account number and Sort code columns for GBP payments to the UK"],
    ],
    [
      "GB/GBP: a column present but empty, another missing",
      row({ ...payment, IBAN: UK_IBAN, "Account number": null }),
      "GBP",
      SORT_CODE_AND_ACCOUNT,
      ["regular"],
      ["add a Sort code column for GBP payments to the UK", "Account number is empty — GBP payments to the UK need it"],
    ],
    [
      "GB/GBP: both columns present but empty",
      row({ ...payment, IBAN: UK_IBAN, "Account number": null, "Sort code": null }),
      "GBP",
      SORT_CODE_AND_ACCOUNT,
      ["regular"],
      ["Account number and Sort code are empty — GBP payments to the UK need them"],
    ],
    [
      "GB/GBP: a generic routing code column, empty",
      row({ ...payment, IBAN: UK_IBAN, "Account number": null, "Routing code type": null, "Routing code": null }),
      "GBP",
      [{ field: "routing_code_value", routingType: "sort_code" }],
      ["regular"],
      ["Routing code is empty — GBP payments to the UK need a Sort code there, with Routing code type Sort code"],
    ],
    [
      "GB/GBP: a routing code of another type",
      row({ ...payment, "Account number": "12345678", "Bank country": "GB", "Routing code type": "aba", "Routing code": "021000021" }),
      "GBP",
      [{ field: "routing_code_value", routingType: "sort_code" }],
      ["regular"],
      ["GBP payments to the UK need a Sort code, not an ABA — set Routing code type to Sort code"],
    ],
    [
      "GB/GBP: an account number column the person named themselves",
      row({ ...payment, IBAN: UK_IBAN, "Acct No": null, "Sort code": null }),
      "GBP",
      SORT_CODE_AND_ACCOUNT,
      ["regular"],
      ["Acct No and Sort code are empty — GBP payments to the UK need them"],
    ],
    [
      "GB/GBP: a header mapped by a correction",
      row({ ...payment, IBAN: UK_IBAN, Konto: null }, { account_number: "Konto" }),
      "GBP",
      SORT_CODE_AND_ACCOUNT,
      ["regular"],
      ["add a Sort code column for GBP payments to the UK", "Konto is empty — GBP payments to the UK need it"],
    ],
    [
      "DE/EUR: a BIC column to add for Swift",
      row({ ...payment, Currency: "EUR", IBAN: "DE89370400440532013000" }),
      "EUR",
      [{ field: "bic_swift" }],
      ["priority"],
      ["add a BIC column for Swift EUR payments to Germany"],
    ],
    [
      "DE/EUR: an IBAN column to add when only an account number is given",
      row({ ...payment, Currency: "EUR", "Account number": "0532013000", "Bank country": "DE", BIC: null }),
      "EUR",
      [{ field: "iban" }, { field: "bic_swift" }],
      ["regular"],
      ["add an IBAN column for EUR payments to Germany", "BIC is empty — EUR payments to Germany need it"],
    ],
    [
      "US/USD: an ABA column to add",
      row({ ...payment, Currency: "USD", "Account number": "123456789", "Bank country": "US" }),
      "USD",
      [{ field: "routing_code_value", routingType: "aba" }],
      ["regular"],
      ["add an ABA column for USD payments to the US"],
    ],
    [
      "US/USD: an empty ABA column, and the same need twice",
      row({ ...payment, Currency: "USD", "Account number": "123456789", "Bank country": "US", ABA: null }),
      "USD",
      [{ field: "routing_code_value", routingType: "aba" }, { field: "routing_code_value", routingType: "aba" }],
      ["regular"],
      ["ABA is empty — USD payments to the US need it"],
    ],
    [
      "US/USD: a column headed by another routing type",
      row({ ...payment, Currency: "USD", "Account number": "123456789", "Bank country": "US", "Sort code": null }),
      "USD",
      [{ field: "routing_code_value", routingType: "aba" }],
      ["regular"],
      ["add an ABA column for USD payments to the US"],
    ],
  ])("%s", (_, cells, currency, needs, paymentTypes, expected) => {
    expect(needsText(cells, currency, needs, paymentTypes)).toEqual(expected);
  });
});

describe("row checks name the sheet's columns", () => {
  const messages = (cells: OrderCells): string[] => {
    const parsed = parsePaymentOrder(cells);
    return parsed.ok ? [] : parsed.problems.map((problem) => problem.message);
  };

  it.each<[string, OrderCells, string[]]>([
    [
      "nothing says who is paid",
      row({ ...payment, Payee: null, IBAN: null }),
      ["Payee is empty — a payment needs the beneficiary's id or exact name, or bank details in IBAN or Account number"],
    ],
    [
      "nothing says who is paid, on a sheet with only bank-detail columns",
      row({ Currency: "GBP", Amount: "10.00", Reference: "INV-1", Reason: "Invoice", "Acct No": null }),
      ["add a Beneficiary column — a payment needs the beneficiary's id or exact name, or bank details in IBAN or Acct No"],
    ],
    [
      "an account number without its bank's country",
      row({ ...payment, "Acct No": "12345678", "Sort code": "123456", "Bank country": null }),
      ["Bank country is empty — an account number needs its bank's two-letter country code, e.g. US"],
    ],
    [
      "an account number on a sheet without a bank country column",
      row({ ...payment, "Acct No": "12345678", "Sort code": "123456" }),
      ["add a Bank country column — an account number needs its bank's two-letter country code, e.g. US"],
    ],
    [
      "a generic routing code without its type",
      row({ ...payment, "Account number": "12345678", "Bank country": "GB", "Routing code": "123456" }),
      ["add a Routing code type column — Routing code needs its type: one of ABA, Bank code, Branch code, BSB code, CLABE, CNAPS, IFSC, Institution no, Sort code"],
    ],
    [
      "bank details without a name on the account",
      row({ ...payment, Payee: null, IBAN: UK_IBAN, "Account holder": null }),
      ["Account holder is empty — bank details need the name on the account"],
    ],
    [
      "an account number typed as a number, under the person's own header",
      row({ ...payment, "Acct No": 12345678, "Sort code": "123456", "Bank country": "GB" }),
      ["Acct No: holds the number 12345678 — format the column as text and type it again, so leading zeros and long digit runs are kept"],
    ],
    [
      "a reference too long, under the person's own header",
      row({ ...payment, Reference: null, "Our ref": "r".repeat(256) }, { reference: "Our ref" }),
      ["Our ref: has 256 characters; at most 255 are allowed — shorten it"],
    ],
  ])("%s", (_, cells, expected) => {
    expect(messages(cells)).toEqual(expected);
  });

  it("reads a sort code column as a routing code of that type", () => {
    expect(bankDetailsOf(row({ ...payment, "Acct No": "12345678", "Sort code": "123456", "Bank country": "gb" }))).toMatchObject({
      accountNumber: "12345678",
      routingCodeType: "sort_code",
      routingCodeValue: "123456",
      bankCountry: "GB",
    });
  });
});
