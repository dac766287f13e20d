/**
 * The confirmation before authorising: how many payments, the total per currency and the accounts they are paid from,
 * and each payee name check the approver acknowledged, so an approver signs what they see. Once authorised, a payment goes on to be paid on its date; FX Desk cannot take
 * that back (only a payment still awaiting authorisation can be rejected).
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from "@fluentui/react-components";
import { useLastDefined } from "../../components/use-last-defined";
import { totalsByCurrency, type ApprovalRow } from "./approval-rows";

const useStyles = makeStyles({
  content: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Each account of the selection with how many of its payments are in it, in the order the list shows them. */
export function accountsOf(rows: readonly ApprovalRow[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.accountName, (counts.get(row.accountName) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}

interface AuthoriseDialogProps {
  /** The selection; the dialog is open while it is defined. */
  rows: readonly ApprovalRow[] | undefined;
  /** The acknowledgement each payment of the selection needed (a payee name check other than a full match), if any. */
  acknowledgementOf(row: ApprovalRow): string | undefined;
  onConfirm(): void;
  onDismiss(): void;
}

export function AuthoriseDialog({ rows, acknowledgementOf, onConfirm, onDismiss }: AuthoriseDialogProps) {
  const styles = useStyles();
  const chosen = useLastDefined(rows) ?? [];
  const count = plural(chosen.length, "payment", "payments");
  const acknowledged = chosen.flatMap((row) => {
    const said = acknowledgementOf(row);
    return said === undefined ? [] : [{ row, said }];
  });
  return (
    <Dialog modalType="alert" open={rows !== undefined} onOpenChange={(_, data) => !data.open && onDismiss()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Authorise {count}?</DialogTitle>
          <DialogContent className={styles.content} data-testid="authorise-summary">
            <span>Totals:</span>
            <ul className={styles.list} aria-label="Totals per currency">
              {totalsByCurrency(chosen).map((total) => (
                <li key={total.currency}>
                  {total.text} {total.currency} in {plural(total.count, "payment", "payments")}
                </li>
              ))}
            </ul>
            <span>From:</span>
            <ul className={styles.list} aria-label="Accounts">
              {accountsOf(chosen).map((account) => (
                <li key={account.name}>
                  {account.name} ({plural(account.count, "payment", "payments")})
                </li>
              ))}
            </ul>
            {acknowledged.length > 0 && (
              <>
                <span>Payee name checks that did not match, which you acknowledged:</span>
                <ul className={styles.list} aria-label="Acknowledged">
                  {acknowledged.map(({ row, said }) => (
                    <li key={row.id}>
                      {row.amountText} {row.currency} to {row.beneficiary}: {said}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <span>Once it has every authorisation it needs, each is paid on its date from its account&apos;s balance. This cannot be undone here.</span>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onDismiss}>
              Not now
            </Button>
            <Button appearance="primary" onClick={onConfirm}>
              Authorise {count}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
