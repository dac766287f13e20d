/**
 * Long sheets for the payload tests and the sheet benchmark, on a WorkbookModel (the memory workbook's, or the one
 * behind the Office fake): a payment sheet of 100,000 rows with 3 areas selected far apart, and a sheet of formulas
 * with FX conversions scattered among other formulas.
 */
import { formatCell } from "../../src/workbook/address";
import type { WorkbookModel } from "../../src/workbook/workbook-model";

export const PAYMENTS_SHEET = "Payments";
export const LONG_PAYMENT_HEADERS = ["Beneficiary", "Amount", "Currency", "Reference"];
/** Zero-based rows of the three areas selected: sheet rows 2-10, 50,000-50,010 and 99,990-100,000. */
export const THREE_AREAS = [
  { row: 1, rowCount: 9 },
  { row: 49_999, rowCount: 11 },
  { row: 99_989, rowCount: 11 },
];
export const THREE_AREA_ROWS = THREE_AREAS.flatMap((area) => Array.from({ length: area.rowCount }, (_, offset) => area.row + offset));

/** A header line and 99,999 payment rows (the sheet's last row is 100,000), the three areas selected. */
export function fillThreeAreaPayments(model: WorkbookModel): void {
  model.setValues(PAYMENTS_SHEET, { row: 0, column: 0 }, [
    LONG_PAYMENT_HEADERS,
    ...Array.from({ length: 99_999 }, (_, index) => [`Supplier ${index} GmbH`, (index % 9_000) + 10.25, "EUR", `INV-2026-${index}`]),
  ]);
  const [first, ...more] = THREE_AREAS.map((area) => ({ ...area, column: 0, columnCount: 1 }));
  if (first) model.select(PAYMENTS_SHEET, first, ...more);
}

export const FORMULA_SHEET = "Book";
export const FORMULA_SHEET_ROWS = 100_000;

/**
 * 100,000 rows, each with an amount, three formulas on it and a note, and an FX conversion on every 7th row only,
 * set apart by the note column. Answers the A1 addresses of the FX cells, top to bottom.
 */
export function fillFormulaSheet(model: WorkbookModel): string[] {
  const fxCells: string[] = [];
  model.setValues(FORMULA_SHEET, { row: 0, column: 0 }, [
    ["Amount", "Net", "Band", "Ratio", "Note", "In USD"],
    ...Array.from({ length: FORMULA_SHEET_ROWS }, (_, index) => {
      const row = index + 2;
      const fx = index % 7 === 0 ? `=FX.CONVERT(A${row},"EUR","USD")` : "";
      if (fx) fxCells.push(formatCell({ row: row - 1, column: 5 }));
      return [index + 0.5, `=ROUND(A${row}*1.1,2)`, `=IF(B${row}>100,"large","small")`, `=IFERROR(B${row}/A${row},0)`, `Invoice ${index}`, fx];
    }),
  ]);
  return fxCells;
}
