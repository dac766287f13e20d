/**
 * The FX.* functions the formula builder offers, with the arguments Excel's tooltips show, and the formula text
 * it writes. Omitted optional arguments at the end are dropped; one in the middle stays as an empty slot, as
 * Excel writes it.
 */
export type ArgumentKind = "text" | "number" | "choice";

export interface FormulaArgument {
  name: string;
  label: string;
  kind: ArgumentKind;
  optional: boolean;
  choices?: readonly string[];
  placeholder?: string;
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
      { name: "amount", label: "Amount", kind: "number", optional: false, placeholder: "1000" },
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
      { name: "amount", label: "Amount", kind: "number", optional: false, placeholder: "10000" },
      { name: "fixed_side", label: "Fixed side", kind: "choice", optional: true, choices: ["buy", "sell"] },
      { name: "field", label: "Field (empty: whole quote)", kind: "text", optional: true, placeholder: "client_rate" },
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

export type BuiltFormula = { ok: true; formula: string } | { ok: false; problem: string };

/** `values` holds what the user typed per argument name; blank means omitted. */
export function buildFormula(definition: FormulaDefinition, values: Readonly<Record<string, string>>): BuiltFormula {
  const slots: string[] = [];
  for (const arg of definition.args) {
    const raw = (values[arg.name] ?? "").trim();
    if (raw === "") {
      if (!arg.optional) return { ok: false, problem: `${arg.label} is required` };
      slots.push("");
      continue;
    }
    if (arg.kind === "number") {
      if (!/^-?(\d+\.?\d*|\.\d+)$/.test(raw)) return { ok: false, problem: `${arg.label} must be a number` };
      slots.push(raw);
    } else {
      // Excel string literal: quotes are doubled.
      slots.push(`"${raw.replaceAll('"', '""')}"`);
    }
  }
  while (slots.length > 0 && slots[slots.length - 1] === "") slots.pop();
  return { ok: true, formula: `=${definition.name}(${slots.join(",")})` };
}
