import { describe, expect, it } from "@jest/globals";
import { dateInWords, epochMsOfExcelSerial, excelDateSerial, excelUtcSerial, isIsoDate, parseDateCell, parseIsoDate } from "../../../src/domain";
import { refusal } from "./expect-refusal";

describe("dates", () => {
  it("knows real calendar days written YYYY-MM-DD", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2026-1-31")).toBe(false);
    expect(isIsoDate("31/01/2026")).toBe(false);
  });

  it("parses trimmed YYYY-MM-DD text and names the field when refusing", () => {
    expect(parseIsoDate(" 2026-01-31 ", "payment_date")).toBe("2026-01-31");
    const error = refusal(() => parseIsoDate("2026-02-30", "payment_date"));
    expect(error.field).toBe("payment_date");
    expect(error.message).toContain("YYYY-MM-DD");
  });

  it("reads Excel day serials, ignoring the time of day, and refuses serials that are no real date", () => {
    expect(parseDateCell(45658, "date", 1900)).toBe("2025-01-01");
    expect(parseDateCell(45839.75, "date", 1900)).toBe("2025-07-01");
    expect(parseDateCell(61, "date", 1900)).toBe("1900-03-01");
    expect(refusal(() => parseDateCell(60, "date", 1900)).code).toBe("is_in_invalid_format");
    expect(refusal(() => parseDateCell(3_000_000, "date", 1900)).code).toBe("is_in_invalid_format");
    expect(refusal(() => parseDateCell(true, "date", 1900)).code).toBe("type_is_wrong");
  });

  // Microsoft's "Date systems in Excel": serial 0 is 1904-01-01 in the 1904 system, which is 1,462 days after the
  // 1900 system's start; ECMA-376 (Office Open XML), "Date Representation", gives its last day, 9999-12-31, as 2,957,003.
  it("reads serials of a 1904 workbook as the days that workbook shows", () => {
    expect(parseDateCell(0, "date", 1904)).toBe("1904-01-01");
    expect(parseDateCell(45658 - 1462, "date", 1904)).toBe("2025-01-01");
    expect(parseDateCell(45658, "date", 1904)).toBe("2029-01-02");
    expect(parseDateCell(2_957_003, "date", 1904)).toBe("9999-12-31");
    expect(refusal(() => parseDateCell(-1, "date", 1904)).code).toBe("is_in_invalid_format");
    expect(refusal(() => parseDateCell(2_957_004, "date", 1904)).code).toBe("is_in_invalid_format");
    // Serial 60 is no day in the 1900 system (its phantom 1900-02-29) but a real one in the 1904 system.
    expect(parseDateCell(60, "date", 1904)).toBe("1904-03-01");
  });

  it("writes days and instants as serials of the workbook's system, and reads them back", () => {
    expect(excelDateSerial("2026-01-05", 1900)).toBe(46027);
    expect(excelDateSerial("2026-01-05", 1904)).toBe(44565);
    expect(parseDateCell(excelDateSerial("2026-01-05", 1904), "date", 1904)).toBe("2026-01-05");
    const nine = Date.UTC(2026, 0, 5, 9);
    expect(excelUtcSerial(nine, 1900)).toBe(46027.375);
    expect(excelUtcSerial(nine, 1904)).toBe(44565.375);
    expect(epochMsOfExcelSerial(44565.375, 1904)).toBe(nine);
    expect(epochMsOfExcelSerial(46027.375, 1900)).toBe(nine);
  });
});

describe("a date in words", () => {
  it("names the weekday, the day, the month and the year, the same on every machine; text that is no date is left as it is", () => {
    expect(dateInWords("2026-01-05")).toBe("Monday 5 January 2026");
    expect(dateInWords("2028-02-29")).toBe("Tuesday 29 February 2028");
    expect(dateInWords("2026-12-31")).toBe("Thursday 31 December 2026");
    expect(dateInWords("2026-02-30")).toBe("2026-02-30");
    expect(dateInWords("")).toBe("");
  });
});
