import Decimal from "decimal.js";
import { formatAmount, InvalidInputError, parseCurrency } from "../../domain";
import type { OrderKind } from "../../domain/orders";
import type { CurrencyNeed } from "./currency-needs";
import type { CoverOption } from "../kinds/payment/cover-options";
import type { RowPlan } from "./row-plan";

/** A conversion the run books first to cover a payment currency's shortfall; the payments are linked to it. */
export interface FundingConversion {
  actingAs: string | undefined;
  buyCurrency: string;
  sellCurrency: string;
  /** The shortfall, bought exactly (fixed side buy). */
  amount: Decimal;
  /** What it is expected to cost, at the preview's indicative rate. */
  estimate: CoverOption;
}

export interface FundingChoice {
  actingAs?: string;
  /** The payment currency that is short. */
  currency: string;
  /** The balance to sell to cover it. */
  sellCurrency: string;
}

export interface ConfirmChoices {
  /** Book rows flagged as duplicates of each other too; otherwise they are held back. */
  acceptDuplicates?: boolean;
  /** Payments only: book a funding conversion for these shortfalls first. */
  fund?: readonly FundingChoice[];
}

/** What the person agreed to: counts and totals per currency. Nothing is booked without one. */
export interface Confirmation {
  readonly kind: OrderKind;
  readonly sheet: string;
  readonly runId: string;
  /** Rows that will be sent (or looked up by their key first, see rowsToRecover). */
  readonly rowsToSend: number;
  readonly rowsToRecover: number;
  readonly invalidRows: number;
  readonly heldRows: number;
  readonly bookedBefore: number;
  /** Payments: amount paid per account and currency. Conversions: amount sold per account and currency. */
  readonly totals: readonly { actingAs: string | undefined; currency: string; amount: Decimal; rows: number }[];
  /**
   * What the rows to send draw on each balance, against what is available: the one measure the preview and this
   * confirmation share (rows held back or left out count in neither).
   */
  readonly needs: readonly CurrencyNeed[];
  readonly funding: readonly FundingConversion[];
  readonly acceptDuplicates: boolean;
}

export function countRows<O>(plans: readonly RowPlan<O>[], acceptDuplicates: boolean) {
  const ready = plans.filter((plan) => plan.state === "ready");
  const held = acceptDuplicates ? [] : ready.filter((plan) => plan.duplicateOf.length > 0);
  const toSend = ready.filter((plan) => !held.includes(plan));
  return {
    toSend,
    held,
    invalid: plans.filter((plan) => plan.state === "invalid").length,
    bookedBefore: plans.filter((plan) => plan.state === "booked").length,
  };
}

export function sumByCurrency(entries: readonly { actingAs: string | undefined; currency: string; amount: Decimal }[]) {
  const totals = new Map<string, { actingAs: string | undefined; currency: string; amount: Decimal; rows: number }>();
  for (const entry of entries) {
    const key = `${entry.actingAs ?? ""}|${entry.currency}`;
    const total = totals.get(key) ?? { actingAs: entry.actingAs, currency: entry.currency, amount: new Decimal(0), rows: 0 };
    total.amount = total.amount.plus(entry.amount);
    total.rows += 1;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => (a.actingAs ?? "").localeCompare(b.actingAs ?? "") || a.currency.localeCompare(b.currency));
}

/**
 * Turns the person's funding choices into conversions, refusing a choice for a currency that is not short and a sell
 * currency whose balance cannot cover the shortfall (`optionsFor` lists those that can).
 */
export function fundingConversions(needs: readonly CurrencyNeed[], choices: readonly FundingChoice[], optionsFor: (need: CurrencyNeed) => CoverOption[]): FundingConversion[] {
  return choices.map((choice) => {
    const need = needs.find((candidate) => candidate.currency === choice.currency && candidate.actingAs === choice.actingAs);
    if (need === undefined || need.shortfall.isZero()) {
      throw new InvalidInputError("fund", "nothing_to_fund", `${choice.currency} needs no funding: its balance covers the payments`);
    }
    const sellCurrency = parseCurrency(choice.sellCurrency, "sell currency");
    if (sellCurrency === need.currency) {
      throw new InvalidInputError("fund", "same_currency", `${need.currency} cannot be funded by selling ${sellCurrency}`);
    }
    const estimate = optionsFor(need).find((option) => option.sellCurrency === sellCurrency);
    if (estimate === undefined) {
      throw new InvalidInputError("fund", "cannot_cover", `the ${sellCurrency} balance cannot cover the ${need.currency} shortfall of ${formatAmount(need.shortfall, need.currency)} — choose another currency to sell`);
    }
    return { actingAs: need.actingAs, buyCurrency: need.currency, sellCurrency, amount: need.shortfall, estimate };
  });
}
