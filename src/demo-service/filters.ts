/** Filters finds share: `<field>_from` / `<field>_to` ranges over dates, timestamps and amounts. */
import Decimal from "decimal.js";
import { DAY } from "./clock";
import { parseIsoDateTime } from "./format";

/** True when the timestamp or date `value` lies in [from, to]; a bare `to` date includes that whole day. */
export function inDateRange(value: string | null | undefined, from: string | undefined, to: string | undefined): boolean {
  if (from === undefined && to === undefined) return true;
  if (!value) return false;
  const at = parseIsoDateTime(value);
  if (at === undefined) return false;
  if (from !== undefined && at < (parseIsoDateTime(from) ?? Number.NEGATIVE_INFINITY)) return false;
  if (to !== undefined) {
    const end = /^\d{4}-\d{2}-\d{2}$/.test(to) ? (parseIsoDateTime(to) ?? 0) + DAY - 1 : parseIsoDateTime(to);
    if (end !== undefined && at > end) return false;
  }
  return true;
}

export function inAmountRange(value: string, from: Decimal | undefined, to: Decimal | undefined): boolean {
  const amount = new Decimal(value);
  return (from === undefined || amount.gte(from)) && (to === undefined || amount.lte(to));
}

export function matches(value: unknown, wanted: unknown): boolean {
  return wanted === undefined || value === wanted;
}

/** True when the record has, in each of `fields` asked for, exactly the value asked: a find's plain equality filters. */
export function matchesFields<F extends string>(record: { readonly [K in F]?: unknown }, params: { readonly [K in F]?: unknown }, fields: readonly F[]): boolean {
  return fields.every((field) => matches(record[field], params[field]));
}
