/** The confirmation dialog of a booking tab: counts, totals per currency in the kind's words, and the kind's own part (its review and terms). */
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
import { kindSpec, type AccountNames, type KindConfirmation, type OrderKind, type PreparedJob } from "../../../jobs";
import { doneWordsOf, kindNoun } from "./activity";
import { KindReview } from "./kind-views";
import { amountText } from "../../../domain";
import { authorisationBeforeBooking } from "./authorisation-notice";
import { confirmationCounts } from "./confirmation-counts";

const useStyles = makeStyles({
  content: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  counts: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  number: { textAlign: "right", fontVariantNumeric: "tabular-nums" },
});

interface ConfirmDialogProps {
  confirmation: KindConfirmation<OrderKind> | undefined;
  /** The checked job: its kind's review (its view's Review) shows what each row to send books, and the kind's terms. */
  job?: PreparedJob;
  accounts: AccountNames;
  onConfirm(confirmation: KindConfirmation<OrderKind>): void;
  onDismiss(): void;
}

/** The last step before anything is booked: what will be sent, what is left out, and the totals per currency. */
export function ConfirmDialog({ confirmation, job, accounts, onConfirm, onDismiss }: ConfirmDialogProps) {
  const styles = useStyles();
  if (confirmation === undefined) return null;
  const { kind } = confirmation;
  const action = `${doneWordsOf(kind).action} ${kindNoun(kind, confirmation.rowsToSend)}`;
  const perAccount = confirmation.totals.some((total) => total.actingAs !== undefined);
  const counts = confirmationCounts(confirmation);
  const authorisation = authorisationBeforeBooking(confirmation, accounts);
  const { totals } = kindSpec(kind).labels;
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
