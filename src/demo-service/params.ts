/**
 * Request parameters, read the way the real API reads them: query string and form body (url-encoded or
 * multipart) merged, arrays as bracket keys (`payment_ids[]=a&payment_ids[]=b`), unknown names refused with
 * `invalid_extra_parameters`, and every field checked so that one answer lists all that is wrong.
 */
import Decimal from "decimal.js";
import { controlCharacterIn } from "../domain/control-characters";
import { FieldErrors, extraParameters, fieldMessages, message, type WireMessage } from "./errors";
import { parseIsoDate, parseIsoDateTime } from "./format";

interface Base {
  required?: boolean;
  /**
   * How the reference words the refusal of a value that was given but not accepted, where an operation departs from
   * the conventions (FindPayments: a bad currency is `invalid_currency` under `id`): this one message, under `field`;
   * made from the value where the reference's message quotes it (CreateTransfer: "{currency} currency is not…").
   */
  refused?: { field: string; entry: WireMessage | ((value: string) => WireMessage) };
  /** How a required field that is absent is refused, where an operation words it so (SW SimulateFunding: `id_cant_be_blank`). */
  missing?: WireMessage;
}

export type Rule =
  | (Base & {
      kind: "string";
      min?: number;
      max?: number;
      pattern?: RegExp;
      /** How a text the pattern refuses is worded, where an operation words it so (SW CreateContact: first_name_invalid_format). */
      mismatch?: WireMessage;
      /** How a text beyond `max` is worded, where an operation words it so (SW CreateTransfer: reason_too_long). */
      tooLong?: WireMessage;
    })
  | (Base & {
      kind: "enum";
      values: readonly string[];
      /** Longest text, refused as too long before the values are looked at (SW CreateAccount: spread_table_is_too_long). */
      max?: number;
    })
  | (Base & { kind: "uuid" })
  | (Base & {
      kind: "currency";
      /** How a code that is not three characters long is refused, where an operation words it so (SW CreatePayment). */
      wrongLength?: WireMessage;
    })
  | (Base & { kind: "country" })
  | (Base & { kind: "amount" })
  | (Base & { kind: "decimal" })
  | (Base & {
      kind: "date";
      /**
       * How a value that is not a date is refused: `invalid_format` (`<field>_is_in_invalid_format`, the default) or
       * `wrong_type` (`<field>_type_is_wrong`, as the reference's contact and beneficiary dates of birth answer).
       */
      refusal?: "invalid_format" | "wrong_type";
      /** Any year: the operation bounds the date in its own words (a beneficiary's date of birth, SW CreateBeneficiary). */
      anyYear?: true;
    })
  | (Base & {
      kind: "datetime";
      /** As for `date`: FindTransactions refuses its date filters with `<field>_type_is_wrong` ("should be of date type"). */
      refusal?: "invalid_format" | "wrong_type";
      /** How a value that is no date and time is refused, where an operation words it so (SW FindTransfers: "should be in ISO 8601 format"). */
      malformed?: WireMessage;
      /** How a day before the planning years is refused, where an operation words it so (SW FindTransfers: `_is_too_old`). */
      tooOld?: WireMessage;
    })
  | (Base & { kind: "boolean" })
  | (Base & { kind: "integer"; min?: number; max?: number })
  | (Base & {
      kind: "list";
      item: "string" | "uuid" | "enum" | "currency" | "country";
      values?: readonly string[];
      /** Most items accepted. */
      max?: number;
      /** Longest text item accepted. */
      itemMax?: number;
    });

export type Spec = Record<string, Rule>;

type ValueOf<R> = R extends { kind: "amount" | "decimal" }
  ? Decimal
  : R extends { kind: "boolean" }
    ? boolean
    : R extends { kind: "integer" }
      ? number
      : R extends { kind: "list" }
        ? string[]
        : string;

export type Parsed<S extends Spec> = {
  [K in keyof S]: S[K] extends { required: true } ? ValueOf<S[K]> : ValueOf<S[K]> | undefined;
};

type RawParams = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURRENCY = /^[A-Z]{3}$/;
const COUNTRY = /^[A-Z]{2}$/;
const DECIMAL = /^\d+(\.\d+)?$/;
/** The widest number the service stores: 14 digits before the point and 8 after, far beyond any real trade. */
const WITHIN_DIGIT_LIMITS = /^\d{1,14}(\.\d{1,8})?$/;
/** Dates the service plans in; a year like 0001 or 9999 is a typing mistake, not a plan. */
const FIRST_DATE = "1900-01-01";
const LAST_DATE = "2099-12-31";
const NUMERIC = /^-?\d*\.?\d+([eE][-+]?\d+)?$/;

