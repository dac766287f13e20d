import { Button, Field, ProgressBar, makeStyles, tokens } from "@fluentui/react-components";
import type { Progress } from "../../../jobs";
import { doneWordsOf } from "./activity";
import { describeTimeLeft } from "./time-left";

const useStyles = makeStyles({
  progress: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
});

const CANCELLING = "Cancelling: nothing more is sent, and the requests already sent finish so their results are written";

interface RunProgressProps {
  /** The run's kind: its rows are "booked" or "created" in its own words. */
  kind: string;
  progress: Progress | undefined;
  /** Estimated by time-left.ts, the rate budget counted. */
  remainingMs: number | undefined;
  cancelling: boolean;
  onCancel(): void;
}

/** Counts, a bar and the time left while a run books rows; Cancel drops what waits to be sent, what is sent finishes. */
export function RunProgress({ kind, progress, remainingMs, cancelling, onCancel }: RunProgressProps) {
  const styles = useStyles();
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  const timeLeft = describeTimeLeft(remainingMs);
  const counts =
    progress === undefined
      ? "Starting…"
      : `${done} of ${total} done: ${progress.booked + progress.recovered} ${doneWordsOf(kind).verb}, ${progress.failed} failed, ${progress.inFlight} in flight${timeLeft ? ` — ${timeLeft}` : ""}`;
  return (
    <div className={styles.progress} data-testid="run-progress">
      <Field label={doneWordsOf(kind).doing} validationMessage={cancelling ? CANCELLING : counts} validationState="none">
        <ProgressBar value={total === 0 ? undefined : done / total} max={1} thickness="large" aria-valuetext={counts} />
      </Field>
      <Button onClick={onCancel} disabled={cancelling}>
        {cancelling ? "Cancelling…" : "Cancel"}
      </Button>
    </div>
  );
}
