/**
 * The rules of the beneficiary form, with no React: which ways of paying the service offers for a currency and two
 * countries, the one the person's payment type and entity type pick, the fields it requires (domain's
 * formFieldsFor), what is wrong with each value as it is typed, the create parameters the form makes, and when
 * it may be saved (only once the service has validated exactly these parameters).
 */
import { bankIdentifierOfRoutingCode, type BeneficiaryCreateParams } from "../../../api";
import type { BankCode } from "../../../jobs";
import type { Beneficiary } from "../../../api/schemas";
import { beneficiaryDetailsFromForm, checkCountryCode, formFieldsFor, InvalidInputError, isCurrencyCode, routingCodeAsSent, type BeneficiaryFormField, type RequiredDetailsEntry } from "../../../domain";

export type PaymentType = "regular" | "priority";
export type EntityType = "company" | "individual";

/** What the person chooses before the fields: together they pick one entry of the required details. */
export interface RouteChoice {
  currency: string;
  bank_country: string;
  beneficiary_country: string;
  payment_types: PaymentType;
  beneficiary_entity_type: EntityType;
}

type FormValues = Readonly<Record<string, string>>;

/** Every beneficiary has these, whatever the way of paying. */
const BASE_FIELDS: readonly BeneficiaryFormField[] = [
  { field: "name", detailKey: "name", label: "Nickname", required: true, check: (value) => lengthCheck("Nickname", value, 100) },
  {
    field: "bank_account_holder_name",
    detailKey: "bank_account_holder_name",
    label: "Account holder",
    required: true,
    check: (value) => lengthCheck("Account holder", value, 255),
  },
];

/** Fields the route controls already fill; the form does not ask for them twice. */
const CHOSEN_BY_ROUTE = new Set(["beneficiary_country", "beneficiary_entity_type"]);

/** Why the currency or a country cannot be asked about yet, by route field; empty when the details can be loaded. */
export function routeProblems(route: Pick<RouteChoice, "currency" | "bank_country" | "beneficiary_country">): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isCurrencyCode(route.currency.trim().toUpperCase())) problems.currency = "Currency should be a three-letter ISO code, e.g. GBP";
  for (const [field, label] of [["bank_country", "Bank country"], ["beneficiary_country", "Beneficiary country"]] as const) {
    const problem = countryProblem(route[field], label);
    if (problem !== undefined) problems[field] = problem;
  }
  return problems;
}

/** What is wrong with a typed country code ("UK": use GB), in domain's words (checkCountryCode). */
function countryProblem(text: string, label: string): string | undefined {
  if (!/^[A-Za-z]{2}$/.test(text.trim())) return `${label} should be a two-letter country code, e.g. GB`;
  try {
    checkCountryCode(text, label);
    return undefined;
  } catch (error) {
    if (error instanceof InvalidInputError) return error.reason;
    throw error;
  }
}

/** The payment types the details offer, regular first. */
export function offeredPaymentTypes(details: readonly RequiredDetailsEntry[]): PaymentType[] {
  return (["regular", "priority"] as const).filter((type) => details.some((entry) => entry.payment_type === type));
}

/** The entity types the details offer for a payment type, company first. */
export function offeredEntityTypes(details: readonly RequiredDetailsEntry[], paymentType: PaymentType): EntityType[] {
  return (["company", "individual"] as const).filter((type) =>
    details.some((entry) => entry.payment_type === paymentType && (entry.beneficiary_entity_type ?? type) === type),
  );
}

/**
 * The route the person's choices make among those offered: their payment and entity type where offered, else the
 * first offered (so the form never shows a combination the service cannot pay), and the entry it picks.
 */
export function pickRoute(
  details: readonly RequiredDetailsEntry[],
  wanted: Pick<RouteChoice, "payment_types" | "beneficiary_entity_type">,
): { payment_types: PaymentType; beneficiary_entity_type: EntityType; entry: RequiredDetailsEntry } | undefined {
  const paymentTypes = offeredPaymentTypes(details);
  const payment = paymentTypes.includes(wanted.payment_types) ? wanted.payment_types : paymentTypes[0];
  if (payment === undefined) return undefined;
  const entityTypes = offeredEntityTypes(details, payment);
  const entity = entityTypes.includes(wanted.beneficiary_entity_type) ? wanted.beneficiary_entity_type : entityTypes[0];
  if (entity === undefined) return undefined;
  const entry = details.find((candidate) => candidate.payment_type === payment && (candidate.beneficiary_entity_type ?? entity) === entity);
  return entry === undefined ? undefined : { payment_types: payment, beneficiary_entity_type: entity, entry };
}

