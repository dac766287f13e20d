import type { MemoryWorkbook } from "../workbook";

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
    ["GBP", "EUR", 10000, "Buy", "Supplier invoices"],
    ["USD", "GBP", 25000, "Buy", "Payroll US"],
    ["EUR", "USD", 5000, "Sell", "Treasury rebalance"],
  ]);
  // Payees given by bank details, so a fresh demo service can pay them (the beneficiary is created on first use).
  // Row 5's amount has a decimal too many and row 6's IBAN a wrong check digit: both show what a check refuses.
  workbook.setValues("Payments", "A1", [
    ["Beneficiary", "Currency", "Amount", "Reference", "Reason", "IBAN", "Account holder"],
    ["Acme Supplies", "EUR", 1250.5, "INV-1001", "Invoice payment", "DE89370400440532013000", "Acme Supplies GmbH"],
    ["Müller Logistik", "EUR", 980, "RE-2024-77", "Services", "AT611904300234573201", "Müller Logistik AG"],
    ["Helvetia Parts", "CHF", 4300, "PO-5521", "Hardware", "CH9300762011623852957", "Helvetia Parts AG"],
    ["Dupont Conseil", "EUR", 310.255, "F-2024-12", "Consulting", "FR1420041010050500013M02606", "Dupont Conseil SARL"],
    ["Nordic Design", "EUR", 2150, "NDB-889", "Design work", "NL91ABNA0417164301", "Nordic Design BV"],
  ]);
  // A batch of 180 conversions, every one a different trade (so each needs its own quote): more than the client's
  // rate budget sends in a minute, so a check of the whole sheet shows its progress and its time left.
  workbook.setValues("Batch", "A1", [["Buy currency", "Sell currency", "Amount", "Fixed side", "Reason"], ...batchConversions(180)]);
  workbook.select("Rates", "F2");
}

const BATCH_PAIRS: readonly (readonly [string, string])[] = [
  ["GBP", "EUR"],
  ["USD", "GBP"],
  ["EUR", "USD"],
];

/** `count` valid conversion rows, each with its own amount: 1,010.00, 1,020.00, … */
function batchConversions(count: number): (string | number)[][] {
  return Array.from({ length: count }, (_, index) => {
    const [buy, sell] = BATCH_PAIRS[index % BATCH_PAIRS.length] as readonly [string, string];
    return [buy, sell, 1000 + (index + 1) * 10, index % 2 === 0 ? "Buy" : "Sell", `Batch ${index + 1}`];
  });
}
