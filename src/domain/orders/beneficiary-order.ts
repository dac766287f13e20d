/**
 * A beneficiary row → the beneficiary to create, or every problem it has. Bank details are read as a payment row
 * reads them (payment-order.ts parseBankDetails); this adds what a beneficiary carries besides: payment types, a
 * second routing code (Canada, Japan), the beneficiary's country, names, address and identification.
 */
import { BENEFICIARY_IDENTIFICATION_TYPES } from "../beneficiary-form";
import type { RoutingCodeType } from "../bank-details";
import { checkCountryCode } from "../countries";
import { parseCurrency } from "../currencies";
import { InvalidInputError } from "../invalid-input";
import { codeOfValue, PAYMENT_TYPE_WORDS, valuesInWords } from "../value-words";
import { describeNeededCell } from "./column-needs";
import type { ParsedOrder } from "./conversion-order";
import type { OrderCells } from "./order-cells";
import { checkedRoutingCode, parseBankDetails, parseRoutingCodeType, PAYMENT_TYPE_SPELLINGS, PAYMENT_TYPES, PAYMENT_TYPES_IN_WORDS, type BankDetails, type PaymentType } from "./payment-order";
import { ProblemCollector } from "./row-problems";
import { TEXT_LIMITS } from "./text-limits";

export interface BeneficiaryOrder {
  currency: string;
  /** Nickname, account holder, bank country, IBAN/BIC, account number, the first routing code, entity type. */
  bank: BankDetails;
  secondRoutingCode: { type: RoutingCodeType; value: string } | undefined;
  paymentTypes: PaymentType[];
  beneficiaryCountry: string | undefined;
  companyName: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
  address: string | undefined;
  city: string | undefined;
  postcode: string | undefined;
  stateOrProvince: string | undefined;
  /** YYYY-MM-DD. */
  dateOfBirth: string | undefined;
  identificationType: string | undefined;
  identificationValue: string | undefined;
  email: string | undefined;
  actingAs: string | undefined;
}

const LINE = { maxLength: 255 } as const;

export function parseBeneficiaryOrder(cells: OrderCells): ParsedOrder<BeneficiaryOrder> {
  const collect = new ProblemCollector();
  const currency = collect.attempt(() => parseCurrency(cells.value("currency") ?? "", cells.label("currency")));
  const name = collect.attempt(() => cells.text("name", TEXT_LIMITS.beneficiaryName));
  const hasBankDetails = collect.attempt(() => cells.has("iban") || cells.has("account_number") || cells.has("routing_code_value"));
  if (hasBankDetails === false && collect.ok) {
    const { columns } = cells;
    collect.addSentence(cells.label("iban"), "is_required", describeNeededCell(columns, columns.firstMapped("iban", "account_number"), `a beneficiary needs bank details: an IBAN, or an account number with its routing code, or a CLABE`));
  }
  const bank = hasBankDetails === true ? parseBankDetails(cells, name === undefined ? undefined : { name, field: "name" }, collect) : undefined;
  const secondText = collect.attempt(() => cells.text("routing_code_value_2", TEXT_LIMITS.routingCode));
  const secondType = collect.attempt(() => parseRoutingCodeType(cells, secondText, collect, { type: "routing_code_type_2", value: "routing_code_value_2" }));
  const secondValue = checkedRoutingCode(cells, "routing_code_value_2", secondType, secondText, collect);
  const paymentTypes = collect.attempt(() => parsePaymentTypes(cells));
  const beneficiaryCountry = collect.attempt(() => countryCode(cells, "beneficiary_country"));
  const text = (field: string, rules: { maxLength: number } = LINE) => collect.attempt(() => cells.text(field, rules));
  const companyName = text("beneficiary_company_name");
  const firstName = text("beneficiary_first_name");
  const lastName = text("beneficiary_last_name");
  const address = text("beneficiary_address");
  const city = text("beneficiary_city");
  const postcode = text("beneficiary_postcode", { maxLength: 12 });
  const stateOrProvince = text("beneficiary_state_or_province");
  const dateOfBirth = collect.attempt(() => cells.date("beneficiary_date_of_birth"));
  const identificationType = collect.attempt(() => parseIdentificationType(cells));
  const identificationValue = text("beneficiary_identification_value");
  const email = text("email");
  const actingAs = collect.attempt(() => cells.actingAs("acting_as"));

  if (bank?.entityType === "individual") {
    for (const [field, value] of [["beneficiary_first_name", firstName], ["beneficiary_last_name", lastName]] as const) {
      if (value === undefined) {
        collect.addSentence(cells.label(field), "is_required", describeNeededCell(cells.columns, field, "an individual beneficiary needs a first and a last name"));
      }
    }
  }
  if (!collect.ok || currency === undefined || bank === undefined || paymentTypes === undefined) return { ok: false, problems: collect.problems };
  return {
    ok: true,
    order: {
      currency,
      bank,
      secondRoutingCode: secondValue !== undefined && secondType !== undefined ? { type: secondType, value: secondValue } : undefined,
      paymentTypes,
      beneficiaryCountry,
      // A company is paid under its account holder's name unless the row names the company.
      companyName: companyName ?? (bank.entityType === "company" ? bank.bankAccountHolderName : undefined),
      firstName,
      lastName,
      address,
      city,
      postcode,
      stateOrProvince,
      dateOfBirth,
      identificationType,
      identificationValue,
      email,
      actingAs,
    },
  };
}

/** "Local", "Swift", "Local and Swift" (any separator), the codes "regular", "priority", or "both"; blank is Local. */
function parsePaymentTypes(cells: OrderCells): PaymentType[] {
  const text = cells.text("payment_types", { maxLength: 40 })?.toLowerCase();
  if (text === undefined) return ["regular"];
  if (text === "both") return ["priority", "regular"];
  const types = new Set<PaymentType>();
  for (const word of text.split(/[\s,;/+&]+/).filter((part) => part !== "" && part !== "and")) {
    const type = codeOfValue(word, PAYMENT_TYPES, PAYMENT_TYPE_WORDS, PAYMENT_TYPE_SPELLINGS);
    if (type === undefined) {
      throw new InvalidInputError(cells.label("payment_types"), "not_in_range", `"${word}" is not a payment type — write ${PAYMENT_TYPES_IN_WORDS.join(", ")} or ${BOTH_PAYMENT_TYPES}`);
    }
    types.add(type);
  }
  return [...types].sort();
}

function countryCode(cells: OrderCells, field: string): string | undefined {
  const text = cells.text(field, TEXT_LIMITS.shortCode);
  return text === undefined ? undefined : checkCountryCode(text, cells.label(field));
}

function parseIdentificationType(cells: OrderCells): string | undefined {
  const text = cells.text("beneficiary_identification_type", TEXT_LIMITS.shortCode);
  if (text === undefined) return undefined;
  const type = codeOfValue(text, BENEFICIARY_IDENTIFICATION_TYPES);
  if (type === undefined) {
    throw new InvalidInputError(cells.label("beneficiary_identification_type"), "not_in_range", `"${text}" is not an identification type — use one of ${valuesInWords(BENEFICIARY_IDENTIFICATION_TYPES).join(", ")}`);
  }
  return type;
}

/** A payee paid both ways, in words. */
export const BOTH_PAYMENT_TYPES = "Local and Swift";
