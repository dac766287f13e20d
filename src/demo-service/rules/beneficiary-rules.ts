/**
 * Which details a beneficiary needs, by currency, bank country, beneficiary country, entity type and payment type
 * (reference/beneficiary_required_details), and the check of a beneficiary against them. Detail keys and patterns
 * are the service's own (`acct_number`, `sort_code`, `"^.{1,255}"`), not create-field names (docs/provider-api.md §3; the
 * client maps them in domain/beneficiary-form.ts). A route may be paid several ways (GBP priority by account
 * number and sort code, or by IBAN and BIC): one entry each, and a beneficiary satisfying any of them is valid.
 */
import { isSEPACountry } from "ibantools";
import type { BeneficiaryInput, BeneficiaryRequiredDetailsInput } from "../wire";
import { bicOf, ibanOf, ROUTING_CODE_TYPES } from "./bank-codes";
import { fieldMessages, message, type FieldErrors } from "../errors";

type PaymentType = "regular" | "priority";
type EntityType = "company" | "individual";
type Pattern = Record<string, string>;

const ROUTING_KEYS = new Set<string>(ROUTING_CODE_TYPES);

// The service's own spellings of its patterns (SW-resp beneficiary_required_details).
const BIC = "^[0-9A-Z]{8}$|^[0-9A-Z]{11}$";
const IBAN = "([A-Z0-9]\\s*){15,34}";
const GENERIC_ACCOUNT = "^[0-9A-Z]{1,50}$";
const TEXT = "^.{1,255}";
const COUNTRY = "^[A-z]{2}$";

const swiftByAccount: Pattern = { acct_number: GENERIC_ACCOUNT, bic_swift: BIC };
const swiftByIban: Pattern = { iban: IBAN, bic_swift: BIC };

/** A currency paid locally in its home country: the regular ways, the priority ways, and what each entity adds. */
interface LocalRoute {
  home: (country: string) => boolean;
  regular: Pattern[];
  priority: Pattern[];
  /** Extra details per entity type on every way (e.g. CNY to individuals needs their identification). */
  entity?: Partial<Record<EntityType, Pattern>>;
  /** Regular payments also need the beneficiary's address (INR, CNY, MXN clearing carries it). */
  regularNeedsAddress?: boolean;
}

const LOCAL_ROUTES: Readonly<Record<string, LocalRoute>> = {
  GBP: { home: (c) => c === "GB", regular: [{ acct_number: "^\\d{8}$", sort_code: "^\\d{6}$" }], priority: [{ acct_number: "^\\d{8}$", sort_code: "^\\d{6}$" }, swiftByIban] },
  EUR: { home: (c) => isSEPACountry(c), regular: [{ iban: IBAN }], priority: [swiftByIban] },
  USD: { home: (c) => c === "US", regular: [{ acct_number: "^[0-9A-Z]{1,17}$", aba: "^\\d{9}$" }], priority: [{ acct_number: "^[0-9A-Z]{1,17}$", aba: "^\\d{9}$" }, swiftByAccount] },
  CAD: { home: (c) => c === "CA", regular: [{ acct_number: "^\\d{7,12}$", institution_no: "^\\d{3}$", branch_code: "^\\d{5}$" }], priority: [swiftByAccount] },
  AUD: { home: (c) => c === "AU", regular: [{ acct_number: "^\\d{4,9}$", bsb_code: "^\\d{6}$" }], priority: [swiftByAccount] },
  CHF: { home: (c) => c === "CH" || c === "LI", regular: [{ iban: IBAN }], priority: [swiftByIban] },
  JPY: { home: (c) => c === "JP", regular: [{ acct_number: "^\\d{7}$", bank_code: "^\\d{4}$", branch_code: "^\\d{3}$" }], priority: [swiftByAccount] },
  INR: { home: (c) => c === "IN", regular: [{ acct_number: "^\\d{9,18}$", ifsc: "^[A-Z]{4}0[A-Z0-9]{6}$" }], priority: [swiftByAccount], regularNeedsAddress: true },
  MXN: { home: (c) => c === "MX", regular: [{ clabe: "^\\d{18}$" }], priority: [{ clabe: "^\\d{18}$", bic_swift: BIC }], regularNeedsAddress: true },
  CNY: {
    home: (c) => c === "CN",
    regular: [{ acct_number: "^\\d{1,34}$", cnaps: "^\\d{12}$" }],
    priority: [swiftByAccount],
    regularNeedsAddress: true,
    entity: { individual: { beneficiary_identification_type: "^(national_id|passport)$", beneficiary_identification_value: "^[0-9A-Z]{1,50}$" } },
  },
  // Assumption (demo data): Malaysia's local clearing by account number and the bank's BIC, as SGD's.
  MYR: { home: (c) => c === "MY", regular: [{ acct_number: "^\\d{1,17}$", bic_swift: BIC }], priority: [swiftByAccount] },
  SGD: { home: (c) => c === "SG", regular: [{ acct_number: "^\\d{1,17}$", bic_swift: BIC }], priority: [swiftByAccount] },
  HKD: { home: (c) => c === "HK", regular: [{ acct_number: "^\\d{1,17}$", bank_code: "^\\d{3}$" }], priority: [swiftByAccount] },
};

