import { MessageBar, MessageBarBody, MessageBarTitle } from "@fluentui/react-components";
import type { JobOutcome } from "../../../jobs";
import type { OrderKind } from "../../../domain/orders";
import { describeOutcome } from "./activity";

/** The end of a run: what was booked, what failed or was left out; every row's detail is on the sheet. */
export function RunSummary({ kind, sheet, outcome }: { kind: OrderKind; sheet: string; outcome: JobOutcome }) {
  const intent = outcome.cancelled || outcome.failed > 0 || outcome.notSent > 0 ? "warning" : "success";
  return (
    <MessageBar intent={intent} layout="multiline" data-testid="run-summary">
      <MessageBarBody>
        <MessageBarTitle>{outcome.cancelled ? "Cancelled" : "Done"}</MessageBarTitle>
        {describeOutcome(kind, sheet, outcome)}
        {outcome.failed + outcome.notSent > 0 && " Run the same rows again to retry them under the same keys."}
      </MessageBarBody>
    </MessageBar>
  );
}
