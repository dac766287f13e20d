/**
 * The Office.js adapter. Every operation is one `Excel.run` with as few `context.sync()` round trips as the data
 * allows: reads load everything they need in one or two syncs; writes assign one `values` array per contiguous
 * block and sync once per request-sized batch (see write-batches.ts). `Excel.run` is injected so tests can drive
 * the adapter with office-addin-mock objects.
 *
 * Every operation goes through excel-patience.ts, which sends it again while Excel refuses it for a reason that passes
 * (a cell being edited, Excel busy), and every refusal leaves the adapter as an error of ours in plain words
 * (workbook-error.ts, office-error.ts), never as Office's own message.
 */
import { InvalidInputError } from "../domain/invalid-input";
import { addressLists, columnLetters, parseCellAddress, qualify, splitSheetAddress, tryParseRange, type CellRef, type RangeRect } from "./address";
import { placeColumns, planBlocks, rangeBlock, tableBody, type HeaderLine, type WriteBlock } from "./column-plan";
import { dateSystemOfProbe, PROBE_DAY } from "./date-system";
import { LIST_HEADER_ROW, planDropDownLists } from "./drop-down-plan";
import { ExcelPatience, type ExcelRunOptions, type PatienceOptions } from "./excel-patience";
import { officeCodeOf } from "./office-error";
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
  TableColumnSpec,
  TableSpec,
  WorkbookPort,
} from "./port";
import { formulaCellsOf, halveFormulaReads, planFormulaReads, planReadBlocks, readInBlocks, type FormulaCount, type FormulaRead } from "./read-blocks";
import { requireFormula, toCellInput } from "./safe-text";
import { hiddenOutside, selectedRows, selectionRegion, tableRef, visibilitySpan, withoutHidden, type TableExtent } from "./selection-rows";
import { emptyBlock, emptySelection, headerText } from "./sheet-block";
import { SheetNotFoundError } from "./sheet-not-found";
import { cellCount, DEFAULT_MAX_PAYLOAD_BYTES, hasFormats, planWriteBatches, RANGE_COMMAND_BYTES } from "./write-batches";

/** `Excel.run`, with its options when there are any (office-host.ts). */
export type ExcelRun = <T>(batch: (context: Excel.RequestContext) => Promise<T>, options?: ExcelRunOptions) => Promise<T>;

/** How long and how the adapter waits for an Excel that refuses for now, and who is told (excel-patience.ts). */
interface OfficeWorkbookOptions extends PatienceOptions {
  /** Estimated request size at which a write is split into another sync. */
  maxPayloadBytes?: number;
  /** Writes touching at least this many cells suspend recalculation until their sync. */
  suspendCalculationFromCells?: number;
}

/** Excel refuses a typed list source longer than this; longer lists are kept on a hidden sheet. */
const MAX_INLINE_LIST_CHARS = 255;
const DEFAULT_SUSPEND_FROM_CELLS = 1_000;
/**
 * Characters of one address list given to Worksheet.getRanges. Microsoft documents no bound; lists of about 8,000
 * characters have been refused ("The argument is invalid or missing or has an incorrect format", OfficeDev/office-js
 * issue 5198), so lists stay far below that.
 */
const MAX_ADDRESS_LIST_CHARS = 2_000;

/** Where a write stands across attempts: its requests as first planned, and how many Excel has taken. */
interface WriteProgress {
  batches?: WriteBlock[][];
  done: number;
}

export class OfficeWorkbook implements WorkbookPort {
  private readonly maxPayloadBytes: number;
  private readonly suspendFromCells: number;
  private readonly patience: ExcelPatience;

  constructor(
    private readonly excelRun: ExcelRun,
    options: OfficeWorkbookOptions = {},
  ) {
    this.maxPayloadBytes = options.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;
    this.suspendFromCells = options.suspendCalculationFromCells ?? DEFAULT_SUSPEND_FROM_CELLS;
    this.patience = new ExcelPatience(options);
  }

  /** One operation as one Excel.run, sent again while Excel refuses it for now; `sheet` is what its errors name. */
  private run<T>(batch: (context: Excel.RequestContext) => Promise<T>, sheet?: string): Promise<T> {
    return this.patience.run((options) => this.excelRun(batch, options), sheet);
  }

