/**
 * "Pay" from a beneficiary: a new row on the payments sheet under its last row, naming the beneficiary by id with
 * its currency, the amount and reference left empty for the person to fill, and the row selected. Columns are
 * found by their headers as the payment kind reads them (any spelling it accepts); a sheet without one gets the
 * payment template's header line first.
 */
import type { Beneficiary } from "../../api/schemas";
import { InvalidInputError } from "../../domain/invalid-input";
import { mapColumns, PAYMENT_FIELDS } from "../../domain/orders";
import type { CellValue, SheetBlock, WorkbookPort } from "../../workbook/port";
import { SheetNotFoundError } from "../../workbook/sheet-not-found";
import { templateHeaders } from "../engine/templates";
import { kindSpec } from "../kinds";

interface AddedPaymentRow {
  sheet: string;
  /** Zero-based sheet row of the new line. */
  row: number;
}

export async function addPaymentRow(workbook: WorkbookPort, beneficiary: Pick<Beneficiary, "id" | "currency">): Promise<AddedPaymentRow> {
  const sheet = kindSpec("payment").template.sheet;
  const table = await paymentsTable(workbook, sheet);
  const mapping = mapColumns(table.headers, PAYMENT_FIELDS);
  const missing = ["beneficiary", "currency"].filter((field) => mapping.columns[field] === undefined);
  if (missing.length > 0) {
    throw new InvalidInputError(
      "sheet",
      "payment_columns_missing",
      `the "${sheet}" sheet has no ${missing.map((field) => (field === "beneficiary" ? "Beneficiary" : "Currency")).join(" or ")} column in its header line — add it, or rename that sheet so a new one is made`,
    );
  }
  const lastRow = table.rows.reduce((last, line) => (line.values.some((value) => value !== null && String(value).trim() !== "") ? line.row : last), table.headerRow);
  const row = lastRow + 1;
  const line: CellValue[] = table.headers.map(() => null);
  line[mapping.columns.beneficiary as number] = beneficiary.id;
  line[mapping.columns.currency as number] = beneficiary.currency;
  await workbook.writeRange(sheet, { row, column: table.firstColumn }, [line]);
  await workbook.goToRow(sheet, row);
  return { sheet, row };
}

/** The payments sheet's header line and rows; a missing or empty sheet gets the payment template's header line. */
async function paymentsTable(workbook: WorkbookPort, sheet: string): Promise<SheetBlock> {
  try {
    const table = await workbook.readTable(sheet);
    if (table.headers.some((header) => header.trim() !== "")) return table;
  } catch (error) {
    if (!(error instanceof SheetNotFoundError)) throw error;
    await workbook.createSheet(sheet);
  }
  const headers = templateHeaders("payment");
  await workbook.writeRange(sheet, { row: 0, column: 0 }, [headers]);
  return workbook.readTable(sheet);
}
