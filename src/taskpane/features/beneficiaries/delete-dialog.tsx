/** Asks before a beneficiary is deleted: the service cannot undo it (payments already made to it keep their data). */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from "@fluentui/react-components";
import type { Beneficiary } from "../../../api/schemas";

interface DeleteDialogProps {
  beneficiary: Beneficiary | undefined;
  busy: boolean;
  onConfirm(beneficiary: Beneficiary): void;
  onDismiss(): void;
}

export function DeleteDialog({ beneficiary, busy, onConfirm, onDismiss }: DeleteDialogProps) {
  return (
    <Dialog modalType="alert" open={beneficiary !== undefined} onOpenChange={(_, data) => !data.open && onDismiss()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Delete {beneficiary?.name}?</DialogTitle>
          <DialogContent>
            {beneficiary?.name} ({beneficiary?.currency}, bank in {beneficiary?.bank_country}) can no longer be paid once deleted. Payments already made to
            it keep their details. This cannot be undone.
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onDismiss}>
              Keep it
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => beneficiary && onConfirm(beneficiary)}>
              {busy ? "Deleting…" : `Delete ${beneficiary?.name ?? ""}`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
