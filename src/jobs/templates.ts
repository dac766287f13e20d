import type { OrderKind } from "../domain/orders";
import type { TableColumnSpec, WorkbookPort } from "../workbook/port";

/**
 * Currencies offered in the template's drop-downs: widely traded ones, short enough for Excel's 255-character
 * list limit. Any other ISO code can still be typed; validation happens when the rows are read.
 */
const COMMON_CURRENCIES = ["AUD", "CAD", "CHF", "CNY", "CZK", "DKK", "EUR", "GBP", "HKD", "HUF", "INR", "JPY", "MXN", "NOK", "NZD", "PLN", "SEK", "SGD", "USD", "ZAR"];
const TEXT = "@";
const DATE = "yyyy-mm-dd";

const TEMPLATES: Record<OrderKind, { sheet: string; table: string; columns: TableColumnSpec[] }> = {
  conversion: {
    sheet: "Conversions",
    table: "FxConversions",
    columns: [
      { header: "Buy currency", validationList: COMMON_CURRENCIES },
      { header: "Sell currency", validationList: COMMON_CURRENCIES },
      { header: "Amount", format: "#,##0.00" },
      { header: "Fixed side", validationList: ["buy", "sell"] },
      { header: "Reason", format: TEXT },
      { header: "Conversion date", format: DATE },
      { header: "Acting as", format: TEXT },
    ],
  },
  payment: {
    sheet: "Payments",
    table: "FxPayments",
    columns: [
      { header: "Beneficiary", format: TEXT },
      { header: "Currency", validationList: COMMON_CURRENCIES },
      { header: "Amount", format: "#,##0.00" },
      { header: "Reference", format: TEXT },
      { header: "Reason", format: TEXT },
      { header: "Payment type", validationList: ["regular", "priority"] },
      { header: "Payment date", format: DATE },
      { header: "IBAN", format: TEXT },
      { header: "BIC", format: TEXT },
      { header: "Account number", format: TEXT },
      { header: "Routing code type", validationList: ["aba", "sort_code", "bsb_code", "institution_no", "bank_code", "branch_code", "clabe", "cnaps", "ifsc"] },
      { header: "Routing code", format: TEXT },
      { header: "Bank country", format: TEXT },
      { header: "Account holder", format: TEXT },
      { header: "Acting as", format: TEXT },
    ],
  },
};

/**
 * Adds a formatted table for one kind of order: headers the jobs recognise, drop-downs for currencies, fixed
 * side and payment type, and text format where Excel would otherwise eat leading zeros (accounts, references).
 * The table name gets a suffix so a second template never clashes with the first.
 */
export async function insertTemplate(workbook: WorkbookPort, kind: OrderKind, sheet = TEMPLATES[kind].sheet): Promise<{ sheet: string; table: string }> {
  const template = TEMPLATES[kind];
  const table = `${template.table}_${Date.now().toString(36)}`;
  await workbook.createTable({ sheet, name: table, columns: template.columns });
  return { sheet, table };
}

export function templateHeaders(kind: OrderKind): string[] {
  return TEMPLATES[kind].columns.map((column) => column.header);
}
