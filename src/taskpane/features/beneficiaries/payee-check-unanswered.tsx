/**
 * When the payee name check gave the form no answer about the name (issue 39 point 4): the provider says the check is
 * not switched on for this login, so the payee is saved only once the person says to save it unchecked; or no answer
 * could be had (an outage, a timeout, a refusal that is not that one), so nothing is saved and the check can be asked
 * again. Either way the reason is said in words.
 */
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from "@fluentui/react-components";
import type { PayeeAnswer } from "./use-beneficiary-form";

interface UnansweredCheckBarProps {
  answer: Exclude<PayeeAnswer, { kind: "answered" }>;
  busy: boolean;
  onSaveUnchecked(): void;
  onCheckAgain(): void;
  onBack(): void;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function UnansweredCheckBar({ answer, busy, onSaveUnchecked, onCheckAgain, onBack }: UnansweredCheckBarProps) {
  if (answer.kind === "not switched on") {
    return (
      <MessageBar intent="warning" layout="multiline" role="alert" data-testid="payee-check">
        <MessageBarBody>
          <MessageBarTitle>Payee name checks are not switched on for this login</MessageBarTitle>
          This payee&apos;s name will not be checked against the account. Save anyway?
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" disabled={busy} onClick={onSaveUnchecked}>
            Save anyway
          </Button>
          <Button onClick={onBack}>Back to the details</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="error" layout="multiline" role="alert" data-testid="payee-check">
      <MessageBarBody>
        <MessageBarTitle>The payee&apos;s name could not be checked</MessageBarTitle>
        {capitalised(answer.why)}. Nothing was saved: check again, or go back to the details.
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" disabled={busy} onClick={onCheckAgain}>
          Check again
        </Button>
        <Button onClick={onBack}>Back to the details</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