/** Countries whose accounts are written as IBANs (ibantools knows the SEPA ones; these are the others the demo meets). */
const OTHER_IBAN_COUNTRIES = new Set(["AE", "SA", "QA", "KW", "BH", "JO", "IL", "TR", "TN", "MA"]);

/** The beneficiary's address, as every Swift payment and some local clearings need it. */
const ADDRESS: Pattern = { beneficiary_address: TEXT, beneficiary_city: TEXT, beneficiary_country: COUNTRY };
/** Countries whose addresses carry a postcode and a state the banks ask for on Swift payments to individuals. */
const POSTCODE_STATE_COUNTRIES = new Set(["US", "CA", "MX", "AU"]);

const ENTITY_NAMES: Readonly<Record<EntityType, Pattern>> = {
  company: { beneficiary_company_name: "^(?!\\d+$).{1,255}$" },
  individual: { beneficiary_first_name: "^([^0-9]{1,255})$", beneficiary_last_name: "^([^0-9]{1,255})$" },
};

/**
 * How the service words a detail it misses or refuses (SW CreateBeneficiary x-errors): `<stem>_is_missing` and
 * `<stem>_is_invalid`, "Account number is missing"; routing codes under the category `routing_code` ("Sort code is
 * missing"); identification under its field with the stem `identification_type`.
 */
const DETAIL_WORDS: Readonly<Record<string, { stem: string; label: string }>> = {
  account_number: { stem: "account_number", label: "Account number" },
  iban: { stem: "iban", label: "IBAN" },
  bic_swift: { stem: "bic_swift", label: "BIC/Swift" }, // SW CreateBeneficiary: "BIC/Swift is missing"
  beneficiary_address: { stem: "beneficiary_address", label: "Beneficiary address" },
  beneficiary_city: { stem: "beneficiary_city", label: "Beneficiary city" },
  beneficiary_postcode: { stem: "beneficiary_postcode", label: "Beneficiary postcode" },
  beneficiary_state_or_province: { stem: "beneficiary_state_or_province", label: "Beneficiary state or province" },
  beneficiary_company_name: { stem: "beneficiary_company_name", label: "Beneficiary company name" },
  beneficiary_first_name: { stem: "beneficiary_first_name", label: "Beneficiary first name" },
  beneficiary_last_name: { stem: "beneficiary_last_name", label: "Beneficiary last name" },
  beneficiary_identification_type: { stem: "identification_type", label: "identification_type" },
  beneficiary_identification_value: { stem: "identification_value", label: "identification_value" },
};
const ROUTING_WORDS: Readonly<Record<string, string>> = {
  aba: "ABA", bank_code: "Bank code", branch_code: "Branch code", bsb_code: "BSB code", clabe: "CLABE", cnaps: "CNAPS number", ifsc: "IFSC", institution_no: "Institution no", sort_code: "Sort code",
};

