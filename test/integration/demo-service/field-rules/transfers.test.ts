/**
 * transfers/create refuses one bad value per documented parameter with SW CreateTransfer's own code, message and
 * field (it departs from the patterns: reason_too_long, a destination filed under account_id, the currency quoted).
 */
import { entry, refusalTable, says, text, type Row } from "../../../support/refusal-table";

const NOT_ABOVE_ZERO = says.one("amount", "amount_type_is_wrong", "Amount should be of numeric_greater_than_zero type");

const rows: Row[] = [
  ["source_account_id", "acct-1", says.notUuid("source_account_id"), "SW CreateTransfer"],
  ["destination_account_id", "acct-2", { account_id: [entry("destination_account_id_is_not_valid_uuid", "destination_account_id should be in UUID format")] }, "SW CreateTransfer"],
  ["currency", "gbp", says.one("currency", "currency_is_in_invalid_format", "gbp currency is not a valid ISO 4217 currency code"), "SW CreateTransfer"],
  ["amount", "ten", NOT_ABOVE_ZERO, "SW CreateTransfer"],
  ["amount", "0", NOT_ABOVE_ZERO, "SW CreateTransfer"],
  ["reason", text(256), says.one("reason", "reason_too_long", "Reason longer than 255 symbols"), "SW CreateTransfer"],
  ["unique_request_id", text(101), says.one("unique_request_id", "unique_request_id_too_long", "The unique_request_id provided is longer than 100 characters, please provide a shorter one"), "SW CreateTransfer"],
];

refusalTable("transfers/create", {
  method: "POST",
  path: "/v2/transfers/create",
  errorCode: "transfer_create_failed",
  base: { source_account_id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", destination_account_id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e", currency: "GBP", amount: "10" },
}, rows);
