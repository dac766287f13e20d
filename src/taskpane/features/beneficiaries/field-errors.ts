/**
 * Where the service's (or the client's own) objections to a beneficiary go in the form: each message beside the
 * field it names, the field's wire name at its start said as the form labels it ("Company name is in invalid
 * format") — the form's inputs are named by the create parameters the service names in its errors, a
 * routing code's type by the value field of its slot — and the rest (`base`, a field the form does not show) as
 * general messages above the buttons, naming their field. Anything else is not about the values: it is shown
 * through describeError.
 */
import { RequestError } from "../../../api";
import { fieldInWords, fieldMessageInWords, placeFieldMessages, reasonInWords } from "../../../domain";
import { describeError } from "../../components/describe-error";

export interface FormErrors {
  /** Form field → what the service says about it. */
  byField: Record<string, string>;
  /** Messages about no field the form shows, or not about the values at all. */
  general: string[];
  /** The service's request id, for support, when it answered. */
  requestId?: string;
}

/** `shown`: the fields (route controls included) the form has an input for, with their labels. */
export function formErrorsOf(error: unknown, shown: ReadonlyMap<string, string>): FormErrors {
  const refusal = placeFieldMessages(error, (message) => formFieldOf(message.field, message.message, shown));
  if (refusal === undefined) {
    const described = describeError(error);
    return { byField: {}, general: [described.message], ...(described.requestId ? { requestId: described.requestId } : {}) };
  }
  const byField: Record<string, string> = {};
  for (const [target, messages] of refusal.placed) {
    // Beside its input, whose label names the field: the reason alone, in words (domain/field-words.ts).
    byField[target] = messages.map((message) => reasonInWords(message.message, [message.field, target, shown.get(target) ?? ""])).join("; ");
  }
  const general = refusal.unplaced.map((message) => (message.field === "base" ? message.message : fieldMessageInWords(fieldInWords(message.field), message.field, message.message)));
  const requestId = error instanceof RequestError ? error.requestId : undefined;
  return { byField, general, ...(requestId ? { requestId } : {}) };
}


function formFieldOf(field: string, message: string, shown: ReadonlyMap<string, string>): string | undefined {
  if (shown.has(field)) return field;
  // The service names a routing code problem by the code's kind ("Sort code is in invalid format"): beside the field of that label.
  if (field === "routing_code") {
    const routing = [...shown].filter(([name]) => name.startsWith("routing_code_value_"));
    return (routing.find(([, label]) => message.startsWith(label)) ?? routing[0])?.[0];
  }
  const routingType = /^routing_code_type_(\d)$/.exec(field);
  if (routingType && shown.has(`routing_code_value_${routingType[1]}`)) return `routing_code_value_${routingType[1]}`;
  // payment_types[0] and the like.
  const listItem = /^([a-z_]+)\[\d+\]$/.exec(field);
  if (listItem?.[1] && shown.has(listItem[1])) return listItem[1];
  return undefined;
}
