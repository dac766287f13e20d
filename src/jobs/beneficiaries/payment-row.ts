/**
 * "Pay" from a beneficiary: a new row on the payments sheet under its last row, naming the beneficiary as the person
 * knows it (its name; its id only when another of the account's payees in that currency has the same name, since the
 * payment check could not tell them apart), with its currency, its payment type and a reference and reason the person
 * may change, the amount left empty, and the row selected: once an amount is typed, the row checks valid. Columns are
 * found by their headers as the payment kind reads them (any spelling it accepts); a sheet without one gets the
 * payment template's header line first.
 */
import type { Beneficiary } from "../../api/schemas";
import { codeInWords, PAYMENT_TYPE_WORDS } from "../../domain";
import { InvalidInputError } from "../../domain/invalid-input";
import { mapColumns, PAYMENT_FIELDS, TEXT_LIMITS, type PaymentType } from "../../domain/orders";
import { type CellValue, type SheetBlock, SheetNotFoundError, type WorkbookPort } from "../../workbook";
import { templateHeaders } from "../engine/templates";
import { paymentKind } from "../kinds/payment";

interface AddedPaymentRow {
  sheet: string;
  /** Zero-based sheet row of the new line. */
  row: number;
}

type Payee = Pick<Beneficiary, "id" | "name" | "currency" | "payment_types">;

/** How the row names the payee: "name" unless its name is shared (payee-naming.ts). */
export type PayeeNaming = "name" | "id";

export async function addPaymentRow(workbook: WorkbookPort, beneficiary: Payee, naming: PayeeNaming = "name"): Promise<AddedPaymentRow> {
  const sheet = paymentKind.template.sheet;
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
  const put = (field: string, value: CellValue) => {
    const column = mapping.columns[field];
    if (column !== undefined) line[column] = value;
  };
  put("beneficiary", naming === "name" ? beneficiary.name : beneficiary.id);
  put("currency", beneficiary.currency);
  // In the words the template's drop-down offers (domain/value-words.ts); the payment check reads them back as the code.
  put("payment_type", codeInWords(paymentTypeOf(beneficiary), PAYMENT_TYPE_WORDS));
  // Both are required by the payment check; prefilled so the amount is all a row needs, and plain to change.
  const words = `Payment to ${beneficiary.name}`.slice(0, TEXT_LIMITS.reference.maxLength);
  put("reference", words);
  put("reason", words.slice(0, TEXT_LIMITS.reason.maxLength));
  await workbook.writeRange(sheet, { row, column: table.firstColumn }, [line]);
  await workbook.goToRow(sheet, row);
  return { sheet, row };
}

/** A payee allowing local payments is paid that way (cheaper), else by the one type it allows; none said: regular. */
function paymentTypeOf(beneficiary: Payee): PaymentType {
  const types = beneficiary.payment_types.filter((type): type is PaymentType => type === "regular" || type === "priority");
  return types.includes("regular") || types.length === 0 ? "regular" : "priority";
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
  const headers = templateHeaders(paymentKind);
  await workbook.writeRange(sheet, { row: 0, column: 0 }, [headers]);
  return workbook.readTable(sheet);
}
