/**
 * The message written beside a row for a failure. The words are the error's own (`userMessage`); a row only
 * chooses the format: a failure carrying field messages (domain/field-messages.ts) tells each field as the sheet
 * column that holds it (its own header when the sheet has one); any other answer the service explains is its
 * messages, or its status and code when it has none; the request id is added for support.
 */
import { ApiError, type FieldMessage, FxDeskError, InvalidInputError, RequestError } from "../api";
import { ColumnNames } from "../domain/orders";
import { workbookErrorFrom } from "../workbook";
import { fieldInWords, fieldMessageInWords, fieldMessagesOf, supportReferenceNote } from "../domain";

export function describeFailure(failure: unknown, columns: ColumnNames = ColumnNames.template): string {
  // Excel's own message is not meant for people: a refusal that reached here unwrapped is said as ours.
  const error = workbookErrorFrom(failure);
  // Our own check's reason is in our words already: only the field is named as the sheet names it.
  if (error instanceof InvalidInputError) return fieldMessageInWords(columnOf(error.field, columns), error.field, error.reason);
  const said = fieldMessagesOf(error).map((message) => describeFieldMessage(message.field, message, columns));
  if (said.length > 0) return `${said.join("; ")}${requestIdNote(error)}`;
  if (error instanceof ApiError && error.toldByTheService) return `${error.details || error.statusAndCode}${requestIdNote(error)}`;
  if (error instanceof RequestError) return `${error.userMessage}${requestIdNote(error)}`;
  if (error instanceof FxDeskError) return error.userMessage;
  // Not a failure FX Desk knows by name: a fault of its own, told as such with what it said.
  return `FX Desk could not finish this${error instanceof Error && error.message !== "" ? ` (${error.message})` : ""}`;
}

/**
 * One of the service's per-field messages with the column's name for the field: "IBAN: is not a valid IBAN". The
 * words are the one place's (domain/field-words.ts); a field no column holds is named in words.
 */
export function describeFieldMessage(field: string, message: FieldMessage, columns: ColumnNames): string {
  if (field === "base") return message.message;
  return fieldMessageInWords(columnOf(field, columns), field, message.message);
}

/** The column that holds a service field; a field no column holds is named in words ("Beneficiary city"), never by its code. */
function columnOf(field: string, columns: ColumnNames): string {
  const named = columns.nameOfService(field);
  return named === field ? fieldInWords(field) : named;
}

/** " (support reference 3f2a…)" for an answer that carried an X-Request-Id, so support can find it; else "". */
export function requestIdNote(error: unknown): string {
  return error instanceof RequestError ? supportReferenceNote(error.requestId) : "";
}