  /**
   * The selected rows, area by area (a Ctrl+click selection has several), across the columns of their region — the
   * topmost table the selection overlaps, else the used range — with its header line; which rows are read and which
   * are left out is decided in selection-rows.ts. Round trips: where the selection is, the tables' extents (when
   * the sheet has any), the header line with which rows are hidden, then the rows in blocks that keep each answer
   * under the payload limit.
   */
  readSelection(): Promise<SelectionBlock> {
    return this.run(async (context) => {
      const selected = context.workbook.getSelectedRanges().load("address");
      const areas = selected.areas.load("items/rowIndex,items/rowCount");
      const worksheet = selected.worksheet.load("name");
      const overlapping = selected.getTables(false).load("items/name");
      const sheetTables = worksheet.tables.load("items/name");
      const used = worksheet.getUsedRangeOrNullObject(true).load("rowIndex,rowCount,columnIndex,columnCount");
      await context.sync();

      const tables = await tableExtents(context, sheetTables.items);
      const usedRect = used.isNullObject ? undefined : rectOf(used);
      const overlapped = new Set(overlapping.items.map((table) => table.name));
      const region = selectionRegion(tables.filter((table) => overlapped.has(table.name)), usedRect);
      const spans = areas.items.map((area) => ({ row: area.rowIndex, rowCount: area.rowCount }));
      if (!region) return emptySelection(worksheet.name, selected.address, Math.min(...spans.map((span) => span.row)));
      const selection = selectedRows(spans, region, tables, usedRect);

      const { rect } = region;
      const header = worksheet.getRangeByIndexes(rect.row, rect.column, 1, rect.columnCount).load("values");
      const span = visibilitySpan(rect.row, selection.rows);
      // A filtered-out or hidden row has no visible cell: Range.getSpecialCellsOrNullObject("Visible") (ExcelApi 1.9,
      // the manifest's minimum, so no isSetSupported check; Microsoft's "Find special cells within a range using the
      // Excel JavaScript API") answers the visible areas, a few numbers per run of rows. Range.rowHidden says only
      // "all, none or some" for many rows, and a RangeView (getVisibleView) answers every visible cell's address.
      const visible = span && worksheet.getRangeByIndexes(span.row, rect.column, span.rowCount, rect.columnCount).getSpecialCellsOrNullObject("Visible").load("areas/items/rowIndex,areas/items/rowCount");
      await context.sync();

      const visibleRuns = visible === undefined || visible.isNullObject ? [] : visible.areas.items.map((area) => ({ row: area.rowIndex, rowCount: area.rowCount }));
      const { rows, hiddenRows } = withoutHidden(selection.rows, hiddenOutside(visibleRuns));
      return {
        sheet: worksheet.name,
        address: selected.address,
        headers: (header.values[0] ?? []).map(fromExcel).map(headerText),
        headerRow: rect.row,
        firstColumn: rect.column,
        rows: await this.readRows(context, worksheet, rows, rect.column, rect.columnCount),
        table: region.table && tableRef(region.table),
        notRead: selection.notRead,
        hiddenRows,
      };
    });
  }

  /** A whole table by name, an A1 range, or the used range; its rows read in payload-sized blocks. */
  readTable(sheet: string, tableOrRange?: string): Promise<SheetBlock> {
    return this.run(async (context) => {
      let worksheet: Excel.Worksheet;
      let target: Excel.Range;
      try {
        worksheet = context.workbook.worksheets.getItem(sheet).load("name");
        target =
          tableOrRange === undefined
            ? worksheet.getUsedRangeOrNullObject(true)
            : tryParseRange(tableOrRange)
              ? worksheet.getRange(tableOrRange)
              : worksheet.tables.getItem(tableOrRange).getRange();
        target.load("address,rowIndex,rowCount,columnIndex,columnCount");
        await context.sync();
      } catch (error) {
        // "Not found" may be the sheet or the table: only a missing sheet is reported as one.
        const existing = context.workbook.worksheets.getItemOrNullObject(sheet).load("name");
        await context.sync();
        if (existing.isNullObject) throw new SheetNotFoundError(sheet);
        if (officeCodeOf(error) === "ItemNotFound" && tableOrRange !== undefined) throw tableNotFound(sheet, tableOrRange);
        throw error;
      }

      if (target.isNullObject) return emptyBlock(worksheet.name, qualify(worksheet.name, "A1"), 0);
      const rowsOfTarget = Array.from({ length: target.rowCount }, (_, offset) => target.rowIndex + offset);
      const [header, ...body] = await this.readRows(context, worksheet, rowsOfTarget, target.columnIndex, target.columnCount);
      return {
        sheet: worksheet.name,
        address: target.address,
        headers: (header?.values ?? []).map(headerText),
        headerRow: target.rowIndex,
        firstColumn: target.columnIndex,
        rows: body,
      };
    }, sheet);
  }

