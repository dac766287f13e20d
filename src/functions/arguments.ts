/**
 * Reading the optional and enumerated arguments of the cell functions. Excel passes `null` for an omitted
 * optional argument (and `""` for a reference to an empty cell), so every reader takes `unknown` whatever the
 * TypeScript signature says, and each refusal names the argument as the user sees it in the tooltip.
 */
import { describeValue, InvalidInputError, isOmitted, parseChoice, parseDateCell, parseUuid } from "../domain";
import { FUNCTIONS_DATE_SYSTEM } from "./excel-dates";

const RATE_SIDES = ["mid", "bid", "offer"] as const;
export type RateSide = (typeof RATE_SIDES)[number];

export function parseSide(value: unknown, field = "side"): RateSide {
  return isOmitted(value) ? "mid" : parseChoice(value, RATE_SIDES, field);
}

const LIVE_SECONDS = { default: 10, min: 5, max: 3600 } as const;

/**
 * Poll interval of a live cell. The floor keeps a sheet of live cells inside the service's per-minute budget:
 * each interval costs one request per tick however many cells share it.
 */
export function parseSeconds(value: unknown, field = "seconds"): number {
  if (isOmitted(value)) return LIVE_SECONDS.default;
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new InvalidInputError(field, "type_is_wrong", `must be a whole number of seconds; got ${describeValue(value)}`);
  }
  if (value < LIVE_SECONDS.min || value > LIVE_SECONDS.max) {
    throw new InvalidInputError(field, "not_in_range", `must be between ${LIVE_SECONDS.min} and ${LIVE_SECONDS.max} seconds; got ${value}`);
  }
  return value;
}

export function parseHeaders(value: unknown, field = "headers"): boolean {
  if (isOmitted(value)) return true;
  if (typeof value === "boolean") return value;
  if (value === 0 || value === 1) return value === 1;
  throw new InvalidInputError(field, "type_is_wrong", `must be TRUE or FALSE; got ${describeValue(value)}`);
}

/**
 * A conversion date as the service takes it (YYYY-MM-DD), from an Excel date (a serial day number; any time of
 * day is ignored) or from text already written as YYYY-MM-DD. Undefined when omitted: the service then settles
 * in its default two working days.
 */
export function parseConversionDate(value: unknown, field = "conversion_date"): string | undefined {
  return isOmitted(value) ? undefined : parseDateCell(value, field, FUNCTIONS_DATE_SYSTEM);
}

/** The word that names the house account explicitly, overriding whoever the task pane acts as. */
const HOUSE_ACCOUNT = "house";

/**
 * Which contact to act for: the one given, the house account when the argument says "house", or — when the
 * argument is omitted — whoever the task pane is acting as (`current`).
 */
export function parseActingAs(value: unknown, current: string | undefined, field = "acting_as"): string | undefined {
  if (isOmitted(value)) return current;
  if (typeof value === "string" && value.trim().toLowerCase() === HOUSE_ACCOUNT) return undefined;
  return parseUuid(value, field);
}

/** The non-blank cells of a range, row by row; a range with none is refused. */
export function nonBlankCells(range: unknown, field: string): unknown[] {
  if (!Array.isArray(range)) {
    throw new InvalidInputError(field, "type_is_wrong", "must be a range of cells");
  }
  const cells = range.flat().filter((cell: unknown) => !isOmitted(cell));
  if (cells.length === 0) {
    throw new InvalidInputError(field, "is_required", "the range has no values — select cells holding currency pairs such as EURGBP");
  }
  return cells;
}
