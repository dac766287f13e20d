/**
 * Which selected rows a selection's read returns, and which it leaves out and why: one decision for the Office and
 * the in-memory adapters, made from the extents of the sheet's tables, its used range and the selected areas.
 *
 * The rows are read against one header line, that of the region: the topmost table the selection overlaps, else
 * the used range. A table's own rows are read; so are the rows below it, up to the next table in its columns: a row
 * typed under a table is one of its rows to the person who selected it, even where Excel did not take it into the
 * table (AutoExpansion turned off, or undone). Rows whose nearest header line is another one (another table's rows,
 * the rows under another table, the rows above the header) are left out, with why: read against this header line,
 * their values would land under the wrong headers.
 */
import { formatRange, type RangeRect } from "./address";
import type { RowsNotRead, TableRef } from "./port";

export interface TableExtent {
  name: string;
  /** Header row plus data rows. */
  rect: RangeRect;
}

export interface SelectionRegion {
  rect: RangeRect;
  /** The table whose header line is read; undefined for the used range. */
  table: TableExtent | undefined;
}

/** The rows of one selected area (a Ctrl+click selection has several). */
export interface RowSpan {
  row: number;
  rowCount: number;
}

export interface SelectedRows {
  /** Rows to read against the region's header line, top to bottom, without repeats. */
  rows: number[];
  notRead: RowsNotRead[];
}

/** The topmost table among those the selection overlaps (leftmost on a tie), else the used range. */
export function selectionRegion(overlapping: readonly TableExtent[], used: RangeRect | undefined): SelectionRegion | undefined {
  const [table] = [...overlapping].sort((a, b) => a.rect.row - b.rect.row || a.rect.column - b.rect.column);
  if (table) return { rect: table.rect, table };
  return used === undefined ? undefined : { rect: used, table: undefined };
}

export function tableRef(table: TableExtent): TableRef {
  return { name: table.name, address: formatRange(table.rect) };
}

/**
 * Splits the selected rows into those read against the region's header line and those left out. Only rows within
 * the used range or a table count: a whole-column selection has a million rows, nearly all of them nothing.
 */
export function selectedRows(areas: readonly RowSpan[], region: SelectionRegion, tables: readonly TableExtent[], used: RangeRect | undefined): SelectedRows {
  const { table } = region;
  if (table === undefined) {
    return { rows: distinctRows(areas, region.rect.row + 1, lastRow(region.rect)), notRead: [] };
  }
  const candidates = distinctRows(areas, Math.min(...extents(tables, used).map((rect) => rect.row)), Math.max(...extents(tables, used).map(lastRow)));
  // Tables beside the region (no column in common) do not matter: the cells read are not theirs.
  const inTheWay = tables.filter((other) => other.name !== table.name && sharesColumns(other.rect, table.rect));
  const rows: number[] = [];
  const notRead = new NotReadGroups();
  for (const row of candidates) {
    if (row === table.rect.row) continue;
    if (row > table.rect.row && row <= lastRow(table.rect)) {
      rows.push(row);
      continue;
    }
    const holding = inTheWay.find((other) => row >= other.rect.row && row <= lastRow(other.rect));
    if (holding) {
      notRead.add(row, "in-another-table", holding);
    } else if (row < table.rect.row) {
      notRead.add(row, "above-header", table);
    } else {
      const between = inTheWay.filter((other) => other.rect.row > lastRow(table.rect) && lastRow(other.rect) < row);
      const nearest = between.sort((a, b) => lastRow(b.rect) - lastRow(a.rect))[0];
      if (nearest) notRead.add(row, "under-another-table", nearest);
      else rows.push(row);
    }
  }
  return { rows, notRead: notRead.list() };
}

/**
 * The rows whose visibility a read asks Excel for: from the header line to the last row to read. Never a single
 * cell: Excel's special-cells search on one cell searches the whole sheet instead (VBA's Range.SpecialCells does).
 */
export function visibilitySpan(headerRow: number, rows: readonly number[]): RowSpan | undefined {
  const last = rows.at(-1);
  return last === undefined ? undefined : { row: headerRow, rowCount: Math.max(2, last - headerRow + 1) };
}

/** A row is hidden when no visible area covers it. */
export function hiddenOutside(visible: readonly RowSpan[]): (row: number) => boolean {
  return (row) => !visible.some((area) => row >= area.row && row < area.row + area.rowCount);
}

/** The rows split into those to read and the hidden ones, which are never read. */
export function withoutHidden(rows: readonly number[], isHidden: (row: number) => boolean): { rows: number[]; hiddenRows: number[] } {
  return { rows: rows.filter((row) => !isHidden(row)), hiddenRows: rows.filter(isHidden) };
}

class NotReadGroups {
  private readonly groups = new Map<string, RowsNotRead>();

  add(row: number, reason: RowsNotRead["reason"], table: TableExtent): void {
    const key = `${reason}:${table.name}`;
    const group = this.groups.get(key);
    if (group) group.rows.push(row);
    else this.groups.set(key, { rows: [row], reason, table: tableRef(table) });
  }

  list(): RowsNotRead[] {
    return [...this.groups.values()];
  }
}

/** The selected rows from `first` to `last`, top to bottom, each once. */
function distinctRows(areas: readonly RowSpan[], first: number, last: number): number[] {
  const rows = new Set<number>();
  for (const area of areas) {
    for (let row = Math.max(first, area.row); row <= Math.min(last, area.row + area.rowCount - 1); row++) rows.add(row);
  }
  return [...rows].sort((a, b) => a - b);
}

function extents(tables: readonly TableExtent[], used: RangeRect | undefined): RangeRect[] {
  return [...tables.map((table) => table.rect), ...(used === undefined ? [] : [used])];
}

function lastRow(rect: RangeRect): number {
  return rect.row + rect.rowCount - 1;
}

function sharesColumns(a: RangeRect, b: RangeRect): boolean {
  return a.column < b.column + b.columnCount && b.column < a.column + a.columnCount;
}
