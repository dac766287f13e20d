import type { MemoryWorkbook } from "../workbook/memory-workbook";

/**
 * The sheets a first-time user sees: rates as formulas, and the kind of rows a treasury team books from.
 * Entered the way a user types them ("=…" is a formula).
 */
export function loadSampleData(workbook: MemoryWorkbook): void {
  workbook.setValues("Rates", "A1", [
    ["Pair", "Mid", "Bid", "Offer"],
    ["EURGBP", '=FX.RATE("EURGBP")', '=FX.RATE("EURGBP","bid")', '=FX.RATE("EURGBP","offer")'],
    ["GBPUSD", '=FX.RATE("GBPUSD")', '=FX.RATE("GBPUSD","bid")', '=FX.RATE("GBPUSD","offer")'],
    ["EURUSD", "=FX.RATE(A4)", '=FX.RATE(A4,"bid")', '=FX.RATE(A4,"offer")'],
    ["USDJPY", "=FX.RATE(A5)", '=FX.RATE(A5,"bid")', '=FX.RATE(A5,"offer")'],
  ]);
  workbook.setValues("Conversions", "A1", [
    ["Buy currency", "Sell currency", "Amount", "Fixed side", "Reason"],
    ["GBP", "EUR", 10000, "buy", "Supplier invoices"],
    ["USD", "GBP", 25000, "buy", "Payroll US"],
    ["EUR", "USD", 5000, "sell", "Treasury rebalance"],
  ]);
  workbook.setValues("Payments", "A1", [
    ["Beneficiary", "Currency", "Amount", "Reference", "Reason"],
    ["Acme Supplies Ltd", "GBP", 1250.5, "INV-1001", "Invoice payment"],
    ["Müller GmbH", "EUR", 980, "RE-2024-77", "Services"],
    ["Contoso Inc", "USD", 4300, "PO-5521", "Hardware"],
  ]);
  workbook.select("Rates", "F2");
}
