/** The shape of the reports' tables: worded headers in a fixed order, one record per row, dates and amounts as numbers. */
import "../../support/fake-custom-functions";
import { afterEach, describe, expect, it } from "@jest/globals";
import { ConnectionError } from "../../../src/api";
import { conversionSchema, paymentSchema, transactionSchema } from "../../../src/api/schemas";
import { formatWallClockTime, returnFormattedDates, toExcelDateTime } from "../../../src/functions/excel-dates";
import { conversionRow, HISTORY_HEADERS, historyTable, paymentRow, transactionRow } from "../../../src/functions/history-tables";

const ids = {
  a: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90",
  b: "1c7f6b7d-3b2f-4d64-8f1e-7c4d3e2f8b01",
  c: "2d8a7c8e-4c3a-4e75-9a2f-8d5e4f3a9c12",
};

const payment = paymentSchema.parse({
  id: ids.a,
  amount: "1234.5",
  beneficiary_id: ids.b,
  currency: "EUR",
  reference: "INV-1001",
  reason: "Services",
  status: "awaiting_authorisation",
  creator_contact_id: ids.c,
  last_updater_contact_id: ids.c,
  payment_type: "regular",
  payment_date: "2026-01-07",
  transferred_at: "",
  authorisation_steps_required: "1",
  short_reference: "260105-ABCDEF001",
  conversion_id: null,
  failure_reason: "",
  payer_id: ids.c,
  payer_details_source: "account",
  payment_group_id: null,
  unique_request_id: null,
  failure_returned_amount: "0.00",
  ultimate_beneficiary_name: null,
  purpose_code: null,
  charge_type: "shared",
  fee_amount: "2.00",
  fee_currency: "EUR",
  created_at: "2026-01-05T09:00:00+00:00",
  updated_at: "2026-01-05T09:00:00+00:00",
});

const conversion = conversionSchema.parse({
  id: ids.a,
  settlement_date: "2026-01-07T14:30:00+00:00",
  conversion_date: "2026-01-07T00:00:00+00:00",
  short_reference: "20260105-ABCDEF",
  creator_contact_id: ids.c,
  account_id: ids.c,
  currency_pair: "EURJPY",
  status: "trade_settled",
  buy_currency: "JPY",
  sell_currency: "EUR",
  client_buy_amount: "1650000",
  client_sell_amount: "10000.00",
  fixed_side: "buy",
  core_rate: "165.0000",
  partner_rate: "",
  client_rate: "164.9123",
  mid_market_rate: "165.1000",
  partner_buy_amount: "0.00",
  partner_sell_amount: "0.00",
  deposit_required: false,
  deposit_amount: "0.00",
  deposit_currency: "",
  deposit_status: "not_required",
  deposit_required_at: "",
  payment_ids: [],
  unallocated_funds: "0.00",
  unique_request_id: null,
  created_at: "2026-01-05T09:00:00+00:00",
  updated_at: "2026-01-05T09:00:00+00:00",
});

function transaction(type: "credit" | "debit", balance: string | null, status = "completed") {
  return transactionSchema.parse({
    id: ids.a,
    balance_id: ids.b,
    account_id: ids.c,
    currency: "EUR",
    amount: "250.00",
    balance_amount: balance,
    type,
    related_entity_type: "payment",
    related_entity_id: ids.b,
    related_entity_short_reference: "260105-ABCDEF001",
    status,
    reason: "",
    settles_at: "2026-01-05T09:00:00+00:00",
    created_at: "2026-01-05T09:00:00+00:00",
    updated_at: "2026-01-05T09:00:00+00:00",
    completed_at: "",
    action: "payment_fee",
  });
}

const names = { payee: (id: string) => (id === ids.b ? "Acme GmbH" : ""), debitedAccount: "House account" };
const at = Date.parse("2026-01-05T09:00:00Z");
/** 2026-01-07 in the 1900 date system, whatever the machine's zone. */
const JAN_7 = 46029;

afterEach(() => returnFormattedDates(false));