/** The fields the form shows for a way of paying: the base ones, then exactly those the entry requires. */
export function formFields(entry: RequiredDetailsEntry): BeneficiaryFormField[] {
  return [...BASE_FIELDS, ...formFieldsFor(entry).filter((field) => !CHOSEN_BY_ROUTE.has(field.field))];
}

/**
 * What is wrong with each field, by field: its own check (the service's pattern, ibantools for IBAN and BIC), or
 * "required" when empty. With `touchedOnly`, an empty field is not yet a mistake: nothing is said until typed in.
 */
export function fieldProblems(fields: readonly BeneficiaryFormField[], values: FormValues, touchedOnly: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.field] ?? "";
    if (value.trim() === "") {
      if (field.required && !touchedOnly) problems[field.field] = `${field.label} is required`;
      continue;
    }
    const problem = field.check?.(value);
    if (problem !== undefined) problems[field.field] = problem;
  }
  return problems;
}

/** The create (and validate) parameters of the form: the route, the base fields and the entry's fields. */
export function createParams(route: RouteChoice, entry: RequiredDetailsEntry, values: FormValues): BeneficiaryCreateParams {
  const details = beneficiaryDetailsFromForm(entry, values);
  return {
    ...details,
    name: (values.name ?? "").trim(),
    bank_account_holder_name: (values.bank_account_holder_name ?? "").trim(),
    currency: route.currency.trim().toUpperCase(),
    bank_country: route.bank_country.trim().toUpperCase(),
    beneficiary_country: route.beneficiary_country.trim().toUpperCase(),
    beneficiary_entity_type: route.beneficiary_entity_type,
    payment_types: [route.payment_types],
  } as BeneficiaryCreateParams;
}

/** The same parameters give the same key: what a validation was for, so a change after it asks for a new one. */
export function paramsKey(params: BeneficiaryCreateParams): string {
  return JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * A saved beneficiary as the form's starting point for an edit: its route, and its values by create field. Routing
 * codes are kept by their type (`routing:sort_code`), since the slot a type takes comes from the required details.
 */
export function formOf(beneficiary: Beneficiary): { route: RouteChoice; values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(beneficiary)) {
    if (typeof value === "string" && !key.startsWith("routing_code_")) values[key] = value;
  }
  values.beneficiary_address = beneficiary.beneficiary_address.join(", ");
  for (const slot of [1, 2] as const) {
    const type = beneficiary[`routing_code_type_${slot}`];
    const value = beneficiary[`routing_code_value_${slot}`];
    if (type && value) values[`routing:${type}`] = value;
  }
  return {
    route: {
      currency: beneficiary.currency,
      bank_country: beneficiary.bank_country,
      beneficiary_country: beneficiary.beneficiary_country ?? beneficiary.bank_country,
      payment_types: beneficiary.payment_types.includes("regular") || beneficiary.payment_types.length === 0 ? "regular" : "priority",
      beneficiary_entity_type: beneficiary.beneficiary_entity_type === "individual" ? "individual" : "company",
    },
    values,
  };
}

/** The value of each field shown: what was typed, else a saved routing code of the field's type (see formOf), else "". */
export function shownValues(fields: readonly BeneficiaryFormField[], values: FormValues): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [field.field, values[field.field] ?? (field.routingCodeType === undefined ? undefined : values[`routing:${field.routingCodeType}`]) ?? ""]),
  );
}

function lengthCheck(label: string, value: string, max: number): string | undefined {
  return value.trim().length > max ? `${label} should be at most ${max} characters` : undefined;
}

/**
 * The bank codes the form's values name, by field: an IBAN, a BIC or a routing code the lookup takes, once its own
 * check passes (a complete code), as it is sent ("20-00-05" → "200005"). What the form looks up as it is typed.
 */
export function bankCodesOf(fields: readonly BeneficiaryFormField[], values: FormValues): Record<string, BankCode> {
  const codes: Record<string, BankCode> = {};
  for (const field of fields) {
    const value = (values[field.field] ?? "").trim();
    if (value === "" || field.check?.(value) !== undefined) continue;
    if (field.field === "iban") codes[field.field] = { type: "iban", value: value.replace(/\s+/g, "").toUpperCase() };
    else if (field.field === "bic_swift") codes[field.field] = { type: "bic_swift", value: value.replace(/\s+/g, "").toUpperCase() };
    else if (field.routingCodeType !== undefined) {
      const type = bankIdentifierOfRoutingCode(field.routingCodeType);
      if (type !== undefined) codes[field.field] = { type, value: routingCodeAsSent(field.routingCodeType, value) };
    }
  }
  return codes;
}
