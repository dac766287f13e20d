/**
 * Excel's refusals as errors of ours: each says, in words a finance user reads, what happened and what to do, naming
 * the sheet where there is one. Office's own `message` is localised and "isn't intended for consumption by end
 * users" (Microsoft's "Error handling with the application-specific JavaScript APIs"), so it never reaches a
 * person; the error code (not localised) is kept for support. office-error.ts picks the class from the code.
 *
 *   FxDeskError (domain)
 *     WorkbookError                 Excel refused or failed a change or a read
 *       SheetNotFoundError          the sheet is not there (renamed or deleted): sheet-not-found.ts
 *       SheetProtectedError         AccessDenied: a protected sheet, or a workbook open read-only
 *       ExcelBusyError              a cell being edited or Excel busy, for longer than FX Desk waits
 *       TooMuchDataError            a request or an answer over Excel's size limits
 *       ExcelFeatureMissingError    this Excel lacks an API FX Desk calls
 *       ExcelRefusedError           any other refusal (an invalid argument, merged cells, a general failure)
 */
import { FxDeskError } from "../domain/fx-desk-error";

interface WorkbookErrorDetails {
  /** The sheet the refused operation was about, when it was about one. */
  sheet?: string;
  /** Office's error code (OfficeExtension.Error.code), for support; absent when FX Desk found the problem itself. */
  officeCode?: string;
  cause?: unknown;
}

export class WorkbookError extends FxDeskError {
  override name = "WorkbookError";
  readonly sheet: string | undefined;
  readonly officeCode: string | undefined;

  constructor(message: string, details: WorkbookErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.sheet = details.sheet;
    this.officeCode = details.officeCode;
  }
}

/** "Payments" as a person reads it in a message; "the workbook" when no sheet is known. */
export function sheetWords(sheet: string | undefined): string {
  return sheet === undefined ? "the workbook" : `the sheet "${sheet}"`;
}

/** AccessDenied: Excel refuses changes to a protected sheet, and any change to a workbook opened read-only. */
export class SheetProtectedError extends WorkbookError {
  override name = "SheetProtectedError";
  constructor(sheet: string | undefined, officeCode = "AccessDenied") {
    const where = sheetWords(sheet);
    super(`Excel does not allow changes to ${where}: it is protected or the workbook is open read-only — unprotect it (Review > Unprotect Sheet) or open a copy you can edit, then try again`, { sheet, officeCode });
  }
}

/** Why Excel turned a change away for now: a person typing in a cell, or Excel busy with something else. */
export type WaitReason = "cell-edit" | "busy";

/** Excel kept refusing for longer than FX Desk waits (excel-patience.ts). */
export class ExcelBusyError extends WorkbookError {
  override name = "ExcelBusyError";
  constructor(
    readonly reason: WaitReason,
    readonly waitedMs: number,
    details: { sheet?: string; officeCode?: string } = {},
  ) {
    const minutes = Math.max(1, Math.round(waitedMs / 60_000));
    const how = waitedMs > 0 ? ` for ${minutes} minute${minutes === 1 ? "" : "s"}` : "";
    const what = reason === "cell-edit" ? "a cell is being edited: press Enter or Esc to finish editing" : "Excel is busy: let it finish what it is doing";
    super(`Excel did not accept changes to ${sheetWords(details.sheet)}${how} (${what}), then try again`, details);
  }
}

/** A request or an answer over Excel's size limits (5 MB on the web), which FX Desk's splitting did not avoid. */
export class TooMuchDataError extends WorkbookError {
  override name = "TooMuchDataError";
  constructor(sheet: string | undefined, officeCode: string) {
    super(`Too much data for one request to Excel on ${sheetWords(sheet)}: select fewer rows at a time, or shorten very long cells, and try again`, { sheet, officeCode });
  }
}

/** This Excel lacks an API FX Desk calls (an older build or platform). */
export class ExcelFeatureMissingError extends WorkbookError {
  override name = "ExcelFeatureMissingError";
  constructor(officeCode: string) {
    super(`This version of Excel lacks a feature FX Desk needs (${officeCode}): update Excel, or use Excel on the web`, { officeCode });
  }
}

/** Any other refusal: said with its code for support, and what usually lies behind it. */
export class ExcelRefusedError extends WorkbookError {
  override name = "ExcelRefusedError";
  constructor(sheet: string | undefined, officeCode: string, hint: string) {
    super(`Excel refused a change or a read on ${sheetWords(sheet)} (${officeCode}): ${hint}`, { sheet, officeCode });
  }
}
