/**
 * The in-memory adapter: the port over a WorkbookModel, for engine tests and the browser playground (whose grid
 * binds to `onChange` and whose formula evaluator writes results with `model.setFormulaResult`).
 * `syncCount` counts round trips as the Office adapter makes them (reads: where the rows are, the header line,
 * then one per block of rows; formula cells: the sheets, their used ranges, how many formulas each holds, then one per
 * planned read; other calls: one each) and `readPayloads` the size of each answer read, with the same block
 * planning (read-blocks.ts), so job tests and benchmarks can compare budgets without Excel.
 */
import { InvalidInputError } from "../domain/invalid-input";
import { MAX_COLUMNS, parseCellAddress, parseRange, rectsOverlap, tryParseRange, type CellRef, type RangeRect } from "./address";
import { placeColumns, planBlocks, rangeBlock, tableBody, type HeaderLine, type WriteBlock } from "./column-plan";
import { LIST_HEADER_ROW, planDropDownLists } from "./drop-down-plan";
import type {
  ActiveCell,
  CellValue,
  ColumnSpec,
  DropDownList,
  FormulaCell,
  DateSystem,
  RowValues,
  SelectionBlock,
  SheetBlock,
  SheetInfo,
  SheetRow,
  TableSpec,
  WorkbookPort,
} from "./port";
import { formulaCellsOf, planFormulaReads, planReadBlocks, rowsOf, type FormulaCount } from "./read-blocks";
import { requireFormula, toCellInput, type CellInput } from "./safe-text";
import { selectedRows, selectionRegion, tableRef, withoutHidden } from "./selection-rows";
import { emptyBlock, emptySelection, headerText } from "./sheet-block";
import { SheetNotFoundError } from "./sheet-not-found";
import { WorkbookModel, type ChangeListener } from "./workbook-model";
import { DEFAULT_MAX_PAYLOAD_BYTES } from "./write-batches";

export class MemoryWorkbook implements WorkbookPort {
  readonly model = new WorkbookModel();
  private syncs = 0;
  /** Bytes of each read's answer (values and formulas of a block of rows, or the values asked for), in order. */
  readonly readPayloads: number[] = [];

  /** Stands for a workbook saved to the cloud and shared: others' edits may reach it late (see othersMayEdit). */
  coauthored = false;

  constructor(private readonly maxPayloadBytes = DEFAULT_MAX_PAYLOAD_BYTES) {}

  async othersMayEdit(): Promise<boolean> {
    this.syncs++;
    return this.coauthored;
  }

  get syncCount(): number {
    return this.syncs;
  }

  onChange(listener: ChangeListener): () => void {
    return this.model.onChange(listener);
  }

  /**
   * Loads sample data as if typed (WorkbookModel.typeCell): "=…" becomes a formula, "'…" text, and a row typed right
   * under a table joins it. Adds the sheet when missing. Not counted as a sync: it stands for the user, not the add-in.
   */
  setValues(sheet: string, topLeft: string, rows: readonly (readonly CellInput[])[]): void {
    this.model.setValues(sheet, parseCellAddress(topLeft), rows);
  }

  /** Selects a range as a user would ("A5:F9", "5:9", or several areas: "A2:A3,A7:A9"); the active cell moves to its top-left corner. */
  select(sheet: string, address: string): void {
    const [first, ...more] = address.split(",").map((area) => parseRange(area.trim()));
    this.model.select(sheet, first as RangeRect, ...more);
  }

  /** Round trips as the Office adapter's: where the rows are, the tables' extents (if any), the header line with the hidden rows, then the blocks of rows. */
  async readSelection(): Promise<SelectionBlock> {
    this.syncs++;
    const { sheet, rects } = this.model.selection();
    const tables = this.model.tablesOn(sheet).map(({ name, rect }) => ({ name, rect }));
    const used = this.model.usedRect(sheet);
    const address = rects.map((rect) => this.model.address(sheet, rect)).join(",");
    if (tables.length > 0) this.syncs++;
    const region = selectionRegion(tables.filter((table) => rects.some((rect) => rectsOverlap(table.rect, rect))), used);
    if (!region) return emptySelection(this.model.sheetName(sheet), address, Math.min(...rects.map((rect) => rect.row)));
    const selected = selectedRows(rects, region, tables, used);
    this.syncs++;
    const { rows, hiddenRows } = withoutHidden(selected.rows, (row) => this.model.isRowHidden(sheet, row));
    return {
      ...this.header(sheet, region.rect),
      address,
      rows: this.readRows(sheet, region.rect, rows),
      table: region.table && tableRef(region.table),
      notRead: selected.notRead,
      hiddenRows,
    };
  }

