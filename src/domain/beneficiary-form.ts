/**
 * The fields a beneficiary form shows for one way of paying (one entry of reference/beneficiary_required_details):
 * the service names the details its own way (`acct_number`, `sort_code`, `aba`…), which are not the create-field
 * names (`account_number`, `routing_code_type_1`/`routing_code_value_1`); this is the one place that maps them,
 * with a label, the service's pattern and the check to run as the person types (ibantools for IBAN and BIC).
 */
import { checkBic, checkIban, checkRoutingCode, ROUTING_CODE_TYPES, type RoutingCodeType } from "./bank-details";
import { isIsoDate } from "./dates";
import { InvalidInputError } from "./invalid-input";
import { patternExample, patternWords } from "./pattern-words";
import { ROUTING_CODE_HEADERS } from "./orders/order-fields";
import { BENEFICIARY_IDENTIFICATION_TYPES } from "../provider-format/value-lists";

/**
 * One entry of `details` as the service returns it: the route (`payment_type`, `beneficiary_entity_type`) and one
 * key per required detail whose value is the regular expression it must match. The client's schema type of an
 * entry (api/schemas/reference) fits it.
 */
export interface RequiredDetailsEntry {
  payment_type: string;
  beneficiary_entity_type?: string;
  [detailKey: string]: string | undefined;
}

/** One input of the form, named by the create (and validate) parameter it fills. */
export interface BeneficiaryFormField {
  /** The create parameter: `account_number`, `iban`, `routing_code_value_1`, `beneficiary_city`… */
  field: string;
  /** The service's own key for it in the required details (`acct_number`, `sort_code`). */
  detailKey: string;
  label: string;
  /** The service's regular expression, as its source text; absent when the service sent none we can run. */
  pattern?: string;
  /** A value the person typed → what is wrong with it in plain words, or undefined when it is fine. */
  check?(value: string): string | undefined;
  required: boolean;
  /** For a routing code: the type sent beside it (`routing_code_type_1: "sort_code"`). */
  routingCodeType?: RoutingCodeType;
  /** For a choice (identification type, entity type): the values allowed. */
  options?: readonly string[];
}

export { BENEFICIARY_IDENTIFICATION_TYPES };

const ROUTE_KEYS = new Set(["payment_type", "beneficiary_entity_type"]);
const ROUTING_KEYS: ReadonlySet<string> = new Set(ROUTING_CODE_TYPES);

/** Required-details keys whose create field has another name or a label of its own. */
const DETAIL_FIELDS: Readonly<Record<string, { field: string; label: string }>> = {
  acct_number: { field: "account_number", label: "Account number" },
  iban: { field: "iban", label: "IBAN" },
  bic_swift: { field: "bic_swift", label: "BIC/SWIFT" },
  beneficiary_address: { field: "beneficiary_address", label: "Address" },
  beneficiary_city: { field: "beneficiary_city", label: "City" },
  beneficiary_country: { field: "beneficiary_country", label: "Beneficiary country" },
  beneficiary_postcode: { field: "beneficiary_postcode", label: "Postcode" },
  beneficiary_state_or_province: { field: "beneficiary_state_or_province", label: "State or province" },
  beneficiary_company_name: { field: "beneficiary_company_name", label: "Company name" },
  beneficiary_first_name: { field: "beneficiary_first_name", label: "First name" },
  beneficiary_last_name: { field: "beneficiary_last_name", label: "Last name" },
  beneficiary_date_of_birth: { field: "beneficiary_date_of_birth", label: "Date of birth" },
  beneficiary_identification_type: { field: "beneficiary_identification_type", label: "Identification type" },
  beneficiary_identification_value: { field: "beneficiary_identification_value", label: "Identification number" },
};

/**
 * The form fields one way of paying requires, in the service's order (a routing code takes slot 1, a second one
 * slot 2). Every field the entry lists is required; the always-required ones (name, account holder, currency, bank
 * country) are the form's own and not repeated here.
 */
export function formFieldsFor(details: RequiredDetailsEntry): BeneficiaryFormField[] {
  let routingSlot = 0;
  const fields: BeneficiaryFormField[] = [];
  for (const [detailKey, value] of Object.entries(details)) {
    if (ROUTE_KEYS.has(detailKey) || value === undefined) continue;
    const pattern = runnablePattern(value);
    if (ROUTING_KEYS.has(detailKey)) {
      routingSlot += 1;
      const routingCodeType = detailKey as RoutingCodeType;
      const label = ROUTING_CODE_HEADERS[routingCodeType];
      fields.push({ field: `routing_code_value_${routingSlot}`, detailKey, label, pattern, routingCodeType, required: true, check: routingCodeCheck(routingCodeType, label, pattern) });
      continue;
    }
    const known = DETAIL_FIELDS[detailKey] ?? { field: detailKey, label: humanLabel(detailKey) };
    fields.push({ ...known, detailKey, pattern, required: true, ...specialChecks(known, pattern) });
  }
  return fields;
}

