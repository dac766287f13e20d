/**
 * A changed cell of an order row as the person reads it in the review, not as the cell stores it: an amount with its
 * currency's decimals and thousands grouped ("Amount: 1,250.50 → 1,300.00 EUR"), a date as a date ("Monday 5 January
 * 2026", whether the cell holds a serial or YYYY-MM-DD text), a blank cell as "(empty)". What a column holds is told
 * by its field's `shows` (order-fields.ts), an amount's currency by its field set's `amountCurrency`.
 */
import Decimal from "decimal.js";
import type { CellValue } from "../cell-value";
import { decimalFromCellNumber } from "../cell-number";
import { isCurrencyCode } from "../currencies";
import { dateInWords, parseDateCell, type DateSystem } from "../dates";
import { amountText, groupThousands } from "../money";
import type { FieldSet } from "./order-fields";

/** A row's cells by field, as read. */
export type CellsByField = Readonly<Record<string, CellValue>>;

const EMPTY = "(empty)";
/** An amount as typed: digits, commas between thousands, one decimal point. */
const TYPED_AMOUNT = /^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/;

/** "Amount: 1,250.50 → 1,300.00 EUR", "Payment date: Monday 5 January 2026 → Tuesday 6 January 2026", "Reference: (empty) → INV-7". */
export function changeInWords(fields: FieldSet, dates: DateSystem, field: string, name: string, before: CellsByField, after: CellsByField): string {
  const shows = fields.fields.find((candidate) => candidate.field === field)?.shows;
  if (shows === "amount") {
    const currencyBefore = amountCurrency(fields, before);
    const currencyAfter = amountCurrency(fields, after);
    const was = amountWords(before[field] ?? null, currencyBefore);
    const now = amountWords(after[field] ?? null, currencyAfter);
    // One currency is said once, after both amounts; two are each said with their amount.
    if (currencyBefore === currencyAfter) return `${name}: ${was} → ${now}${currencyAfter === undefined ? "" : ` ${currencyAfter}`}`;
    return `${name}: ${withCurrency(was, currencyBefore)} → ${withCurrency(now, currencyAfter)}`;
  }
  const words = (value: CellValue) => (shows === "date" ? dateWords(value, dates) : cellWords(value));
  return `${name}: ${words(before[field] ?? null)} → ${words(after[field] ?? null)}`;
}

/** A cell as the person reads it: text as typed (quoted only where spaces at its ends would not show), TRUE/FALSE, a number with its digits. */
function cellWords(value: CellValue): string {
  if (value === null || value === "") return EMPTY;
  if (typeof value === "string") return value.trim() === value ? value : `"${value}"`;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return String(value);
}

function dateWords(value: CellValue, dates: DateSystem): string {
  if (value === null || value === "") return EMPTY;
  try {
    return dateInWords(parseDateCell(value, "date", dates));
  } catch {
    return cellWords(value);
  }
}

/** An amount with its currency's decimals and thousands grouped; one that is not an amount, as typed. */
function amountWords(value: CellValue, currency: string | undefined): string {
  if (value === null || value === "") return EMPTY;
  let amount: Decimal;
  if (typeof value === "number" && Number.isFinite(value)) amount = decimalFromCellNumber(value);
  else if (typeof value === "string" && TYPED_AMOUNT.test(value.trim())) amount = new Decimal(value.trim().replaceAll(",", ""));
  else return cellWords(value);
  if (currency !== undefined) return amountText(amount, currency);
  const [whole = "", fraction] = amount.toFixed().split(".");
  return fraction === undefined ? groupThousands(whole) : `${groupThousands(whole)}.${fraction}`;
}

function withCurrency(words: string, currency: string | undefined): string {
  return currency === undefined || words === EMPTY ? words : `${words} ${currency}`;
}

/** The currency a row's amount is in, when its cells name one. */
function amountCurrency(fields: FieldSet, cells: CellsByField): string | undefined {
  const value = fields.amountCurrency?.((field) => cells[field] ?? null);
  const code = typeof value === "string" ? value.trim().toUpperCase() : "";
  return isCurrencyCode(code) ? code : undefined;
}