  /** Hides or shows whole sheet rows ("5:7"), as a person hiding rows or filtering a table does. */
  hideRows(sheet: string, rows: string, hidden = true): void {
    const rect = parseRange(rows);
    this.model.setRowsHidden(sheet, rect.row, rect.rowCount, hidden);
  }

  async readTable(sheet: string, tableOrRange?: string): Promise<SheetBlock> {
    this.syncs++;
    const region = this.regionOf(sheet, tableOrRange);
    if (!region) return emptyBlock(this.model.sheetName(sheet), this.model.address(sheet, { row: 0, column: 0, rowCount: 1, columnCount: 1 }), 0);
    return { ...this.header(sheet, region), address: this.model.address(sheet, region), rows: this.readRows(sheet, region, range(region.row + 1, region.rowCount - 1)) };
  }

  async readValues(sheet: string, rects: readonly RangeRect[]): Promise<CellValue[][][]> {
    this.syncs++;
    const answer = rects.map((rect) =>
      range(rect.row, rect.rowCount).map((row) => range(rect.column, rect.columnCount).map((column) => this.model.value(sheet, { row, column }))),
    );
    this.readPayloads.push(JSON.stringify(answer).length);
    return answer;
  }

  /**
   * Formula cells read as the Office adapter reads them (office-workbook.ts readFormulaCells): each answer holds the
   * rectangles of formulas of its reads, as Excel's special cells give them.
   */
  async readFormulaCells(): Promise<FormulaCell[]> {
    this.syncs += 2;
    const sheets = this.model.sheetNames().flatMap((sheet) => {
      const used = this.model.usedRect(sheet);
      return used ? [{ sheet, used }] : [];
    });
    if (sheets.length === 0) return [];
    this.syncs++;
    const counts: FormulaCount[] = sheets.flatMap(({ sheet, used }) => {
      const areas = this.model.formulaAreas(sheet, used);
      const cellCount = areas.reduce((total, area) => total + area.formulas.length * (area.formulas[0]?.length ?? 0), 0);
      return cellCount === 0 ? [] : [{ sheet, used, cellCount, areaCount: areas.length }];
    });
    return planFormulaReads(counts, this.maxPayloadBytes).flatMap((reads) => {
      this.syncs++;
      const answers = reads.map(({ sheet, rect }) => ({ sheet, areas: this.model.formulaAreas(sheet, rect).map(({ row, column, formulas }) => ({ rowIndex: row, columnIndex: column, formulas })) }));
      this.readPayloads.push(JSON.stringify(answers.map(({ areas }) => areas)).length);
      return answers.flatMap(({ sheet, areas }) => formulaCellsOf(sheet, areas));
    });
  }

  /** Inserts blank rows above `row` as a user would (Excel's "Insert sheet rows"); what was below moves down. */
  insertRows(sheet: string, row: number, count: number): void {
    this.model.insertRows(sheet, row, count);
  }

  /** Deletes sheet rows as a user would; what was below moves up. */
  deleteRows(sheet: string, row: number, count: number): void {
    this.model.deleteRows(sheet, row, count);
  }

  /** Copies whole sheet rows and inserts the copies above `toRow` as a user would ("Insert Copied Cells"). */
  copyRows(sheet: string, fromRow: number, count: number, toRow: number): void {
    this.model.copyRows(sheet, fromRow, count, toRow);
  }

  /** Deletes a sheet as a user would (right-click its tab > Delete). */
  deleteSheet(sheet: string): void {
    this.model.deleteSheet(sheet);
  }

  /** Sorts whole sheet rows `first`..`last` by one column's values, as Data > Sort does. */
  sortRows(sheet: string, first: number, last: number, byColumn: number, descending = false): void {
    this.model.sortRows(sheet, first, last, byColumn, descending);
  }

  async writeColumns(sheet: string, headerRow: number, columns: ColumnSpec[], rows: RowValues[]): Promise<void> {
    this.syncs++;
    this.model.batch(() => this.writeBeside(sheet, headerRow, columns, rows));
  }

  async writeRange(sheet: string, topLeft: CellRef, values: CellValue[][], formats?: (string | null)[][]): Promise<void> {
    this.syncs++;
    const block = rangeBlock(topLeft, values, formats);
    this.model.batch(() => this.writeBlock(sheet, block));
  }

  async clearRange(sheet: string, rect: RangeRect): Promise<void> {
    this.syncs++;
    this.model.batch(() => this.model.clearContents(sheet, rect));
  }

