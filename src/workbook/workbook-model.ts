/**
 * A spreadsheet document in memory: sheets as sparse grids, tables, hidden rows, the selection and the active cell.
 * Cell input follows Excel's rules for an assigned value, so the safe-text rule is exercised here exactly as in
 * Excel: "=…" becomes a formula, a leading apostrophe marks text, numeric text becomes a number unless the cell
 * is formatted as text ("@"). Formulas are not evaluated: their value is whatever an evaluator puts there.
 * What a person types (typeCell, setValues) also grows a table as Excel's AutoExpansion does; what the add-in
 * writes (enterValue, enterFormula) never does.
 */
import { typedCellNumber } from "../domain/cell-number";
import type { DateSystem } from "../domain/dates";
import { InvalidInputError } from "../domain/invalid-input";
import { formatRange, qualify, rectsOverlap, type CellRef, type RangeRect } from "./address";
import { GENERAL_FORMAT, TEXT_FORMAT } from "./number-formats";
import type { CellValue, SheetInfo } from "./port";
import type { CellInput } from "./safe-text";
import { SheetNotFoundError } from "./sheet-not-found";

/** A cell as the in-memory workbook stores it: value, formula, number format and in-cell drop-down. */
export interface Cell {
  value: CellValue;
  formula: string | null;
  numberFormat: string;
  /** Home > Wrap Text: the text wraps inside the cell's column and its row grows to show it. */
  wrapText?: boolean;
  /** A drop-down of the values given (a typed list source). */
  validationList: readonly string[] | null;
  /** A drop-down of the values a range holds, read when they are offered (a range list source). */
  validationSource: ListSource | null;
  /**
   * Excel's error alert (DataValidation.errorAlert.showAlert, on by default, style Stop): a typed value outside the
   * drop-down is refused. Off, the drop-down only suggests and any value is taken.
   */
  validationAlert: boolean;
}

/** The cells a drop-down's values come from: one column of a sheet, named as when it was given. */
export interface ListSource {
  sheet: string;
  rect: RangeRect;
}


/** A rectangle of formula cells: its top-left cell and each cell's formula, row by row. */
export interface FormulaArea {
  row: number;
  column: number;
  formulas: string[][];
}

/** Cells taken by Copy: each stored cell at its offset from the copied range's top-left corner. */
export interface CopiedCells {
  rowCount: number;
  columnCount: number;
  cells: { row: number; column: number; cell: Cell }[];
}

export type WorkbookChange =
  | { kind: "cells"; sheet: string; cells: CellRef[] }
  | { kind: "structure" }
  | { kind: "selection" };

export type ChangeListener = (change: WorkbookChange) => void;

interface SheetTable {
  name: string;
  sheet: string;
  /** Header row plus data rows. */
  rect: RangeRect;
}

const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

class Sheet {
  readonly rows = new Map<number, Map<number, Cell>>();
  /** Rows hidden by hand or filtered out (Excel keeps one flag per row for both). */
  readonly hiddenRows = new Set<number>();
  /** Hidden from the tabs (Excel's Worksheet.visibility "Hidden"): a sheet the add-in keeps for itself. */
  hidden = false;
  constructor(
    public name: string,
    /** Given once, kept through renames: Excel's Worksheet.id. */
    readonly id: string,
  ) {}

  cell(ref: CellRef): Cell | undefined {
    return this.rows.get(ref.row)?.get(ref.column);
  }

  cellForWrite(ref: CellRef): Cell {
    let row = this.rows.get(ref.row);
    if (!row) this.rows.set(ref.row, (row = new Map()));
    let cell = row.get(ref.column);
    if (!cell) row.set(ref.column, (cell = { value: null, formula: null, numberFormat: GENERAL_FORMAT, validationList: null, validationSource: null, validationAlert: true }));
    return cell;
  }
}

