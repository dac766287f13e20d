/**
 * What the task pane says about a failure: the error's own words (`userMessage`) as a sentence, the next step
 * as the pane says it, and the service's request id apart so the pane can offer it for support.
 */
import { FxDeskError, type NextStep, RequestError } from "../../api";
import { workbookErrorFrom } from "../../workbook";

export interface DescribedError {
  message: string;
  requestId?: string;
}

// The pane is where one signs in, and a refused sign-in is shown beside the form: no advice needed.
const nextStepInThePane: Record<NextStep, string> = {
  "try-again": " Try again.",
  "try-again-in-a-minute": " Try again in a minute.",
  "sign-in-again": "",
};

export function describeError(failure: unknown): DescribedError {
  // Excel's own message is not meant for people (an Excel.run outside the workbook adapter): said as ours.
  const error = workbookErrorFrom(failure);
  if (!(error instanceof FxDeskError)) return { message: error instanceof Error ? error.message : String(error) };
  const message = `${asSentence(error.userMessage)}${error.nextStep ? nextStepInThePane[error.nextStep] : ""}`;
  const requestId = error instanceof RequestError ? error.requestId : undefined;
  return requestId ? { message, requestId } : { message };
}

function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