  /** Values and formulas of the given rows, one round trip per block (read-blocks.ts). */
  private readRows(context: Excel.RequestContext, worksheet: Excel.Worksheet, rows: readonly number[], firstColumn: number, columnCount: number): Promise<SheetRow[]> {
    if (columnCount === 0) return Promise.resolve([]);
    return readInBlocks(
      planReadBlocks(rows, columnCount, this.maxPayloadBytes),
      async (block) => {
        const range = worksheet.getRangeByIndexes(block.first, firstColumn, block.count, columnCount).load("values,formulas");
        await context.sync();
        return toRows(block.first, range.values, range.formulas);
      },
      isPayloadTooLarge,
    );
  }

  readValues(sheet: string, rects: readonly RangeRect[]): Promise<CellValue[][][]> {
    return this.run(async (context) => {
      const worksheet = context.workbook.worksheets.getItem(sheet);
      const ranges = rects.map((rect) => worksheet.getRangeByIndexes(rect.row, rect.column, rect.rowCount, rect.columnCount).load("values"));
      await context.sync();
      return ranges.map((range) => range.values.map((row) => row.map(fromExcel)));
    }, sheet);
  }

  /**
   * Every formula cell, found with Range.getSpecialCellsOrNullObject("Formulas") (Excel.SpecialCellType.formulas) on
   * each sheet's used range, as Microsoft's "Find special cells within a range using the Excel JavaScript API" does
   * (Range.getSpecialCells throws ItemNotFound when a range holds none; the OrNullObject form answers a null object).
   * First the sheets, their used ranges and how many formula cells and areas each holds (RangeAreas.cellCount and
   * areaCount: small answers); then the formulas themselves, sheet bands gathered into round trips whose answers
   * stay under the payload limit (read-blocks.ts planFormulaReads), a round trip refused as too large read again
   * in halves.
   */
  readFormulaCells(): Promise<FormulaCell[]> {
    return this.run(async (context) => {
      const worksheets = context.workbook.worksheets.load("items/name");
      await context.sync();
      const used = worksheets.items.map((worksheet) => ({ sheet: worksheet.name, range: worksheet.getUsedRangeOrNullObject().load("rowIndex,rowCount,columnIndex,columnCount") }));
      await context.sync();
      const found = used
        .filter(({ range }) => !range.isNullObject)
        .map(({ sheet, range }) => ({ sheet, range, formulas: range.getSpecialCellsOrNullObject("Formulas").load("cellCount,areaCount") }));
      if (found.length === 0) return [];
      await context.sync();
      const counts: FormulaCount[] = found
        .filter(({ formulas }) => !formulas.isNullObject)
        .map(({ sheet, range, formulas }) => ({
          sheet,
          used: { row: range.rowIndex, column: range.columnIndex, rowCount: range.rowCount, columnCount: range.columnCount },
          cellCount: formulas.cellCount,
          areaCount: formulas.areaCount,
        }));
      const cells: FormulaCell[] = [];
      for (const reads of planFormulaReads(counts, this.maxPayloadBytes)) cells.push(...(await this.readFormulas(context, reads)));
      return cells;
    });
  }

  /** The formulas of these reads in one round trip, or in halves when Excel refuses the answer as too large. */
  private async readFormulas(context: Excel.RequestContext, reads: readonly FormulaRead[]): Promise<FormulaCell[]> {
    const answers = reads.map(({ sheet, rect }) =>
      context.workbook.worksheets
        .getItem(sheet)
        .getRangeByIndexes(rect.row, rect.column, rect.rowCount, rect.columnCount)
        .getSpecialCellsOrNullObject("Formulas")
        .load("areas/items/rowIndex,areas/items/columnIndex,areas/items/formulas"),
    );
    try {
      await context.sync();
    } catch (error) {
      const halves = isPayloadTooLarge(error) ? halveFormulaReads(reads) : undefined;
      if (halves === undefined) throw error;
      return [...(await this.readFormulas(context, halves[0])), ...(await this.readFormulas(context, halves[1]))];
    }
    return reads.flatMap(({ sheet }, index) => {
      const answer = answers[index];
      return answer === undefined || answer.isNullObject ? [] : formulaCellsOf(sheet, answer.areas.items);
    });
  }

