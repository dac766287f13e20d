import { parseUuid } from "../../domain";
import type { CallOptions, RequestOptions } from "../internal/request-spec";

interface SplitCallOptions {
  /** Validated contact id to send as `on_behalf_of`, or undefined to act as the signed-in contact. */
  onBehalfOf: string | undefined;
  /** What remains for the transport: timeout, retries, signal. */
  options: RequestOptions;
}

/** Separates the sub-account to act for (a wire parameter) from the transport overrides, refusing a non-UUID. */
export function splitCallOptions(callOptions: CallOptions = {}): SplitCallOptions {
  const { onBehalfOf, ...options } = callOptions;
  return {
    onBehalfOf: onBehalfOf === undefined ? undefined : parseUuid(onBehalfOf, "on_behalf_of"),
    options,
  };
}
