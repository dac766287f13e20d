import type { OrderCells, OrderKind } from "../../domain/orders";
import type { WorkbookPort } from "../../workbook/port";
import { SheetNotFoundError } from "../../workbook/sheet-not-found";
import { TEXT_FORMAT } from "../../workbook/number-formats";
import { EXAMPLE_MARKER, TEMPLATES, type Template } from "./template-columns";

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
export async function insertTemplate(
  workbook: WorkbookPort,
  kind: OrderKind,
  sheet = TEMPLATES[kind].sheet,
  now: () => number = Date.now,
): Promise<InsertedTemplate> {
  const template = TEMPLATES[kind];
  const suffix = now().toString(36);
  const legendSheet = (await sheetExists(workbook, template.legendSheet)) ? undefined : template.legendSheet;
  if (legendSheet !== undefined) await insertLegend(workbook, template, legendSheet, `${template.table}Values_${suffix}`);
  const table = `${template.table}_${suffix}`;
  await workbook.createTable({
    sheet,
    name: table,
    columns: template.columns.map(({ header, format, validationList }) => ({ header, format, validationList })),
    rows: [template.columns.map((column) => column.example)],
    activate: true,
  });
  return { sheet, table, legendSheet };
}

export function templateHeaders(kind: OrderKind): string[] {
  return TEMPLATES[kind].columns.map((column) => column.header);
}

/** The fields the example marker may sit in: whichever of them a kind's template puts it in. */
const MARKED_FIELDS = ["reference", "reason"] as const;

/**
 * The column of a row that still carries the template's example marker (copied rows included), or undefined.
 * The jobs refuse such a row: booking the example by accident would pay a made-up payee.
 */
export function templateExampleColumn(cells: OrderCells): string | undefined {
  const marked = MARKED_FIELDS.find((field) => {
    const value = cells.value(field);
    return typeof value === "string" && value.trim().toLowerCase() === EXAMPLE_MARKER.toLowerCase();
  });
  return marked === undefined ? undefined : cells.label(marked);
}

async function insertLegend(workbook: WorkbookPort, template: Template, sheet: string, table: string): Promise<void> {
  await workbook.createTable({
    sheet,
    name: table,
    columns: ["Column", "Required", "Allowed values", "Example"].map((header) => ({ header, format: TEXT_FORMAT })),
    rows: template.columns.map((column) => [column.header, column.required, column.allowed, column.example === null ? "" : String(column.example)]),
  });
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