/**
 * The create parameters the form's values make for a way of paying: values by create field, each routing code
 * with its type beside it, and the route's payment type and entity type.
 */
export function beneficiaryDetailsFromForm(details: RequiredDetailsEntry, values: Readonly<Record<string, string>>): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = { payment_types: [details.payment_type] };
  if (details.beneficiary_entity_type !== undefined) params.beneficiary_entity_type = details.beneficiary_entity_type;
  for (const formField of formFieldsFor(details)) {
    const typed = values[formField.field]?.trim();
    if (typed === undefined || typed === "") continue;
    const value = formField.routingCodeType === undefined ? typed : routingCodeAsSent(formField.routingCodeType, typed);
    params[formField.field] = value;
    if (formField.routingCodeType !== undefined) params[formField.field.replace("value", "type")] = formField.routingCodeType;
  }
  return params;
}

function specialChecks(known: { field: string; label: string }, pattern: string | undefined): Pick<BeneficiaryFormField, "check" | "options"> {
  switch (known.field) {
    case "iban":
      return { check: invalidInputReason((value) => checkIban(value, known.label)) };
    case "bic_swift":
      return { check: invalidInputReason((value) => checkBic(value, known.label)) };
    case "beneficiary_date_of_birth":
      return { check: (value) => (isIsoDate(value.trim()) ? undefined : `${known.label} should be a date written YYYY-MM-DD, e.g. 1980-04-30`) };
    case "beneficiary_identification_type":
      return { options: BENEFICIARY_IDENTIFICATION_TYPES, check: (value) => (BENEFICIARY_IDENTIFICATION_TYPES.some((type) => type === value.trim()) ? undefined : `${known.label} should be one of ${BENEFICIARY_IDENTIFICATION_TYPES.join(", ")}`) };
    default:
      return { check: patternCheck(known.label, pattern) };
  }
}

/** A routing code as the service takes it ("20-00-05" → "200005"); as typed when its scheme's check refuses it. */
export function routingCodeAsSent(type: RoutingCodeType, typed: string): string {
  try {
    return checkRoutingCode(type, typed, type);
  } catch (error) {
    if (error instanceof InvalidInputError) return typed.trim();
    throw error;
  }
}

/** A routing code's check: its scheme's own first (bank-details.ts), then the service's pattern on the value as sent. */
function routingCodeCheck(type: RoutingCodeType, label: string, pattern: string | undefined): (value: string) => string | undefined {
  const schemeCheck = invalidInputReason((value) => checkRoutingCode(type, value, label));
  const serviceCheck = patternCheck(label, pattern);
  return (value) => schemeCheck(value) ?? serviceCheck?.(routingCodeAsSent(type, value));
}

function invalidInputReason(check: (value: string) => unknown): (value: string) => string | undefined {
  return (value) => {
    try {
      check(value);
      return undefined;
    } catch (error) {
      if (error instanceof InvalidInputError) return error.reason;
      throw error;
    }
  };
}

/** The service's pattern as a check, saying what it wants in words where the pattern is a simple one. */
function patternCheck(label: string, pattern: string | undefined): ((value: string) => string | undefined) | undefined {
  if (pattern === undefined) return undefined;
  const regex = new RegExp(pattern);
  const wanted = patternWords(pattern);
  const example = wanted === undefined ? patternExample(pattern) : undefined;
  return (value) => {
    const text = value.trim();
    if (text === "") return `${label} is required`;
    if (regex.test(text)) return undefined;
    if (wanted !== undefined) return `${label} should be ${wanted}`;
    // Never the regular expression itself: an example of the format a person can compare with what they typed.
    return example === undefined ? `${label} is not in the format the bank needs: check it with the payee` : `${label} is not in the format the bank needs, e.g. ${example}`;
  };
}

/** The service's pattern when the platform can run it (a pattern it cannot compile is not held against the person). */
function runnablePattern(source: string): string | undefined {
  try {
    new RegExp(source);
    return source;
  } catch {
    return undefined;
  }
}

function humanLabel(key: string): string {
  const words = key.replace(/^beneficiary_/, "").replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
