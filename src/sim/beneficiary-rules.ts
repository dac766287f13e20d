/**
 * Which bank details a beneficiary needs, by currency and bank country (reference/beneficiary_required_details),
 * and the check of a beneficiary against them. Detail keys are the service's own (`acct_number`, `sort_code`),
 * not create-field names; ROUTING_KEYS maps them (api-notes §3).
 */
import { isSEPACountry } from "ibantools";
import type { BeneficiaryRequiredDetailsInput } from "../api/schemas";
import { checkBic, checkIban, InvalidInputError, ROUTING_CODE_TYPES } from "../domain";
import { fieldMessages, message, type FieldErrors } from "./errors";

type PaymentType = "regular" | "priority";
type EntityType = "company" | "individual";

interface BankRule {
  paymentType: PaymentType;
  /** Detail key → regular expression (source text, as the wire carries it). */
  fields: Record<string, string>;
}

const ROUTING_KEYS = new Set<string>(ROUTING_CODE_TYPES);

const BIC = "^([A-Z]{6}[A-Z0-9]{2}|[A-Z]{6}[A-Z0-9]{5})$";
const IBAN = "^([A-Z]{2}[0-9]{2}[A-Z0-9]{11,30})$";
const GENERIC_ACCOUNT = "^[0-9A-Z]{1,34}$";

const swiftWithAccount: BankRule = { paymentType: "priority", fields: { acct_number: GENERIC_ACCOUNT, bic_swift: BIC } };
const swiftWithIban: BankRule = { paymentType: "priority", fields: { iban: IBAN, bic_swift: BIC } };

/** Local (regular) rules of the currencies the demo knows in their home country; Swift is added below. */
const LOCAL_RULES: Readonly<Record<string, { countries: (country: string) => boolean; regular: Record<string, string>; priority: BankRule }>> = {
  GBP: { countries: (c) => c === "GB", regular: { acct_number: "^\\d{8}$", sort_code: "^\\d{6}$" }, priority: swiftWithIban },
  EUR: { countries: (c) => isSEPACountry(c), regular: { iban: IBAN }, priority: swiftWithIban },
  USD: { countries: (c) => c === "US", regular: { acct_number: "^[0-9A-Z]{1,17}$", aba: "^\\d{9}$" }, priority: swiftWithAccount },
  CAD: { countries: (c) => c === "CA", regular: { acct_number: "^\\d{7,12}$", institution_no: "^\\d{3}$", branch_code: "^\\d{5}$" }, priority: swiftWithAccount },
  AUD: { countries: (c) => c === "AU", regular: { acct_number: "^\\d{4,9}$", bsb_code: "^\\d{6}$" }, priority: swiftWithAccount },
  CHF: { countries: (c) => c === "CH" || c === "LI", regular: { iban: IBAN }, priority: swiftWithIban },
  JPY: { countries: (c) => c === "JP", regular: { acct_number: "^\\d{7}$", bank_code: "^\\d{4}$", branch_code: "^\\d{3}$" }, priority: swiftWithAccount },
  INR: { countries: (c) => c === "IN", regular: { acct_number: "^\\d{9,18}$", ifsc: "^[A-Z]{4}0[A-Z0-9]{6}$" }, priority: swiftWithAccount },
  SGD: { countries: (c) => c === "SG", regular: { acct_number: "^\\d{1,17}$", bic_swift: BIC }, priority: swiftWithAccount },
  HKD: { countries: (c) => c === "HK", regular: { acct_number: "^\\d{1,17}$", bank_code: "^\\d{3}$" }, priority: swiftWithAccount },
};

/** Countries whose accounts are written as IBANs (ibantools knows the SEPA ones; these are the others the demo meets). */
const OTHER_IBAN_COUNTRIES = new Set(["AE", "SA", "QA", "KW", "BH", "JO", "IL", "TR", "TN", "MA"]);

function bankRules(currency: string, bankCountry: string): BankRule[] {
  const local = LOCAL_RULES[currency];
  if (local?.countries(bankCountry)) return [{ paymentType: "regular", fields: local.regular }, local.priority];
  const ibanCountry = isSEPACountry(bankCountry) || OTHER_IBAN_COUNTRIES.has(bankCountry);
  return [ibanCountry ? swiftWithIban : swiftWithAccount];
}

const ENTITY_FIELDS: Readonly<Record<EntityType, Record<string, string>>> = {
  company: { beneficiary_company_name: "^.{1,255}$" },
  individual: { beneficiary_first_name: "^[^0-9]{1,255}$", beneficiary_last_name: "^[^0-9]{1,255}$" },
};
/** Swift payments also need the beneficiary's address. */
const SWIFT_ADDRESS_FIELDS = { beneficiary_address: "^.{1,255}$", beneficiary_city: "^.{1,255}$", beneficiary_country: "^[A-Z]{2}$" };

