/**
 * Inserting a kind's template: its spec's columns, example row and legend.
 * A column's header is its field's label: the headers the mapping recognises and the messages name are written once.
 */
import { SheetNotFoundError, TEXT_FORMAT, type WorkbookPort } from "../../workbook";
import type { KindSpec } from "./kind-spec";

export interface InsertedTemplate {
  sheet: string;
  table: string;
  /** The sheet listing what each column takes; undefined when an earlier template already added it. */
  legendSheet: string | undefined;
}

/**
 * Adds a formatted table for one kind of order and makes its sheet the active one: headers the jobs recognise,
 * drop-downs for currencies, fixed side, payment and routing code types, text format where Excel would otherwise
 * eat leading zeros (accounts, references), and one example row that passes the row checks but carries
 * EXAMPLE_MARKER, so the jobs refuse it until it is replaced.
 *
 * What each column allows is listed in a second small table on a sheet of its own, not beside the orders: "Whole
 * active sheet" reads the used range with its first line as headers and results go right of the used range, so
 * a legend on the order sheet would be read as orders or push the results away from them.
 *
 * The table name gets a suffix from `now` (time is an input) so a second template never clashes with the first.
 */
export async function insertTemplate(workbook: WorkbookPort, spec: KindSpec, sheet = spec.template.sheet, now: () => number = Date.now): Promise<InsertedTemplate> {
  const { template } = spec;
  const headers = templateHeaders(spec);
  const suffix = now().toString(36);
  const legendSheet = (await sheetExists(workbook, template.legendSheet)) ? undefined : template.legendSheet;
  if (legendSheet !== undefined) await insertLegend(workbook, spec, legendSheet, `${template.table}Values_${suffix}`);
  const table = `${template.table}_${suffix}`;
  await workbook.createTable({
    sheet,
    name: table,
    columns: template.columns.map(({ format, validationList }, index) => ({ header: headers[index] as string, format, validationList })),
    rows: [template.columns.map((column) => column.example)],
    activate: true,
  });
  return { sheet, table, legendSheet };
}

/** The template's headers: each column's field label. */
export function templateHeaders(spec: KindSpec): string[] {
  const labels = new Map(spec.fields.fields.map((field) => [field.field, field.label]));
  return spec.template.columns.map((column) => labels.get(column.field) ?? column.field);
}

async function insertLegend(workbook: WorkbookPort, spec: KindSpec, sheet: string, table: string): Promise<void> {
  const headers = templateHeaders(spec);
  await workbook.createTable({
    sheet,
    name: table,
    columns: ["Column", "Required", "Allowed values", "Example"].map((header) => ({ header, format: TEXT_FORMAT })),
    // "Yes", "No", "With bank details": a sentence's start, as every value a person reads (issue 43).
    rows: spec.template.columns.map((column, index) => [headers[index] as string, capitalised(column.required), column.allowed, column.example === null ? "" : String(column.example)]),
  });
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

async function sheetExists(workbook: WorkbookPort, sheet: string): Promise<boolean> {
  try {
    await workbook.readTable(sheet, "A1");
    return true;
  } catch (error) {
    if (error instanceof SheetNotFoundError) return false;
    throw error;
  }
}
