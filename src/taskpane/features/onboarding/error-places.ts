/**
 * Where a failed save or submit is shown: each field the client or the service names, beside its input (keyed by
 * the section's path, "people[1].dob"); anything about no field beside the input that was being saved.
 */
import { ApiError, InvalidInputError } from "../../../api";
import { describeError } from "../../shell/describe-error";

/** `prefix`: the section's path ("form", "people[1]"); `fallback`: the key the message goes to when it names no field. */
export function errorPlaces(error: unknown, prefix: string, fallback: string): Record<string, string> {
  const places: Record<string, string> = {};
  const put = (field: string, message: string) => {
    const local = field.replace(/^(account_usage|business_information|people\[\d+\])\./, "");
    const key = local === "base" || local === "" ? fallback : `${prefix}.${local}`;
    places[key] = places[key] === undefined ? message : `${places[key]}; ${message}`;
  };
  if (error instanceof InvalidInputError) put(error.field, error.reason);
  else if (error instanceof ApiError && Object.keys(error.messages).length > 0) {
    for (const [field, entries] of Object.entries(error.messages)) for (const entry of entries) put(field, entry.message);
  } else places[fallback] = describeError(error).message;
  return places;
}