/** The `details` list of reference/beneficiary_required_details: one entry per payment type and entity type. */
export function requiredDetails(currency: string, bankCountry: string): BeneficiaryRequiredDetailsInput["details"] {
  return bankRules(currency, bankCountry).flatMap((rule) =>
    (["company", "individual"] as const).map((entity) => ({
      payment_type: rule.paymentType,
      beneficiary_entity_type: entity,
      ...rule.fields,
      ...ENTITY_FIELDS[entity],
      ...(rule.paymentType === "priority" ? SWIFT_ADDRESS_FIELDS : {}),
    })),
  );
}

interface BankDetails {
  currency: string;
  bank_country: string;
  payment_types: string[];
  account_number: string | null;
  iban: string | null;
  bic_swift: string | null;
  routing_code_type_1: string | null;
  routing_code_value_1: string | null;
  routing_code_type_2: string | null;
  routing_code_value_2: string | null;
  beneficiary_entity_type: string | null;
  beneficiary_company_name: string | null;
  beneficiary_first_name: string | null;
  beneficiary_last_name: string | null;
}

/**
 * Checks a beneficiary's bank and name details: IBAN by mod-97, BIC by length and layout, routing codes by the
 * pattern of their type, and for every requested payment type the fields that type needs.
 */
export function checkBankDetails(details: BankDetails, errors: FieldErrors): void {
  checkFormats(details, errors);
  const rules = bankRules(details.currency, details.bank_country);
  for (const paymentType of details.payment_types) {
    const rule = rules.find((candidate) => candidate.paymentType === paymentType);
    if (!rule) {
      errors.add(
        "payment_types",
        message("payment_types_not_available", `${paymentType} payments in ${details.currency} to ${details.bank_country} are not available`),
      );
      continue;
    }
    for (const [key, pattern] of Object.entries(rule.fields)) checkRequirement(details, key, pattern, errors);
  }
  if (details.beneficiary_entity_type === "company") {
    if (!details.beneficiary_company_name) errors.add("beneficiary_company_name", fieldMessages.required("beneficiary_company_name"));
    else if (/^\d+$/.test(details.beneficiary_company_name)) errors.add("beneficiary_company_name", fieldMessages.invalidFormat("beneficiary_company_name"));
  }
  if (details.beneficiary_entity_type === "individual") {
    for (const field of ["beneficiary_first_name", "beneficiary_last_name"] as const) {
      const value = details[field];
      if (!value) errors.add(field, fieldMessages.required(field));
      else if (/\d/.test(value)) errors.add(field, fieldMessages.invalidFormat(field));
    }
  }
}

function checkFormats(details: BankDetails, errors: FieldErrors): void {
  if (details.iban) {
    try {
      checkIban(details.iban);
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      errors.add("iban", { ...fieldMessages.invalidFormat("iban"), message: "iban is not a valid IBAN" });
    }
  }
  if (details.bic_swift) {
    try {
      checkBic(details.bic_swift);
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      errors.add("bic_swift", { ...fieldMessages.invalidFormat("bic_swift"), message: "bic_swift should be 8 or 11 characters: a valid BIC" });
    }
  }
  for (const slot of [1, 2] as const) {
    const type = details[`routing_code_type_${slot}`];
    const value = details[`routing_code_value_${slot}`];
    if (type && !value) errors.add(`routing_code_value_${slot}`, fieldMessages.required(`routing_code_value_${slot}`));
    if (value && !type) errors.add(`routing_code_type_${slot}`, fieldMessages.required(`routing_code_type_${slot}`));
  }
}

function checkRequirement(details: BankDetails, key: string, pattern: string, errors: FieldErrors): void {
  const regex = new RegExp(pattern);
  if (ROUTING_KEYS.has(key)) {
    const slot = details.routing_code_type_1 === key ? 1 : details.routing_code_type_2 === key ? 2 : undefined;
    if (slot === undefined) {
      errors.add("routing_code_type_1", message(`${key}_is_required`, `A routing code of type ${key} is required`));
      return;
    }
    const field = `routing_code_value_${slot}` as const;
    const value = details[field];
    if (value && !regex.test(value) && !errors.has(field)) {
      errors.add(field, { ...fieldMessages.invalidFormat(field), message: `${field} is not a valid ${key}` });
    }
    return;
  }
  const field = key === "acct_number" ? "account_number" : (key as "iban" | "bic_swift");
  const value = details[field];
  if (!value) {
    if (!errors.has(field)) errors.add(field, fieldMessages.required(field));
  } else if (!regex.test(value) && !errors.has(field)) {
    errors.add(field, fieldMessages.invalidFormat(field));
  }
}
