/**
 * Evaluates a parsed ordinary formula (expression-parser.ts) the way Excel does: in IEEE doubles, so =C2*1.1*10
 * with C2 = 100 leaves 1100.0000000000002 in the cell exactly as Excel would (what the product then reads from
 * it is the point of the playground); text that reads as a number counts as one in arithmetic, a blank cell is 0
 * (or "" beside &); errors are Excel's (#DIV/0!, #VALUE!, #NAME?, #NUM!, and a referenced cell's own error),
 * the first one met, left to right, wins. Functions: SUM, MIN, MAX, AVERAGE over ranges and arguments, ROUND.
 */
import Decimal from "decimal.js";
import { decimalFromCellNumber } from "../domain";
import { type CellRef, type CellValue, formatCell, GENERAL_FORMAT, type RangeRect } from "../workbook";
import { displayCellValue } from "./cell-display";
import type { BinaryOperator, Expression } from "./expression-parser";

export type FormulaErrorCode = "#DIV/0!" | "#VALUE!" | "#REF!" | "#NAME?" | "#NUM!" | "#N/A" | "#NULL!" | "#SPILL!" | "#CALC!";

/** An Excel error as a formula's value: its code in the cell, its message for hover. */
export class FormulaError {
  constructor(
    readonly code: FormulaErrorCode,
    readonly message: string,
  ) {}
}

/** What a formula leaves in its cell. */
export type FormulaValue = number | string | boolean | FormulaError;

/** A value met while evaluating; null is a blank cell, which is 0 or "" depending on what reads it. */
type Operand = FormulaValue | null;

/** The value a cell shows (a formula cell's result), null when blank. */
export type ReadCell = (ref: CellRef) => CellValue;

const ERROR_CODES: ReadonlySet<string> = new Set<FormulaErrorCode>(["#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#N/A", "#NULL!", "#SPILL!", "#CALC!"]);
// Text arithmetic accepts as a number: "12.5", " -3 ", "1e3" (Excel accepts more, such as "1,000"; the playground need not).
const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** The formula's value; a lone blank reference is 0, as =A1 of an empty A1 shows in Excel. */
export function evaluateExpression(expression: Expression, read: ReadCell): FormulaValue {
  const value = evaluate(expression, read);
  if (value === null) return 0;
  // Excel has no negative zero: =-0 shows 0.
  return typeof value === "number" && value === 0 ? 0 : value;
}

function evaluate(expression: Expression, read: ReadCell): Operand {
  switch (expression.kind) {
    case "number":
    case "text":
    case "boolean":
      return expression.value;
    case "cell":
      return cellOperand(read, expression.ref);
    case "range":
      return new FormulaError("#VALUE!", `${expression.address} is a range: use it inside a function, e.g. SUM(${expression.address})`);
    case "negate": {
      const operand = toNumber(evaluate(expression.operand, read));
      return operand instanceof FormulaError ? operand : -operand;
    }
    case "binary":
      return binary(expression.operator, evaluate(expression.left, read), evaluate(expression.right, read));
    case "call":
      return call(expression.name, expression.args, read);
  }
}

function cellOperand(read: ReadCell, ref: CellRef): Operand {
  const value = read(ref);
  if (typeof value === "string" && ERROR_CODES.has(value)) return new FormulaError(value as FormulaErrorCode, `${formatCell(ref)} shows ${value}`);
  return value;
}

function binary(operator: BinaryOperator, left: Operand, right: Operand): Operand {
  if (left instanceof FormulaError) return left;
  if (right instanceof FormulaError) return right;
  if (operator === "&") return `${toText(left)}${toText(right)}`;
  if (operator === "=" || operator === "<>" || operator === "<" || operator === ">" || operator === "<=" || operator === ">=") {
    return comparison(operator, compare(left, right));
  }
  const a = toNumber(left);
  if (a instanceof FormulaError) return a;
  const b = toNumber(right);
  if (b instanceof FormulaError) return b;
  return arithmetic(operator, a, b);
}

function arithmetic(operator: "+" | "-" | "*" | "/" | "^", a: number, b: number): Operand {
  switch (operator) {
    case "+":
      return finite(a + b);
    case "-":
      return finite(a - b);
    case "*":
      return finite(a * b);
    case "/":
      return b === 0 ? new FormulaError("#DIV/0!", "Division by zero") : finite(a / b);
    case "^":
      if (a === 0 && b === 0) return new FormulaError("#NUM!", "0^0 has no value");
      if (a === 0 && b < 0) return new FormulaError("#DIV/0!", "0 to a negative power divides by zero");
      return finite(a ** b);
  }
}

/** Excel shows #NUM! where a double overflows or has no value (a negative number to a fractional power). */
function finite(value: number): number | FormulaError {
  return Number.isFinite(value) ? value : new FormulaError("#NUM!", "The result is too large, or not a number");
}

function comparison(operator: "=" | "<>" | "<" | ">" | "<=" | ">=", order: number): boolean {
  switch (operator) {
    case "=":
      return order === 0;
    case "<>":
      return order !== 0;
    case "<":
      return order < 0;
    case ">":
      return order > 0;
    case "<=":
      return order <= 0;
    case ">=":
      return order >= 0;
  }
}

