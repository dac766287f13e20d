/**
 * The workbook port: everything the jobs and the task pane need from a spreadsheet, with no Office types,
 * so the same use cases run against Excel (office-workbook.ts) and the playground (memory-workbook.ts).
 *
 * Rows and columns are zero-based indexes, like Office.js `rowIndex` / `columnIndex`: sheet row 5 is `row: 4`.
 * Addresses are A1 text qualified with the sheet, as Excel prints them ("Payments!A5:F9").
 */
import type { CellValue, DateSystem } from "../domain";
import type { CellRef, RangeRect } from "./address";

// The port speaks of cell values and date systems as domain does: one type for both.
export type { CellValue, DateSystem };

export interface SheetRow {
  /** Absolute zero-based row index on the sheet. */
  row: number;
  /** One value per header; an empty cell is null. */
  values: CellValue[];
  /** The formula of each cell ("=A1*2"), null where the cell holds a constant. */
  formulas: (string | null)[];
}

export interface SheetBlock {
  sheet: string;
  /** The range that was read: the selection for readSelection, the table or range for readTable. */
  address: string;
  /** Header texts of the region, left to right; a blank header cell is "". */
  headers: string[];
  /** Zero-based row of the header line. */
  headerRow: number;
  /** Zero-based column of `headers[0]` and of `values[0]` in every row. */
  firstColumn: number;
  /** Data rows only (never the header row), top to bottom, including blank rows inside the region. */
  rows: SheetRow[];
}

/** A table as the selection notes name it: its name and its range on the sheet ("A18:F25"). */
export interface TableRef {
  name: string;
  address: string;
}

/**
 * Selected rows left out of a selection's read, with why. The rows are read against one header line; a row whose
 * header line is another one is never read against this one (its values would land under the wrong headers):
 * - "in-another-table": the row is in another table (its header row included), which has its own header line;
 * - "under-another-table": the row is below another table that lies under the one read, so that table's header
 *   line is the nearest above it;
 * - "above-header": the row is above the header line read.
 */
export interface RowsNotRead {
  /** Zero-based rows, top to bottom. */
  rows: number[];
  reason: "in-another-table" | "under-another-table" | "above-header";
  /** The other table; for "above-header", the table whose header line was read. */
  table: TableRef;
}

/** The selected rows as read, and what was left out of them: nothing selected is dropped without a word. */
export interface SelectionBlock extends SheetBlock {
  /** The table whose header line was read; undefined when it is the used range's first row. */
  table: TableRef | undefined;
  /** Selected rows not read, grouped by why, top to bottom. */
  notRead: RowsNotRead[];
  /** Selected rows skipped because they are hidden (filtered out, or hidden by hand): never rows to book. Zero-based. */
  hiddenRows: number[];
}

export interface ColumnSpec {
  header: string;
  /** Excel number format for the data cells, e.g. "@" (text) for account numbers and references, "0.00". */
  format?: string;
  /**
   * The data cells wrap their text (Home > Wrap Text): a long message reads in full inside its column, its row as tall
   * as the text, where without it the text would run on under the filled cell beside it and be cut.
   */
  wrapText?: boolean;
}

export interface RowValues {
  row: number;
  /** One value per column, in the order of the columns given; null clears the cell. */
  values: CellValue[];
  /**
   * A number format per column for this row's cells, where it differs by row (an amount in the row's currency:
   * `#,##0` for JPY, `#,##0.00` for EUR); null or absent takes the column's format.
   */
  formats?: (string | null)[];
}

export interface TableColumnSpec extends ColumnSpec {
  /** Allowed entries, offered as an in-cell drop-down (currencies, buy/sell, regular/priority). */
  validationList?: readonly string[];
}

export interface TableSpec {
  sheet: string;
  /** Table name: letters, digits and underscores, starting with a letter. */
  name: string;
  /** Top-left cell of the header row; "A1" when omitted. */
  topLeft?: string;
  columns: TableColumnSpec[];
  /** Initial data rows (one value per column); a template table gets one blank row when omitted. */
  rows?: CellValue[][];
  /** Makes the table's sheet the active one, its first data cell selected, so the person sees what was added. */
  activate?: boolean;
}

export interface ActiveCell {
  sheet: string;
  address: string;
  row: number;
  column: number;
  value: CellValue;
  formula: string | null;
}

/**
 * A drop-down of allowed values for some cells (Excel's list data validation), its values kept in cells of a sheet
 * the add-in owns: a list of any length (a typed list source stops at 255 characters), and one that can be written
 * again without touching the cells that offer it.
 */
export interface DropDownList {
  /**
   * The list's header on the lists sheet. The same name finds the same column again, so cells an earlier call gave
   * this list keep offering it, brought up to date, and a list of another name never takes its column.
   */
  name: string;
  /** The values offered, in order: at least one. */
  values: readonly string[];
  /** The cells that offer it. */
  cells: readonly CellRef[];
}

/** A cell holding a formula. */
export interface FormulaCell {
  sheet: string;
  row: number;
  column: number;
  /** The formula as Excel prints it ("=FX.RATE(\"EURUSD\")"). */
  formula: string;
}

/** A worksheet as the workbook names it now, and by the id it keeps whatever it is renamed to. */
export interface SheetInfo {
  id: string;
  name: string;
}