export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** Merges the query string and the parsed body; a name present in both counts as repeated. */
export function mergeRaw(query: unknown, body: unknown): RawParams {
  // No prototype: a parameter named "__proto__" must stay a parameter (and be refused as an extra one).
  const merged: RawParams = Object.create(null) as RawParams;
  for (const source of [query, body]) {
    if (!source || typeof source !== "object" || Buffer.isBuffer(source)) continue;
    for (const [name, value] of Object.entries(source as RawParams)) {
      merged[name] = name in merged ? [merged[name], value].flat() : value;
    }
  }
  return merged;
}

/**
 * Checks `raw` against `spec`; throws the 400 envelope (with `errorCode` at the top) listing every problem.
 * `isCurrency` decides what counts as an ISO 4217 code.
 */
export function parseParams<S extends Spec>(
  raw: RawParams,
  spec: S,
  errorCode: string,
  isCurrency: (code: string) => boolean,
): Parsed<S> {
  const extra = Object.keys(raw).filter((name) => !isKnown(name, spec));
  if (extra.length) throw extraParameters(errorCode, extra);

  const errors = new FieldErrors();
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(spec)) {
    const value = rule.kind === "list" ? readList(raw[`${field}[]`], raw[field]) : raw[field];
    // Assumption: an empty value is not given (no recording shows the service's answer to one): docs/demo-service.md.
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) {
      if (rule.required) errors.add(field, rule.missing ?? fieldMessages.required(field));
      continue;
    }
    if (rule.refused === undefined) {
      out[field] = check(field, rule, value, errors, isCurrency);
      continue;
    }
    const own = new FieldErrors();
    const checked = check(field, rule, value, own, isCurrency);
    if (own.isEmpty) out[field] = checked;
    else errors.add(rule.refused.field, typeof rule.refused.entry === "function" ? rule.refused.entry(String(value)) : rule.refused.entry);
  }
  errors.throwIfAny(errorCode);
  return out as Parsed<S>;
}

function isKnown(name: string, spec: Spec): boolean {
  if (name.endsWith("[]")) return Object.hasOwn(spec, name.slice(0, -2)) && spec[name.slice(0, -2)]?.kind === "list";
  return Object.hasOwn(spec, name);
}

/** A list arrives as bracket keys (`payment_ids[]`); a plain key with one or more values is read the same way. */
function readList(bracketed: unknown, plain: unknown): unknown {
  if (bracketed === undefined && plain === undefined) return undefined;
  return [bracketed, plain].flat().filter((item) => item !== undefined);
}

function check(
  field: string,
  rule: Rule,
  value: unknown,
  errors: FieldErrors,
  isCurrency: (code: string) => boolean,
): unknown {
  if (rule.kind === "list") {
    const items = value as unknown[];
    if (rule.max !== undefined && items.length > rule.max) {
      errors.add(field, fieldMessages.tooLong(field, rule.max));
      return undefined;
    }
    const texts: string[] = [];
    for (const item of items) {
      if (typeof item !== "string") {
        errors.add(field, fieldMessages.invalidFormat(field));
        return undefined;
      }
      const itemRule: Rule =
        rule.item === "enum"
          ? { kind: "enum", values: rule.values ?? [] }
          : rule.item === "string"
            ? { kind: "string", max: rule.itemMax ?? 255 }
            : ({ kind: rule.item } as Rule);
      const before = errors.has(field);
      checkScalar(field, itemRule, item, errors, isCurrency);
      if (!before && errors.has(field)) return undefined;
      texts.push(item);
    }
    return texts;
  }
  if (typeof value !== "string") {
    errors.add(field, fieldMessages.invalidFormat(field));
    return undefined;
  }
  return checkScalar(field, rule, value, errors, isCurrency);
}

function beyondDigitLimits(field: string) {
  return { ...fieldMessages.invalidFormat(field), message: `${field} has more digits than the service stores (14 before the point, 8 after)` };
}

