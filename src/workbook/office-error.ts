/**
 * Office's refusals as the product's errors (workbook-error.ts). Office.js rejects with an OfficeExtension.Error whose
 * `code` is one of OfficeExtension.ErrorCodes or Excel.ErrorCodes and is not localised, while its `message` is
 * localised and not meant for end users: the code alone decides. Every code and its meaning here is from the tables
 * in Microsoft's "Error handling with the application-specific JavaScript APIs".
 */
import { FxDeskError } from "../domain/fx-desk-error";
import { SheetNotFoundError } from "./sheet-not-found";
import { ExcelBusyError, ExcelFeatureMissingError, ExcelRefusedError, SheetProtectedError, TooMuchDataError, type WaitReason } from "./workbook-error";

/**
 * Refusals that pass: "The operation isn't available while Excel is in Edit cell mode" (InvalidOperationInCellEditMode),
 * "The service is unavailable" (ServiceNotAvailable), "Activity limit has been reached" (ActivityLimitReached).
 * Excel turns the whole request away, so sending it again later is safe (excel-patience.ts).
 */
const WAIT_CODES: Record<string, WaitReason> = {
  InvalidOperationInCellEditMode: "cell-edit",
  ServiceNotAvailable: "busy",
  ActivityLimitReached: "busy",
};

/** The request or the answer over Excel's limits (Microsoft's "Resource limits and performance optimization for Office Add-ins"). */
const TOO_MUCH_CODES = new Set(["RequestPayloadSizeLimitExceeded", "ResponsePayloadSizeLimitExceeded", "RangeExceedsLimit", "OperationCellsExceedLimit", "MemoryLimitReached"]);

/** "It may be available in a newer version of the Office application" (ApiNotFound); preview- or platform-only APIs (NotImplemented). */
const MISSING_CODES = new Set(["ApiNotFound", "ApiNotAvailable", "NotImplemented", "UnsupportedOperation"]);

const SHAPE_HINT = "the rows or columns may be past the edge of the sheet, or changed shape meanwhile — check the sheet and try again";
const IN_THE_WAY_HINT = "merged cells, a filter, a table or a PivotTable is in the way of the cells FX Desk writes — remove it from those rows and columns, then try again";

const HINTS: Record<string, string> = {
  InvalidArgument: SHAPE_HINT,
  InvalidReference: SHAPE_HINT,
  InsertDeleteConflict: IN_THE_WAY_HINT,
  MergedRangeConflict: IN_THE_WAY_HINT,
  FilteredRangeConflict: IN_THE_WAY_HINT,
  PivotTableRangeConflict: IN_THE_WAY_HINT,
  NonBlankCellOffSheet: "the sheet is full to its last row or column — delete unused rows or columns at its end, then try again",
  InactiveWorkbook: "another workbook has the focus — click into the workbook FX Desk works on, then try again",
  UnsupportedSheet: "it is a chart or macro sheet — choose a worksheet",
};
const GENERAL_HINT = "try again; if it keeps happening, close and reopen the FX Desk pane";

/**
 * Office's error code, when `error` is an OfficeExtension.Error: its codes are words in PascalCase ("AccessDenied"),
 * unlike a platform's ("ECONNRESET", "ERR_…"); an error of ours is never one.
 */
export function officeCodeOf(error: unknown): string | undefined {
  if (error instanceof FxDeskError || typeof error !== "object" || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && /^[A-Z][a-z]+[A-Za-z]*$/.test(code) ? code : undefined;
}

/** Whether the refusal passes on its own (a cell being edited, Excel busy), and why. */
export function waitReasonOf(error: unknown): WaitReason | undefined {
  const code = officeCodeOf(error);
  return code === undefined ? undefined : WAIT_CODES[code];
}

/**
 * The product's error for an error Office.js raised about `sheet` (the sheet the operation named, if any); anything
 * else is returned as it is. `waitedMs` is how long FX Desk already waited for a refusal that passes.
 */
export function workbookErrorFrom(error: unknown, sheet?: string, waitedMs = 0): unknown {
  const code = officeCodeOf(error);
  if (code === undefined) return error;
  const reason = WAIT_CODES[code];
  if (reason !== undefined) return new ExcelBusyError(reason, waitedMs, { sheet, officeCode: code });
  if (code === "ItemNotFound") return sheet === undefined ? new ExcelRefusedError(undefined, code, "a sheet or table FX Desk works with is no longer there (renamed or deleted?) — choose it again") : new SheetNotFoundError(sheet);
  if (code === "AccessDenied") return new SheetProtectedError(sheet, code);
  if (TOO_MUCH_CODES.has(code)) return new TooMuchDataError(sheet, code);
  if (MISSING_CODES.has(code)) return new ExcelFeatureMissingError(code);
  return new ExcelRefusedError(sheet, code, HINTS[code] ?? GENERAL_HINT);
}