function missing(field: string): ReturnType<typeof message> {
  if (field === "beneficiary_country") return fieldMessages.required(field);
  const words = DETAIL_WORDS[field] ?? { stem: field, label: field };
  return message(`${words.stem}_is_missing`, `${words.label} is missing`);
}

function invalid(field: string): ReturnType<typeof message> {
  if (field === "beneficiary_country") return fieldMessages.invalidFormat(field);
  const words = DETAIL_WORDS[field] ?? { stem: field, label: field };
  return message(`${words.stem}_is_invalid`, `${words.label} is in invalid format`);
}

interface Way {
  paymentType: PaymentType;
  entity: EntityType;
  fields: Pattern;
}

function ways(currency: string, bankCountry: string, beneficiaryCountry: string): Way[] {
  const local = LOCAL_ROUTES[currency];
  const home = local?.home(bankCountry) === true;
  const ibanCountry = isSEPACountry(bankCountry) || OTHER_IBAN_COUNTRIES.has(bankCountry);
  const routes: { paymentType: PaymentType; bank: Pattern; address: boolean }[] = home
    ? [
        ...local.regular.map((bank) => ({ paymentType: "regular" as const, bank, address: local.regularNeedsAddress === true || beneficiaryCountry !== bankCountry })),
        ...local.priority.map((bank) => ({ paymentType: "priority" as const, bank, address: true })),
      ]
    : [{ paymentType: "priority", bank: ibanCountry ? swiftByIban : swiftByAccount, address: true }];
  return routes.flatMap((route) =>
    (["individual", "company"] as const).map((entity) => {
      const individualSwift = entity === "individual" && route.paymentType === "priority" && POSTCODE_STATE_COUNTRIES.has(beneficiaryCountry);
      return {
        paymentType: route.paymentType,
        entity,
        fields: {
          ...(route.address ? ADDRESS : {}),
          ...(individualSwift ? { beneficiary_postcode: "^.{1,12}$", beneficiary_state_or_province: TEXT } : {}),
          ...ENTITY_NAMES[entity],
          ...(home ? local.entity?.[entity] : {}),
          ...route.bank,
        },
      };
    }),
  );
}

/** The `details` list of reference/beneficiary_required_details: one entry per way, payment type and entity type. */
export function requiredDetails(currency: string, bankCountry: string, beneficiaryCountry: string): BeneficiaryRequiredDetailsInput["details"] {
  return ways(currency, bankCountry, beneficiaryCountry).map((way) => ({ payment_type: way.paymentType, beneficiary_entity_type: way.entity, ...way.fields }));
}

/** The create field a detail key is given in; a routing code is given as a type and a value (slot 1 or 2). */
const CREATE_FIELD: Readonly<Record<string, keyof BeneficiaryInput>> = { acct_number: "account_number" };

/**
 * Checks a beneficiary: IBAN by mod-97, BIC by length and layout, routing codes paired with their types, then for
 * every requested payment type one of its ways. Bank details are always checked; the names, address and
 * identification a way adds are checked when the beneficiary says its entity type (the service asks them only then).
 */
export function checkBankDetails(wire: BeneficiaryInput, errors: FieldErrors): void {
  checkFormats(wire, errors);
  const entity = (wire.beneficiary_entity_type ?? undefined) as EntityType | undefined;
  const all = ways(wire.currency, wire.bank_country, wire.beneficiary_country ?? wire.bank_country);
  for (const paymentType of wire.payment_types) {
    const candidates = all.filter((way) => way.paymentType === paymentType && way.entity === (entity ?? "company"));
    if (candidates.length === 0) {
      // Assumption: the reference's nearest codes (payment_type_is_not_supported, payment_types_not_in_range) name a
      // type it does not know, not a route this currency and country lack.
      errors.add(
        "payment_types",
        message("payment_types_not_available", `${paymentType} payments in ${wire.currency} to ${wire.bank_country} are not available`),
      );
      continue;
    }
    const checks = candidates.map((way) => problemsOf(wire, way, entity !== undefined));
    // A way the beneficiary satisfies makes it valid; else the way it came closest to tells what to fix.
    if (checks.some((problems) => problems.length === 0)) continue;
    const closest = checks.reduce((best, problems) => (problems.length < best.length ? problems : best));
    for (const [field, problem] of closest) if (!errors.has(field)) errors.add(field, problem);
  }
  if (entity === undefined) return;
  for (const [key, pattern] of Object.entries(ENTITY_NAMES[entity])) {
    const value = wire[key as keyof BeneficiaryInput];
    if (typeof value !== "string" || value === "") {
      if (!errors.has(key)) errors.add(key, missing(key));
    } else if (!new RegExp(pattern).test(value) && !errors.has(key)) errors.add(key, NAME_WITH_NUMBERS[key] ?? invalid(key));
  }
}

