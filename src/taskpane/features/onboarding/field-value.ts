/**
 * What a typed value becomes on the wire, by the kind of input: blank clears the field (null), numbers and lists
 * are read from text, countries become their codes ("UK" is GB), dates are read in the order of the browser's
 * language, and a value that cannot be read is refused with what to type instead.
 */
import { InvalidInputError } from "../../../domain";
import { countryCodeOf } from "../../../domain/countries";
import { formatLocaleDate, parseLocaleDate } from "../../../domain/locale-dates";
import type { FieldKind } from "./field-catalog";

export type InputValue = string | boolean;

/**
 * The language whose date order the form reads and writes: the browser's (`navigator.language`), which is how the
 * person's system writes dates; en-GB where a browser says none.
 */
export function userLocale(): string {
  return (typeof navigator !== "undefined" && navigator.language) || "en-GB";
}

function country(field: string, text: string): string {
  const code = countryCodeOf(text);
  if (code === undefined) throw new InvalidInputError(field, "not_a_country", `"${text}" is not a country: type its two-letter code (GB, DE, US) or its name`);
  return code;
}

export function wireValue(field: string, kind: FieldKind, input: InputValue, locale: string = userLocale()): unknown {
  if (typeof input === "boolean") return input;
  const text = input.trim();
  if (kind === "yesno") return text === "" ? null : text === "yes";
  // Roles travel as the ticked roles joined by commas; none ticked is an empty list, not "cleared".
  if (kind === "roles") return text.split(",").filter((role) => role !== "");
  if (text === "") return null;
  if (kind === "number") {
    const value = Number(text.replace(/[,\s%]/g, ""));
    if (!Number.isFinite(value)) throw new InvalidInputError(field, "not_a_number", `"${text}" is not a number: type digits, e.g. 25000`);
    return value;
  }
  if (kind === "list") return text.split(/[,;\s]+/).filter((part) => part !== "").map((part) => part.toUpperCase());
  if (kind === "countries") return text.split(/[,;]+/).map((part) => part.trim()).filter((part) => part !== "").map((part) => country(field, part));
  if (kind === "country") return country(field, text);
  if (kind === "date") return parseLocaleDate(text, locale, field);
  return text;
}

/** What an input shows for a saved wire value: a date as the person's language writes it. */
export function inputText(value: unknown, kind?: FieldKind, locale: string = userLocale()): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (kind === "date" && typeof value === "string") return formatLocaleDate(value, locale);
  return String(value);
}