  /**
   * Recalculates these cells only, not every formula of every open workbook (a full recalculation): each sheet's
   * cells as address lists for Worksheet.getRanges, each list's RangeAreas.calculate(), one sync per request that
   * fits the payload limit.
   */
  calculateCells(cells: readonly { sheet: string; row: number; column: number }[]): Promise<void> {
    if (cells.length === 0) return Promise.resolve();
    return this.run(async (context) => {
      const sheets = [...new Set(cells.map((cell) => cell.sheet))];
      let requestBytes = 0;
      for (const sheet of sheets) {
        const worksheet = context.workbook.worksheets.getItem(sheet);
        for (const addresses of addressLists(cells.filter((cell) => cell.sheet === sheet), MAX_ADDRESS_LIST_CHARS)) {
          if (requestBytes > 0 && requestBytes + addresses.length + RANGE_COMMAND_BYTES > this.maxPayloadBytes) {
            await context.sync();
            requestBytes = 0;
          }
          worksheet.getRanges(addresses).calculate();
          requestBytes += addresses.length + RANGE_COMMAND_BYTES;
        }
      }
      await context.sync();
    });
  }

  writeColumns(sheet: string, headerRow: number, columns: ColumnSpec[], rows: RowValues[]): Promise<void> {
    return this.run(async (context) => {
      const worksheet = context.workbook.worksheets.getItem(sheet);
      const reading = loadHeaderLine(worksheet, headerRow);
      await context.sync();
      await this.writeBlocks(context, worksheet, blocksBeside(headerRow, reading.line(), columns, rows));
    }, sheet);
  }

  async writeRange(sheet: string, topLeft: CellRef, values: CellValue[][], formats?: (string | null)[][]): Promise<void> {
    const block = rangeBlock(topLeft, values, formats);
    return this.run(async (context) => {
      const worksheet = await this.existingSheet(context, sheet);
      await this.writeBlocks(context, worksheet, [block]);
    }, sheet);
  }

  clearRange(sheet: string, rect: RangeRect): Promise<void> {
    return this.run(async (context) => {
      const worksheet = await this.existingSheet(context, sheet);
      // One small command whatever the size: nothing of the cleared cells travels in the request.
      worksheet.getRangeByIndexes(rect.row, rect.column, rect.rowCount, rect.columnCount).clear("Contents");
      await context.sync();
    }, sheet);
  }

  /**
   * Range.dataValidation (ExcelApi 1.8): each run of cells is cleared of its validation, then given
   * `{ list: { inCellDropDown: true, source } }` with the lists sheet's range as an absolute A1 formula (Microsoft's
   * "Excel.ListDataValidation": a source may be a range; "Add data validation to Excel ranges"). The list suggests,
   * as a template's does (createTable): its error alert is off, since Excel's default Stop alert would refuse what a
   * person types or pastes from the API or an ERP — the service's code behind the words offered ("advisor_fees" for
   * "Advisor fees — …"), which the reading takes (issue 43) — and the check already says whether a value is allowed.
   * Values an add-in writes are never checked. Round trips: the two sheets, the lists sheet's header line when it exists, then the lists in
   * request-sized batches (write-batches.ts), the validations with the first.
   */
  setDropDownLists(sheet: string, listsSheet: string, lists: readonly DropDownList[], plain: readonly CellRef[] = []): Promise<void> {
    return this.run(async (context) => {
      const worksheets = context.workbook.worksheets;
      const target = worksheets.getItemOrNullObject(sheet).load("name");
      const existing = worksheets.getItemOrNullObject(listsSheet).load("name");
      await context.sync();
      if (target.isNullObject) throw new SheetNotFoundError(sheet);
      let line: HeaderLine = { firstColumn: 0, texts: [], nextFreeColumn: 0 };
      if (!existing.isNullObject) {
        const reading = loadHeaderLine(existing, LIST_HEADER_ROW);
        await context.sync();
        line = reading.line();
      }
      const plan = planDropDownLists(line, lists, plain);
      const listsWorksheet = existing.isNullObject ? worksheets.add(listsSheet) : existing;
      if (existing.isNullObject) listsWorksheet.visibility = "Hidden";
      for (const rect of plan.clears) rangeOf(listsWorksheet, rect).clear("Contents");
      // A source names cells, not their values: the rules go with the first batch of the lists.
      for (const rect of plan.plain) rangeOf(target, rect).dataValidation.clear();
      for (const { cells, source } of plan.validations) {
        const validation = rangeOf(target, cells).dataValidation;
        validation.clear();
        validation.rule = { list: { inCellDropDown: true, source: `=${qualify(listsSheet, absoluteRange(source))}` } };
        validation.errorAlert = { showAlert: false, style: "Information", title: "Not in the list", message: "Check says whether this value is allowed." };
      }
      if (plan.blocks.length === 0) await context.sync();
      else await this.writeBlocks(context, listsWorksheet, plan.blocks);
    }, sheet);
  }

