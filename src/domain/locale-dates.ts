/**
 * Dates as a person writes them in their own language's order: "15/03/2019" for en-GB, "03/15/2019" for en-US,
 * "15.03.2019" for de-DE, and YYYY-MM-DD anywhere. The locale is given by the caller (the pane passes the browser's
 * `navigator.language`); the order of day, month and year is the one `Intl.DateTimeFormat` writes for that locale.
 * A date that does not fit that order (month 15), a two-digit year (19 is 1919 or 2019) or a day that does not exist
 * is refused, saying the order expected with an example.
 */
import { isIsoDate } from "./dates";
import { InvalidInputError } from "./invalid-input";

export type DatePart = "day" | "month" | "year";

/** A day every locale writes with distinct parts (15 ≠ 3 ≠ 2019), to learn a locale's order and separator. */
const PROBE = new Date(Date.UTC(2019, 2, 15));

interface LocaleDateStyle {
  order: readonly DatePart[];
  separator: string;
}

function styleOf(locale: string): LocaleDateStyle {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).formatToParts(PROBE);
  } catch {
    // An unknown locale tag: the international order, which no one misreads.
    return { order: ["year", "month", "day"], separator: "-" };
  }
  const order = parts.flatMap((part) => (part.type === "day" || part.type === "month" || part.type === "year" ? [part.type] : []));
  const separator = parts.find((part) => part.type === "literal")?.value.trim() || "/";
  return { order: order.length === 3 ? order : ["year", "month", "day"], separator };
}

/** The order of day, month and year the locale writes: ["day", "month", "year"] for en-GB. */
export function dateOrder(locale: string): readonly DatePart[] {
  return styleOf(locale).order;
}

const PATTERN_LETTERS: Record<DatePart, string> = { day: "DD", month: "MM", year: "YYYY" };
const ORDER_WORDS: Record<DatePart, string> = { day: "day", month: "month", year: "year" };

/** How the locale writes a date, as a hint: "DD/MM/YYYY" for en-GB, "MM/DD/YYYY" for en-US. */
export function localeDatePattern(locale: string): string {
  const { order, separator } = styleOf(locale);
  return order.map((part) => PATTERN_LETTERS[part]).join(separator);
}

/** A YYYY-MM-DD day as the locale writes it: 2019-03-15 → "15/03/2019" for en-GB. Other text comes back unchanged. */
export function formatLocaleDate(isoDate: string, locale: string): string {
  if (!isIsoDate(isoDate)) return isoDate;
  const { order, separator } = styleOf(locale);
  const [year, month, day] = isoDate.split("-") as [string, string, string];
  const values: Record<DatePart, string> = { day, month, year };
  return order.map((part) => values[part]).join(separator);
}

/**
 * Text typed as a date → YYYY-MM-DD. Accepted: YYYY-MM-DD (or with / or .), and three numbers in the locale's order
 * separated by "/", ".", "-" or spaces, day and month with or without a leading zero, the year in four digits.
 */
export function parseLocaleDate(text: string, locale: string, field: string): string {
  const typed = text.trim();
  const { order, separator } = styleOf(locale);
  const example = formatLocaleDate("2019-03-15", locale);
  const expected = `write it ${order.map((part) => ORDER_WORDS[part]).join(separator)} as ${locale} does, e.g. ${example} for 15 March 2019, or as 2019-03-15`;
  const refuse = (why: string): never => {
    throw new InvalidInputError(field, "is_in_invalid_format", `"${typed}" ${why}: ${expected}`);
  };
  const numbers = typed.split(/\s*[/.\-\s]\s*/);
  if (numbers.length !== 3 || numbers.some((number) => !/^\d+$/.test(number))) refuse("is not a date");
  const [first = "", second = "", third = ""] = numbers;
  // A leading four-digit year is the international order whatever the locale.
  const partsInOrder: readonly DatePart[] = first.length === 4 ? ["year", "month", "day"] : order;
  const values: Partial<Record<DatePart, string>> = {};
  partsInOrder.forEach((part, index) => (values[part] = [first, second, third][index]));
  const { day = "", month = "", year = "" } = values;
  if (year.length !== 4) refuse("has no four-digit year (19 could be 1919 or 2019)");
  if (day.length > 2 || month.length > 2) refuse("is not a date");
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  if (Number(month) < 1 || Number(month) > 12) refuse(`has no month ${Number(month)}`);
  if (!isIsoDate(iso)) refuse("is not a day of the calendar");
  return iso;
}
