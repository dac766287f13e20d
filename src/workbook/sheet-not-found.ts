import { InvalidInputError } from "../domain/invalid-input";

/**
 * The one failure that means a sheet is not there. Anything else a read throws (a busy host, a lost
 * connection, a payload refused) says nothing about whether the sheet exists, and must not be taken for it.
 */
export class SheetNotFoundError extends InvalidInputError {
  override readonly name: string = "SheetNotFoundError";
  constructor(sheet: string) {
    super("sheet", "sheet_not_found", `there is no sheet named "${sheet}"`);
  }
}