  /**
   * Counted as one, like the other writes (the Office adapter reads the two sheets and the lists' header line, then
   * writes lists and rules together). The lists sheet is added hidden, as Excel's `visibility = "Hidden"` does.
   */
  async setDropDownLists(sheet: string, listsSheet: string, lists: readonly DropDownList[], plain: readonly CellRef[] = []): Promise<void> {
    this.syncs++;
    this.model.sheetName(sheet);
    const fresh = !this.model.hasSheet(listsSheet);
    const plan = planDropDownLists(fresh ? { firstColumn: 0, texts: [], nextFreeColumn: 0 } : this.headerLine(listsSheet, LIST_HEADER_ROW), lists, plain);
    if (fresh) {
      this.model.addSheet(listsSheet);
      this.model.hideSheet(listsSheet);
    }
    this.model.batch(() => {
      for (const rect of plan.clears) this.model.clearContents(listsSheet, rect);
      for (const block of plan.blocks) this.writeBlock(listsSheet, block);
      for (const { cells, source } of plan.validations) {
        // The list suggests, as a template's does (office-workbook.ts setDropDownLists): a typed code is taken.
        for (const ref of cellsOf(cells)) this.model.setValidationSource(sheet, ref, { sheet: listsSheet, rect: source }, false);
      }
      for (const rect of plan.plain) for (const ref of cellsOf(rect)) this.model.setValidationSource(sheet, ref, null);
    });
  }

  async createSheet(name: string): Promise<void> {
    this.syncs++;
    if (!this.model.hasSheet(name)) this.model.addSheet(name);
  }

  async createTable(spec: TableSpec): Promise<void> {
    this.syncs++;
    const origin = parseCellAddress(spec.topLeft ?? "A1");
    const body = tableBody(spec);
    if (!this.model.hasSheet(spec.sheet)) this.model.addSheet(spec.sheet);
    this.model.addTable(spec.sheet, spec.name, {
      ...origin,
      rowCount: body.length + 1,
      columnCount: spec.columns.length,
    });
    this.model.batch(() => {
      spec.columns.forEach((column, offset) => {
        const at = origin.column + offset;
        this.model.enterValue(spec.sheet, { row: origin.row, column: at }, toCellInput(column.header));
        body.forEach((_, index) => {
          const ref = { row: origin.row + 1 + index, column: at };
          if (column.format) this.model.setNumberFormat(spec.sheet, ref, column.format);
          // A template's list suggests; the check says whether a value is allowed (office-workbook.ts createTable).
          if (column.validationList) this.model.setValidationList(spec.sheet, ref, column.validationList, false);
        });
      });
      body.forEach((values, index) =>
        values.forEach((value, offset) =>
          this.model.enterValue(spec.sheet, { row: origin.row + 1 + index, column: origin.column + offset }, toCellInput(value)),
        ),
      );
    });
    if (spec.activate) this.model.activate(spec.sheet, { row: origin.row + 1, column: origin.column });
  }

  async appendRows(sheet: string, headers: string[], rows: CellValue[][], formats?: (string | null)[][]): Promise<void> {
    this.syncs++;
    if (!this.model.hasSheet(sheet)) this.model.addSheet(sheet);
    const used = this.model.usedRect(sheet);
    const firstRow = used ? used.row + used.rowCount : 1;
    const columns = headers.map((header) => ({ header }));
    this.model.batch(() =>
      this.writeBeside(sheet, 0, columns, rows.map((values, index) => ({ row: firstRow + index, values, formats: formats?.[index] }))),
    );
  }

  async readSetting(key: string): Promise<unknown> {
    this.syncs++;
    return this.model.setting(key);
  }

  async writeSetting(key: string, value: unknown): Promise<void> {
    this.syncs++;
    this.model.setSetting(key, value);
  }

  async deleteSetting(key: string): Promise<void> {
    this.syncs++;
    this.model.deleteSetting(key);
  }

  async listSheets(): Promise<SheetInfo[]> {
    this.syncs++;
    return this.model.sheetList();
  }

  async dateSystem(): Promise<DateSystem> {
    this.syncs++;
    return this.model.dateSystem;
  }

  async activeSheet(): Promise<SheetInfo> {
    this.syncs++;
    return this.model.activeSheet();
  }

  /**
   * Excel's worksheets.onActivated over the model's changes: a change of selection or of sheets that leaves another
   * sheet active tells the listener (a rename keeps the sheet's id, so it does not). Counted as the one round trip
   * that registers the handler.
   */
  async onActiveSheetChanged(listener: (sheet: SheetInfo) => void): Promise<() => Promise<void>> {
    this.syncs++;
    let shown = this.activeOrNone()?.id;
    const stop = this.model.onChange((change) => {
      if (change.kind === "cells") return;
      const active = this.activeOrNone();
      if (active === undefined || active.id === shown) return;
      shown = active.id;
      listener(active);
    });
    return async () => void stop();
  }

