/** What a long list shows when a page could not be fetched: why, and a button that asks for the failed pages again. */
import { Button, MessageBar, MessageBarBody } from "@fluentui/react-components";
import { describeError } from "./describe-error";

export function ListLoadFailure({ what, failure, onRetry }: { what: string; failure: unknown; onRetry: () => void }) {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>
        Could not load {what}: {describeError(failure).message}{" "}
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      </MessageBarBody>
    </MessageBar>
  );
}
