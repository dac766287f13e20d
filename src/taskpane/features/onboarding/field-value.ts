/**
 * What a typed value becomes on the wire, by the kind of input: blank clears the field (null), numbers and lists
 * are read from text, and a value that cannot be read is refused with what to type instead.
 */
import { InvalidInputError } from "../../../domain";
import type { FieldKind } from "./field-catalog";

export type InputValue = string | boolean;

export function wireValue(field: string, kind: FieldKind, input: InputValue): unknown {
  if (typeof input === "boolean") return input;
  const text = input.trim();
  if (kind === "yesno") return text === "" ? null : text === "yes";
  if (text === "") return null;
  if (kind === "number") {
    const value = Number(text.replace(/[,\s]/g, ""));
    if (!Number.isFinite(value)) throw new InvalidInputError(field, "not_a_number", `"${text}" is not a number: type digits, e.g. 25000`);
    return value;
  }
  if (kind === "list") return text.split(/[,;\s]+/).filter((part) => part !== "").map((part) => part.toUpperCase());
  if (kind === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new InvalidInputError(field, "not_a_date", `"${text}" is not a date: type it as YYYY-MM-DD`);
  return text;
}

/** What an input shows for a saved wire value. */
export function inputText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}
