/** Asks before a payment awaiting authorisation is deleted: the service cannot undo it, and the payment will not be made. */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from "@fluentui/react-components";
import type { ApprovalRow } from "./approval-rows";

interface DeletePaymentDialogProps {
  row: ApprovalRow | undefined;
  busy: boolean;
  onConfirm(row: ApprovalRow): void;
  onDismiss(): void;
}

export function DeletePaymentDialog({ row, busy, onConfirm, onDismiss }: DeletePaymentDialogProps) {
  return (
    <Dialog modalType="alert" open={row !== undefined} onOpenChange={(_, data) => !data.open && onDismiss()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Delete payment {row?.shortReference}?</DialogTitle>
          <DialogContent>
            {row?.amountText} {row?.currency} to {row?.beneficiary} (reference {row?.reference}) will not be paid. This cannot be undone: book it again
            if it is still due. Its sheet row shows "deleted" once statuses are refreshed.
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onDismiss}>
              Keep it
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => row && onConfirm(row)}>
              {busy ? "Deleting…" : "Delete payment"}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