export class WorkbookModel {
  private readonly sheets: Sheet[] = [];
  private readonly tables: SheetTable[] = [];
  private selectedSheet = "";
  private selectedRects: RangeRect[] = [{ row: 0, column: 0, rowCount: 1, columnCount: 1 }];
  private activeRef: CellRef = { row: 0, column: 0 };
  private readonly listeners = new Set<ChangeListener>();
  /** Workbook settings (Excel's `workbook.settings`): saved with the file, kept as JSON text like Excel does. */
  private readonly settings = new Map<string, string>();
  private pendingCells: Map<string, Map<string, CellRef>> | null = null;
  private sheetsAdded = 0;
  /** Excel's "Use 1904 date system" option of the workbook (File > Options > Advanced); off unless a test turns it on. */
  private system: DateSystem = 1900;

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs `work` and reports the cells it touched as one change per sheet, so a grid repaints once. */
  batch<T>(work: () => T): T {
    if (this.pendingCells) return work();
    this.pendingCells = new Map();
    try {
      return work();
    } finally {
      const touched = this.pendingCells;
      this.pendingCells = null;
      for (const [sheet, cells] of touched) this.emit({ kind: "cells", sheet, cells: [...cells.values()] });
    }
  }

  sheetNames(): string[] {
    return this.sheets.map((sheet) => sheet.name);
  }

  /** Excel compares sheet names without regard to case. */
  hasSheet(name: string): boolean {
    return this.findSheet(name) !== undefined;
  }

  addSheet(name: string): void {
    checkSheetName(name);
    if (this.hasSheet(name)) throw new InvalidInputError("sheet", "sheet_exists", `a sheet named "${name}" exists`);
    this.sheets.push(new Sheet(name, `{sheet-${++this.sheetsAdded}}`));
    if (!this.selectedSheet) this.selectedSheet = name;
    this.emit({ kind: "structure" });
  }

  /** Hides a sheet's tab, as Excel's "Hide" on a tab (or Worksheet.visibility = "Hidden") does; its cells stay. */
  hideSheet(name: string): void {
    this.sheet(name).hidden = true;
    this.emit({ kind: "structure" });
  }

  /** Shows a hidden sheet's tab again, as Excel's "Unhide" on the tabs does. */
  unhideSheet(name: string): void {
    this.sheet(name).hidden = false;
    this.emit({ kind: "structure" });
  }

  isSheetHidden(name: string): boolean {
    return this.sheet(name).hidden;
  }

  /** Deletes a sheet and its tables, as a person does from its tab; the selection moves to the first sheet left. */
  deleteSheet(name: string): void {
    const sheet = this.sheet(name);
    this.sheets.splice(this.sheets.indexOf(sheet), 1);
    for (let index = this.tables.length - 1; index >= 0; index -= 1) if (this.tables[index]?.sheet === sheet.name) this.tables.splice(index, 1);
    if (this.selectedSheet === sheet.name) {
      this.selectedSheet = this.sheets[0]?.name ?? "";
      this.selectedRects = [{ row: 0, column: 0, rowCount: 1, columnCount: 1 }];
      this.activeRef = { row: 0, column: 0 };
    }
    this.emit({ kind: "structure" });
  }

  /** Renames a sheet as a person does on its tab: its cells, tables and id stay; only the name changes. */
  renameSheet(from: string, to: string): void {
    const sheet = this.sheet(from);
    checkSheetName(to);
    const other = this.findSheet(to);
    if (other && other !== sheet) throw new InvalidInputError("sheet", "sheet_exists", `a sheet named "${to}" exists`);
    for (const table of this.tables) if (table.sheet === sheet.name) table.sheet = to;
    if (this.selectedSheet === sheet.name) this.selectedSheet = to;
    sheet.name = to;
    this.emit({ kind: "structure" });
  }

  /** The sheets in tab order with the ids they keep through renames. */
  sheetList(): SheetInfo[] {
    return this.sheets.map((sheet) => ({ id: sheet.id, name: sheet.name }));
  }

  get dateSystem(): DateSystem {
    return this.system;
  }

  /** Ticks or clears "Use 1904 date system". As in Excel, the serials in the cells stay: the days they show move by four years. */
  useDateSystem(system: DateSystem): void {
    this.system = system;
  }

  /** The sheet's own spelling of `name`. */
  sheetName(name: string): string {
    return this.sheet(name).name;
  }

  cell(sheet: string, ref: CellRef): Cell | undefined {
    return this.sheet(sheet).cell(ref);
  }

  value(sheet: string, ref: CellRef): CellValue {
    return this.cell(sheet, ref)?.value ?? null;
  }

  formula(sheet: string, ref: CellRef): string | null {
    return this.cell(sheet, ref)?.formula ?? null;
  }

  /** Assigns a value the way Office.js `range.values = [[input]]` does; "" clears the cell's content. */
  enterValue(sheet: string, ref: CellRef, input: CellInput): void {
    const cell = this.sheet(sheet).cellForWrite(ref);
    Object.assign(cell, interpretInput(input, cell.numberFormat));
    this.touched(sheet, ref);
  }