function checkScalar(
  field: string,
  rule: Rule,
  text: string,
  errors: FieldErrors,
  isCurrency: (code: string) => boolean,
): unknown {
  switch (rule.kind) {
    case "string": {
      const control = controlCharacterIn(text);
      if (control !== undefined) errors.add(field, { ...fieldMessages.invalidFormat(field), message: `${field} contains a control character (${control})` });
      else if (rule.max !== undefined && [...text].length > rule.max) errors.add(field, rule.tooLong ?? fieldMessages.tooLong(field, rule.max));
      else if (rule.min !== undefined && [...text].length < rule.min) errors.add(field, fieldMessages.tooShort(field, rule.min));
      else if (rule.pattern && !rule.pattern.test(text)) errors.add(field, rule.mismatch ?? fieldMessages.invalidFormat(field));
      else return text;
      return undefined;
    }
    case "enum":
      if (rule.values.includes(text)) return text;
      if (rule.max !== undefined && [...text].length > rule.max) errors.add(field, fieldMessages.tooLong(field, rule.max));
      else errors.add(field, fieldMessages.notInRange(field, rule.values));
      return undefined;
    case "uuid":
      if (UUID.test(text)) return text.toLowerCase();
      errors.add(field, fieldMessages.notValidUuid(field));
      return undefined;
    case "currency":
      if (CURRENCY.test(text) && isCurrency(text)) return text;
      if (rule.wrongLength && [...text].length !== 3) {
        errors.add(field, rule.wrongLength);
        return undefined;
      }
      errors.add(field, {
        ...fieldMessages.invalidFormat(field, { type: "currency" }),
        message: `${field} is not a valid ISO 4217 currency code`,
      });
      return undefined;
    case "country":
      if (COUNTRY.test(text)) return text;
      errors.add(field, {
        ...fieldMessages.invalidFormat(field, { type: "country" }),
        message: `${field} is not a valid ISO 3166-1 alpha-2 country code`,
      });
      return undefined;
    case "amount":
      if (!NUMERIC.test(text)) errors.add(field, fieldMessages.typeIsWrong(field, "numeric"));
      else if (!DECIMAL.test(text) || new Decimal(text).lte(0)) errors.add(field, fieldMessages.invalidFormat(field));
      else if (!WITHIN_DIGIT_LIMITS.test(text)) errors.add(field, beyondDigitLimits(field));
      else return new Decimal(text);
      return undefined;
    case "decimal":
      if (!NUMERIC.test(text)) errors.add(field, fieldMessages.typeIsWrong(field, "numeric"));
      else if (!DECIMAL.test(text)) errors.add(field, fieldMessages.invalidFormat(field));
      else if (!WITHIN_DIGIT_LIMITS.test(text)) errors.add(field, beyondDigitLimits(field));
      else return new Decimal(text);
      return undefined;
    case "date": {
      const refusal = rule.refusal === "wrong_type" ? fieldMessages.typeIsWrong(field, "date") : fieldMessages.invalidFormat(field, { type: "date" });
      if (parseIsoDate(text) === undefined) errors.add(field, refusal);
      else if (rule.anyYear !== true && (text < FIRST_DATE || text > LAST_DATE)) {
        errors.add(field, { ...refusal, message: `${field} must be between ${FIRST_DATE} and ${LAST_DATE}` });
      } else return text;
      return undefined;
    }
    case "datetime": {
      const refusal = rule.malformed ?? (rule.refusal === "wrong_type" ? fieldMessages.typeIsWrong(field, "date") : fieldMessages.invalidFormat(field, { type: "datetime" }));
      if (parseIsoDateTime(text) === undefined) errors.add(field, refusal);
      // The day as written (before any zone offset), held to the same years as a date.
      else if (rule.tooOld !== undefined && text.slice(0, 10) < FIRST_DATE) errors.add(field, rule.tooOld);
      else if (text.slice(0, 10) < FIRST_DATE || text.slice(0, 10) > LAST_DATE) {
        errors.add(field, { ...refusal, message: `${field} must be between ${FIRST_DATE} and ${LAST_DATE}` });
      } else return text;
      return undefined;
    }
    case "boolean":
      if (text === "true" || text === "false") return text === "true";
      errors.add(field, fieldMessages.typeIsWrong(field, "boolean"));
      return undefined;
    case "integer": {
      // SW FindBeneficiaries, FindTransfers: page_type_is_wrong "should be of integer type", page_is_too_small
      // "can not be smaller than 1" ({minvalue}); too big as FindTransfers words it, {maxvalue} by symmetry (Assumption).
      if (!/^-?\d{1,9}$/.test(text)) {
        errors.add(field, fieldMessages.typeIsWrong(field, "integer"));
        return undefined;
      }
      const number = Number(text);
      if (rule.min !== undefined && number < rule.min) {
        errors.add(field, message(`${field}_is_too_small`, `${field} can not be smaller than ${rule.min}`, { minvalue: rule.min }));
      } else if (rule.max !== undefined && number > rule.max) {
        errors.add(field, message(`${field}_is_too_big`, `${field} can not be bigger than ${rule.max}`, { maxvalue: rule.max }));
      } else return number;
      return undefined;
    }
  }
}
