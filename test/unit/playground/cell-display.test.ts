import { describe, expect, it } from "@jest/globals";
import { displayCellValue } from "../../../src/playground/cell-display";
import { DATE_FORMAT, DATE_TIME_FORMAT, GENERAL_FORMAT, groupedDecimalsFormat, RATE_FORMAT, TEXT_FORMAT } from "../../../src/workbook/number-formats";

describe("the playground grid shows a value through its number format, as Excel does", () => {
  it("shows amounts with thousands separators and the format's decimals, rounding half away from zero", () => {
    expect(displayCellValue(1250.5, "#,##0.00")).toBe("1,250.50");
    expect(displayCellValue(1234567.891, "#,##0.00")).toBe("1,234,567.89");
    expect(displayCellValue(999.995, "#,##0.00")).toBe("1,000.00");
    expect(displayCellValue(1.005, "#,##0.00")).toBe("1.01");
    expect(displayCellValue(-1.005, "#,##0.00")).toBe("-1.01");
    expect(displayCellValue(-0.001, "#,##0.00")).toBe("0.00");
    expect(displayCellValue(1500000, "#,##0")).toBe("1,500,000");
    expect(displayCellValue(150000.5, "#,##0")).toBe("150,001");
    expect(displayCellValue(12.3456, "#,##0.000")).toBe("12.346");
    expect(displayCellValue(100, "0")).toBe("100");
    expect(displayCellValue(999, "#,##0.00")).toBe("999.00");
  });

  it("agrees with the formats the jobs write", () => {
    expect(displayCellValue(1500000, groupedDecimalsFormat(0))).toBe("1,500,000");
    expect(displayCellValue(1250.5, groupedDecimalsFormat(2))).toBe("1,250.50");
    expect(displayCellValue(0.8612, RATE_FORMAT)).toBe("0.861200");
    expect(displayCellValue(160.123456789, RATE_FORMAT)).toBe("160.123457");
    expect(displayCellValue(1234.5, RATE_FORMAT)).toBe("1234.500000");
  });

  it("shows date serials as dates, and date-times to the minute", () => {
    expect(displayCellValue(46027, DATE_FORMAT)).toBe("2026-01-05");
    expect(displayCellValue(45351, DATE_FORMAT)).toBe("2024-02-29");
    expect(displayCellValue(46027.375, DATE_FORMAT)).toBe("2026-01-05");
    expect(displayCellValue(46027.375, DATE_TIME_FORMAT)).toBe("2026-01-05 09:00");
    expect(displayCellValue(46027 + (23 * 3600 + 59 * 60 + 59.6) / 86400, DATE_TIME_FORMAT)).toBe("2026-01-06 00:00");
    expect(displayCellValue(46027 + (14 * 3600 + 5 * 60 + 7) / 86400, "hh:mm:ss")).toBe("14:05:07");
    expect(displayCellValue(-1, DATE_FORMAT)).toBe("########");
  });

  it("shows text as typed under any format, and numbers under text or General as stored", () => {
    expect(displayCellValue("00123", TEXT_FORMAT)).toBe("00123");
    expect(displayCellValue("n/a", "#,##0.00")).toBe("n/a");
    expect(displayCellValue("2026-01-05", DATE_FORMAT)).toBe("2026-01-05");
    expect(displayCellValue(1250.5, TEXT_FORMAT)).toBe("1250.5");
    expect(displayCellValue(1250.5, GENERAL_FORMAT)).toBe("1250.5");
    expect(displayCellValue(0.1 + 0.2, GENERAL_FORMAT)).toBe("0.3");
    expect(displayCellValue(46027, GENERAL_FORMAT)).toBe("46027");
  });

  it("shows blanks, booleans and formats it does not know as Excel's General would", () => {
    expect(displayCellValue(null, "#,##0.00")).toBe("");
    expect(displayCellValue(true, GENERAL_FORMAT)).toBe("TRUE");
    expect(displayCellValue(false, "#,##0")).toBe("FALSE");
    expect(displayCellValue(1250.5, '#,##0.00 "EUR";[Red]-#,##0.00')).toBe("1250.5");
    expect(displayCellValue(0.25, "0%")).toBe("0.25");
  });
});