  /** Assigns the way `range.formulas = [[input]]` does: text starting with "=" is always a formula. */
  enterFormula(sheet: string, ref: CellRef, input: CellInput): void {
    if (typeof input === "string" && input.startsWith("=")) {
      const cell = this.sheet(sheet).cellForWrite(ref);
      cell.formula = input;
      cell.value = null;
      this.touched(sheet, ref);
      return;
    }
    this.enterValue(sheet, ref, input);
  }

  /** Enters rows as if typed from `topLeft` (typeCell, cell by cell, row by row). Adds the sheet when missing. */
  setValues(sheet: string, topLeft: CellRef, rows: readonly (readonly CellInput[])[]): void {
    if (!this.hasSheet(sheet)) this.addSheet(sheet);
    this.batch(() =>
      rows.forEach((values, rowOffset) =>
        values.forEach((input, columnOffset) =>
          this.typeCell(sheet, { row: topLeft.row + rowOffset, column: topLeft.column + columnOffset }, input),
        ),
      ),
    );
  }

  /**
   * What typing into a cell and pressing Enter does: "=…" becomes a formula, "'…" text, digits a number unless the
   * cell is formatted as text (then "026009593" stays that text, as in Excel). Typing into the row right under a
   * table first takes that row into the table, with the number formats and drop-downs of the table's columns, as
   * Excel's table AutoExpansion does: Microsoft's support article "Resize a table by adding or removing rows and
   * columns" (type in a cell below the last row), switched by the AutoCorrect option AutoFormat As You Type >
   * "Include new rows and columns in table" (on by default). Only rows are modelled: typing right of a table leaves
   * it as it is.
   */
  typeCell(sheet: string, ref: CellRef, input: CellInput): void {
    if (input !== "") this.batch(() => this.expandTableOver(sheet, ref));
    this.refuseOutsideList(sheet, ref, input);
    this.enterValue(sheet, ref, input);
  }

  /**
   * The values a cell's drop-down offers: its typed list, or what its source range holds now (blanks left out);
   * undefined when it has none.
   */
  allowedValues(sheet: string, ref: CellRef): string[] | undefined {
    const cell = this.cell(sheet, ref);
    if (cell?.validationList) return [...cell.validationList];
    const source = cell?.validationSource;
    if (!source) return undefined;
    const values: string[] = [];
    for (let row = source.rect.row; row < source.rect.row + source.rect.rowCount; row++) {
      for (let column = source.rect.column; column < source.rect.column + source.rect.columnCount; column++) {
        const value = this.value(source.sheet, { row, column });
        if (value !== null && value !== "") values.push(String(value));
      }
    }
    return values;
  }

  /**
   * Excel's list validation with its default error alert (style Stop): a person cannot enter a value outside the
   * drop-down's list (unless the alert is off: a list that only suggests), and may leave the cell blank (ignoreBlanks is on by default). Microsoft's "Add data validation to
   * Excel ranges": validation is triggered only by a value a person enters, never by one an add-in writes, so only
   * typing comes here. Text is compared without regard to case, as Excel compares text (assumption: Microsoft does
   * not say so of list validation).
   */
  private refuseOutsideList(sheet: string, ref: CellRef, input: CellInput): void {
    const allowed = this.cell(sheet, ref)?.validationAlert === false ? undefined : this.allowedValues(sheet, ref);
    // What the cell would hold ("'GBP" holds GBP); a formula's value is not known here, so it is not checked.
    const entered = interpretInput(input, this.cell(sheet, ref)?.numberFormat ?? GENERAL_FORMAT);
    if (allowed === undefined || entered.value === null || entered.formula !== null) return;
    const typed = String(entered.value).toLowerCase();
    if (allowed.some((value) => value.toLowerCase() === typed)) return;
    throw new InvalidInputError("value", "not_in_list", `"${String(entered.value)}" is not in the drop-down of ${this.address(sheet, { ...ref, rowCount: 1, columnCount: 1 })}: pick one of its values`);
  }

  /** Empties the value and formula of every stored cell in `rect` (Excel's "Clear Contents": formats stay). */
  clearContents(sheet: string, rect: RangeRect): void {
    for (const [row, cells] of this.sheet(sheet).rows) {
      if (row < rect.row || row >= rect.row + rect.rowCount) continue;
      for (const [column, cell] of cells) {
        if (column < rect.column || column >= rect.column + rect.columnCount || (cell.value === null && cell.formula === null)) continue;
        cell.value = null;
        cell.formula = null;
        this.touched(sheet, { row, column });
      }
    }
  }

