/**
 * What the rest of the product may use of the workbook layer: the port jobs and the pane read and write sheets
 * through, its helpers (addresses, number formats, reads planned under the payload limit), Excel's refusals as errors
 * of ours, and the two adapters — the Office.js one, which only the task pane's host creates (taskpane/office-host.ts),
 * and the in-memory one, which only the playground creates. Everything else stays inside (eslint.config.js refuses a
 * deeper import from outside src/workbook, and an adapter imported by anyone else).
 */
export type { CellValue, ColumnSpec, DateSystem, DropDownList, FormulaCell, RowValues, RowsNotRead, SheetBlock, SheetInfo, SheetRow, TableColumnSpec, WorkbookPort } from "./port";
export { columnLetters, formatCell, formatRange, MAX_COLUMNS, qualify, tryParseRange, type CellRef, type RangeRect } from "./address";
export { DATE_FORMAT, DATE_TIME_FORMAT, GENERAL_FORMAT, groupedDecimalsFormat, RATE_FORMAT, TEXT_FORMAT } from "./number-formats";
export { planReadBlocks, planReadGroups } from "./read-blocks";
export { headerText } from "./sheet-block";
export { aroundEveryCall } from "./around-every-call";
export { ExcelBusyError, SheetProtectedError, WorkbookError, type WaitReason } from "./workbook-error";
export { SheetNotFoundError } from "./sheet-not-found";
export { workbookErrorFrom } from "./office-error";
export type { ExcelWait } from "./excel-patience";
export { OfficeWorkbook, type ExcelRun } from "./office-workbook";
export { MemoryWorkbook } from "./memory-workbook";
export { WorkbookModel } from "./workbook-model";
export type { CopiedCells } from "./workbook-model";
