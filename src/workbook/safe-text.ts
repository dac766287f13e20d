/**
 * Excel reads an assigned string that starts with "=", "+", "-" or "@" as a formula, so a beneficiary name or a
 * message from the API such as `=HYPERLINK(...)` would run in the user's workbook (formula injection). Tab and
 * carriage return are on the list because spreadsheet tools strip leading whitespace before that check. A leading
 * apostrophe is Excel's own "this is text" marker: the rest is stored as text and never evaluated — and a string
 * that already starts with an apostrophe needs a second one, or Excel would swallow it.
 */
import { InvalidInputError } from "../domain/invalid-input";
import type { CellValue } from "./port";

/** What is assigned to a cell, as to Excel's `Range.values`: text that reads like a formula becomes one. */
export type CellInput = string | number | boolean;

const STARTS_LIKE_A_FORMULA = /^[=+\-@\t\r']/;

function needsTextPrefix(text: string): boolean {
  return STARTS_LIKE_A_FORMULA.test(text);
}

/**
 * The value to assign to a cell so that it reads back as the same value. Numbers and booleans stay as they are;
 * null becomes "" because Office.js treats null in a values array as "leave this cell unchanged".
 */
export function toCellInput(value: CellValue): CellInput {
  if (value === null) return "";
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new InvalidInputError("value", "not_finite", `${value} cannot be written to a cell`);
  }
  if (typeof value !== "string") return value;
  return needsTextPrefix(value) ? `'${value}` : value;
}

/** The one way a formula enters a sheet: deliberately, from the formula builder — never from data. */
export function requireFormula(formula: string): void {
  if (!formula.startsWith("=")) {
    throw new InvalidInputError("formula", "not_a_formula", `"${formula}" does not start with "="`);
  }
}
