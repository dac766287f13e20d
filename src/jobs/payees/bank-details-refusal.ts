/** A payment kind's message for refused bank details, in the sheet's terms (columns to add or fill). */
import { placeFieldMessages, ROUTING_CODE_TYPES, type RoutingCodeType } from "../../domain";
import { describeBankDetailNeeds, type BankDetailNeed, type BankDetails, type ColumnNames, type PaymentRoute } from "../../domain/orders";
import { describeFailure, describeFieldMessage, requestIdNote } from "../error-text";

/** "sort_code_is_missing" (the service's word, category routing_code) or "sort_code_is_required" → sort_code. */
const REQUIRED_ROUTING_TYPE = new Map<string, RoutingCodeType>(ROUTING_CODE_TYPES.flatMap((type) => [[`${type}_is_missing`, type] as const, [`${type}_is_required`, type] as const]));
const MISSING = /_is_(missing|required)$/;

/**
 * The service's refusal of the bank details on a row, as what to change on the sheet: the columns to add or fill
 * for the route (from its "…_is_required" answers, e.g. "add Account number and Sort code columns for GBP
 * payments to the UK"), then its other answers with each field told as its column.
 */
export function describeBankDetailsRefusal(error: unknown, details: BankDetails, route: PaymentRoute, columns: ColumnNames): string {
  const refusal = placeFieldMessages(error, (message) => neededDetail(message.field, message.code, columns));
  if (refusal === undefined) return `the bank details could not be checked — ${describeFailure(error, columns)}`;
  const needs = [...refusal.placed.keys()];
  const others = refusal.unplaced.map((message) => describeFieldMessage(message.field, message, columns));
  return [...describeBankDetailNeeds(needs, details, route, columns), ...others].join("; ") + requestIdNote(error);
}

/** A "missing" or "required" answer about a detail a sheet column holds; a routing code is asked for by its type ("sort_code_is_required"). */
function neededDetail(serviceField: string, code: string, columns: ColumnNames): BankDetailNeed | undefined {
  const routingType = REQUIRED_ROUTING_TYPE.get(code);
  if (routingType !== undefined) return { field: "routing_code_value", routingType };
  const field = columns.fieldOfService(serviceField);
  return field !== undefined && MISSING.test(code) ? { field } : undefined;
}
