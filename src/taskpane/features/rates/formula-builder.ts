/**
 * The formula builder's FX.* functions and the formula text it writes. The functions, their descriptions, their
 * parameters and which are optional come from the generated functions.json (see functions/function-metadata.ts),
 * so the builder offers exactly what Excel offers; ARGUMENT_HINTS adds only what the metadata cannot say.
 * Omitted optional arguments at the end are dropped; one in the middle stays as an empty slot, as Excel writes
 * it. An amount is read by the same rule as the cells read it ("1,000,000.50" is fine, more decimals than its
 * currency has are not), so the builder never writes a formula the cell would refuse.
 */
import { FIXED_SIDES, fixedSideCurrency, InvalidInputError, parseAmount, parseCurrency, parseFixedSide } from "../../../domain";
import type { FunctionMetadata, FunctionParameter } from "../../../functions";

/** "boolean" and "range" follow from the metadata (type boolean, a matrix parameter); the others from a hint. */
type ArgumentKind = "text" | "number" | "amount" | "choice" | "boolean" | "range";

/** What the user typed per argument name; blank means omitted. */
type ArgumentValues = Readonly<Record<string, string>>;

interface FormulaArgument {
  name: string;
  label: string;
  /** The tooltip Excel shows for the argument. */
  description: string;
  kind: ArgumentKind;
  optional: boolean;
  choices?: readonly string[];
  placeholder?: string;
  /** For an amount: the name of the argument holding its currency, which may depend on others (fixed side). */
  currencyArgument?: (values: ArgumentValues) => string;
}

export interface FormulaDefinition {
  name: string;
  description: string;
  args: readonly FormulaArgument[];
}

/** What the metadata cannot say about an argument: a label where its name is not one, how it is entered. */
interface ArgumentHint {
  /** Default: the parameter name in words ("buy_currency" → "Buy currency"). */
  label?: string;
  /** Default: what the metadata's type says ("number", else "text"). */
  kind?: "amount" | "choice";
  choices?: readonly string[];
  placeholder?: string;
  currencyArgument?: (values: ArgumentValues) => string;
}

const side: ArgumentHint = { kind: "choice", choices: ["mid", "bid", "offer"] };
const pair: ArgumentHint = { label: "Currency pair", placeholder: "EURGBP" };
const actingAs: ArgumentHint = { placeholder: "house, or a sub-account's contact id" };

/**
 * By formula name, then parameter name. Every scalar parameter that is not a boolean has one (a test holds this
 * and that every hint names a parameter the metadata has): text needs an example, an amount its currency.
 */
export const ARGUMENT_HINTS: Readonly<Record<string, Readonly<Record<string, ArgumentHint>>>> = {
  "FX.RATE": { pair, side },
  "FX.RATES": {},
  "FX.CONVERT": {
    amount: { kind: "amount", placeholder: "1,000.00", currencyArgument: () => "from" },
    from: { label: "From currency", placeholder: "EUR" },
    to: { label: "To currency", placeholder: "GBP" },
  },
  "FX.QUOTE": {
    buy_currency: { placeholder: "GBP" },
    sell_currency: { placeholder: "EUR" },
    amount: {
      kind: "amount",
      placeholder: "10,000.00",
      // The cell reads the amount in the fixed side's currency; the choice offers only buy and sell.
      currencyArgument: (values) => fixedSideCurrency(parseFixedSide(values.fixed_side ?? ""), "buy_currency", "sell_currency"),
    },
    fixed_side: { kind: "choice", choices: FIXED_SIDES },
    field: { label: "Field (empty: whole quote)", placeholder: "client_rate or Client rate" },
    conversion_date: { placeholder: "YYYY-MM-DD" },
  },
  "FX.BALANCE": { currency: { placeholder: "GBP" }, acting_as: actingAs },
  "FX.BALANCES": { acting_as: actingAs },
  "FX.RATE.LIVE": { pair: { ...pair, placeholder: "EURUSD" }, side, seconds: { label: "Refresh every (seconds)", placeholder: "30" } },
  "FX.PAYMENTS": report("Completed"),
  "FX.CONVERSIONS": report("Settled"),
  "FX.TRANSACTIONS": report("Completed"),
};

/** The reports' arguments: a date range, a status in words, a currency, whose (by name, as a sheet's Acting as column takes it). */
function report(status: string): Readonly<Record<string, ArgumentHint>> {
  return {
    from: { label: "From (first day)", placeholder: "YYYY-MM-DD" },
    to: { label: "To (last day)", placeholder: "YYYY-MM-DD" },
    status: { placeholder: status },
    currency: { placeholder: "EUR" },
    acting_as: { placeholder: "house, or a sub-account's name" },
  };
}

