/** The end of a run: what was booked, what failed or was left out; every row's detail is on the sheet. */
import { MessageBar, MessageBarBody, MessageBarTitle } from "@fluentui/react-components";
import type { JobOutcome, OrderKind } from "../../../jobs";
import { describeOutcome, kindNoun } from "./activity";
import { plural } from "../../../domain";

export function RunSummary({ kind, sheet, outcome }: { kind: OrderKind; sheet: string; outcome: JobOutcome }) {
  const intent = outcome.cancelled || outcome.failed > 0 || outcome.notSent > 0 || outcome.sheetFailure !== undefined ? "warning" : "success";
  const again = runAgainAdvice(outcome);
  return (
    <MessageBar intent={intent} layout="multiline" data-testid="run-summary">
      <MessageBarBody>
        <MessageBarTitle>{outcome.cancelled ? `Cancelled: ${kindNoun(kind, outcome.booked)} booked, ${outcome.notSent} not sent` : outcome.sheetFailure !== undefined ? `Stopped: ${kindNoun(kind, outcome.booked)} booked, ${outcome.notSent} not sent` : "Done"}</MessageBarTitle>
        {describeOutcome(kind, sheet, outcome)}
        {again && ` ${again}`}
      </MessageBarBody>
    </MessageBar>
  );
}

/** What running the same rows again does with the rows this run left, and why that is safe. */
export function runAgainAdvice(outcome: Pick<JobOutcome, "failed" | "notSent">): string | undefined {
  const { failed, notSent } = outcome;
  if (failed + notSent === 0) return undefined;
  const rows = (count: number) => `${plural(count, "row")}`;
  const parts: string[] = [];
  if (notSent > 0) parts.push(notSent === 1 ? "the row not sent never reached the service" : `the ${rows(notSent)} not sent never reached the service`);
  if (failed > 0) parts.push(failed === 1 ? "the row that failed is retried under its key" : `the ${rows(failed)} that failed are retried under their keys`);
  return `Run the same rows again to finish: ${parts.join(", and ")}; rows already booked are skipped, so nothing is booked twice.`;
}
