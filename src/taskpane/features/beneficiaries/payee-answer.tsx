/**
 * What the payee name check answered, when it was not a full match, and the three ways on the provider's guides give
 * (docs/provider-api.md §16): use the name on the account (a close match that gives it), go back to
 * the details, or continue anyway — the last only after a second warning, since the money may reach the wrong account.
 */
import { useState } from "react";
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from "@fluentui/react-components";
import { CONTINUE_ANYWAY_WARNING } from "../../../domain";
import type { AnsweredCheck } from "./use-beneficiary-form";

interface PayeeAnswerBarProps {
  answer: AnsweredCheck;
  busy: boolean;
  onUseName(): void;
  onBack(): void;
  onContinueAnyway(): void;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function PayeeAnswerBar({ answer, busy, onUseName, onBack, onContinueAnyway }: PayeeAnswerBarProps) {
  const [warning, setWarning] = useState(false);
  const { result, words } = answer;
  const offeredName = result.answer === "close_match" ? result.actualName : undefined;
  const code = result.reasonCode === undefined ? "" : ` (${result.reasonCode})`;
  return (
    <>
      <MessageBar intent={result.answer === "close_match" ? "warning" : "error"} layout="multiline" role="alert" data-testid="payee-check">
        <MessageBarBody>
          <MessageBarTitle>{words.title}</MessageBarTitle>
          {capitalised(words.text)}
          {code}. Check the details and go back to change them, or continue if you are sure they are right.
        </MessageBarBody>
        <MessageBarActions>
          {offeredName !== undefined && (
            <Button appearance="primary" onClick={onUseName}>
              Use {offeredName}
            </Button>
          )}
          <Button onClick={onBack}>Back to the details</Button>
          <Button disabled={busy} onClick={() => setWarning(true)}>
            Continue anyway…
          </Button>
        </MessageBarActions>
      </MessageBar>
      <Dialog modalType="alert" open={warning} onOpenChange={(_, data) => !data.open && setWarning(false)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Are you sure you want to continue?</DialogTitle>
            <DialogContent>{CONTINUE_ANYWAY_WARNING} Your decision is written to the audit sheet.</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setWarning(false)}>
                Cancel
              </Button>
              <Button
                appearance="primary"
                disabled={busy}
                onClick={() => {
                  setWarning(false);
                  onContinueAnyway();
                }}
              >
                Continue anyway
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