  /** Stores what a formula evaluated to, keeping the formula. */
  setFormulaResult(sheet: string, ref: CellRef, value: CellValue): void {
    const cell = this.sheet(sheet).cell(ref);
    if (!cell?.formula) return;
    cell.value = value;
    this.touched(sheet, ref);
  }

  /** Hides or shows whole rows, as "Hide" on the row headers or a filter does. */
  setRowsHidden(sheet: string, first: number, count: number, hidden: boolean): void {
    const rows = this.sheet(sheet).hiddenRows;
    for (let row = first; row < first + count; row++) {
      if (hidden) rows.add(row);
      else rows.delete(row);
    }
    this.emit({ kind: "structure" });
  }

  isRowHidden(sheet: string, row: number): boolean {
    return this.sheet(sheet).hiddenRows.has(row);
  }

  setNumberFormat(sheet: string, ref: CellRef, format: string): void {
    this.sheet(sheet).cellForWrite(ref).numberFormat = format === "" ? GENERAL_FORMAT : format;
    this.touched(sheet, ref);
  }

  /** Wraps a cell's text (Home > Wrap Text), or stops wrapping it. */
  setWrapText(sheet: string, ref: CellRef, wrap: boolean): void {
    this.sheet(sheet).cellForWrite(ref).wrapText = wrap;
    this.touched(sheet, ref);
  }

  /** Gives a cell a drop-down of these values, replacing any it had (`alert` off: it only suggests); null removes it. */
  setValidationList(sheet: string, ref: CellRef, list: readonly string[] | null, alert = true): void {
    const cell = this.sheet(sheet).cellForWrite(ref);
    cell.validationList = list;
    cell.validationSource = null;
    cell.validationAlert = alert;
    this.touched(sheet, ref);
  }

  /** Turns a cell's error alert on or off (Excel's DataValidation.errorAlert.showAlert). */
  setValidationAlert(sheet: string, ref: CellRef, alert: boolean): void {
    this.sheet(sheet).cellForWrite(ref).validationAlert = alert;
  }

  /** Gives a cell a drop-down of the values the source range holds, replacing any it had (`alert` off: it only suggests); null removes it. */
  setValidationSource(sheet: string, ref: CellRef, source: ListSource | null, alert = true): void {
    const cell = this.sheet(sheet).cellForWrite(ref);
    cell.validationList = null;
    cell.validationSource = source === null ? null : { sheet: this.sheetName(source.sheet), rect: { ...source.rect } };
    cell.validationAlert = alert;
    this.touched(sheet, ref);
  }

  /**
   * Bounding box of the cells holding a value or formula (Excel's `getUsedRange(true)`), optionally only those
   * inside `within`; undefined when there are none.
   */
  setting(key: string): unknown {
    const text = this.settings.get(key);
    return text === undefined ? undefined : JSON.parse(text);
  }

  setSetting(key: string, value: unknown): void {
    this.settings.set(key, JSON.stringify(value));
  }

  deleteSetting(key: string): void {
    this.settings.delete(key);
  }

  insertRows(sheet: string, at: number, count: number): void {
    this.moveRows(sheet, (row) => (row >= at ? row + count : row));
    for (const table of this.tablesOn(sheet)) {
      if (at <= table.rect.row) table.rect = { ...table.rect, row: table.rect.row + count };
      else if (at < table.rect.row + table.rect.rowCount) table.rect = { ...table.rect, rowCount: table.rect.rowCount + count };
    }
  }

  deleteRows(sheet: string, at: number, count: number): void {
    this.moveRows(sheet, (row) => (row < at ? row : row >= at + count ? row - count : undefined));
    for (const table of this.tablesOn(sheet)) {
      const { row, rowCount } = table.rect;
      const removedAbove = Math.max(0, Math.min(at + count, row) - at);
      const removedInside = Math.max(0, Math.min(at + count, row + rowCount) - Math.max(at, row));
      table.rect = { ...table.rect, row: row - removedAbove, rowCount: rowCount - removedInside };
    }
  }

