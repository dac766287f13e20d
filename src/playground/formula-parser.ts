/**
 * Parses a formula that is one FX call as a whole: `=FX.NAME(arg, ...)` where each argument is a string literal
 * ("" escapes a quote), a number, TRUE/FALSE, a cell or range reference, or nothing (omitted). Every other
 * formula is ordinary arithmetic, read by expression-parser.ts.
 */
import { type RangeRect, tryParseRange } from "../workbook";

export type FormulaArgument =
  | { kind: "literal"; value: string | number | boolean }
  | { kind: "reference"; rect: RangeRect; single: boolean }
  | { kind: "omitted" };

type ParsedFormula =
  | { ok: true; functionName: string; args: FormulaArgument[] }
  | { ok: false; code: "#NAME?" | "#VALUE!"; message: string };

const CALL = /^=\s*FX\.([A-Z][A-Z0-9.]*)\s*\(([\s\S]*)\)\s*$/i;

/** True when the whole formula is one FX call (=FX.RATE("EURGBP")), which parseFormula reads. */
export function isFxCall(formula: string): boolean {
  return CALL.test(formula);
}

export function parseFormula(formula: string): ParsedFormula {
  const call = CALL.exec(formula);
  if (!call) return { ok: false, code: "#NAME?", message: "Not a formula of one FX call, =FX.NAME(arguments)" };
  const [, name = "", body = ""] = call;
  const args: FormulaArgument[] = [];
  for (const text of splitArguments(body)) {
    const parsed = parseArgument(text.trim());
    if (!parsed) return { ok: false, code: "#VALUE!", message: `Cannot read the argument ${text.trim()}` };
    args.push(parsed);
  }
  // "FX.RATE()" has no arguments rather than one omitted one.
  if (args.length === 1 && args[0]?.kind === "omitted") args.pop();
  return { ok: true, functionName: name.toUpperCase(), args };
}

/** Splits on commas outside string literals. */
function splitArguments(body: string): string[] {
  const parts: string[] = [];
  let current = "";
  let inString = false;
  for (const char of body) {
    if (char === '"') inString = !inString;
    if (char === "," && !inString) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

function parseArgument(text: string): FormulaArgument | undefined {
  if (text === "") return { kind: "omitted" };
  if (/^"([^"]|"")*"$/.test(text)) return { kind: "literal", value: text.slice(1, -1).replaceAll('""', '"') };
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return { kind: "literal", value: Number(text) };
  if (/^(TRUE|FALSE)$/i.test(text)) return { kind: "literal", value: text.toUpperCase() === "TRUE" };
  if (/^\$?[A-Z]{1,3}\$?\d+(:\$?[A-Z]{1,3}\$?\d+)?$/i.test(text)) {
    const rect = tryParseRange(text.replaceAll("$", "").toUpperCase());
    if (rect) return { kind: "reference", rect, single: !text.includes(":") };
  }
  return undefined;
}
