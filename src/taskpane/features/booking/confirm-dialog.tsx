/**
 * The confirmation dialog of a booking tab: counts, totals per currency in the kind's words, and the kind's own part
 * (its review and terms). As it opens it reads the rows to send again: a row changed since the check is named with
 * what changed, the title says nothing will be sent until it is checked again, and Book stays off
 * (rows-changed-alert.tsx).
 */
import { useEffect, useState } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  TableCell,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { type AccountNames, type KindConfirmation, type OrderKind, type PreparedJob, type RowChangedSinceCheck } from "../../../jobs";
import { doneWordsOf, kindNoun } from "./activity";
import { KindReview, kindSpec } from "./kind-views";
import { amountText } from "../../../domain";
import { authorisationBeforeBooking } from "./authorisation-notice";
import { confirmationCounts } from "./confirmation-counts";
import { RowsChangedAlert, rowsChangedTitle } from "./rows-changed-alert";
import { FigureTable, useFigureTableStyles } from "../../components/figure-table";
import { useLayoutStyles } from "../../components/layout-styles";

const useStyles = makeStyles({
  counts: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

interface ConfirmDialogProps {
  confirmation: KindConfirmation<OrderKind> | undefined;
  /** The checked job: its kind's review (its view's Review) shows what each row to send books, and the kind's terms. */
  job?: PreparedJob;
  accounts: AccountNames;
  /**
   * Reads the rows this confirmation sends again (BookingController.changedSinceCheck): asked once as the dialog
   * opens, Book waiting for its answer. Absent: the rows are not read again here (the run still reads them before sending).
   */
  changedSinceCheck?: (confirmation: KindConfirmation<OrderKind>) => Promise<RowChangedSinceCheck[]>;
  onConfirm(confirmation: KindConfirmation<OrderKind>): void;
  onDismiss(): void;
}

/** The rows read again: under way, what changed (empty: nothing), or why they could not be read. */
type Reread = { state: "reading" } | { state: "read"; changed: RowChangedSinceCheck[] } | { state: "failed"; message: string };

function useReread(confirmation: KindConfirmation<OrderKind> | undefined, changedSinceCheck: ConfirmDialogProps["changedSinceCheck"]): Reread {
  const [reread, setReread] = useState<{ of: KindConfirmation<OrderKind>; result: Reread } | undefined>(undefined);
  useEffect(() => {
    if (confirmation === undefined || changedSinceCheck === undefined) return;
    let current = true;
    changedSinceCheck(confirmation).then(
      (changed) => current && setReread({ of: confirmation, result: { state: "read", changed } }),
      (error: unknown) => current && setReread({ of: confirmation, result: { state: "failed", message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [confirmation, changedSinceCheck]);
  if (changedSinceCheck === undefined) return { state: "read", changed: [] };
  return reread !== undefined && reread.of === confirmation ? reread.result : { state: "reading" };
}

/**
 * What the confirmation books, as the check left it: the count lines, the totals per currency, the kind's review and
 * terms. Shown only while the rows read as checked.
 */
function ConfirmationTerms({ confirmation, job, accounts }: { confirmation: KindConfirmation<OrderKind>; job: PreparedJob | undefined; accounts: AccountNames }) {
  const styles = useStyles();
  const figures = useFigureTableStyles();
  const perAccount = confirmation.totals.some((total) => total.actingAs !== undefined);
  const counts = confirmationCounts(confirmation);
  const authorisation = authorisationBeforeBooking(confirmation, accounts);
  const { totals } = kindSpec(confirmation.kind).labels;
  const accountOf = (actingAs: string | undefined) => {
    const account = accounts.of(actingAs);
    return <span title={account.contactId === undefined ? undefined : `contact ${account.contactId}`}>{account.name}</span>;
  };
  const headings = (
    <>
      {perAccount && <TableHeaderCell>Acting as</TableHeaderCell>}
      <TableHeaderCell>{totals.currency}</TableHeaderCell>
      <TableHeaderCell>Rows</TableHeaderCell>
      <TableHeaderCell className={figures.number}>Total</TableHeaderCell>
    </>
  );
  return (
    <>
      <ul className={styles.counts} id="fxdesk-confirm-counts">
        {counts.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <FigureTable label={totals.caption} headings={headings}>
        {confirmation.totals.map((total) => (
          <TableRow key={`${total.actingAs ?? ""}|${total.currency}`}>
            {perAccount && <TableCell className={figures.text}>{accountOf(total.actingAs)}</TableCell>}
            <TableCell>{total.currency}</TableCell>
            <TableCell>{total.rows}</TableCell>
            <TableCell className={figures.number}><span className={figures.whole}>{amountText(total.amount, total.currency)}</span></TableCell>
          </TableRow>
        ))}
      </FigureTable>
      {job !== undefined && <KindReview job={job} confirmation={confirmation} />}
      {authorisation !== undefined && (
        <Text role="note" data-testid="authorisation-notice">
          {authorisation}
        </Text>
      )}
      <Text>Each row gets its own key before it is sent, so a retry or a second run never books it twice.</Text>
    </>
  );
}

/**
 * The last step before anything is booked: what will be sent, what is left out, and the totals per currency; or, when
 * a row no longer reads as checked, that nothing will be sent until it is checked again.
 */
export function ConfirmDialog({ confirmation, job, accounts, changedSinceCheck, onConfirm, onDismiss }: ConfirmDialogProps) {
  const layout = useLayoutStyles();
  const reread = useReread(confirmation, changedSinceCheck);
  if (confirmation === undefined) return null;
  const changed = reread.state === "read" ? reread.changed : [];
  const { kind } = confirmation;
  const action = `${doneWordsOf(kind).action} ${kindNoun(kind, confirmation.rowsToSend)}`;

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onDismiss()}>
      <DialogSurface aria-describedby={changed.length > 0 ? "fxdesk-rows-changed" : "fxdesk-confirm-counts"} data-testid="confirm-dialog">
        <DialogBody>
          <DialogTitle>{changed.length > 0 ? rowsChangedTitle(changed) : `${action} from ${confirmation.sheet}?`}</DialogTitle>
          <DialogContent className={layout.stack}>
            {changed.length > 0 && <RowsChangedAlert changed={changed} />}
            {reread.state === "reading" && <Spinner size="tiny" labelPosition="after" label="Reading the rows again…" data-testid="rows-rereading" />}
            {reread.state === "failed" && (
              <Text role="note" data-testid="rows-reread-failed">
                The rows could not be read again ({reread.message}); each is still read just before it is sent, and a row changed since Check is not sent.
              </Text>
            )}
            {changed.length === 0 && <ConfirmationTerms confirmation={confirmation} job={job} accounts={accounts} />}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onDismiss}>
              Go back
            </Button>
            <Button appearance="primary" disabled={reread.state === "reading" || changed.length > 0} onClick={() => onConfirm(confirmation)}>
              {action}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