  /**
   * Excel's "Copy" of whole rows `from`..`from + count - 1` then "Insert Copied Cells" on row `to`: the copies are
   * inserted above `to` (what was there moves down, tables grow as with insertRows) with every cell's value,
   * formula (as text, not adjusted), number format and drop-down.
   */
  copyRows(sheet: string, from: number, count: number, to: number): void {
    const rows = this.sheet(sheet).rows;
    const copies = Array.from({ length: count }, (_, offset) => [...(rows.get(from + offset) ?? [])].map(([column, cell]): [number, Cell] => [column, { ...cell }]));
    this.insertRows(sheet, to, count);
    this.batch(() =>
      copies.forEach((cells, offset) => {
        if (cells.length > 0) rows.set(to + offset, new Map(cells));
        for (const [column] of cells) this.touched(sheet, { row: to + offset, column });
      }),
    );
  }

  /**
   * Excel's Copy of a range: what each of its cells holds (value, formula, number format, drop-down), row by row,
   * blank cells as undefined. Taken as the copy is made: the playground pastes what was copied, where Excel pastes
   * what the copied range holds at the paste (the same unless it changed in between).
   */
  copyCells(sheet: string, rect: RangeRect): CopiedCells {
    const rows = this.sheet(sheet).rows;
    return {
      rowCount: rect.rowCount,
      columnCount: rect.columnCount,
      cells: [...rows]
        .filter(([row]) => row >= rect.row && row < rect.row + rect.rowCount)
        .flatMap(([row, cells]) =>
          [...cells]
            .filter(([column]) => column >= rect.column && column < rect.column + rect.columnCount)
            .map(([column, cell]) => ({ row: row - rect.row, column: column - rect.column, cell: { ...cell } })),
        ),
    };
  }

  /**
   * Excel's Paste (Ctrl+V) of copied cells with `topLeft` their top-left corner: each target cell takes the copied
   * cell's value, formula (its text, references not adjusted), number format and drop-down, and a copied blank
   * empties its target. Pasting into the row under a table takes that row into the table, as typing does; a
   * drop-down's Stop alert does not refuse a pasted value (Excel's validation judges only what is typed).
   */
  pasteCells(sheet: string, topLeft: CellRef, copied: CopiedCells): void {
    const own = this.sheet(sheet);
    const byOffset = new Map(copied.cells.map((entry) => [`${entry.row}:${entry.column}`, entry.cell]));
    this.batch(() => {
      for (let row = 0; row < copied.rowCount; row++) {
        for (let column = 0; column < copied.columnCount; column++) {
          const ref = { row: topLeft.row + row, column: topLeft.column + column };
          const cell = byOffset.get(`${row}:${column}`);
          if (cell && (cell.value !== null || cell.formula !== null)) this.expandTableOver(sheet, ref);
          if (!cell && !own.cell(ref)) continue;
          Object.assign(own.cellForWrite(ref), cell ?? { value: null, formula: null, numberFormat: GENERAL_FORMAT, validationList: null, validationSource: null, validationAlert: true });
          this.touched(sheet, ref);
        }
      }
    });
  }

  /** Reorders whole rows `first`..`last` by the values of one column (numbers before text, blanks last). */
  sortRows(sheet: string, first: number, last: number, byColumn: number, descending: boolean): void {
    const rows = this.sheet(sheet).rows;
    const order = Array.from({ length: last - first + 1 }, (_, index) => first + index);
    const valueOf = (row: number) => rows.get(row)?.get(byColumn)?.value ?? null;
    const sorted = [...order].sort((a, b) => compareCells(valueOf(a), valueOf(b)) * (descending ? -1 : 1));
    const target = new Map(sorted.map((from, index) => [from, first + index]));
    this.moveRows(sheet, (row) => target.get(row) ?? row);
  }

  /** Moves every row, with its hidden flag, to where `to` says (undefined deletes it), as a structural change. */
  private moveRows(sheet: string, to: (row: number) => number | undefined): void {
    const { rows, hiddenRows } = this.sheet(sheet);
    const moved = [...rows].flatMap(([row, cells]): [number, Map<number, Cell>][] => {
      const destination = to(row);
      return destination === undefined ? [] : [[destination, cells]];
    });
    rows.clear();
    for (const [row, cells] of moved) rows.set(row, cells);
    const hidden = [...hiddenRows].flatMap((row) => to(row) ?? []);
    hiddenRows.clear();
    for (const row of hidden) hiddenRows.add(row);
    this.emit({ kind: "structure" });
  }