/**
 * A name its entity's pattern refuses — the only way it can be, within 255 characters — in SW CreateBeneficiary's,
 * UpdateBeneficiary's and ValidateBeneficiary's own words: an individual's name may hold no digit, a company's may
 * not be digits only.
 */
const NAME_WITH_NUMBERS: Readonly<Record<string, ReturnType<typeof message>>> = {
  beneficiary_company_name: message("company_name_contains_numbers", "Beneficiary names cannot consist entirely of numbers for a company"),
  beneficiary_first_name: message("first_name_contains_numbers", "Beneficiary names cannot contain numbers for an individual"),
  beneficiary_last_name: message("last_name_contains_numbers", "Beneficiary names cannot contain numbers for an individual"),
};

type Problem = [field: string, problem: ReturnType<typeof message>];

function problemsOf(wire: BeneficiaryInput, way: Way, withEntityFields: boolean): Problem[] {
  const problems: Problem[] = [];
  for (const [key, pattern] of Object.entries(way.fields)) {
    const regex = new RegExp(pattern);
    if (ROUTING_KEYS.has(key)) {
      const slot = wire.routing_code_type_1 === key ? 1 : wire.routing_code_type_2 === key ? 2 : undefined;
      if (slot === undefined) {
        problems.push(["routing_code", message(`${key}_is_missing`, `${ROUTING_WORDS[key] ?? key} is missing`)]);
        continue;
      }
      const field = `routing_code_value_${slot}` as const;
      const value = wire[field];
      if (value && !regex.test(value)) problems.push(["routing_code", message(`${key}_is_invalid`, `${ROUTING_WORDS[key] ?? key} is in invalid format`)]);
      continue;
    }
    const bankDetail = key === "acct_number" || key === "iban" || key === "bic_swift";
    if (!bankDetail && (!withEntityFields || key in ENTITY_NAMES.company || key in ENTITY_NAMES.individual)) continue;
    const field = CREATE_FIELD[key] ?? (key as keyof BeneficiaryInput);
    const raw = wire[field];
    const value = Array.isArray(raw) ? raw.join(" ") : raw;
    if (typeof value !== "string" || value === "") problems.push([field, missing(field)]);
    else if (!regex.test(value)) problems.push([field, invalid(field)]);
  }
  return problems;
}

function checkFormats(wire: BeneficiaryInput, errors: FieldErrors): void {
  if (wire.iban && ibanOf(wire.iban) === undefined) errors.add("iban", invalid("iban"));
  if (wire.bic_swift && bicOf(wire.bic_swift) === undefined) errors.add("bic_swift", invalid("bic_swift"));
  for (const slot of [1, 2] as const) {
    const type = wire[`routing_code_type_${slot}`];
    const value = wire[`routing_code_value_${slot}`];
    if (type && !value) errors.add(`routing_code_value_${slot}`, fieldMessages.required(`routing_code_value_${slot}`));
    if (value && !type) errors.add(`routing_code_type_${slot}`, fieldMessages.required(`routing_code_type_${slot}`));
  }
  if (wire.routing_code_type_1 && wire.routing_code_type_1 === wire.routing_code_type_2) {
    errors.add("base", message("unique_value_parameters", "Following parameters should not have same values: routing_code_type_1, routing_code_type_2", { parameters: "routing_code_type_1, routing_code_type_2" }));
  }
}
