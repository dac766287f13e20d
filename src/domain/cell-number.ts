import Decimal from "decimal.js";

/**
 * How many significant digits of a number Excel keeps and shows. Excel stores IEEE 754 doubles but works to 15
 * significant digits (Microsoft's "Floating-point arithmetic may give inaccurate results in Excel"): a cell
 * computed as =C2*1.1 with C2 = 1000 holds the double 1100.0000000000002 and shows 1100, and a person cannot
 * type more digits than 15 into a cell.
 */
export const EXCEL_SIGNIFICANT_DIGITS = 15;

/**
 * The decimal a number read from a cell stands for: the number at Excel's 15 significant digits, so binary
 * noise beyond them (1100.0000000000002, 0.30000000000000004) is gone while every digit a person typed stays
 * (10.001 is still 10.001). Only for numbers a cell holds: text is read as written, never through this rule.
 */
export function decimalFromCellNumber(value: number): Decimal {
  if (!Number.isFinite(value)) {
    throw new RangeError(`a cell cannot hold ${String(value)} as a number`);
  }
  // toPrecision may answer in exponent notation ("1.00000000000000e+21"); Decimal reads that exactly, and
  // -0 becomes 0.
  return new Decimal(value.toPrecision(EXCEL_SIGNIFICANT_DIGITS));
}

/**
 * The number Excel keeps for numeric text a person types (or an add-in assigns as text, which Excel reads as typed):
 * the digits after the 15th significant one are dropped, not rounded — Microsoft's "Last digits are changed to
 * zeros when you type long numbers in cells of Excel": 12345678901234567 is kept as 12345678901234500, and
 * 12345678901234.56 as 12345678901234.5. So what the review reads from the cell is what the cell shows.
 */
export function typedCellNumber(text: string): number {
  return new Decimal(text.trim()).toSignificantDigits(EXCEL_SIGNIFICANT_DIGITS, Decimal.ROUND_DOWN).toNumber();
}