  /**
   * Takes the row under a table into it when `ref` is in that row and within the table's columns, unless another
   * table is there. Each new cell takes the format and drop-down of the cell above it in the table (a cell the person
   * formatted already keeps its own format), before anything is typed into it.
   */
  private expandTableOver(sheet: string, ref: CellRef): void {
    const tables = this.tablesOn(sheet);
    const table = tables.find(({ rect }) => ref.row === rect.row + rect.rowCount && ref.column >= rect.column && ref.column < rect.column + rect.columnCount);
    if (!table) return;
    const newRow = { ...table.rect, row: ref.row, rowCount: 1 };
    if (tables.some((other) => other !== table && rectsOverlap(other.rect, newRow))) return;
    const lastDataRow = table.rect.rowCount > 1 ? ref.row - 1 : undefined;
    table.rect = { ...table.rect, rowCount: table.rect.rowCount + 1 };
    for (let column = newRow.column; column < newRow.column + newRow.columnCount && lastDataRow !== undefined; column++) {
      const above = this.cell(sheet, { row: lastDataRow, column });
      const target = { row: ref.row, column };
      if (above && above.numberFormat !== GENERAL_FORMAT && (this.cell(sheet, target)?.numberFormat ?? GENERAL_FORMAT) === GENERAL_FORMAT) {
        this.setNumberFormat(sheet, target, above.numberFormat);
      }
      const hasOwn = (cell: Cell | undefined) => cell?.validationList || cell?.validationSource;
      if (above && hasOwn(above) && !hasOwn(this.cell(sheet, target))) {
        if (above.validationList) this.setValidationList(sheet, target, above.validationList, above.validationAlert);
        else this.setValidationSource(sheet, target, above.validationSource, above.validationAlert);
      }
    }
    this.emit({ kind: "structure" });
  }

  usedRect(sheet: string, within?: RangeRect): RangeRect | undefined {
    let top = Infinity, left = Infinity, bottom = -1, right = -1;
    const inside = (row: number, column: number): boolean =>
      !within || rectsOverlap(within, { row, column, rowCount: 1, columnCount: 1 });
    for (const [row, cells] of this.sheet(sheet).rows) {
      for (const [column, cell] of cells) {
        if ((cell.value === null && cell.formula === null) || !inside(row, column)) continue;
        top = Math.min(top, row);
        bottom = Math.max(bottom, row);
        left = Math.min(left, column);
        right = Math.max(right, column);
      }
    }
    if (bottom < 0) return undefined;
    return { row: top, column: left, rowCount: bottom - top + 1, columnCount: right - left + 1 };
  }

  /**
   * The cells holding a formula inside `within`, as rectangles of formulas the way Excel's special cells answer
   * (Range.getSpecialCells with "Formulas"): each row's runs of adjacent formula cells, a run joined to the one
   * above it when it spans the same columns. Top to bottom, left to right.
   */
  formulaAreas(sheet: string, within: RangeRect): FormulaArea[] {
    const areas: FormulaArea[] = [];
    let above = new Map<string, FormulaArea>();
    const rows = [...this.sheet(sheet).rows.keys()].filter((row) => row >= within.row && row < within.row + within.rowCount).sort((a, b) => a - b);
    for (const row of rows) {
      const inRow = [...(this.sheet(sheet).rows.get(row) ?? [])]
        .flatMap(([column, cell]) => (cell.formula !== null && column >= within.column && column < within.column + within.columnCount ? [{ column, formula: cell.formula }] : []))
        .sort((a, b) => a.column - b.column);
      const runs: { column: number; formulas: string[] }[] = [];
      for (const { column, formula } of inRow) {
        const run = runs.at(-1);
        if (run && run.column + run.formulas.length === column) run.formulas.push(formula);
        else runs.push({ column, formulas: [formula] });
      }
      const here = new Map<string, FormulaArea>();
      for (const run of runs) {
        const span = `${run.column}:${run.formulas.length}`;
        const open = above.get(span);
        let area = open && open.row + open.formulas.length === row ? open : undefined;
        if (area) area.formulas.push(run.formulas);
        else areas.push((area = { row, column: run.column, formulas: [run.formulas] }));
        here.set(span, area);
      }
      above = here;
    }
    return areas;
  }