/**
 * Excel's order for comparisons: numbers before text before TRUE/FALSE, text without regard to case; a blank
 * compares as the other side's empty value (0, "" or FALSE).
 */
function compare(left: Exclude<Operand, FormulaError>, right: Exclude<Operand, FormulaError>): number {
  const a = left ?? blankLike(right);
  const b = right ?? blankLike(left);
  const rank = (value: number | string | boolean) => (typeof value === "number" ? 0 : typeof value === "string" ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (typeof a === "string" && typeof b === "string") {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return Number(a) - Number(b);
}

function blankLike(other: Exclude<Operand, FormulaError>): number | string | boolean {
  return typeof other === "string" ? "" : typeof other === "boolean" ? false : 0;
}

function toNumber(value: Operand): number | FormulaError {
  if (value instanceof FormulaError) return value;
  if (value === null) return 0;
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (NUMBER_TEXT.test(value.trim())) return Number(value.trim());
  return new FormulaError("#VALUE!", `"${value}" is text, not a number`);
}

function toText(value: Exclude<Operand, FormulaError>): string {
  if (value === null) return "";
  if (typeof value === "string") return value;
  // A number joins text as General shows it: 15 significant digits, so =0.1+0.2&"" is "0.3".
  return displayCellValue(value, GENERAL_FORMAT);
}

const AGGREGATES: Readonly<Record<string, (numbers: number[]) => Operand>> = {
  SUM: (numbers) => finite(numbers.reduce((sum, value) => sum + value, 0)),
  MIN: (numbers) => (numbers.length === 0 ? 0 : numbers.reduce((least, value) => Math.min(least, value))),
  MAX: (numbers) => (numbers.length === 0 ? 0 : numbers.reduce((most, value) => Math.max(most, value))),
  AVERAGE: (numbers) =>
    numbers.length === 0 ? new FormulaError("#DIV/0!", "AVERAGE found no numbers") : finite(numbers.reduce((sum, value) => sum + value, 0) / numbers.length),
};

function call(name: string, args: readonly Expression[], read: ReadCell): Operand {
  const aggregate = AGGREGATES[name];
  if (aggregate !== undefined) {
    const numbers = numbersOf(args, read);
    return numbers instanceof FormulaError ? numbers : aggregate(numbers);
  }
  if (name === "ROUND") return round(args, read);
  if (name.startsWith("FX.")) {
    return new FormulaError("#NAME?", `The playground evaluates ${name} as a whole formula only, e.g. =${name}(…): put it in a cell of its own and refer to that cell`);
  }
  return new FormulaError("#NAME?", `${name} is not a function the playground evaluates (it knows SUM, MIN, MAX, AVERAGE and ROUND)`);
}

/**
 * The numbers SUM, MIN, MAX and AVERAGE work on, as Excel picks them: in a referenced cell or range only numbers
 * count (text, TRUE/FALSE and blanks are skipped); a value given directly counts when it reads as a number
 * (TRUE is 1, "5" is 5) and is #VALUE! otherwise. An error anywhere is the result.
 */
function numbersOf(args: readonly Expression[], read: ReadCell): number[] | FormulaError {
  const numbers: number[] = [];
  for (const arg of args) {
    if (arg.kind === "cell" || arg.kind === "range") {
      const rect: RangeRect = arg.kind === "cell" ? { ...arg.ref, rowCount: 1, columnCount: 1 } : arg.rect;
      for (let row = rect.row; row < rect.row + rect.rowCount; row++) {
        for (let column = rect.column; column < rect.column + rect.columnCount; column++) {
          const value = cellOperand(read, { row, column });
          if (value instanceof FormulaError) return value;
          if (typeof value === "number") numbers.push(value);
        }
      }
      continue;
    }
    const value = toNumber(evaluate(arg, read));
    if (value instanceof FormulaError) return value;
    numbers.push(value);
  }
  return numbers;
}

/**
 * ROUND(number, digits): half away from zero on the number as Excel holds it (15 significant digits), so
 * ROUND(2.675, 2) is 2.68 as in Excel, not the 2.67 its double would give; negative digits round to tens,
 * hundreds…
 */
function round(args: readonly Expression[], read: ReadCell): Operand {
  const [numberArg, digitsArg] = args;
  if (args.length !== 2 || numberArg === undefined || digitsArg === undefined) {
    return new FormulaError("#VALUE!", "ROUND takes two arguments: the number and how many decimals, e.g. ROUND(A1, 2)");
  }
  const value = toNumber(evaluate(numberArg, read));
  if (value instanceof FormulaError) return value;
  const digits = toNumber(evaluate(digitsArg, read));
  if (digits instanceof FormulaError) return digits;
  // Past 400 either way a double has no digit left to change.
  const places = Math.max(-400, Math.min(400, Math.trunc(digits)));
  const exact = decimalFromCellNumber(value);
  if (places >= 0) return exact.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toNumber();
  const scale = new Decimal(10).pow(-places);
  return exact.div(scale).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(scale).toNumber();
}