  createSheet(name: string): Promise<void> {
    return this.run(async (context) => {
      const existing = context.workbook.worksheets.getItemOrNullObject(name).load("name");
      await context.sync();
      if (!existing.isNullObject) return;
      context.workbook.worksheets.add(name);
      await context.sync();
    }, name);
  }

  async createTable(spec: TableSpec): Promise<void> {
    const body = tableBody(spec);
    return this.run(async (context) => {
      const worksheets = context.workbook.worksheets;
      const listsSheetName = `lists_${spec.name}`.slice(0, 31);
      const existing = worksheets.getItemOrNullObject(spec.sheet).load("name");
      const existingLists = worksheets.getItemOrNullObject(listsSheetName).load("name");
      await context.sync();

      const worksheet = existing.isNullObject ? worksheets.add(spec.sheet) : existing;
      const origin = parseCellAddress(spec.topLeft ?? "A1");
      const width = spec.columns.length;
      const tableAddress = qualify(spec.sheet, rangeAddress(origin.row, origin.column, body.length + 1, width));
      const table = worksheet.tables.add(tableAddress, true);
      table.name = spec.name;
      worksheet.getRangeByIndexes(origin.row, origin.column, 1, width).values = [spec.columns.map((column) => toCellInput(column.header))];

      const longLists = spec.columns.filter((column) => listSource(column).length > MAX_INLINE_LIST_CHARS);
      const listsSheet = longLists.length === 0 ? undefined : existingLists.isNullObject ? worksheets.add(listsSheetName) : existingLists;
      if (listsSheet) listsSheet.visibility = "Hidden";

      spec.columns.forEach((column, offset) => {
        const cells = worksheet.getRangeByIndexes(origin.row + 1, origin.column + offset, body.length, 1);
        if (column.format) cells.numberFormat = body.map(() => [column.format]);
        if (!column.validationList) return;
        const listIndex = longLists.indexOf(column);
        const source =
          listIndex < 0 || !listsSheet
            ? listSource(column)
            : writeListColumn(listsSheet, listsSheetName, listIndex, column.validationList);
        cells.dataValidation.rule = { list: { inCellDropDown: true, source } };
        // The list suggests: any other value may be typed (another ISO currency), and the check says whether it is
        // allowed. Excel's default alert (showAlert true, style Stop) would refuse it ("Excel.DataValidationErrorAlert").
        cells.dataValidation.errorAlert = { showAlert: false, style: "Information", title: "Not in the list", message: "Check says whether this value is allowed." };
      });
      if (spec.rows && spec.rows.length > 0) {
        worksheet.getRangeByIndexes(origin.row + 1, origin.column, body.length, width).values = body.map((values) => values.map(toCellInput));
      }
      if (spec.activate) {
        worksheet.activate();
        worksheet.getRangeByIndexes(origin.row + 1, origin.column, 1, 1).select();
      }
      await context.sync();
    }, spec.sheet);
  }

