/**
 * Checks on request values that the domain module does not own (required text, dates, enumerations) plus thin
 * wrappers that turn domain results into wire text. Every refusal names the wire field and says what to fix,
 * and happens before anything is sent.
 */
import Decimal from "decimal.js";
import { checkCountryCode, formatAmount, InvalidInputError, minorUnits, parseAmount, parseCurrency, parseIsoDate, parseUuid, toWireDecimal } from "../../domain";

/** Whose records a find searches: the signed-in account's own (default), its sub-accounts', or both. */
export const FIND_SCOPES = ["own", "clients", "all"] as const;

/** `order_asc_desc` of every find. */
export const SORT_DIRECTIONS = ["asc", "desc"] as const;

/** An amount as a person or a sheet gives it; a Decimal is checked like its full-digit text. */
export type AmountValue = string | number | Decimal;

export function requiredText(value: string | undefined, field: string): string {
  // Values often come straight from cells: a number where text belongs is refused, not crashed on.
  if (value !== undefined && typeof value !== "string") {
    throw new InvalidInputError(field, "type_is_wrong", `${field} must be text, got ${typeof value}`);
  }
  const text = value?.trim() ?? "";
  if (text === "") {
    throw new InvalidInputError(field, "is_required", `${field} is required`);
  }
  return text;
}

/**
 * The wire amount for `currency`: positive, plain digits, no more decimals than the currency allows, written
 * with exactly the currency's decimals ("9500.00", JPY "1500") as the service writes amounts itself.
 */
export function wireAmount(value: AmountValue | undefined, currency: string, field = "amount"): string {
  if (value === undefined) {
    throw new InvalidInputError(field, "is_required", `${field} is required, e.g. 1000.50`);
  }
  const given = Decimal.isDecimal(value) ? toWireDecimal(value) : value;
  return formatAmount(parseAmount(given, currency, field), currency);
}

export function optionalCurrency(value: string | undefined, field: string): string | undefined {
  return value === undefined ? undefined : parseCurrency(value, field);
}

export function optionalUuid(value: string | undefined, field: string): string | undefined {
  return value === undefined ? undefined : parseUuid(value, field);
}

export function optionalUuids(values: readonly string[] | undefined, field: string): string[] | undefined {
  return values?.map((value, index) => parseUuid(value, `${field}[${index}]`));
}

export function oneOf<const T extends string>(value: string | undefined, allowed: readonly T[], field: string): T {
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) {
    const given = value === undefined ? "nothing was given" : `"${value}" was given`;
    throw new InvalidInputError(field, "not_in_range", `${field} must be one of ${allowed.join(", ")}; ${given}`);
  }
  return match;
}

export function optionalOneOf<const T extends string>(value: string | undefined, allowed: readonly T[], field: string): T | undefined {
  return value === undefined ? undefined : oneOf(value, allowed, field);
}

/** A calendar date as the service takes it, YYYY-MM-DD, that exists (no 2022-02-30). */
export function optionalIsoDate(value: string | undefined, field: string): string | undefined {
  return value === undefined ? undefined : parseIsoDate(value, field);
}

/** ISO 3166 alpha-2 country code, upper-cased. */
export function countryCode(value: string | undefined, field: string): string {
  return checkCountryCode(requiredText(value, field), field);
}

export function optionalCountryCode(value: string | undefined, field: string): string | undefined {
  return value === undefined ? undefined : countryCode(value, field);
}

/** Optional text of at most `max` characters (counted as a person counts them, not in UTF-16 units). */
export function optionalTextUpTo(value: string | undefined, max: number, field: string): string | undefined {
  if (value === undefined) return undefined;
  const length = [...value].length;
  if (length > max) {
    throw new InvalidInputError(field, "is_too_long", `${field} has ${length} characters; at most ${max} are allowed`);
  }
  return value;
}

/** The idempotency key of a create: 1–`max` characters when given (255 unless the operation says less). */
export function optionalUniqueRequestId(value: string | undefined, max = 255): string | undefined {
  if (value === undefined) return undefined;
  const key = requiredText(value, "unique_request_id");
  if (key.length > max) {
    throw new InvalidInputError("unique_request_id", "is_too_long", `unique_request_id has ${key.length} characters; at most ${max} are allowed`);
  }
  return key;
}

/**
 * A find's filters on when its records were created, last changed and completed, each an instant or a date as
 * `optionalDateTime` takes them (a `_to` date includes the whole day).
 */
export interface LifeTimeFilters {
  created_at_from?: string;
  created_at_to?: string;
  updated_at_from?: string;
  updated_at_to?: string;
  completed_at_from?: string;
  completed_at_to?: string;
}

/** The life-time filters a find was given, checked and ready to send. */
export function lifeTimeFilters(params: LifeTimeFilters): LifeTimeFilters {
  return {
    created_at_from: optionalDateTime(params.created_at_from, "created_at_from"),
    created_at_to: optionalDateTime(params.created_at_to, "created_at_to"),
    updated_at_from: optionalDateTime(params.updated_at_from, "updated_at_from"),
    updated_at_to: optionalDateTime(params.updated_at_to, "updated_at_to"),
    completed_at_from: optionalDateTime(params.completed_at_from, "completed_at_from"),
    completed_at_to: optionalDateTime(params.completed_at_to, "completed_at_to"),
  };
}

const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An instant for a find or `as_at_date`: ISO 8601 with a zone (2026-01-31T17:00:00Z) or a date (2026-01-31).
 * A date-time without a zone is refused: the service and the user's machine could read it in different zones.
 */
export function optionalDateTime(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const text = requiredText(value, field);
  const instant = Date.parse(text);
  if (!(ZONED_DATE_TIME.test(text) || /^\d{4}-\d{2}-\d{2}$/.test(text)) || Number.isNaN(instant) || !validCalendarDay(text)) {
    throw new InvalidInputError(
      field,
      "is_in_invalid_format",
      `"${value}" is not a date-time — write it as ISO 8601 with a zone, e.g. 2026-01-31T17:00:00Z, or as a date, e.g. 2026-01-31`,
    );
  }
  return text;
}

function validCalendarDay(text: string): boolean {
  const day = text.slice(0, 10);
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

/**
 * A bound of an amount filter (amount_from, amount_to, amount): plain digits, zero allowed; with a currency,
 * no more decimals than it has.
 */
export function optionalAmountBound(value: string | undefined, field: string, currency?: string): string | undefined {
  if (value === undefined) return undefined;
  const text = requiredText(value, field);
  if (!/^\d+(\.\d+)?$/.test(text)) {
    throw new InvalidInputError(field, "type_is_wrong", `"${value}" is not an amount — use digits with a dot for decimals, e.g. 1000.50`);
  }
  if (currency !== undefined && new Decimal(text).decimalPlaces() > minorUnits(currency)) {
    throw new InvalidInputError(field, "too_many_decimals", `"${value}" has more decimals than ${currency} allows (${minorUnits(currency)})`);
  }
  return text;
}
