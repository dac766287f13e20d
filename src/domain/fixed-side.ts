/**
 * The fixed side of a conversion: which of its two amounts is the one given ("buy": the amount bought is fixed,
 * the sell amount follows from the rate), and so which currency that amount is in.
 */
import { isOmitted, parseChoice } from "./choices";

export const FIXED_SIDES = ["buy", "sell"] as const;
export type FixedSide = (typeof FIXED_SIDES)[number];

/** A fixed side as a formula argument or form field gives it: "buy" or "sell" in any case; "buy" when left out. */
export function parseFixedSide(value: unknown, field = "fixed_side"): FixedSide {
  return isOmitted(value) ? "buy" : parseChoice(value, FIXED_SIDES, field);
}

/** The currency a trade's amount is in: the one on its fixed side. */
export function fixedSideCurrency<T extends string>(fixedSide: FixedSide, buyCurrency: T, sellCurrency: T): T {
  return fixedSide === "buy" ? buyCurrency : sellCurrency;
}
