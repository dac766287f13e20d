/**
 * The payment kind's terms in the confirmation dialog: each funding conversion booked first (what it buys, about what
 * it costs, which rows it funds), and each shortfall no conversion covers, whose payments wait for the currency.
 */
import { Text, makeStyles, tokens } from "@fluentui/react-components";
import { FUNDING_TOLERANCE_PERCENT, percentText, type KindConfirmation, type KindJob } from "../../../jobs";
import { amountText } from "../../../domain";
import type { ReviewSlotProps } from "./kind-view";
import { rowList } from "./row-list";

const useStyles = makeStyles({
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

export function FundingTerms({ job, confirmation }: ReviewSlotProps<KindJob<"payment">, KindConfirmation<"payment">>) {
  const styles = useStyles();
  const perAccount = confirmation.totals.some((total) => total.actingAs !== undefined);
  const funded = new Set(confirmation.funding.map((funding) => `${funding.actingAs ?? ""}|${funding.buyCurrency}`));
  const unfunded = confirmation.needs.filter((need) => !need.shortfall.isZero() && !funded.has(`${need.actingAs ?? ""}|${need.currency}`));
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
      {unfunded.map((need) => (
        <Text key={`${need.actingAs ?? ""}|${need.currency}`} className={styles.warning} role="note" data-testid="unfunded-warning">
          Not enough {need.currency}
          {perAccount ? <> for {accountOf(need.actingAs)}</> : null}: {amountText(need.total, need.currency)} to pay against {amountText(need.available, need.currency)} available,
          short by {amountText(need.shortfall, need.currency)}, and no conversion covers it. These payments wait until {need.currency} arrives.
        </Text>
      ))}
    </>
  );
}
