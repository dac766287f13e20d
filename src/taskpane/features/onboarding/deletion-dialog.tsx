/**
 * Asks before a person or a document is deleted from a form: the service cannot undo it. The deletion runs from the
 * dialog, which stays open with the service's reason if it is refused (a form submitted meanwhile, say), so the user
 * sees why nothing was deleted.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from "@fluentui/react-components";
import { useState } from "react";
import { describeError } from "../../components/describe-error";

export interface PendingDeletion {
  /** What is deleted, as the dialog names it: "Li Wei", "document 2 (passport of Li Wei)". */
  name: string;
  /** What else happens, or does not, once it is gone. */
  consequence: string;
  run(): Promise<void>;
}

interface DeletionDialogProps {
  pending: PendingDeletion | undefined;
  onClose(): void;
}

export function DeletionDialog({ pending, onClose }: DeletionDialogProps) {
  // The dialog fades out after it is closed: it keeps naming what it asked about instead of "Delete ?".
  const [shown, setShown] = useState(pending);
  if (pending !== undefined && pending !== shown) setShown(pending);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const close = () => {
    setProblem(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.run();
      close();
    } catch (error) {
      setProblem(describeError(error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog modalType="alert" open={pending !== undefined} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{`Delete ${shown?.name ?? ""}?`}</DialogTitle>
          <DialogContent>
            {`${shown?.consequence ?? ""} This cannot be undone.`}
            {problem && <Text role="alert">{` ${problem}`}</Text>}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close}>
              Keep it
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => void confirm()}>
              {busy ? "Deleting…" : `Delete ${shown?.name ?? ""}`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
