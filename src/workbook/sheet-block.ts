import type { CellValue, SelectionBlock, SheetBlock } from "./port";

/** Header cells may hold numbers (a year, a code); the port hands them over as text. */
export function headerText(value: CellValue): string {
  return value === null ? "" : String(value);
}

/** What a read returns for an empty sheet or a selection outside any data. */
export function emptyBlock(sheet: string, address: string, headerRow: number): SheetBlock {
  return { sheet, address, headers: [], headerRow, firstColumn: 0, rows: [] };
}

/** What a selection's read returns when there is nothing to read: no header line, nothing left out. */
export function emptySelection(sheet: string, address: string, headerRow: number): SelectionBlock {
  return { ...emptyBlock(sheet, address, headerRow), table: undefined, notRead: [], hiddenRows: [] };
}
