import type { CellValue } from "../cell-value";
import { parseDateCell, type DateSystem } from "../dates";
import { describeValue } from "../describe-value";
import { InvalidInputError } from "../invalid-input";

/** A cell of an order row as the workbook port reads it: its value and, where it holds one, its formula. */
export interface CellContents {
  value: CellValue;
  formula: string | null;
}

// What Office hands back as the value of a cell that shows an error.
const EXCEL_ERROR = /^#(N\/A|VALUE!|REF!|DIV\/0!|NUM!|NAME\?|NULL!|SPILL!|CALC!|BUSY!|FIELD!|CONNECT!|BLOCKED!|UNKNOWN!|GETTING_DATA)/i;
// Line breaks, tabs, control and formatting characters (zero-width spaces, right-to-left overrides): invisible or
// misleading in a cell, and refused or mangled by payment networks.
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

export function isBlank(cell: CellContents | undefined): boolean {
  return cell === undefined || cell.value === null || (typeof cell.value === "string" && cell.value.trim() === "");
}

/** Refuses a formula where the column must hold a typed value (who or what gets the money). */
export function refuseFormula(cell: CellContents, label: string): void {
  if (cell.formula !== null && cell.formula.startsWith("=")) {
    throw new InvalidInputError(label, "formula_not_allowed", `holds a formula (${cell.formula.slice(0, 40)}) — paste the value itself here, a formula could change who is paid when the sheet recalculates`);
  }
}

function refuseExcelError(cell: CellContents, label: string): void {
  if (typeof cell.value === "string" && EXCEL_ERROR.test(cell.value.trim())) {
    throw new InvalidInputError(label, "cell_error", `shows the Excel error ${cell.value.trim()} — fix the cell first`);
  }
}

export interface TextRules {
  minLength?: number;
  maxLength: number;
  /** A number in the cell would have lost leading zeros or digits (account numbers): require text. */
  textOnly?: boolean;
}

/**
 * The trimmed text of a cell, or undefined when it is blank. Whole numbers are read as their digits
 * (a reference typed as 1234 is "1234") unless the column must be text.
 */
export function cellText(cell: CellContents, label: string, rules: TextRules): string | undefined {
  if (isBlank(cell)) return undefined;
  refuseExcelError(cell, label);
  const text = textOf(cell.value, label, rules.textOnly ?? false);
  if (CONTROL_CHARACTERS.test(text)) {
    throw new InvalidInputError(label, "control_characters", "contains a line break, tab or other invisible character — retype it on one line");
  }
  const length = [...text].length;
  if (length > rules.maxLength) {
    throw new InvalidInputError(label, "is_too_long", `has ${length} characters; at most ${rules.maxLength} are allowed — shorten it`);
  }
  if (rules.minLength !== undefined && length < rules.minLength) {
    throw new InvalidInputError(label, "is_too_short", `needs at least ${rules.minLength} characters`);
  }
  return text;
}

function textOf(value: CellValue, label: string, textOnly: boolean): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") {
    if (textOnly) {
      throw new InvalidInputError(label, "number_not_text", `holds the number ${String(value)} — format the column as text and type it again, so leading zeros and long digit runs are kept`);
    }
    if (Number.isSafeInteger(value) && value >= 0) return String(value);
    throw new InvalidInputError(label, "type_is_wrong", `expected text, got ${describeValue(value)}`);
  }
  throw new InvalidInputError(label, "type_is_wrong", `expected text, got ${describeValue(value)}`);
}

/** A date cell as YYYY-MM-DD: an Excel date of the workbook's date system, or text already written YYYY-MM-DD (see parseDateCell). */
export function cellDate(cell: CellContents, label: string, system: DateSystem): string | undefined {
  if (isBlank(cell)) return undefined;
  refuseExcelError(cell, label);
  return parseDateCell(cell.value, label, system);
}
