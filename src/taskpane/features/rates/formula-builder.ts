import { fixedSideCurrency, InvalidInputError, parseAmount, parseCurrency, parseFixedSide } from "../../../domain";

/**
 * The FX.* functions the formula builder offers, with the arguments Excel's tooltips show, and the formula text
 * it writes. Omitted optional arguments at the end are dropped; one in the middle stays as an empty slot, as
 * Excel writes it. An amount is read by the same rule as the cells read it ("1,000,000.50" is fine, more
 * decimals than its currency has are not), so the builder never writes a formula the cell would refuse.
 */
export type ArgumentKind = "text" | "number" | "amount" | "choice";

/** What the user typed per argument name; blank means omitted. */
export type ArgumentValues = Readonly<Record<string, string>>;

export interface FormulaArgument {
  name: string;
  label: string;
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

const side: FormulaArgument = { name: "side", label: "Side", kind: "choice", optional: true, choices: ["mid", "bid", "offer"] };

export const FORMULAS: readonly FormulaDefinition[] = [
  {
    name: "FX.RATE",
    description: "One indicative rate, quoted in the direction written",
    args: [{ name: "pair", label: "Currency pair", kind: "text", optional: false, placeholder: "EURGBP" }, side],
  },
  {
    name: "FX.CONVERT",
    description: "An amount converted at the side a trade would use",
    args: [
      { name: "amount", label: "Amount", kind: "amount", optional: false, placeholder: "1,000.00", currencyArgument: () => "from" },
      { name: "from", label: "From currency", kind: "text", optional: false, placeholder: "EUR" },
      { name: "to", label: "To currency", kind: "text", optional: false, placeholder: "GBP" },
    ],
  },
  {
    name: "FX.QUOTE",
    description: "A detailed quote from your spread table (indicative until booked)",
    args: [
      { name: "buy_currency", label: "Buy currency", kind: "text", optional: false, placeholder: "GBP" },
      { name: "sell_currency", label: "Sell currency", kind: "text", optional: false, placeholder: "EUR" },
      {
        name: "amount",
        label: "Amount",
        kind: "amount",
        optional: false,
        placeholder: "10,000.00",
        // The cell reads the amount in the fixed side's currency; the choice offers only buy and sell.
        currencyArgument: (values) => fixedSideCurrency(parseFixedSide(values.fixed_side ?? ""), "buy_currency", "sell_currency"),
      },
      { name: "fixed_side", label: "Fixed side", kind: "choice", optional: true, choices: ["buy", "sell"] },
      { name: "field", label: "Field (empty: whole quote)", kind: "text", optional: true, placeholder: "client_rate or Client rate" },
      { name: "conversion_date", label: "Conversion date", kind: "text", optional: true, placeholder: "YYYY-MM-DD" },
    ],
  },
  {
    name: "FX.BALANCE",
    description: "A balance of the account you act for",
    args: [{ name: "currency", label: "Currency", kind: "text", optional: false, placeholder: "GBP" }],
  },
  {
    name: "FX.BALANCES",
    description: "Every balance of the account you act for, as a table",
    args: [],
  },
  {
    name: "FX.RATE.LIVE",
    description: "A rate that keeps updating while the workbook is open",
    args: [
      { name: "pair", label: "Currency pair", kind: "text", optional: false, placeholder: "EURUSD" },
      side,
      { name: "seconds", label: "Refresh every (seconds)", kind: "number", optional: true, placeholder: "30" },
    ],
  },
];

/** A problem names the argument it is about, so the form can show it beside that field. */
export type BuiltFormula = { ok: true; formula: string } | { ok: false; problem: string; argument: string };

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
