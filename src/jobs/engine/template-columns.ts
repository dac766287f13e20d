/**
 * What the kinds' templates share (each kind's template is in its spec, jobs/kinds): the example marker, the
 * currency drop-down, the amount format and the acting-as column. A template keeps its columns (headers the jobs
 * recognise, formats, drop-downs), its example row and, for the legend, what each column takes together, so they
 * can never disagree. A row still carrying the example marker is recognised here too.
 */
import type { OrderCells } from "../../domain/orders";
import { groupedDecimalsFormat, TEXT_FORMAT } from "../../workbook";
import { ACTING_AS_TAKES } from "./acting-as-search";
import type { KindTemplate, TemplateColumn } from "./kind-spec";

/**
 * What the example row carries in the column a person must change anyway (a payment's reference, a conversion's
 * reason). A row still carrying it is refused by the jobs (templates.ts), so the example is never booked.
 */
export const EXAMPLE_MARKER = "EXAMPLE – replace me";

/**
 * Currencies offered in the template's drop-downs: widely traded ones, short enough for Excel's 255-character
 * list limit. Any other ISO code can still be typed; validation happens when the rows are read.
 */
export const COMMON_CURRENCIES = ["AUD", "CAD", "CHF", "CNY", "CZK", "DKK", "EUR", "GBP", "HKD", "HUF", "INR", "JPY", "MXN", "NOK", "NZD", "PLN", "SEK", "SGD", "USD", "ZAR"];
export const AMOUNT_FORMAT = groupedDecimalsFormat(2);

export const currencyList = (what: string) => `${COMMON_CURRENCIES.join(", ")} (drop-down); any other ISO 4217 code may be typed. ${what}`;
/** Every kind's last column: the sub-account a row books for, in words a person knows it by (acting-as-search.ts). */
export const ACTING_AS_COLUMN = {
  field: "acting_as" as const,
  format: TEXT_FORMAT,
  required: "no",
  allowed: `The client to book for: ${ACTING_AS_TAKES} (the Clients tab shows what to type for each); blank books for the account chosen in the task pane`,
  example: null,
} satisfies TemplateColumn;

/**
 * A kind's template, its fields inferred from its columns: `marked` and `alsoMarked` must name columns it has, and the
 * marked column's example is the marker (a kind gives exactly one marked column: it is one field, not a list).
 */
export function kindTemplate<const F extends string>(template: Omit<KindTemplate<F>, "marked" | "alsoMarked"> & { marked: NoInfer<F>; alsoMarked?: readonly NoInfer<F>[] }): KindTemplate<F> {
  return { ...template, columns: template.columns.map((column) => (column.field === template.marked ? { ...column, example: EXAMPLE_MARKER } : column)) };
}

/** The fields a row still carrying the marker is refused for: the marked column, and any the kind adds. */
export function markedFields(template: Pick<KindTemplate, "marked" | "alsoMarked">): readonly string[] {
  return [template.marked, ...(template.alsoMarked ?? [])];
}

/**
 * The column of a row that still carries the template's example marker (copied rows included) in one of the
 * kind's marked fields, or undefined. The jobs refuse such a row: booking the example by accident would pay a
 * made-up payee.
 */
export function templateExampleColumn(cells: OrderCells, fields: readonly string[]): string | undefined {
  const marked = fields.find((field) => {
    const value = cells.value(field);
    return typeof value === "string" && value.trim().toLowerCase() === EXAMPLE_MARKER.toLowerCase();
  });
  return marked === undefined ? undefined : cells.label(marked);
}
