/**
 * Every find refuses a bad page, page size and order as the reference words them (SW FindBeneficiaries,
 * FindTransfers, FindBalances x-errors: page_type_is_wrong "of integer type", page_is_too_small "can not be smaller
 * than 1" with {minvalue}, order_asc_desc_not_in_range); per_page beyond 1000 as FindTransfers words it, its params
 * {maxvalue} by symmetry (an assumption: docs/demo-service.md).
 */
import { entry, refusalTable, says, type Row } from "../../../support/refusal-table";

const paging: Row[] = [
  ["page", "first", says.wrongType("page", "integer"), "SW FindBeneficiaries, FindTransfers"],
  ["page", "0", says.one("page", "page_is_too_small", "page can not be smaller than 1", { minvalue: 1 }), "SW FindBeneficiaries, FindTransfers"],
  ["per_page", "many", says.wrongType("per_page", "integer"), "SW FindBeneficiaries, FindTransfers"],
  ["per_page", "0", says.one("per_page", "per_page_is_too_small", "per_page can not be smaller than 1", { minvalue: 1 }), "SW FindBeneficiaries, FindTransfers"],
  ["per_page", "1001", says.one("per_page", "per_page_is_too_big", "per_page can not be bigger than 1000", { maxvalue: 1000 }), "SW FindTransfers; params assumption"],
  ["order_asc_desc", "up", says.notInRange("order_asc_desc", "asc, desc"), "SW FindBeneficiaries, FindBalances"],
];

const FINDS = [
  ["GET", "/v2/conversions/find", "conversion_find_failed"],
  ["GET", "/v2/payments/find", "payment_find_failed"],
  ["POST", "/v2/beneficiaries/find", "beneficiary_find_failed"],
  ["GET", "/v2/beneficiaries/find", "beneficiary_find_failed"],
  ["POST", "/v2/contacts/find", "contact_find_failed"],
  ["POST", "/v2/accounts/find", "account_find_failed"],
  ["GET", "/v2/transfers/find", "transfer_find_failed"],
  ["GET", "/v2/transactions/find", "transaction_find_failed"],
  ["GET", "/v2/balances/find", "balance_find_failed"],
] as const;

for (const [method, path, errorCode] of FINDS) {
  const own: Row[] = [];
  if (path === "/v2/balances/find") own.push(["order", "colour", says.notInRange("order", "created_at, amount, updated_at, currency"), "SW FindBalances"]);
  if (path === "/v2/beneficiaries/find") {
    const range = "bank_account_holder_name, beneficiary_country, currency, account_number, bic_swift, iban, default_beneficiary, bank_address, name, bank_account_type, beneficiary_entity_type, beneficiary_city, beneficiary_address, beneficiary_company_name, beneficiary_first_name, beneficiary_last_name, beneficiary_state_or_province, beneficiary_postcode, created_at, updated_at";
    own.push(["order", "colour", { order: [entry("order_not_in_range", `order should be in range: ${range}`, { range })] }, "SW FindBeneficiaries"]);
  }
  refusalTable(`${method} ${path}`, { method, path, errorCode, base: {} }, [...paging, ...own]);
}
