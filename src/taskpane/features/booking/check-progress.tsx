import { useEffect, useRef, type RefObject } from "react";
import { Button, Field, MessageBar, MessageBarBody, ProgressBar, makeStyles, tokens } from "@fluentui/react-components";
import { checkPace, type CheckProgress } from "../../../jobs";
import type { BookingState } from "./booking-controller";
import { describeTimeLeft } from "./time-left";
import { nounFor } from "../../../domain";

const useStyles = makeStyles({
  progress: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
});

interface CheckProgressProps {
  progress: CheckProgress | undefined;
  /** Estimated by time-left.ts, the rate budget counted. */
  remainingMs: number | undefined;
  onCancel(): void;
}

/** "Checking 83 of 180 rows — about 1 min left", a bar, and Cancel, while a check asks the service about each row. */
export function CheckProgressView({ progress, remainingMs, onCancel }: CheckProgressProps) {
  const styles = useStyles();
  const status = describeCheckProgress(progress, remainingMs);
  return (
    <div className={styles.progress} data-testid="check-progress">
      <Field label="Checking with the service" validationMessage={status} validationState="none">
        <ProgressBar value={barValue(progress)} max={1} thickness="large" aria-valuetext={status} />
      </Field>
      <Button onClick={onCancel}>Cancel check</Button>
    </div>
  );
}

/** How far the bar is: over every step of a check of several, so it never fills before the last step ends. */
function barValue(progress: CheckProgress | undefined): number | undefined {
  if (progress === undefined || progress.total === 0) return undefined;
  const pace = checkPace(progress);
  return pace.done / pace.total;
}

export function describeCheckProgress(progress: CheckProgress | undefined, remainingMs: number | undefined): string {
  if (progress === undefined) return "Reading the rows…";
  const rows = nounFor(progress.total, "row");
  if (progress.done === true) return `Checked ${progress.total} ${rows}`;
  if (progress.finishing) return `Checked ${progress.total} ${rows}; reading the account's balances…`;
  const timeLeft = describeTimeLeft(remainingMs);
  const counted = `${progress.checked} of ${progress.total} ${rows}${timeLeft ? ` — ${timeLeft}` : ""}`;
  const { step } = progress;
  // A check of several steps says which is under way: "done" waits for the last.
  if (step !== undefined && step.of > 1) return `Step ${step.number} of ${step.of}, ${step.doing}: ${counted}`;
  return `Checking ${counted}`;
}

export function NoticeBar({ notice }: { notice: string }) {
  return (
    <MessageBar intent="info" data-testid="booking-notice">
      <MessageBarBody>{notice}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * Focus goes back to the Check button when a check ends (done, failed or cancelled): the button was disabled and the
 * Cancel button is gone, so focus was lost, and a keyboard user carries on from where the check started. Focus the
 * person has put elsewhere meanwhile is left where it is.
 */
export function useFocusBackAfterCheck(state: Pick<BookingState, "busy">): RefObject<HTMLButtonElement | null> {
  const checkButton = useRef<HTMLButtonElement>(null);
  const wasChecking = useRef(false);
  const { busy } = state;
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasChecking.current && busy === undefined && focusLost) checkButton.current?.focus();
    wasChecking.current = busy === "checking";
  }, [busy]);
  return checkButton;
}
