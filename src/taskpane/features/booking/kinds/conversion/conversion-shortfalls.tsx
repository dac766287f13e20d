/**
 * A sell currency the conversions to book cannot be paid for from its available balance, and what happens to them:
 * they are booked all the same and await funds (docs/provider-api.md §6: a conversion is `awaiting_funds` once booked,
 * the sold currency leaving the balance on its settlement date). The Convert preview and its dialog show the same lines.
 */
import type { AccountNames, CurrencyNeed } from "../../../../../jobs";
import { ShortfallLines } from "../../shortfall-lines";

export function ConversionShortfalls({ needs, accounts }: { needs: readonly CurrencyNeed[]; accounts: AccountNames }) {
  return (
    <ShortfallLines
      needs={needs}
      accounts={accounts}
      verb="to sell"
      outcome={(need, rows) => `${rows === 1 ? "is" : "are"} booked all the same and ${rows === 1 ? "awaits" : "await"} funds until the ${need.currency} is in the account`}
      testId="conversion-shortfall"
    />
  );
}