  /**
   * Appending is the one write that is not the same when done twice: if Excel refuses it for now after some of its
   * requests went through, the next attempt sends only the rest, where the first attempt placed them.
   */
  appendRows(sheet: string, headers: string[], rows: CellValue[][], formats?: (string | null)[][]): Promise<void> {
    const progress: WriteProgress = { done: 0 };
    return this.run(async (context) => {
      const existing = context.workbook.worksheets.getItemOrNullObject(sheet).load("name");
      await context.sync();

      const worksheet = existing.isNullObject ? context.workbook.worksheets.add(sheet) : existing;
      if (progress.batches === undefined) {
        let line: HeaderLine = { firstColumn: 0, texts: [], nextFreeColumn: 0 };
        let firstRow = 1;
        if (!existing.isNullObject) {
          const reading = loadHeaderLine(worksheet, 0);
          await context.sync();
          line = reading.line();
          firstRow = reading.nextFreeRow() || 1;
        }
        const columns = headers.map((header) => ({ header }));
        const blocks = blocksBeside(0, line, columns, rows.map((values, index) => ({ row: firstRow + index, values, formats: formats?.[index] })));
        progress.batches = planWriteBatches(blocks, this.maxPayloadBytes);
      }
      await this.writeBatches(context, worksheet, progress);
    }, sheet);
  }

  /**
   * Co-authoring needs AutoSave: Excel merges other people's changes into this copy only while it is on ("Workbook
   * .AutoSaveOn", Excel VBA reference; `Workbook.autoSave`, ExcelApi 1.9). A host without the property has no
   * co-authoring either.
   */
  othersMayEdit(): Promise<boolean> {
    return this.run(async (context) => {
      try {
        const workbook = context.workbook.load("autoSave");
        await context.sync();
        return workbook.autoSave;
      } catch {
        return false;
      }
    });
  }

  readSetting(key: string): Promise<unknown> {
    return this.run(async (context) => {
      const setting = context.workbook.settings.getItemOrNullObject(key).load("value");
      await context.sync();
      return setting.isNullObject ? undefined : (setting.value as unknown);
    });
  }

  writeSetting(key: string, value: unknown): Promise<void> {
    return this.run(async (context) => {
      context.workbook.settings.add(key, value as string | number | boolean | Date | unknown[] | object);
      await context.sync();
    });
  }

  deleteSetting(key: string): Promise<void> {
    return this.run(async (context) => {
      // Setting.delete (ExcelApi 1.4) on an item that is there: a missing key is nothing to delete.
      const setting = context.workbook.settings.getItemOrNullObject(key).load("key");
      await context.sync();
      if (setting.isNullObject) return;
      setting.delete();
      await context.sync();
    });
  }

  listSheets(): Promise<SheetInfo[]> {
    return this.run(async (context) => {
      // Microsoft's Worksheet.id (ExcelApi 1.1): "uniquely identifies the worksheet in a given workbook. The value
      // of the identifier remains the same even when the worksheet is renamed or moved."
      const sheets = context.workbook.worksheets.load("items/id,items/name");
      await context.sync();
      return sheets.items.map((sheet) => ({ id: sheet.id, name: sheet.name }));
    });
  }

  activeSheet(): Promise<SheetInfo> {
    return this.run(async (context) => {
      // WorksheetCollection.getActiveWorksheet (ExcelApi 1.1).
      const sheet = context.workbook.worksheets.getActiveWorksheet().load("id,name");
      await context.sync();
      return { id: sheet.id, name: sheet.name };
    });
  }

  /**
   * WorksheetCollection.onActivated (ExcelApi 1.7, under the manifest's 1.9): Excel calls the handler with the id of
   * the sheet activated, whoever activated it; its name is read in a request of its own. The handler outlives the
   * Excel.run that adds it, and is removed in its own context, as Microsoft's "Work with events using the Excel
   * JavaScript API" shows (Remove an event handler).
   */
  async onActiveSheetChanged(listener: (sheet: SheetInfo) => void): Promise<() => Promise<void>> {
    const added = await this.run(async (context) => {
      const handler = context.workbook.worksheets.onActivated.add(async (event) => {
        const sheet = await this.sheetById(event.worksheetId);
        if (sheet !== undefined) listener(sheet);
      });
      await context.sync();
      return handler;
    });
    return async () => {
      added.remove();
      await added.context.sync();
    };
  }

  /** The sheet of that id, or undefined when it is gone already (deleted right after it was activated). */
  private sheetById(id: string): Promise<SheetInfo | undefined> {
    return this.run(async (context) => {
      const sheet = context.workbook.worksheets.getItemOrNullObject(id).load("id,name");
      await context.sync();
      return sheet.isNullObject ? undefined : { id: sheet.id, name: sheet.name };
    });
  }

