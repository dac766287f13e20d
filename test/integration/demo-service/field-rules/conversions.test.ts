/**
 * conversions/create refuses one bad value per documented parameter with the reference's code, message and params
 * (SW CreateConversion's x-errors; "pattern" where the operation documents the parameter's rule but not its message,
 * and the message follows the reference's pattern for that rule: docs/demo-service.md).
 */
import { refusalTable, says, text, type Row } from "../../../support/refusal-table";

const rows: Row[] = [
  ["buy_currency", "usd", says.notCurrency("buy_currency"), "SW CreateConversion"],
  ["sell_currency", "EURO", says.notCurrency("sell_currency"), "SW CreateConversion"],
  ["amount", "ten", says.wrongType("amount", "numeric"), "SW CreateConversion"],
  ["fixed_side", "both", says.notInRange("fixed_side", "buy, sell"), "SW CreateConversion"],
  ["term_agreement", "yes", says.wrongType("term_agreement", "boolean"), "SW CreateConversion"],
  ["on_behalf_of", "someone", says.notUuid("on_behalf_of"), "SW CreateConversion"],
  ["reason", text(256), says.tooLong("reason", 255), "pattern (maxLength 255)"],
  ["unique_request_id", text(256), says.tooLong("unique_request_id", 255), "pattern (maxLength 255)"],
  ["conversion_date", "2030-13-01", says.invalidFormat("conversion_date", { type: "date" }), "pattern (format date); assumption"],
  [
    "conversion_date_preference",
    "later",
    says.one("base", "invalid_conversion_date_preference", "not a valid conversion date preference, possible options are earliest, optimize_liquidity, default, next_day"),
    "CreateConversion: under base",
  ],
  ["quote_id", "quote-1", says.notUuid("quote_id"), "assumption (described as a UUID)"],
];

refusalTable("conversions/create", {
  method: "POST",
  path: "/v2/conversions/create",
  errorCode: "conversion_create_failed",
  base: { buy_currency: "EUR", sell_currency: "GBP", amount: "1000", fixed_side: "buy", term_agreement: "true" },
}, rows);