export interface WorkbookPort {
  /**
   * The selected rows with the header line of their region: the topmost table the selection overlaps, else the
   * sheet's used range. Besides the table's own rows, the rows below it are read against its header line (a row
   * typed under a table, with Excel's AutoExpansion turned off or undone, is still one of its rows to the person
   * who selected it) unless another table lies between; every other selected row is listed in `notRead` with why.
   * Hidden rows are never read, only counted (`hiddenRows`). Selected rows with nothing in them beyond the used range
   * and the tables are not rows at all: neither read nor listed.
   */
  readSelection(): Promise<SelectionBlock>;
  /** A whole table by name, an A1 range (first row = headers), or the sheet's used range when omitted. */
  readTable(sheet: string, tableOrRange?: string): Promise<SheetBlock>;
  /** The values of each rectangle, row by row, read together (one round trip); no headers are implied. */
  readValues(sheet: string, rects: readonly RangeRect[]): Promise<CellValue[][][]>;
  /**
   * Every cell of every sheet that holds a formula, sheet by sheet, top to bottom. Only formula cells are read (no
   * values, no constants), in reads whose answers stay under the payload limit however many formulas a sheet holds.
   */
  readFormulaCells(): Promise<FormulaCell[]>;
  /**
   * Writes one block of columns beside the given rows. A column already headed `header` on `headerRow` is reused
   * (case and surrounding spaces ignored); others get a new header to the right of the sheet's used columns.
   * Text is written through the safe-text rule.
   */
  writeColumns(sheet: string, headerRow: number, columns: ColumnSpec[], rows: RowValues[]): Promise<void>;
  /**
   * Writes a rectangle of values with its top-left cell at `topLeft` (a block the jobs place themselves, such as a
   * refreshable balances block), and each cell's number format where `formats` gives one (null leaves the cell's
   * format as it is). Every row has the same width; text is written through the safe-text rule. The sheet must exist.
   */
  writeRange(sheet: string, topLeft: CellRef, values: CellValue[][], formats?: (string | null)[][]): Promise<void>;
  /** Empties the cells of a rectangle (values and formulas; number formats stay, as Excel's "Clear Contents"). */
  clearRange(sheet: string, rect: RangeRect): Promise<void>;
  /**
   * Gives cells of `sheet` in-cell drop-downs, in one call: each list is written as text under its name on the
   * header line (row 0) of `listsSheet` — its column found by the name, else a new one right of the used columns;
   * what a longer list there held before is cleared — and each of its cells takes a list validation whose source is
   * that range, replacing any it had. `plain` cells lose their drop-down. The lists sheet is added, hidden, when
   * missing. The drop-down suggests: a person may type a value outside the list (its error alert is off, as a
   * template's is), so a code pasted from the API or an ERP is taken and the check says whether it is allowed;
   * values written through the port are never checked, and a cell keeps what it holds.
   */
  setDropDownLists(sheet: string, listsSheet: string, lists: readonly DropDownList[], plain?: readonly CellRef[]): Promise<void>;
  /** Adds the worksheet unless one with that name exists. */
  createSheet(name: string): Promise<void>;
  /** Adds the sheet if needed and a table with headers, number formats and drop-down validation per column. */
  createTable(spec: TableSpec): Promise<void>;
  /**
   * Appends rows below everything on the sheet; never rewrites an existing row (the audit log). The sheet and
   * its header line (row 0) are created when missing; unknown headers are added to the right. `formats` gives each
   * row's cells a number format (null leaves a cell's format as it is).
   */
  appendRows(sheet: string, headers: string[], rows: CellValue[][], formats?: (string | null)[][]): Promise<void>;
  /**
   * Whether other people may be editing this workbook at the same time (co-authoring), so that what they write
   * reaches this copy only after a delay.
   */
  othersMayEdit(): Promise<boolean>;
  /** A setting saved in the workbook itself (it travels with the file), or undefined; JSON values only. */
  readSetting(key: string): Promise<unknown>;
  writeSetting(key: string, value: unknown): Promise<void>;
  /** Removes a setting; nothing happens when there is none. */
  deleteSetting(key: string): Promise<void>;
  /**
   * Every worksheet, in tab order, with its id: what a setting about a sheet is keyed by, since the id stays the
   * same when the sheet is renamed or moved and its name does not.
   */
  listSheets(): Promise<SheetInfo[]>;
  /** The workbook's date system: which day a date cell's serial means (domain/dates.ts). */
  dateSystem(): Promise<DateSystem>;
  /** The sheet the person is on: the active worksheet, whose tab is selected. */
  activeSheet(): Promise<SheetInfo>;
  /**
   * Tells `listener` each time another sheet becomes the active one (a person clicks its tab, the add-in goes to a row
   * or adds a template there), with that sheet. Renaming the active sheet is not a change of sheet. Resolves once the
   * listener is in place, with what removes it.
   */
  onActiveSheetChanged(listener: (sheet: SheetInfo) => void): Promise<() => Promise<void>>;
  /** Makes the sheet active and selects the whole row (zero-based): where a person lands to read or fix a row. */
  goToRow(sheet: string, row: number): Promise<void>;
  /** Puts a formula (starting with "=") into the active cell. */
  writeFormulaToActiveCell(formula: string): Promise<void>;
  getActiveCell(): Promise<ActiveCell>;
}
