/**
 * Where a failed save or submit is shown: each field the client or the service names, beside its input (keyed by
 * the section's path, "people[1].dob"); anything about no field beside the input that was being saved.
 */
import { placeFieldMessages, reasonInWords, type FieldMessageAt } from "../../../domain";
import { describeError } from "../../components/describe-error";

/** `prefix`: the section's path ("form", "people[1]"); `fallback`: the key the message goes to when it names no field. */
export function errorPlaces(error: unknown, prefix: string, fallback: string): Record<string, string> {
  const refusal = placeFieldMessages(error, (message) => {
    const local = message.field.replace(/^(account_usage|business_information|people\[\d+\])\./, "");
    return local === "base" || local === "" ? fallback : `${prefix}.${local}`;
  });
  if (refusal === undefined) return { [fallback]: describeError(error).message };
  // Beside its input the reason alone, in words: the input's label names the field (domain/field-words.ts).
  const inWords = (message: FieldMessageAt) => (message.field === "base" ? message.message : reasonInWords(message.message, [message.field.replace(/^.*\./, "")]));
  return Object.fromEntries([...refusal.placed].map(([key, messages]) => [key, messages.map(inWords).join("; ")]));
}