/** Whether the metadata alone cannot say how the argument is entered (see ARGUMENT_HINTS). */
export function needsHint(parameter: FunctionParameter): boolean {
  return parameter.dimensionality === "scalar" && parameter.type !== "boolean";
}

/** The builder's functions, in the order functions.json lists them. */
export function formulaDefinitions(metadata: ReadonlyMap<string, FunctionMetadata>): FormulaDefinition[] {
  return [...metadata.values()].map((fn) => {
    const name = `FX.${fn.name}`;
    return { name, description: fn.description, args: fn.parameters.map((parameter) => formulaArgument(parameter, ARGUMENT_HINTS[name]?.[parameter.name])) };
  });
}

function formulaArgument(parameter: FunctionParameter, hint: ArgumentHint = {}): FormulaArgument {
  const { name, description, optional } = parameter;
  const label = hint.label ?? inWords(name);
  const shared = { name, label, description, optional, placeholder: hint.placeholder };
  if (parameter.dimensionality === "matrix") return { ...shared, kind: "range", placeholder: hint.placeholder ?? "A2:A10" };
  if (parameter.type === "boolean") return { ...shared, kind: "boolean", choices: ["TRUE", "FALSE"] };
  if (hint.kind === "amount") return { ...shared, kind: "amount", currencyArgument: hint.currencyArgument };
  if (hint.kind === "choice") return { ...shared, kind: "choice", choices: hint.choices };
  return { ...shared, kind: parameter.type === "number" ? "number" : "text" };
}

function inWords(parameterName: string): string {
  const words = parameterName.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// A1 reference or range, optionally on a named sheet ('My sheet'!A2:A10).
const RANGE_REFERENCE = /^(('[^']+'|[A-Za-z_][\w.]*)!)?\$?[A-Za-z]{1,3}\$?\d+(:\$?[A-Za-z]{1,3}\$?\d+)?$/;

/** A problem names the argument it is about, so the form can show it beside that field. */
type BuiltFormula = { ok: true; formula: string } | { ok: false; problem: string; argument: string };

export function buildFormula(definition: FormulaDefinition, values: ArgumentValues): BuiltFormula {
  const slots: string[] = [];
  for (const arg of definition.args) {
    const raw = (values[arg.name] ?? "").trim();
    if (raw === "") {
      if (!arg.optional) return { ok: false, problem: `${arg.label} is required`, argument: arg.name };
      slots.push("");
      continue;
    }
    if (arg.kind === "amount") {
      const amount = amountSlot(definition, arg, raw, values);
      if (!amount.ok) return amount;
      slots.push(amount.formula);
    } else if (arg.kind === "number") {
      if (!/^-?(\d+\.?\d*|\.\d+)$/.test(raw)) return { ok: false, problem: `${arg.label} must be a number`, argument: arg.name };
      slots.push(raw);
    } else if (arg.kind === "range") {
      if (!RANGE_REFERENCE.test(raw)) return { ok: false, problem: `${arg.label} must be a cell range such as A2:A10`, argument: arg.name };
      slots.push(raw);
    } else if (arg.kind === "boolean") {
      const flag = raw.toUpperCase();
      if (flag !== "TRUE" && flag !== "FALSE") return { ok: false, problem: `${arg.label} must be TRUE or FALSE`, argument: arg.name };
      slots.push(flag);
    } else {
      // Excel string literal: quotes are doubled.
      slots.push(`"${raw.replaceAll('"', '""')}"`);
    }
  }
  while (slots.length > 0 && slots[slots.length - 1] === "") slots.pop();
  return { ok: true, formula: `=${definition.name}(${slots.join(",")})` };
}

/** The amount as the formula's number (separators dropped, every digit kept), or why the cell would refuse it. */
function amountSlot(definition: FormulaDefinition, arg: FormulaArgument, raw: string, values: ArgumentValues): BuiltFormula {
  const currencyName = arg.currencyArgument?.(values);
  const currencyArg = definition.args.find((candidate) => candidate.name === currencyName);
  if (currencyArg === undefined) throw new Error(`${definition.name}: the amount ${arg.name} names no currency argument`);
  try {
    const currency = parseCurrency(values[currencyArg.name] ?? "", currencyArg.label);
    return { ok: true, formula: parseAmount(raw, currency, arg.label).toFixed() };
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    return { ok: false, problem: error.message, argument: error.field === arg.label ? arg.name : currencyArg.name };
  }
}
