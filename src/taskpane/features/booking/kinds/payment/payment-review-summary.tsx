/**
 * The payment part of the confirmation dialog: the accounts the payments are debited from with their totals, the
 * payment dates, the payment types, and every row included on purpose with what it repeats — what the person signs.
 */
import { Text, makeStyles, tokens } from "@fluentui/react-components";
import { accountTotalsInWords, paymentDatesInWords, paymentReview, paymentTypesInWords, type KindConfirmation, type KindJob } from "../../../../../jobs";
import type { ReviewSlotProps } from "../../kind-view";
import { FeeTotals } from "./fee-totals";
import { nounFor } from "../../../../../domain";

const useStyles = makeStyles({
  review: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  included: { margin: 0, paddingLeft: tokens.spacingHorizontalL, maxHeight: "8rem", overflowY: "auto" },
  wrap: { overflowWrap: "anywhere" },
});

export function PaymentReviewSummary({ job, confirmation }: ReviewSlotProps<KindJob<"payment">, KindConfirmation<"payment">>) {
  const styles = useStyles();
  // The confirmation carries the choices it was issued with: the review counts exactly the rows it sends.
  const review = paymentReview(
    job,
    confirmation,
    confirmation.funding.flatMap((funding) => funding.rows),
  );
  if (review.rows.length === 0) return null;
  const several = review.accounts.length > 1;
  return (
    <section className={styles.review} aria-label="What you sign for" data-testid="payment-review-summary">
      <Text weight="semibold">Debited from {several ? `${review.accounts.length} accounts` : "one account"}</Text>
      <ul className={styles.list}>
        {review.accounts.map((debit) => (
          <li key={debit.account.contactId ?? "house"} data-testid="debit-account" className={styles.wrap}>
            <span title={debit.account.contactId === undefined ? undefined : `contact ${debit.account.contactId}`}>{debit.account.name}</span>: {accountTotalsInWords(debit)}
          </li>
        ))}
      </ul>
      <Text className={styles.wrap} data-testid="payment-dates">
        <Text weight="semibold">{nounFor(review.dates.length, "Payment date")}:</Text> {paymentDatesInWords(review.dates)}
        {review.fundedRows > 0 &&
          `; ${review.fundedRows === 1 ? "the row" : `the ${review.fundedRows} rows`} linked to a conversion booked first ${review.fundedRows === 1 ? "is" : "are"} paid on its date if that is later`}
      </Text>
      <Text className={styles.wrap} data-testid="payment-types">
        <Text weight="semibold">{nounFor(review.types.length, "Payment type")}:</Text> {paymentTypesInWords(review.types)}
      </Text>
      <FeeTotals fees={review.fees} />
      {review.included.length > 0 && (
        <>
          <Text weight="semibold">Included on purpose ({review.included.length})</Text>
          <ul className={styles.included} aria-label="Rows included on purpose">
            {review.included.map((entry) => (
              <li key={`${entry.row}|${entry.hold}`} data-testid="included-on-purpose" className={styles.wrap}>
                Row {entry.row + 1}: {entry.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
