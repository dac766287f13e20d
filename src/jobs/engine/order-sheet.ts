/**
 * Reading a sheet of orders of one kind: the header line, the mapping of columns to the kind's fields, each row's
 * cells and what earlier runs wrote beside it.
 */
import { mapColumns, normalizeHeader, OrderCells, type MappingCorrections } from "../../domain/orders";
import { type CellValue, headerText, MAX_COLUMNS, planReadBlocks, type SheetBlock, type SheetRow, type WorkbookPort } from "../../workbook";
import type { KindSpec } from "./kind-spec";
import type { MappingStore } from "./mapping-store";
import { sheetIdentity } from "./row-locator";
import { KEY_HEADER, previousResults, RESULT_SEARCH_WIDTH, resultColumns, resultHeaders, type PreviousResult } from "./result-columns";
import type { OrderSheet } from "./kind-spec";
export type { OrderRow, OrderSheet } from "./kind-spec";

/** Where the orders come from: the rows the user selected, or a whole table (or the sheet's used range). */
export type OrderSource = { from: "selection" } | { from: "table"; sheet: string; table?: string };



/**
 * Reads the orders with their header line, maps columns by name (a correction given now, else the one
 * remembered for the sheet), and reads what earlier runs wrote beside each row.
 */
export async function readOrderSheet(
  workbook: WorkbookPort,
  spec: KindSpec,
  source: OrderSource,
  options: { corrections?: MappingCorrections; store?: MappingStore } = {},
): Promise<OrderSheet> {
  const { block, leftOut } = await readSource(workbook, source);
  const dates = await workbook.dateSystem();
  const corrections = options.corrections ?? (await options.store?.load(block.sheet, spec.kind)) ?? {};
  const mapping = mapColumns(block.headers, spec.fields, corrections, resultHeaders(spec));
  const withResults = await blockWithResultColumns(workbook, block, spec);
  const previous = previousResults(withResults, spec);
  const empty: PreviousResult = { key: undefined, recordedActingAs: undefined, result: undefined, id: undefined, own: new Map(), status: undefined, shortReference: undefined, sentAs: undefined };
  return {
    kind: spec.kind,
    spec,
    sheet: block.sheet,
    address: block.address,
    headerRow: block.headerRow,
    headers: block.headers,
    headerLine: withResults.headers,
    mapping,
    rows: block.rows.map((row) => ({ row: row.row, cells: new OrderCells(mapping, row.values, row.formulas, dates), previous: previous.get(row.row) ?? empty })),
    identity: sheetIdentity(block, inputColumnCount(block.headers, spec)),
    ...leftOut,
    dates,
  };
}

/** The rows of the source with what a selection's read left out; a whole table is read whole. */
async function readSource(workbook: WorkbookPort, source: OrderSource): Promise<{ block: SheetBlock; leftOut: Pick<OrderSheet, "notRead" | "hiddenRows"> }> {
  if (source.from === "table") return { block: await workbook.readTable(source.sheet, source.table), leftOut: { notRead: [], hiddenRows: [] } };
  const block = await workbook.readSelection();
  return { block, leftOut: { notRead: block.notRead, hiddenRows: block.hiddenRows } };
}

/** The input columns are those left of the job's own (which it adds to the right of what it read). */
function inputColumnCount(headers: readonly string[], spec: KindSpec): number {
  const own = new Set(resultHeaders(spec).map(normalizeHeader));
  const first = headers.findIndex((header) => own.has(normalizeHeader(header)));
  return first < 0 ? headers.length : first;
}

/**
 * A table's region ends at its last column, but the job writes its columns beside the data, which may be
 * outside the table: then the header line and the same rows (only those) are read again over a wider range,
 * in blocks under the payload limit, to see them.
 */
async function blockWithResultColumns(workbook: WorkbookPort, block: SheetBlock, spec: KindSpec): Promise<SheetBlock> {
  const hasKeyColumn = block.headers.some((header) => normalizeHeader(header) === normalizeHeader(KEY_HEADER));
  if (hasKeyColumn || block.rows.length === 0) return block;
  const width = Math.min(MAX_COLUMNS - block.firstColumn, block.headers.length + resultColumns(spec).length + RESULT_SEARCH_WIDTH);
  const rect = (row: number, rowCount: number) => ({ row, column: block.firstColumn, rowCount, columnCount: width });
  let headerLine: CellValue[] | undefined;
  const rows: SheetRow[] = [];
  for (const run of planReadBlocks(block.rows.map((row) => row.row), width)) {
    // The header line comes with the first block: one round trip per block, no more.
    const answers = await workbook.readValues(block.sheet, headerLine === undefined ? [rect(block.headerRow, 1), rect(run.first, run.count)] : [rect(run.first, run.count)]);
    headerLine ??= answers[0]?.[0] ?? [];
    for (const [offset, values] of (answers.at(-1) ?? []).entries()) rows.push({ row: run.first + offset, values, formulas: values.map(() => null) });
  }
  return { ...block, headers: (headerLine ?? []).map(headerText), rows };
}