  addTable(sheet: string, name: string, rect: RangeRect): void {
    if (!/^[A-Za-z_\\][A-Za-z0-9_.]*$/.test(name)) {
      throw new InvalidInputError("table", "invalid_table_name", `"${name}" is not a valid table name`);
    }
    if (this.findTable(name)) throw new InvalidInputError("table", "table_exists", `a table named "${name}" exists`);
    const overlapping = this.tablesOn(sheet).find((table) => rectsOverlap(table.rect, rect));
    if (overlapping) {
      throw new InvalidInputError("table", "table_overlaps", `the range overlaps table "${overlapping.name}"`);
    }
    this.tables.push({ name, sheet: this.sheetName(sheet), rect });
    this.emit({ kind: "structure" });
  }

  findTable(name: string): SheetTable | undefined {
    return this.tables.find((table) => table.name.toLowerCase() === name.toLowerCase());
  }

  tablesOn(sheet: string): SheetTable[] {
    const own = this.sheetName(sheet);
    return this.tables.filter((table) => table.sheet === own);
  }

  /** Selects one area, or several (Ctrl+click); the active cell is the first area's top-left corner. */
  select(sheet: string, rect: RangeRect, ...more: RangeRect[]): void {
    this.selectedSheet = this.sheetName(sheet);
    this.selectedRects = [rect, ...more];
    this.activeRef = { row: rect.row, column: rect.column };
    this.emit({ kind: "selection" });
  }

  /** Moves the active cell, which becomes the selection too, as a click does. */
  activate(sheet: string, ref: CellRef): void {
    this.select(sheet, { ...ref, rowCount: 1, columnCount: 1 });
  }

  /** The selected areas; `rect` is the first. */
  selection(): { sheet: string; rect: RangeRect; rects: readonly RangeRect[] } {
    this.sheet(this.selectedSheet);
    return { sheet: this.selectedSheet, rect: this.selectedRects[0] as RangeRect, rects: this.selectedRects };
  }

  /** The sheet whose tab is selected: where the selection and the active cell are. */
  activeSheet(): SheetInfo {
    const sheet = this.sheet(this.selectedSheet);
    return { id: sheet.id, name: sheet.name };
  }

  activeCell(): { sheet: string; ref: CellRef } {
    this.sheet(this.selectedSheet);
    return { sheet: this.selectedSheet, ref: this.activeRef };
  }

  address(sheet: string, rect: RangeRect): string {
    return qualify(this.sheetName(sheet), formatRange(rect));
  }

  private findSheet(name: string): Sheet | undefined {
    const wanted = name.toLowerCase();
    return this.sheets.find((sheet) => sheet.name.toLowerCase() === wanted);
  }

  private sheet(name: string): Sheet {
    const sheet = this.findSheet(name);
    if (!sheet) throw new SheetNotFoundError(name);
    return sheet;
  }

  private touched(sheet: string, ref: CellRef): void {
    const own = this.sheetName(sheet);
    if (!this.pendingCells) {
      this.emit({ kind: "cells", sheet: own, cells: [ref] });
      return;
    }
    let cells = this.pendingCells.get(own);
    if (!cells) this.pendingCells.set(own, (cells = new Map()));
    cells.set(`${ref.row}:${ref.column}`, ref);
  }

  private emit(change: WorkbookChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

function checkSheetName(name: string): void {
  if (!name.trim() || name.length > 31 || /[\\/?*[\]:]/.test(name)) {
    throw new InvalidInputError("sheet", "invalid_sheet_name", `"${name}" is not a valid sheet name`);
  }
}

function interpretInput(input: CellInput, numberFormat: string): Pick<Cell, "value" | "formula"> {
  if (typeof input !== "string") return { value: input, formula: null };
  if (input === "") return { value: null, formula: null };
  if (input.startsWith("'")) return { value: input.slice(1), formula: null };
  if (numberFormat === TEXT_FORMAT) return { value: input, formula: null };
  // Numeric text is kept to Excel's 15 significant digits, the rest dropped (domain/cell-number.ts).
  if (NUMERIC_TEXT.test(input)) return { value: typedCellNumber(input), formula: null };
  if (input.startsWith("=")) return { value: null, formula: input };
  if (/^[+\-@]/.test(input)) return { value: null, formula: `=${input}` };
  return { value: input, formula: null };
}

/** Excel's sort order for one column: numbers, then text (case-insensitive), then booleans, blanks last. */
function compareCells(a: CellValue, b: CellValue): number {
  const rank = (value: CellValue) => (value === null || value === "" ? 3 : typeof value === "number" ? 0 : typeof value === "string" ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "en", { sensitivity: "base" });
}
