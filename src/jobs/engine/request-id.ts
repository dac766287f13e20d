/** The request id of the answer a booking came from, for the audit log. */
import type { CallOptions } from "../../api";

/**
 * Call options that remember the `X-Request-Id` of the answer a result came from, so the audit log can name it
 * for successes as it does for failures (errors carry theirs).
 */
export function trackRequestId(callOptions: CallOptions): { options: CallOptions; requestId: () => string | undefined } {
  let requestId: string | undefined;
  return {
    options: { ...callOptions, onResponse: (info) => (requestId = info.requestId) },
    requestId: () => requestId,
  };
}
