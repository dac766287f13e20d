/**
 * The payment kind's terms in the confirmation dialog: each funding conversion booked first (what it buys, about what
 * it costs, which rows it funds), and each shortfall no conversion covers, whose payments wait for the currency.
 */
import { Text } from "@fluentui/react-components";
import { FUNDING_TOLERANCE_PERCENT, percentText, type AccountNames, type CurrencyNeed, type KindConfirmation, type KindJob } from "../../../../../jobs";
import { amountText } from "../../../../../domain";
import type { ReviewSlotProps } from "../../kind-view";
import { rowList } from "../../row-list";
import { ShortfallLines } from "../../shortfall-lines";

/**
 * Each shortfall no funding conversion covers, and what happens to its payments: they are booked and wait for the
 * currency (docs/provider-api.md §6: a payment is paid on its date only if the balance covers it, otherwise it
 * waits). The preview and the dialog show the same lines.
 */
export function PaymentShortfalls({ needs, accounts, covered }: { needs: readonly CurrencyNeed[]; accounts: AccountNames; covered: (need: CurrencyNeed) => boolean }) {
  return (
    <ShortfallLines
      needs={needs}
      accounts={accounts}
      verb="to pay"
      covered={covered}
      uncovered="and no conversion covers it"
      outcome={(need, rows) => `${rows === 1 ? "is" : "are"} booked and ${rows === 1 ? "waits" : "wait"} until ${need.currency} arrives: paid once the balance covers ${rows === 1 ? "it" : "them"}`}
      testId="unfunded-warning"
    />
  );
}

export function FundingTerms({ job, confirmation }: ReviewSlotProps<KindJob<"payment">, KindConfirmation<"payment">>) {
  const perAccount = confirmation.totals.some((total) => total.actingAs !== undefined);
  const funded = new Set(confirmation.funding.map((funding) => `${funding.actingAs ?? ""}|${funding.buyCurrency}`));
  const accountOf = (actingAs: string | undefined) => {
    const account = job.accounts.of(actingAs);
    return <span title={account.contactId === undefined ? undefined : `contact ${account.contactId}`}>{account.name}</span>;
  };
  return (
    <>
      {confirmation.funding.map(({ actingAs, amount, buyCurrency, sellCurrency, estimate, rows }) => (
        <Text key={`${actingAs ?? ""}|${buyCurrency}`} data-testid="funding-line">
          First books a conversion buying {amountText(amount, buyCurrency)} {buyCurrency} for about {amountText(estimate.sellAmount, sellCurrency)} {sellCurrency} (indicative rate{" "}
          {estimate.rate.toFixed()}; {amountText(estimate.available, sellCurrency)} {sellCurrency} available{perAccount ? <> to {accountOf(actingAs)}</> : null}). The {buyCurrency}{" "}
          payments of {rowList(rows)} are linked to it and paid on its conversion date; the others are paid from the balance. It is priced
          again just before it is booked: if buying {buyCurrency} then costs more than {percentText(FUNDING_TOLERANCE_PERCENT)} above this rate, nothing is bought and
          those payments are not sent until you check them again.
        </Text>
      ))}
      <PaymentShortfalls needs={confirmation.needs} accounts={job.accounts} covered={(need) => funded.has(`${need.actingAs ?? ""}|${need.currency}`)} />
    </>
  );
}
