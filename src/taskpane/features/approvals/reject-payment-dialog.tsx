/**
 * Rejecting a payment, confirmed first: it is deleted at the service (the one way to stop a payment awaiting
 * authorisation), so the dialog says it will not be paid and cannot be undone, and takes an optional reason that the
 * audit sheet keeps beside the decision — where the maker's Refresh statuses reads it back (engine/audit-rejections.ts).
 */
import { useEffect, useState } from "react";
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea, makeStyles, tokens } from "@fluentui/react-components";
import { useLastDefined } from "../../components/use-last-defined";
import type { ApprovalRow } from "./approval-rows";

/** The audit sheet keeps the reason in one cell; 255 characters is what a payment's own reason may hold. */
const REASON_MAX = 255;

const useStyles = makeStyles({
  content: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
});

interface RejectPaymentDialogProps {
  row: ApprovalRow | undefined;
  busy: boolean;
  onConfirm(row: ApprovalRow, reason: string): void;
  onDismiss(): void;
}

export function RejectPaymentDialog({ row: asked, busy, onConfirm, onDismiss }: RejectPaymentDialogProps) {
  const styles = useStyles();
  const row = useLastDefined(asked);
  const [reason, setReason] = useState("");
  // Each payment starts with an empty reason: one typed for another payment is not this one's.
  useEffect(() => setReason(""), [row?.id]);
  const tooLong = reason.trim().length > REASON_MAX;
  return (
    <Dialog modalType="alert" open={asked !== undefined} onOpenChange={(_, data) => !data.open && onDismiss()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Reject payment {row?.shortReference}?</DialogTitle>
          <DialogContent className={styles.content}>
            <span>
              {row?.amountText} {row?.currency} to {row?.beneficiary} (reference {row?.reference}) will not be paid: the payment is deleted. This cannot be
              undone: book it again if it is still due. Once statuses are refreshed in this workbook, its sheet row reads "Rejected" with
              your name, the day and the reason.
            </span>
            <Field
              label="Reason (optional, kept in the audit sheet)"
              validationState={tooLong ? "error" : "none"}
              validationMessage={tooLong ? `Shorten the reason to ${REASON_MAX} characters or fewer (it has ${reason.trim().length}).` : undefined}
            >
              <Textarea value={reason} resize="vertical" onChange={(_, data) => setReason(data.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onDismiss}>
              Keep it
            </Button>
            <Button appearance="primary" disabled={busy || tooLong} onClick={() => asked && onConfirm(asked, reason)}>
              {busy ? "Rejecting…" : "Reject payment"}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