describe("the reports' rows", () => {
  it("a payment: every column, the status in words, amounts as numbers", () => {
    expect(paymentRow(payment, names)).toEqual([
      toExcelDateTime(at),
      JAN_7,
      "260105-ABCDEF001",
      "Acme GmbH",
      1234.5,
      "EUR",
      "Awaiting authorisation",
      "INV-1001",
      "Services",
      2,
      "EUR",
      "House account",
    ]);
    expect(paymentRow(payment, names)).toHaveLength(HISTORY_HEADERS.payments.length);
  });

  it("with formatted numbers, dates show as dates and amounts with their currency's decimals", () => {
    returnFormattedDates(true);
    const row = conversionRow(conversion);
    expect(row[1]).toEqual({ type: "Double", basicValue: JAN_7, numberFormat: "yyyy-mm-dd" });
    // The settlement timestamp is a day: the service's day, not this computer's.
    expect(row[2]).toEqual({ type: "Double", basicValue: JAN_7, numberFormat: "yyyy-mm-dd" });
    expect(row[5]).toEqual({ type: "Double", basicValue: 10000, numberFormat: "#,##0.00" });
    // Yen have no minor units.
    expect(row[7]).toEqual({ type: "Double", basicValue: 1650000, numberFormat: "#,##0" });
    expect(row[8]).toEqual({ type: "Double", basicValue: 164.9123, numberFormat: "0.0000" });
    expect(row.slice(3, 5)).toEqual(["20260105-ABCDEF", "EUR"]);
    expect(row[9]).toBe("Settled");
    expect(row).toHaveLength(HISTORY_HEADERS.conversions.length);
  });

  it("a transaction: signed amount, the type in words, an empty balance until it completes", () => {
    expect(transactionRow(transaction("debit", "750.00"))).toEqual([toExcelDateTime(at), "Payment fee", "EUR", -250, 750, "260105-ABCDEF001", "Completed"]);
    expect(transactionRow(transaction("credit", null, "pending")).slice(3)).toEqual([250, "", "260105-ABCDEF001", "Pending"]);
  });
});

describe("the reports' tables", () => {
  const rows = [transactionRow(transaction("credit", "250.00"))];

  it("headers on top, or values only", () => {
    expect(historyTable("transactions", { value: { rows, total: 1 }, fetchedAt: at }, true)).toEqual([[...HISTORY_HEADERS.transactions], ...rows]);
    expect(historyTable("transactions", { value: { rows, total: 1 }, fetchedAt: at }, false)).toEqual(rows);
  });

  it("keep the same headers whatever the filters, none blank", () => {
    for (const headers of Object.values(HISTORY_HEADERS)) {
      expect(headers.every((header) => header.trim() !== "")).toBe(true);
      expect(new Set(headers).size).toBe(headers.length);
    }
    expect(HISTORY_HEADERS.payments).toEqual(["Created", "Payment date", "Short reference", "Payee", "Amount", "Currency", "Status", "Reference", "Reason", "Fee", "Fee currency", "Debited account"]);
  });

  it("nothing found: the headers and a row saying so, as wide as the headers", () => {
    const table = historyTable("payments", { value: { rows: [], total: 0 }, fetchedAt: at }, true);
    expect(table).toEqual([[...HISTORY_HEADERS.payments], ["No records: no payments match these filters", ...Array<string>(11).fill("")]]);
  });

  it("a table the bound cut says so in its last row", () => {
    const table = historyTable("transactions", { value: { rows, total: 12_345 }, fetchedAt: at }, true);
    expect(table.at(-1)).toEqual(["Only the first 1 of 12,345 transactions are shown — narrow the dates, status or currency to see the rest", "", "", "", "", "", ""]);
  });

  it("rows kept through an outage say from when, and why", () => {
    const failedAt = at + 120_000;
    const table = historyTable("transactions", { value: { rows, total: 1 }, fetchedAt: at, stale: { failedAt, error: new ConnectionError("down", "GET", "/v2/transactions/find") } }, true);
    expect(table.slice(0, 2)).toEqual([[...HISTORY_HEADERS.transactions], ...rows]);
    expect(table.at(-1)?.[0]).toMatch(new RegExp(`^Stale: these rows are as of ${formatWallClockTime(at)} — the refresh at ${formatWallClockTime(failedAt)} failed \\(`));
    expect(table.at(-1)).toHaveLength(HISTORY_HEADERS.transactions.length);
  });
});
