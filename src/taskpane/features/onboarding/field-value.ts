/**
 * What a typed value becomes on the wire, by the kind of input: blank clears the field (null), numbers and lists
 * are read from text, countries become their codes ("UK" is GB), dates are read in the order of the host's
 * language (date-locale.ts), and a value that cannot be read is refused with what to type instead.
 */
import { InvalidInputError } from "../../../domain";
import { countryCodeOf } from "../../../domain/countries";
import { dateInWords } from "../../../domain";
import { formatLocaleDate, parseLocaleDate } from "../../../domain/locale-dates";
import type { FieldKind } from "./field-catalog";

export type InputValue = string | boolean;

function country(field: string, text: string): string {
  const code = countryCodeOf(text);
  if (code === undefined) throw new InvalidInputError(field, "not_a_country", `"${text}" is not a country: type its two-letter code (GB, DE, US) or its name`);
  return code;
}

export function wireValue(field: string, kind: FieldKind, input: InputValue, locale: string): unknown {
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
export function inputText(value: unknown, kind: FieldKind | undefined, locale: string): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (kind === "date" && typeof value === "string") return formatLocaleDate(value, locale);
  return String(value);
}

/** The day a typed date stands for, YYYY-MM-DD; empty while it cannot be read in the locale's order. */
export function typedDay(text: string, locale: string): string {
  try {
    return parseLocaleDate(text, locale, "date");
  } catch {
    return "";
  }
}

/**
 * The day a typed date stands for, said so no one misreads it ("Thursday 15 January 2015", whether typed 15/01/2015
 * in en-GB or 01/15/2015 in en-US); undefined while the text is no date in the locale's order.
 */
export function dateReadBack(text: string, locale: string): string | undefined {
  const day = typedDay(text, locale);
  return day === "" ? undefined : dateInWords(day);
}
