import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { BOOKED, CREATED, madeAtHeader, RESULT_HEADER, resultColumns, toRowValues } from "../../../../src/jobs/engine/result-columns";
import { BUY_AMOUNT_HEADER, conversionKind, RATE_HEADER, SETTLEMENT_DATE_HEADER } from "../../../../src/jobs/kinds/conversion";
import { PAID_AMOUNT_HEADER, paymentKind } from "../../../../src/jobs/kinds/payment";
import { amountCell, dateCell, rateCell, utcDateTimeCell } from "../../../../src/jobs/engine/result-values";
import { clientKind } from "../../../../src/jobs/kinds/client";
import { beneficiaryKind } from "../../../../src/jobs/kinds/beneficiary";

const SPECS = { conversion: conversionKind, payment: paymentKind, client: clientKind };
const formatOf = (kind: keyof typeof SPECS, header: string) => resultColumns(SPECS[kind]).find((column) => column.header === header)?.format;

describe("result cells: numbers with the formats a finance user expects", () => {
  it("shows each amount with its own currency's decimals and thousands separators", () => {
    expect(amountCell(new Decimal("1250.50"), "EUR")).toEqual({ value: 1250.5, format: "#,##0.00" });
    expect(amountCell(new Decimal("1500000"), "JPY")).toEqual({ value: 1_500_000, format: "#,##0" });
    expect(amountCell(new Decimal("12.345"), "BHD")).toEqual({ value: 12.345, format: "#,##0.000" });
    expect(amountCell(new Decimal("99999999999.99"), "USD")).toEqual({ value: 99_999_999_999.99, format: "#,##0.00" });
  });

  it("falls back to the decimals the service sent for a code the ISO data does not know", () => {
    expect(amountCell(new Decimal("10.5"), "XYZ")).toEqual({ value: 10.5, format: "#,##0.0" });
  });

  it("keeps the quoted rate whole and shows every rate with six decimals", () => {
    expect(rateCell(new Decimal("0.86123456"))).toBe(0.86123456);
    expect(rateCell(new Decimal("160.25"))).toBe(160.25);
    expect(formatOf("conversion", RATE_HEADER)).toBe("0.000000");
    // Amounts take no column format: the cell's own currency decides.
    expect(formatOf("conversion", BUY_AMOUNT_HEADER)).toBeUndefined();
    expect(formatOf("payment", PAID_AMOUNT_HEADER)).toBeUndefined();
  });

  it("writes days as Excel day serials shown as dates, taking a timestamp's day as the service wrote it", () => {
    expect(dateCell("2026-01-05", 1900)).toBe(46027);
    expect(dateCell("2024-02-29", 1900)).toBe(45351);
    // A settlement date is the value day with its cut-off time; late in the day UTC it is still that day.
    expect(dateCell("2026-01-07T14:00:00+00:00", 1900)).toBe(46029);
    expect(dateCell("2026-01-07T23:30:00Z", 1900)).toBe(46029);
    expect(formatOf("conversion", SETTLEMENT_DATE_HEADER)).toBe("yyyy-mm-dd");
    expect(() => dateCell("2026-02-30", 1900)).toThrow();
  });

  it("writes booking times as date-time serials on the UTC clock, which the header names", () => {
    expect(utcDateTimeCell("2026-01-05T09:00:00Z", 1900)).toBe(46027.375);
    // The same instant written with an offset is the same UTC time.
    expect(utcDateTimeCell("2026-01-05T10:00:00+01:00", 1900)).toBe(46027.375);
    expect(BOOKED.atHeader).toBe("FX booked at (UTC)");
    expect(formatOf("payment", BOOKED.atHeader)).toBe("yyyy-mm-dd hh:mm");
    expect(formatOf("client", CREATED.atHeader)).toBe("yyyy-mm-dd hh:mm");
    expect(() => utcDateTimeCell("yesterday", 1900)).toThrow(RangeError);
  });

  it("heads the time column in the kind's words, or as an older sheet already heads it (no second column)", () => {
    expect(madeAtHeader(paymentKind)).toBe("FX booked at (UTC)");
    expect(madeAtHeader(clientKind)).toBe("FX created at (UTC)");
    expect(madeAtHeader(beneficiaryKind)).toBe("FX created at (UTC)");
    // A client sheet an earlier version wrote: its "FX booked at (UTC)" column is where the time goes.
    expect(madeAtHeader(clientKind, ["Your reference", "FX key", "FX result", "fx booked at (utc)"])).toBe("FX booked at (UTC)");
    expect(madeAtHeader(clientKind, ["FX booked at (UTC)", "FX created at (UTC)"])).toBe("FX created at (UTC)");
    expect(resultColumns(beneficiaryKind, ["FX booked at (UTC)"]).map((column) => column.header)).toContain("FX booked at (UTC)");
    expect(resultColumns(beneficiaryKind, ["FX booked at (UTC)"]).map((column) => column.header)).not.toContain("FX created at (UTC)");
  });

  it("counts in a 1904 workbook's date system, so the cell shows the same day and time there", () => {
    expect(dateCell("2026-01-07T14:00:00+00:00", 1904)).toBe(46029 - 1462);
    expect(utcDateTimeCell("2026-01-05T09:00:00Z", 1904)).toBe(46027.375 - 1462);
  });

  it("splits a row of result cells into values and the formats the cells carry, in column order", () => {
    const row = toRowValues(resultColumns(conversionKind).map((column) => column.header), {
      [RESULT_HEADER]: "Booked",
      [RATE_HEADER]: 0.8612,
      [BUY_AMOUNT_HEADER]: amountCell(new Decimal("150000"), "JPY"),
      [SETTLEMENT_DATE_HEADER]: 46029,
    });
    const headers = resultColumns(conversionKind).map((column) => column.header);
    const at = (header: string) => headers.indexOf(header);

    expect(row.values).toHaveLength(headers.length);
    expect(row.formats).toHaveLength(headers.length);
    expect(row.values[at(RESULT_HEADER)]).toBe("Booked");
    expect(row.values[at(BUY_AMOUNT_HEADER)]).toBe(150000);
    expect(row.formats?.[at(BUY_AMOUNT_HEADER)]).toBe("#,##0");
    expect(row.values[at(RATE_HEADER)]).toBe(0.8612);
    expect(row.formats?.[at(RATE_HEADER)]).toBeNull();
    expect(row.values[at(BOOKED.atHeader)]).toBeNull();
  });
});
