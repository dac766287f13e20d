/** The fees of the payments to send, per fee currency and who bears the bank charges: in the preview and in the dialog. */
import { Text, makeStyles, tokens } from "@fluentui/react-components";
import { feeTotalInWords, type PaymentReview } from "../../../../../jobs";
import { plural } from "../../../../../domain";

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  wrap: { overflowWrap: "anywhere" },
});

export function FeeTotals({ fees }: { fees: PaymentReview["fees"] }) {
  const styles = useStyles();
  if (fees.totals.length === 0 && fees.none === 0 && fees.unknown === 0) return null;
  return (
    <section aria-label="Fees" data-testid="fee-totals">
      <Text weight="semibold">Fees</Text>
      <ul className={styles.list}>
        {fees.totals.map((total) => (
          <li key={total.currency} data-testid="fee-total" className={styles.wrap}>
            {feeTotalInWords(total)}
          </li>
        ))}
        {fees.none > 0 && <li className={styles.wrap}>{plural(fees.none, "payment")} with no fee set up on the account</li>}
        {fees.unknown > 0 && <li className={styles.wrap}>{plural(fees.unknown, "payment")} whose fee could not be read: see each row</li>}
      </ul>
    </section>
  );
}
