/** The confirmation dialog of a booking tab: counts, totals per currency in the kind's words, funding and shortfalls. */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { kindSpec, type AccountNames, type Confirmation, type PreparedJob } from "../../../jobs";
import { kindNoun } from "./activity";
import { KindReview, kindView } from "./kind-views";
import { amountText } from "../../../domain";
import { rowList } from "./row-list";
import { authorisationBeforeBooking } from "./authorisation-notice";
import { confirmationCounts } from "./confirmation-counts";

const useStyles = makeStyles({
  content: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  counts: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  number: { textAlign: "right", fontVariantNumeric: "tabular-nums" },
});

interface ConfirmDialogProps {
  confirmation: Confirmation | undefined;
  /** The checked job: its kind's review (kind-views.tsx Review) shows what each row to send books. */
  job?: PreparedJob;
  accounts: AccountNames;
  onConfirm(confirmation: Confirmation): void;
  onDismiss(): void;
}

/** The last step before anything is booked: what will be sent, what is left out, and the totals per currency. */
export function ConfirmDialog({ confirmation, job, accounts, onConfirm, onDismiss }: ConfirmDialogProps) {
  const styles = useStyles();
  if (confirmation === undefined) return null;
  const { kind } = confirmation;
  const action = `Book ${kindNoun(kind, confirmation.rowsToSend)}`;
  const perAccount = confirmation.totals.some((total) => total.actingAs !== undefined);
  const counts = confirmationCounts(confirmation);
  const authorisation = authorisationBeforeBooking(confirmation, accounts);
  const funded = new Set(confirmation.funding.map((funding) => `${funding.actingAs ?? ""}|${funding.buyCurrency}`));
  const { totals } = kindSpec(kind).labels;
  const unfunded = kindView(kind).shortfallWaits ? confirmation.needs.filter((need) => !need.shortfall.isZero() && !funded.has(`${need.actingAs ?? ""}|${need.currency}`)) : [];
  const accountOf = (actingAs: string | undefined) => {
    const account = accounts.of(actingAs);
    return <span title={account.contactId === undefined ? undefined : `contact ${account.contactId}`}>{account.name}</span>;
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onDismiss()}>
      <DialogSurface aria-describedby="fxdesk-confirm-counts" data-testid="confirm-dialog">
        <DialogBody>
          <DialogTitle>
            {action} from {confirmation.sheet}?
          </DialogTitle>
          <DialogContent className={styles.content}>
            <ul className={styles.counts} id="fxdesk-confirm-counts">
              {counts.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Table size="extra-small" aria-label={totals.caption}>
              <TableHeader>
                <TableRow>
                  {perAccount && <TableHeaderCell>Acting as</TableHeaderCell>}
                  <TableHeaderCell>{totals.currency}</TableHeaderCell>
                  <TableHeaderCell>Rows</TableHeaderCell>
                  <TableHeaderCell className={styles.number}>Total</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {confirmation.totals.map((total) => (
                  <TableRow key={`${total.actingAs ?? ""}|${total.currency}`}>
                    {perAccount && <TableCell>{accountOf(total.actingAs)}</TableCell>}
                    <TableCell>{total.currency}</TableCell>
                    <TableCell>{total.rows}</TableCell>
                    <TableCell className={styles.number}>{amountText(total.amount, total.currency)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {job !== undefined && <KindReview job={job} confirmation={confirmation} />}
            {confirmation.funding.map(({ actingAs, amount, buyCurrency, sellCurrency, estimate, rows }) => (
              <Text key={`${actingAs ?? ""}|${buyCurrency}`} data-testid="funding-line">
                First books a conversion buying {amountText(amount, buyCurrency)} {buyCurrency} for about {amountText(estimate.sellAmount, sellCurrency)} {sellCurrency} (indicative
                rate {estimate.rate.toFixed()}; {amountText(estimate.available, sellCurrency)} {sellCurrency} available{perAccount ? <> to {accountOf(actingAs)}</> : null}). The{" "}
                {buyCurrency} payments of {rowList(rows)} are linked to it and paid on its conversion date; the others are paid from the balance.
              </Text>
            ))}
            {unfunded.map((need) => (
              <Text key={`${need.actingAs ?? ""}|${need.currency}`} className={styles.warning} role="note" data-testid="unfunded-warning">
                Not enough {need.currency}
                {perAccount ? <> for {accountOf(need.actingAs)}</> : null}: {amountText(need.total, need.currency)} to pay against {amountText(need.available, need.currency)} available,
                short by {amountText(need.shortfall, need.currency)}, and no conversion covers it. These payments wait until {need.currency} arrives.
              </Text>
            ))}
            {authorisation !== undefined && (
              <Text role="note" data-testid="authorisation-notice">
                {authorisation}
              </Text>
            )}
            <Text>Each row gets its own key before it is sent, so a retry or a second run never books it twice.</Text>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onDismiss}>
              Go back
            </Button>
            <Button appearance="primary" onClick={() => onConfirm(confirmation)}>
              {action}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
