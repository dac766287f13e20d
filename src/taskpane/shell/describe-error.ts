import { ApiError, AuthenticationError, ConnectionError, FxDeskError, ResponseValidationError, TimeoutError } from "../../api";

/** A sentence for a person plus the service's request id, from any error the client throws. */
export interface DescribedError {
  message: string;
  requestId?: string;
}

export function describeError(error: unknown): DescribedError {
  if (error instanceof AuthenticationError) {
    return withRequestId("The service did not accept this login id and API key.", error.requestId);
  }
  if (error instanceof ApiError) {
    return withRequestId(error.details || `The service answered ${error.status} ${error.errorCode}.`, error.requestId);
  }
  if (error instanceof TimeoutError) return { message: "The service did not answer in time. Try again." };
  if (error instanceof ConnectionError) return { message: `Cannot reach the service: ${error.message}` };
  if (error instanceof ResponseValidationError) {
    return withRequestId(`The service sent an answer FX Desk does not understand (${error.issuePath}).`, error.requestId);
  }
  if (error instanceof FxDeskError || error instanceof Error) return { message: error.message };
  return { message: String(error) };
}

function withRequestId(message: string, requestId: string | undefined): DescribedError {
  return requestId ? { message, requestId } : { message };
}
