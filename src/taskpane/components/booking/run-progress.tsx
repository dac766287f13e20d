import { Button, Field, ProgressBar, makeStyles, tokens } from "@fluentui/react-components";
import type { Progress } from "../../../jobs";
import { describeTimeLeft } from "./time-left";

const useStyles = makeStyles({
  progress: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
});

export interface RunProgressProps {
  progress: Progress | undefined;
  cancelling: boolean;
  onCancel(): void;
}

/** Counts, a bar and the time left while a run books rows; Cancel lets the requests in flight finish. */
export function RunProgress({ progress, cancelling, onCancel }: RunProgressProps) {
  const styles = useStyles();
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  const timeLeft = describeTimeLeft(progress?.remainingMs);
  const counts =
    progress === undefined
      ? "Starting…"
      : `${done} of ${total} done: ${progress.booked + progress.recovered} booked, ${progress.failed} failed, ${progress.inFlight} in flight${timeLeft ? ` — ${timeLeft}` : ""}`;
  return (
    <div className={styles.progress} data-testid="run-progress">
      <Field label="Booking" validationMessage={cancelling ? "Cancelling: requests already sent finish, nothing new is sent" : counts} validationState="none">
        <ProgressBar value={total === 0 ? undefined : done / total} max={1} thickness="large" aria-valuetext={counts} />
      </Field>
      <Button onClick={onCancel} disabled={cancelling}>
        {cancelling ? "Cancelling…" : "Cancel"}
      </Button>
    </div>
  );
}
