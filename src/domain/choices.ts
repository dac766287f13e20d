/**
 * Reading a value that must be one of a few words, or may be left out. "Left out" covers how a spreadsheet says
 * it: nothing, null (Excel's omitted argument) or blank text (a reference to an empty cell).
 */
import { describeValue } from "./describe-value";
import { InvalidInputError } from "./invalid-input";

export function isOmitted(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** Case-insensitive choice among a fixed list of words. */
export function parseChoice<const T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  const text = typeof value === "string" ? value.trim().toLowerCase() : undefined;
  const match = allowed.find((candidate) => candidate === text);
  if (match === undefined) {
    throw new InvalidInputError(field, "not_in_range", `must be one of ${allowed.join(", ")}; got ${describeValue(value)}`);
  }
  return match;
}