  /** Renames a sheet as a user would on its tab; its id stays. */
  renameSheet(from: string, to: string): void {
    this.model.renameSheet(from, to);
  }

  async goToRow(sheet: string, row: number): Promise<void> {
    this.syncs++;
    this.model.select(sheet, { row, column: 0, rowCount: 1, columnCount: MAX_COLUMNS });
  }

  async writeFormulaToActiveCell(formula: string): Promise<void> {
    this.syncs++;
    requireFormula(formula);
    const { sheet, ref } = this.model.activeCell();
    this.model.enterFormula(sheet, ref, formula);
  }

  async getActiveCell(): Promise<ActiveCell> {
    this.syncs++;
    const { sheet, ref } = this.model.activeCell();
    return {
      sheet: this.model.sheetName(sheet),
      address: this.model.address(sheet, { ...ref, rowCount: 1, columnCount: 1 }),
      row: ref.row,
      column: ref.column,
      value: this.model.value(sheet, ref),
      formula: this.model.formula(sheet, ref),
    };
  }

  /** The active sheet, or undefined while the workbook has none (its last sheet deleted). */
  private activeOrNone(): SheetInfo | undefined {
    try {
      return this.model.activeSheet();
    } catch (error) {
      if (error instanceof SheetNotFoundError) return undefined;
      throw error;
    }
  }

  private writeBeside(sheet: string, headerRow: number, columns: ColumnSpec[], rows: RowValues[]): void {
    const placement = placeColumns(this.headerLine(sheet, headerRow), columns);
    const blocks = planBlocks(placement.columns, columns, rows);
    for (const { column, header } of placement.newHeaders) {
      this.model.enterValue(sheet, { row: headerRow, column }, toCellInput(header));
    }
    for (const block of blocks) this.writeBlock(sheet, block);
  }

  /** Formats first, then values, cell by cell: what the Office adapter's one assignment per block does. */
  private writeBlock(sheet: string, block: WriteBlock): void {
    block.values.forEach((values, rowOffset) =>
      values.forEach((value, columnOffset) => {
        const ref = { row: block.row + rowOffset, column: block.column + columnOffset };
        const format = block.formats[rowOffset]?.[columnOffset];
        if (format) this.model.setNumberFormat(sheet, ref, format);
        if (block.wrapText?.[columnOffset] === true) this.model.setWrapText(sheet, ref, true);
        this.model.enterValue(sheet, ref, toCellInput(value));
      }),
    );
  }

  private headerLine(sheet: string, headerRow: number): HeaderLine {
    const used = this.model.usedRect(sheet);
    if (!used) return { firstColumn: 0, texts: [], nextFreeColumn: 0 };
    const texts = range(used.column, used.columnCount).map((column) => this.model.value(sheet, { row: headerRow, column }));
    return { firstColumn: used.column, texts, nextFreeColumn: used.column + used.columnCount };
  }

  private regionOf(sheet: string, tableOrRange: string | undefined): RangeRect | undefined {
    if (tableOrRange === undefined) return this.model.usedRect(sheet);
    const rect = tryParseRange(tableOrRange);
    if (rect) return rect;
    const table = this.model.tablesOn(sheet).find((candidate) => candidate.name.toLowerCase() === tableOrRange.toLowerCase());
    if (!table) throw new InvalidInputError("table", "table_not_found", `there is no table "${tableOrRange}" on "${sheet}"`);
    return table.rect;
  }

  private header(sheet: string, region: RangeRect): Omit<SheetBlock, "address" | "rows"> {
    return {
      sheet: this.model.sheetName(sheet),
      headers: range(region.column, region.columnCount).map((column) => headerText(this.model.value(sheet, { row: region.row, column }))),
      headerRow: region.row,
      firstColumn: region.column,
    };
  }

  /** The rows in the blocks the Office adapter would read them in, each a round trip with its answer's size kept. */
  private readRows(sheet: string, region: RangeRect, rows: readonly number[]): SheetRow[] {
    const columns = range(region.column, region.columnCount);
    return planReadBlocks(rows, region.columnCount, this.maxPayloadBytes).flatMap((block) => {
      this.syncs++;
      const read = rowsOf(block).map((row) => ({
        row,
        values: columns.map((column) => this.model.value(sheet, { row, column })),
        formulas: columns.map((column) => this.model.formula(sheet, { row, column })),
      }));
      this.readPayloads.push(JSON.stringify(read.map((row) => [row.values, row.formulas])).length);
      return read;
    });
  }
}


function cellsOf(rect: RangeRect): CellRef[] {
  return range(rect.row, rect.rowCount).flatMap((row) => range(rect.column, rect.columnCount).map((column) => ({ row, column })));
}

function range(start: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => start + index);
}
