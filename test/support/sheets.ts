/** Order sheets in the memory workbook: put rows on a sheet as a user would, and read back what a job wrote. */
import type { MemoryWorkbook } from "../../src/workbook/memory-workbook";
import type { CellValue } from "../../src/workbook/port";

export const PAYMENT_HEADERS = ["Beneficiary", "Amount", "Currency", "Reference", "Reason"];

/** Puts a header line and rows on a sheet and selects the data rows. */
export function loadSheet(workbook: MemoryWorkbook, sheet: string, headers: readonly string[], rows: readonly (readonly (string | number | boolean)[])[]): void {
  workbook.setValues(sheet, "A1", [headers, ...rows]);
  workbook.select(sheet, `A2:A${rows.length + 1}`);
}

/** The cells of one sheet row under the given header (reading the whole used range). */
export async function columnValues(workbook: MemoryWorkbook, sheet: string, header: string): Promise<CellValue[]> {
  const block = await workbook.readTable(sheet);
  const index = block.headers.indexOf(header);
  return block.rows.map((row) => (index < 0 ? null : (row.values[index] ?? null)));
}
