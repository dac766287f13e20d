import { WorkbookError } from "./workbook-error";

/**
 * The one failure that means a sheet is not there (Office's ItemNotFound for a sheet looked up by name: it was
 * renamed or deleted). Anything else a read throws (a busy host, a lost connection, a payload refused) says nothing
 * about whether the sheet exists, and must not be taken for it.
 */
export class SheetNotFoundError extends WorkbookError {
  override name = "SheetNotFoundError";
  constructor(sheet: string) {
    super(`There is no sheet named "${sheet}" (was it renamed or deleted?): rename it back, or choose the sheet again`, { sheet });
  }
}
