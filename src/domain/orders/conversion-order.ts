import type Decimal from "decimal.js";
import { parseCurrency } from "../currencies";
import type { FixedSide } from "../fixed-side";
import { InvalidInputError } from "../invalid-input";
import { parseAmount } from "../money";
import type { OrderCells } from "./order-cells";
import { ProblemCollector, type RowProblem } from "./row-problems";
import { TEXT_LIMITS } from "./text-limits";

export interface ConversionOrder {
  buyCurrency: string;
  sellCurrency: string;
  fixedSide: FixedSide;
  /** In the fixed side's currency (see amountCurrency). */
  amount: Decimal;
  amountCurrency: string;
  reason: string;
  conversionDate: string | undefined;
  /**
   * The sub-account the conversion is booked for — as parsed, the Acting as cell as typed (a name, e-mail or id); once
   * the booking engine has looked it up (jobs/engine/acting-as-search.ts), its contact's id. Undefined: the signed-in account.
   */
  actingAs: string | undefined;
}

export type ParsedOrder<T> = { ok: true; order: T } | { ok: false; problems: RowProblem[] };

const FIXED_SIDE_SPELLINGS: Record<string, FixedSide> = { buy: "buy", b: "buy", bought: "buy", sell: "sell", s: "sell", sold: "sell" };

function fixedSideOfRow(cells: OrderCells): FixedSide {
  const label = cells.label("fixed_side");
  const text = cells.requiredText("fixed_side", { maxLength: 10 }).toLowerCase();
  const side = FIXED_SIDE_SPELLINGS[text];
  if (side === undefined) {
    throw new InvalidInputError(label, "not_in_range", `"${text}" is neither Buy nor Sell — write Buy (the amount is what you receive) or Sell (the amount is what you pay)`);
  }
  return side;
}

/** Checks one conversion row completely and returns every problem it has, or the order it describes. */
export function parseConversionOrder(cells: OrderCells): ParsedOrder<ConversionOrder> {
  const collect = new ProblemCollector();
  const buyCurrency = collect.attempt(() => parseCurrency(cells.value("buy_currency") ?? "", cells.label("buy_currency")));
  const sellCurrency = collect.attempt(() => parseCurrency(cells.value("sell_currency") ?? "", cells.label("sell_currency")));
  if (buyCurrency !== undefined && buyCurrency === sellCurrency) {
    collect.add(cells.label("sell_currency"), "same_currency", `is ${buyCurrency} like the buy currency — choose two different currencies`);
  }
  const fixedSide = collect.attempt(() => fixedSideOfRow(cells));
  const amountCurrency = fixedSide === "sell" ? sellCurrency : buyCurrency;
  const amount = amountCurrency === undefined || fixedSide === undefined
    ? undefined
    : collect.attempt(() => parseAmount(cells.value("amount") ?? "", amountCurrency, cells.label("amount")));
  const reason = collect.attempt(() => cells.requiredText("reason", TEXT_LIMITS.reason));
  const conversionDate = collect.attempt(() => cells.date("conversion_date"));
  const actingAs = collect.attempt(() => cells.actingAs("acting_as"));

  if (!collect.ok || buyCurrency === undefined || sellCurrency === undefined || fixedSide === undefined || amount === undefined || amountCurrency === undefined || reason === undefined) {
    return { ok: false, problems: collect.problems };
  }
  return { ok: true, order: { buyCurrency, sellCurrency, fixedSide, amount, amountCurrency, reason, conversionDate, actingAs } };
}
