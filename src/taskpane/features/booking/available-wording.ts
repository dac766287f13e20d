/** How the preview says what "available" is: the balance less what is spoken for and not yet settled. */
import type { CurrencyNeed } from "../../../jobs";
import { amountText } from "../../../domain";

/**
 * How the available figure was reached, in words, when anything was taken off the balance: "balance X less Y in
 * payments and Z in conversions not yet settled" (each part only when it is not zero); undefined when nothing was.
 */
export function availableWording(need: Pick<CurrencyNeed, "currency" | "balance" | "committed" | "converting">): string | undefined {
  const { currency } = need;
  const parts = [
    ...(need.committed.isZero() ? [] : [`${amountText(need.committed, currency)} in payments`]),
    ...(need.converting.isZero() ? [] : [`${amountText(need.converting, currency)} in conversions`]),
  ];
  if (parts.length === 0) return undefined;
  return `balance ${amountText(need.balance, currency)} less ${parts.join(" and ")} not yet settled`;
}
