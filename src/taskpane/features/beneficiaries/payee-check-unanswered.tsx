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
  // Either way the bar says why in a title and a line, offers one way on, and the way back to the details.
  const said =
    answer.kind === "not switched on"
      ? {
          intent: "warning" as const,
          title: "Payee name checks are not switched on for this login",
          line: "This payee's name will not be checked against the account. Save anyway?",
          action: "Save anyway",
          onAction: onSaveUnchecked,
        }
      : {
          intent: "error" as const,
          title: "The payee's name could not be checked",
          line: `${capitalised(answer.why)}. Nothing was saved: check again, or go back to the details.`,
          action: "Check again",
          onAction: onCheckAgain,
        };
  return (
    <MessageBar intent={said.intent} layout="multiline" role="alert" data-testid="payee-check">
      <MessageBarBody>
        <MessageBarTitle>{said.title}</MessageBarTitle>
        {said.line}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" disabled={busy} onClick={said.onAction}>
          {said.action}
        </Button>
        <Button onClick={onBack}>Back to the details</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