  /** Asked of Excel's DATE function every time (one small round trip): a person can switch the option while the pane is open. */
  dateSystem(): Promise<DateSystem> {
    return this.run(async (context) => {
      const probe = context.workbook.functions.date(PROBE_DAY.year, PROBE_DAY.month, PROBE_DAY.day).load("value,error");
      await context.sync();
      // `error` is set ("#VALUE!") only when the function failed, and then there is no value.
      return dateSystemOfProbe(probe.error || probe.value);
    });
  }

  goToRow(sheet: string, row: number): Promise<void> {
    return this.run(async (context) => {
      const worksheet = context.workbook.worksheets.getItem(sheet);
      // Excel selects only on the active sheet.
      worksheet.activate();
      worksheet.getRangeByIndexes(row, 0, 1, 1).getEntireRow().select();
      await context.sync();
    }, sheet);
  }

  async writeFormulaToActiveCell(formula: string): Promise<void> {
    requireFormula(formula);
    return this.run(async (context) => {
      context.workbook.getActiveCell().formulas = [[formula]];
      await context.sync();
    });
  }

  getActiveCell(): Promise<ActiveCell> {
    return this.run(async (context) => {
      const cell = context.workbook.getActiveCell().load("address,rowIndex,columnIndex,values,formulas");
      await context.sync();
      const [row] = toRows(cell.rowIndex, cell.values, cell.formulas);
      return {
        sheet: splitSheetAddress(cell.address).sheet ?? "",
        address: cell.address,
        row: cell.rowIndex,
        column: cell.columnIndex,
        value: row?.values[0] ?? null,
        formula: row?.formulas[0] ?? null,
      };
    });
  }

  /** The sheet by name, or a SheetNotFoundError: a write never lands on a sheet the caller did not mean. */
  private async existingSheet(context: Excel.RequestContext, sheet: string): Promise<Excel.Worksheet> {
    const worksheet = context.workbook.worksheets.getItemOrNullObject(sheet).load("name");
    await context.sync();
    if (worksheet.isNullObject) throw new SheetNotFoundError(sheet);
    return worksheet;
  }

  /** One values assignment per block, one sync per request-sized batch (write-batches.ts). */
  private writeBlocks(context: Excel.RequestContext, worksheet: Excel.Worksheet, blocks: readonly WriteBlock[]): Promise<void> {
    return this.writeBatches(context, worksheet, { batches: planWriteBatches(blocks, this.maxPayloadBytes), done: 0 });
  }

  /** The batches not yet taken, one sync each, counting each one Excel takes. */
  private async writeBatches(context: Excel.RequestContext, worksheet: Excel.Worksheet, progress: WriteProgress): Promise<void> {
    for (const batch of (progress.batches ?? []).slice(progress.done)) {
      if (cellCount(batch) >= this.suspendFromCells) context.application.suspendApiCalculationUntilNextSync();
      for (const block of batch) {
        const target = worksheet.getRangeByIndexes(block.row, block.column, block.values.length, block.values[0]?.length ?? 0);
        // Formats first: a text format ("@") must be in place before the values, or "00123" would become 123.
        // One assignment per block even when formats differ by row (amounts per currency); null leaves a cell's format.
        if (hasFormats(block)) target.numberFormat = block.formats;
        // Wrap Text per column (RangeFormat.wrapText): Excel then sizes the row to the text, as when a person types it.
        block.wrapText?.forEach((wrap, offset) => {
          if (wrap) worksheet.getRangeByIndexes(block.row, block.column + offset, block.values.length, 1).format.wrapText = true;
        });
        target.values = block.values.map((values) => values.map(toCellInput));
      }
      await context.sync();
      progress.done += 1;
    }
  }
}

/** Each table's name and extent (header row plus data rows), one round trip for all; none when there are none. */
async function tableExtents(context: Excel.RequestContext, tables: readonly Excel.Table[]): Promise<TableExtent[]> {
  if (tables.length === 0) return [];
  const ranges = tables.map((table) => ({ name: table.name, range: table.getRange().load("rowIndex,rowCount,columnIndex,columnCount") }));
  await context.sync();
  return ranges.map(({ name, range }) => ({ name, rect: rectOf(range) }));
}

function rectOf(range: Excel.Range): RangeRect {
  return { row: range.rowIndex, column: range.columnIndex, rowCount: range.rowCount, columnCount: range.columnCount };
}

