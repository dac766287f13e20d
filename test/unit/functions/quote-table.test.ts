import "../../support/fake-custom-functions";
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { ConnectionError, InvalidInputError } from "../../../src/api";
import type { DetailedQuote } from "../../../src/api/schemas/rates";
import { toExcelDateTime } from "../../../src/functions/excel-dates";
import { INDICATIVE_NOTE, parseQuoteField, QUOTE_FIELDS, quoteFieldValue, quoteTable } from "../../../src/functions/quote-table";
import { isFakeCellError } from "../../support/fake-custom-functions";

const quote: DetailedQuote = {
  settlement_cut_off_time: "2026-01-06T14:00:00Z",
  currency_pair: "EURGBP",
  client_buy_currency: "EUR",
  client_sell_currency: "GBP",
  client_buy_amount: new Decimal("10000.00"),
  client_sell_amount: new Decimal("8551.50"),
  fixed_side: "buy",
  client_rate: new Decimal("0.8552"),
  partner_rate: null,
  core_rate: new Decimal("0.8548"),
  deposit_required: false,
  deposit_amount: new Decimal("0.00"),
  deposit_currency: "GBP",
  mid_market_rate: new Decimal("0.8545"),
};

function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof InvalidInputError) return error.message;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("FX.QUOTE's table", () => {
  it("reads in words: a label per field, Buy/Sell and Yes/No instead of codes, an empty cell for an absent value, and the indicative note", () => {
    const table = quoteTable({ value: quote, fetchedAt: 0 });
    expect(table.slice(0, -1).filter((row) => isFakeCellError(row[1]))).toEqual([]);
    expect(table.slice(0, -1)).toEqual([
      ["Currency pair", "EURGBP"],
      ["Client buys", "EUR"],
      ["Buy amount", 10000],
      ["Client sells", "GBP"],
      ["Sell amount", 8551.5],
      ["Fixed side", "Buy"],
      ["Client rate", 0.8552],
      ["Core rate", 0.8548],
      ["Partner rate", ""],
      ["Mid-market rate", 0.8545],
      ["Deposit required", "No"],
      ["Deposit amount", 0],
      ["Deposit currency", "GBP"],
      ["Settlement cut-off", "2026-01-06 14:00 UTC"],
    ]);
    expect(table.at(-1)).toEqual(["Note", INDICATIVE_NOTE]);
    expect(quoteTable({ value: { ...quote, fixed_side: "sell", deposit_required: true }, fetchedAt: 0 }).filter((row) => ["Fixed side", "Deposit required"].includes(String(row[0])))).toEqual([
      ["Fixed side", "Sell"],
      ["Deposit required", "Yes"],
    ]);
  });

  it("shows rates at six decimals and each amount at its own currency's decimals", () => {
    const table = quoteTable({
      value: { ...quote, client_sell_currency: "JPY", client_sell_amount: new Decimal("1634512.4"), client_rate: new Decimal("163.45124376"), core_rate: new Decimal("0.1234565") },
      fetchedAt: 0,
    });
    const value = (label: string) => table.find((row) => row[0] === label)?.[1];
    expect(value("Client rate")).toBe(163.451244);
    expect(value("Core rate")).toBe(0.123457);
    expect(value("Sell amount")).toBe(1634512);
    expect(value("Buy amount")).toBe(10000);
  });

  it("says from when a kept quote is, and why, when the service could not be reached", () => {
    // Local wall-clock instants: the note shows the user's own clock, whatever the machine's time zone.
    const fetchedAt = new Date(2026, 0, 5, 10, 30, 12).getTime();
    const failedAt = new Date(2026, 0, 5, 10, 31, 40).getTime();
    const error = new ConnectionError("connect ECONNREFUSED", "GET", "/v2/rates/detailed");
    expect(quoteTable({ value: quote, fetchedAt, stale: { failedAt, error } }).at(-1)).toEqual([
      "Note",
      `As of 10:30 (stale: refresh failed at 10:31, the FX Desk service cannot be reached). ${INDICATIVE_NOTE}`,
    ]);
  });
});

describe("one field of FX.QUOTE", () => {
  it("is asked by its API name or by its label, in any case, and gives the service's value for formulas to test", () => {
    expect(["fixed_side", "Fixed side", " FIXED SIDE "].map((name) => quoteFieldValue(quote, parseQuoteField(name)))).toEqual(["buy", "buy", "buy"]);
    expect(quoteFieldValue(quote, parseQuoteField("Deposit required"))).toBe(false);
    expect(quoteFieldValue(quote, parseQuoteField("client_buy_amount"))).toBe(10000);
    expect(quoteFieldValue(quote, parseQuoteField("Settlement cut-off"))).toBe(toExcelDateTime(Date.parse("2026-01-06T14:00:00Z")));
    expect(QUOTE_FIELDS.map((name) => parseQuoteField(name))).toEqual(QUOTE_FIELDS);
  });

  it("refuses an unknown field, listing the names and labels it takes", () => {
    const message = refusal(() => parseQuoteField("price"));
    expect(message).toMatch(/^field: must be one of currency_pair \(Currency pair\), client_buy_currency \(Client buys\), /);
    expect(message).toContain("deposit_required (Deposit required)");
    expect(message).toMatch(/; got "price"$/);
  });
});
