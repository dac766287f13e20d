/**
 * Building blocks of the wire schemas. Conventions (docs/provider-api.md §8):
 * - Decimal strings become `Decimal` here, digit for digit; nothing downstream ever sees a float.
 * - Where the service writes an absent value as `""` the output is `null`, so consumers test one thing;
 *   the input type keeps the wire form for the demo service.
 * - Timestamps stay strings (ISO 8601 with `Z` or an offset, optional fractional seconds); dates stay `YYYY-MM-DD`.
 */
import Decimal from "decimal.js";
import { z } from "zod";
import { FIXED_SIDES } from "../../domain";

/** Plain positional notation only: the service never sends exponents, and `1e5` in money would be a bug upstream. */
const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const decimalString = z
  .string()
  .regex(DECIMAL_PATTERN, { error: 'expected a decimal string such as "10000.23"' })
  .transform((text) => new Decimal(text));

/** `""` where the service has no value yet (conversion `partner_rate`). */
export const decimalOrEmpty = z.union([z.literal("").transform(() => null), decimalString]);

export const timestamp = z.iso.datetime({ offset: true, error: "expected an ISO 8601 timestamp with Z or an offset" });
/** When the service made a record and last changed it, as every onboarding record carries them. */
export const recordStamps = { created_at: timestamp, updated_at: timestamp };

/** `""` until the event happens (payment `transferred_at`, conversion `deposit_required_at`). */
export const timestampOrEmpty = z.union([z.literal("").transform(() => null), timestamp]);

export const isoDate = z.iso.date({ error: "expected a date as YYYY-MM-DD" });
/** A date the provider may write as `""` when it has none (a contact's date of birth in the reference's example). */
export const isoDateOrEmpty = z.union([z.literal("").transform(() => null), isoDate]);

export const uuid = z.string().regex(UUID_PATTERN, { error: "expected a UUID" });

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, { error: "expected a three-letter currency code" });

/** `""` where no currency applies (conversion `deposit_currency` when no deposit is required). */
export const currencyOrEmpty = z.union([z.literal("").transform(() => null), currencyCode]);

export const currencyPairCode = z.string().regex(/^[A-Z]{6}$/, { error: "expected a six-letter currency pair" });

export const countryCode = z.string().regex(/^[A-Z]{2}$/, { error: "expected a two-letter country code" });

export const fixedSide = z.enum(FIXED_SIDES);

/** The service writes some booleans as text (`default_beneficiary: "false"`); they become real booleans here. */
export const booleanText = z.enum(["true", "false"]).transform((text) => text === "true");

/** Counts the service writes as text (`authorisation_steps_required: "0"`). */
export const countText = z
  .string()
  .regex(/^\d+$/, { error: "expected a whole number as text" })
  .transform((text) => Number(text));

/** Free text that recordings show as `null` when never set (your_reference, state_or_province, …). */
export const optionalText = z.string().nullable();

/** Free text that one answer writes `null` and another `""` when never set (a transfer's `reason`: null on create, `""` read back). */
export const optionalTextOrEmpty = z
  .string()
  .nullable()
  .transform((text) => (text === "" ? null : text));

/** An answer that is one list under its name, `{"<key>": [...]}` (the reference lists, the onboarding lists' `data`). */
export function namedList<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>);
}