/** The header cells to add and the blocks of values beside the rows (column-plan.ts), in writing order. */
function blocksBeside(headerRow: number, line: HeaderLine, columns: ColumnSpec[], rows: RowValues[]): WriteBlock[] {
  const placement = placeColumns(line, columns);
  const blocks = planBlocks(placement.columns, columns, rows);
  const headerBlock: WriteBlock[] =
    placement.newHeaders.length === 0
      ? []
      : [
          {
            row: headerRow,
            column: placement.newHeaders[0]?.column ?? 0,
            values: [placement.newHeaders.map((added) => added.header)],
            formats: [placement.newHeaders.map(() => null)],
          },
        ];
  return [...headerBlock, ...blocks];
}

/** The same refusal as the in-memory adapter's for a table that is not on the sheet. */
function tableNotFound(sheet: string, table: string): InvalidInputError {
  return new InvalidInputError("table", "table_not_found", `there is no table "${table}" on "${sheet}"`);
}

/** Queues the loads that find a header line and the sheet's extent; read them after the next sync. */
function loadHeaderLine(worksheet: Excel.Worksheet, headerRow: number): { line(): HeaderLine; nextFreeRow(): number } {
  const used = worksheet.getUsedRangeOrNullObject(true).load("rowIndex,rowCount,columnIndex,columnCount");
  const headerCells = worksheet.getRange(`${headerRow + 1}:${headerRow + 1}`).getUsedRangeOrNullObject(true).load("values,columnIndex");
  return {
    line: () => ({
      firstColumn: headerCells.isNullObject ? 0 : headerCells.columnIndex,
      texts: headerCells.isNullObject ? [] : (headerCells.values[0] ?? []).map(fromExcel),
      nextFreeColumn: used.isNullObject ? 0 : used.columnIndex + used.columnCount,
    }),
    nextFreeRow: () => (used.isNullObject ? 0 : used.rowIndex + used.rowCount),
  };
}

function listSource(column: TableColumnSpec): string {
  const list = column.validationList ?? [];
  const withComma = list.find((item) => item.includes(","));
  if (withComma) {
    throw new InvalidInputError("validationList", "comma_in_list", `"${withComma}" cannot be a list entry: Excel splits lists at commas`);
  }
  return list.join(",");
}

function writeListColumn(sheet: Excel.Worksheet, sheetName: string, column: number, list: readonly string[]): string {
  sheet.getRangeByIndexes(0, column, list.length, 1).values = list.map((item) => [toCellInput(item)]);
  return `=${qualify(sheetName, absoluteRange({ row: 0, column, rowCount: list.length, columnCount: 1 }))}`;
}

/** "$C$2:$C$40": a list source that stays put whichever cell offers it. */
function absoluteRange(rect: RangeRect): string {
  const corner = (row: number, column: number) => `$${columnLetters(column)}$${row + 1}`;
  return `${corner(rect.row, rect.column)}:${corner(rect.row + rect.rowCount - 1, rect.column + rect.columnCount - 1)}`;
}

function rangeOf(worksheet: Excel.Worksheet, rect: RangeRect): Excel.Range {
  return worksheet.getRangeByIndexes(rect.row, rect.column, rect.rowCount, rect.columnCount);
}

function rangeAddress(row: number, column: number, rowCount: number, columnCount: number): string {
  return `${columnLetters(column)}${row + 1}:${columnLetters(column + columnCount - 1)}${row + rowCount}`;
}

/** Excel reports an empty cell as ""; the port says null. */
/** Excel's refusal of a request or an answer over its payload limit. */
function isPayloadTooLarge(error: unknown): boolean {
  const code = officeCodeOf(error);
  return code === "RequestPayloadSizeLimitExceeded" || code === "ResponsePayloadSizeLimitExceeded";
}

function fromExcel(value: unknown): CellValue {
  if (value === "" || value === undefined || value === null) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return String(value);
}

/**
 * `formulas` repeats a constant's value, so a cell holds a formula only when that text starts with "=" and differs
 * from the value — which also keeps text such as "=SUM(A1)" written through the safe-text rule a constant.
 */
function toRows(firstRow: number, values: unknown[][], formulas: unknown[][]): SheetRow[] {
  return values.map((rowValues, offset) => {
    const cells = rowValues.map(fromExcel);
    const rowFormulas = formulas[offset] ?? [];
    return {
      row: firstRow + offset,
      values: cells,
      formulas: cells.map((value, column) => {
        const formula = rowFormulas[column];
        return typeof formula === "string" && formula.startsWith("=") && formula !== value ? formula : null;
      }),
    };
  });
}
