/** Beneficiaries: create, validate, find (GET and POST), get, update, delete (docs/provider-api.md §3, §4). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { BeneficiariesFindResultInput, BeneficiaryInput, BeneficiaryValidationInput } from "../wire";
import { BENEFICIARY_IDENTIFICATION_TYPES } from "../rules/value-lists";
import { ROUTING_CODE_TYPES } from "../rules/bank-codes";
import { bankOf, UNKNOWN_BANK } from "../bank-directory";
import { checkParticulars } from "../rules/beneficiary-particulars";
import { checkBankDetails } from "../rules/beneficiary-rules";
import { EMAIL_PATTERN } from "../rules/value-lists";
import { atLeastOneParameter, FieldErrors, fieldMessages, message, notFound } from "../errors";
import { matches } from "../filters";
import { timestamp } from "../format";
import { paginate, pagingSpec } from "../pagination";
import type { Parsed } from "../params";
import { acting, accountsInScope, readParams, SCOPES, type Acting } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { byId, newId, type Owned } from "../state";


/**
 * The routing code types in the order CreateBeneficiary's routing_code_type_1_not_in_range lists them, then `ifsc`,
 * which its enum has and that message leaves out.
 */
const ROUTING_TYPES_IN_REFERENCE_ORDER = [
  "sort_code", "bsb_code", "institution_no", "bank_code", "branch_code", "aba", "clabe", "cnaps", "ifsc",
] as const satisfies readonly (typeof ROUTING_CODE_TYPES)[number][];

/**
 * A bad country or currency on a beneficiary: "<field> is in invalid format", no params (SW CreateBeneficiary,
 * UpdateBeneficiary, ValidateBeneficiary), not the conversions' "is not a valid ISO 4217 currency code".
 */
function invalidFormat(field: string) {
  return { field, entry: fieldMessages.invalidFormat(field) };
}

/** The bank details and the beneficiary's own particulars: what create, update and validate all take (SW ValidateBeneficiary). */
const DETAIL_FIELDS = {
  bank_country: { kind: "country", refused: invalidFormat("bank_country") },
  currency: { kind: "currency", refused: invalidFormat("currency") },
  // Sent as one line (SW: string, maxLength 255) or as lines, each held to that length (the recorded answers' arrays).
  beneficiary_address: { kind: "list", item: "string", max: 5, itemMax: 255 },
  beneficiary_country: { kind: "country", refused: invalidFormat("beneficiary_country") },
  account_number: { kind: "string", max: 50 },
  routing_code_type_1: { kind: "enum", values: ROUTING_TYPES_IN_REFERENCE_ORDER },
  routing_code_value_1: { kind: "string", max: 50 },
  routing_code_type_2: { kind: "enum", values: ROUTING_TYPES_IN_REFERENCE_ORDER },
  routing_code_value_2: { kind: "string", max: 50 },
  // The format (8 or 11 characters) is checked with the bank details (rules/beneficiary-rules.ts: bic_swift_is_invalid).
  bic_swift: { kind: "string", max: 20 },
  // SW: iban_is_too_long beyond 34 characters; the format is checked with the bank details (iban_is_invalid).
  iban: { kind: "string", max: 34 },
  // As beneficiary_address; each line held to SW's 100 characters (bank_address_is_too_long).
  bank_address: { kind: "list", item: "string", max: 5, itemMax: 100 },
  // Assumption: SW gives bank_name no longest length; 255 as the other names.
  bank_name: { kind: "string", max: 255 },
  bank_account_type: { kind: "enum", values: ["checking", "savings"] },
  // The reference's own order: "beneficiary_entity_type should be in range: individual, company".
  beneficiary_entity_type: { kind: "enum", values: ["individual", "company"] },
  beneficiary_company_name: { kind: "string", max: 255 },
  beneficiary_first_name: { kind: "string", max: 255 },
  beneficiary_last_name: { kind: "string", max: 255 },
  beneficiary_city: { kind: "string", max: 255 },
  beneficiary_postcode: { kind: "string", max: 12 },
  beneficiary_state_or_province: { kind: "string", max: 255 },
  // Its bounds are the operations' own (_is_earlier, _is_after: rules/beneficiary-particulars.ts), not the planning years.
  beneficiary_date_of_birth: { kind: "date", refusal: "wrong_type", anyYear: true },
  beneficiary_identification_type: {
    kind: "enum",
    values: BENEFICIARY_IDENTIFICATION_TYPES,
    refused: { field: "beneficiary_identification_type", entry: message("identification_type_is_invalid", "identification_type is invalid") },
  },
  beneficiary_identification_value: { kind: "string", max: 255 },
  payment_types: { kind: "list", item: "enum", values: ["priority", "regular"], max: 2 },
  on_behalf_of: { kind: "uuid" },
} as const;

const FIELDS = {
  ...DETAIL_FIELDS,
  // SW: 1 to 100 characters, pattern \S+ (not only spaces: name_is_in_invalid_format).
  name: { kind: "string", min: 1, max: 100, pattern: /\S/ },
  bank_account_holder_name: { kind: "string", min: 1, max: 255 },
  email: { kind: "string", max: 255, pattern: EMAIL_PATTERN },
  default_beneficiary: { kind: "boolean" },
  beneficiary_external_reference: { kind: "string", max: 255 },
  business_nature: { kind: "string", max: 255 },
  company_website: { kind: "string", max: 255 },
} as const;

/** UpdateBeneficiary's own words for an unknown payment type (create and validate: payment_types_not_in_range). */
const UPDATE_SPEC = {
  ...FIELDS,
  payment_types: {
    ...FIELDS.payment_types,
    refused: { field: "payment_types", entry: message("payment_types_not_included_in_list", "One or more payment_types items are not included in list", { list: "priority, regular" }) },
  },
} as const;

export const CREATE_SPEC = {
  ...FIELDS,
  name: { ...FIELDS.name, required: true },
  bank_account_holder_name: { ...FIELDS.bank_account_holder_name, required: true },
  bank_country: { ...FIELDS.bank_country, required: true },
  currency: { ...FIELDS.currency, required: true },
} as const;

/** What the update names when it is sent nothing to change, as the swagger reference's UpdateBeneficiary lists them. */
const UPDATABLE_FIELDS = [
  "bank_account_holder_name", "beneficiary_country", "bank_country", "currency", "email", "beneficiary_address", "account_number",
  "routing_code_type_1", "routing_code_type_2", "routing_code_value_1", "routing_code_value_2", "bic_swift", "iban",
  "default_beneficiary", "bank_address", "bank_name", "name",
];

/** What a find may be ordered by (SW FindBeneficiaries `order_not_in_range`). */
const FIND_ORDERS = [
  "bank_account_holder_name", "beneficiary_country", "currency", "account_number", "bic_swift", "iban", "default_beneficiary",
  "bank_address", "name", "bank_account_type", "beneficiary_entity_type", "beneficiary_city", "beneficiary_address",
  "beneficiary_company_name", "beneficiary_first_name", "beneficiary_last_name", "beneficiary_state_or_province",
  "beneficiary_postcode", "created_at", "updated_at",
] as const;

/** True when the beneficiary has this routing code (type and/or value) in either of its two slots. */
function hasRoutingCode(b: BeneficiaryInput, type: string | undefined, value: string | undefined): boolean {
  if (type === undefined && value === undefined) return true;
  return ([1, 2] as const).some((slot) => matches(b[`routing_code_type_${slot}`], type) && matches(b[`routing_code_value_${slot}`], value));
}

/**
 * The find's routing codes are a hash of types and values under the same keys (SW FindBeneficiariesPost): a type
 * without its value, or a value without its type, is refused once, `incorrect_mapping` on base.
 */
function refuseUnpairedRoutingCodes(params: Partial<Record<`routing_code_${"type" | "value"}[${0 | 1}]`, string>>): void {
  const unpaired = ([0, 1] as const).some((key) => (params[`routing_code_type[${key}]`] === undefined) !== (params[`routing_code_value[${key}]`] === undefined));
  if (!unpaired) return;
  const errors = new FieldErrors();
  errors.add("base", message("incorrect_mapping", "Following parameters must have same keys", { parameters: "routing_code_value,routing_code_type" }));
  errors.throwIfAny("beneficiary_find_failed");
}

/**
 * SW ValidateBeneficiary's parameters: the bank details and the beneficiary's particulars, where the account is
 * (bank country and currency) required. A saved beneficiary's own fields (name, holder, email, default flag,
 * external reference, business nature, website) are not among them, so they are refused as extra parameters
 * (docs/demo-service.md, beneficiary validation).
 */
export const VALIDATE_SPEC = {
  ...DETAIL_FIELDS,
  bank_country: { ...DETAIL_FIELDS.bank_country, required: true },
  currency: { ...DETAIL_FIELDS.currency, required: true },
} as const;

/** Finds filter on most of the same fields, with the same rules. */
const FIND_SPEC = {
  ...pick(FIELDS, [
    "on_behalf_of", "name", "bank_account_holder_name", "bank_country", "beneficiary_country", "currency", "account_number",
    "bic_swift", "iban", "default_beneficiary", "bank_name", "bank_account_type", "beneficiary_entity_type",
    "beneficiary_company_name", "beneficiary_first_name", "beneficiary_last_name", "beneficiary_city",
    "beneficiary_postcode", "beneficiary_state_or_province", "beneficiary_external_reference",
  ]),
  beneficiary_date_of_birth: FIELDS.beneficiary_date_of_birth,
  // Routing codes are filtered as a hash (SW FindBeneficiaries): routing_code_type[0] with routing_code_value[0].
  "routing_code_type[0]": FIELDS.routing_code_type_1,
  "routing_code_value[0]": FIELDS.routing_code_value_1,
  "routing_code_type[1]": FIELDS.routing_code_type_1,
  "routing_code_value[1]": FIELDS.routing_code_value_1,
  beneficiary_ids: { kind: "list", item: "uuid", max: 100 },
  scope: { kind: "enum", values: SCOPES },
  ...pagingSpec(FIND_ORDERS),
} as const;

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

type FieldValues = Partial<Parsed<typeof FIELDS>>;

const compact = (text: string | undefined) => text?.replace(/\s+/g, "").toUpperCase();

/** Applies the given fields to a wire record (absent fields keep their value), normalising IBAN and BIC. */
function applyFields(wire: BeneficiaryInput, params: FieldValues): BeneficiaryInput {
  const next: BeneficiaryInput = { ...wire };
  const text = <K extends keyof BeneficiaryInput>(key: K, value: BeneficiaryInput[K] | undefined) => {
    if (value !== undefined) next[key] = value;
  };
  text("name", params.name);
  text("bank_account_holder_name", params.bank_account_holder_name);
  text("bank_country", params.bank_country);
  text("currency", params.currency);
  text("email", params.email);
  text("beneficiary_address", params.beneficiary_address);
  text("beneficiary_country", params.beneficiary_country);
  text("account_number", params.account_number);
  text("routing_code_type_1", params.routing_code_type_1);
  text("routing_code_value_1", params.routing_code_value_1);
  text("routing_code_type_2", params.routing_code_type_2);
  text("routing_code_value_2", params.routing_code_value_2);
  text("bic_swift", compact(params.bic_swift));
  text("iban", compact(params.iban));
  text("default_beneficiary", params.default_beneficiary === undefined ? undefined : params.default_beneficiary ? "true" : "false");
  text("bank_address", params.bank_address);
  text("bank_name", params.bank_name);
  text("bank_account_type", params.bank_account_type);
  text("beneficiary_entity_type", params.beneficiary_entity_type);
  text("beneficiary_company_name", params.beneficiary_company_name);
  text("beneficiary_first_name", params.beneficiary_first_name);
  text("beneficiary_last_name", params.beneficiary_last_name);
  text("beneficiary_city", params.beneficiary_city);
  text("beneficiary_postcode", params.beneficiary_postcode);
  text("beneficiary_state_or_province", params.beneficiary_state_or_province);
  text("beneficiary_date_of_birth", params.beneficiary_date_of_birth);
  text("beneficiary_identification_type", params.beneficiary_identification_type);
  text("beneficiary_identification_value", params.beneficiary_identification_value);
  text("payment_types", params.payment_types);
  text("beneficiary_external_reference", params.beneficiary_external_reference);
  return next;
}

function blank(who: Acting, now: number): BeneficiaryInput {
  const at = timestamp(now);
  return {
    id: newId(),
    bank_account_holder_name: "",
    name: "",
    email: null,
    payment_types: ["regular"],
    beneficiary_address: [],
    beneficiary_country: null,
    beneficiary_entity_type: null,
    beneficiary_company_name: null,
    beneficiary_first_name: null,
    beneficiary_last_name: null,
    beneficiary_city: null,
    beneficiary_postcode: null,
    beneficiary_state_or_province: null,
    beneficiary_date_of_birth: null,
    beneficiary_identification_type: null,
    beneficiary_identification_value: null,
    bank_country: "",
    bank_name: null,
    bank_account_type: null,
    currency: "",
    account_number: null,
    routing_code_type_1: null,
    routing_code_value_1: null,
    routing_code_type_2: null,
    routing_code_value_2: null,
    bic_swift: null,
    iban: null,
    default_beneficiary: "false",
    creator_contact_id: who.contactId,
    bank_address: [],
    beneficiary_external_reference: null,
    created_at: at,
    updated_at: at,
  };
}

function validated(wire: BeneficiaryInput, errorCode: string, operation: "create" | "update" | "validate", now: number): BeneficiaryInput {
  const errors = new FieldErrors();
  checkParticulars(wire, operation, now, errors);
  // Assumption: a currency or bank country the service does not pay has no routes to check the bank details against.
  if (!errors.has("currency") && !errors.has("bank_country")) checkBankDetails(wire, errors);
  errors.throwIfAny(errorCode);
  return wire;
}

/** The request fields that name the bank: an update changing one has its bank looked up again. */
const BANK_DETAIL_FIELDS = ["bic_swift", "iban", "routing_code_type_1", "routing_code_value_1", "routing_code_type_2", "routing_code_value_2"] as const;

/**
 * The bank a beneficiary is answered with, on create, update and validate: the directory's, by BIC, routing code or
 * IBAN, when it knows the details — over a name and address the request gave (NET `Beneficiaries.json` and JS
 * `beneficiaries.js` answer COBADEFF's and DABADKKK's bank to creates and updates naming another); else the name and
 * address the request gave (JAVA `Beneficiaries/can_create.json`; Assumption beyond it: the provider documents no
 * fallback); else, when the details are new, the demo environment's placeholder (PY `beneficiaries/create`).
 */
function withBank(wire: BeneficiaryInput, params: FieldValues): BeneficiaryInput {
  const known = bankOf(wire);
  if (known) return { ...wire, ...known };
  if (params.bank_name !== undefined || params.bank_address !== undefined) return wire;
  const detailsChanged = BANK_DETAIL_FIELDS.some((field) => params[field] !== undefined);
  if (!detailsChanged && wire.bank_name !== null) return wire;
  return { ...wire, bank_name: UNKNOWN_BANK.bank_name, bank_address: [...UNKNOWN_BANK.bank_address] };
}

/**
 * What validate answers (every recorded validation: PY, RB, JAVA, NET, JS): the details checked and the bank looked
 * up (withBank), none of a saved beneficiary's own fields.
 */
function validationAnswer(wire: BeneficiaryInput): BeneficiaryValidationInput {
  const bank = { bank_name: wire.bank_name ?? UNKNOWN_BANK.bank_name, bank_address: wire.bank_address };
  return {
    payment_types: wire.payment_types,
    bank_country: wire.bank_country,
    bank_name: bank.bank_name,
    bank_account_type: wire.bank_account_type,
    currency: wire.currency,
    account_number: wire.account_number,
    routing_code_type_1: wire.routing_code_type_1,
    beneficiary_address: wire.beneficiary_address,
    beneficiary_country: wire.beneficiary_country,
    beneficiary_entity_type: wire.beneficiary_entity_type,
    beneficiary_company_name: wire.beneficiary_company_name,
    beneficiary_first_name: wire.beneficiary_first_name,
    beneficiary_last_name: wire.beneficiary_last_name,
    beneficiary_city: wire.beneficiary_city,
    beneficiary_postcode: wire.beneficiary_postcode,
    beneficiary_state_or_province: wire.beneficiary_state_or_province,
    beneficiary_date_of_birth: wire.beneficiary_date_of_birth,
    beneficiary_identification_type: wire.beneficiary_identification_type,
    beneficiary_identification_value: wire.beneficiary_identification_value,
    routing_code_value_1: wire.routing_code_value_1,
    routing_code_type_2: wire.routing_code_type_2,
    routing_code_value_2: wire.routing_code_value_2,
    bic_swift: wire.bic_swift,
    iban: wire.iban,
    bank_address: [...bank.bank_address],
  };
}

/** A beneficiary of the acting account (on_behalf_of isolates sub-accounts from each other). */
export function ownedBeneficiary(demoService: DemoRuntime, id: string, accountId: string): Owned<BeneficiaryInput> | undefined {
  const owned = byId(demoService.store.data.beneficiaries, id);
  return owned && owned.accountId === accountId ? owned : undefined;
}

export function registerBeneficiaryRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.post("/v2/beneficiaries/create", async (request) => {
    const params = readParams(request, CREATE_SPEC, "beneficiary_create_failed");
    const who = acting(demoService, request, params.on_behalf_of, "beneficiary_create_failed");
    const wire = withBank(validated(applyFields(blank(who, demoService.clock.now()), params), "beneficiary_create_failed", "create", demoService.clock.now()), params);
    demoService.store.data.beneficiaries[wire.id] = { accountId: who.accountId, wire };
    demoService.changed();
    return wire;
  });

  app.post("/v2/beneficiaries/validate", async (request) => {
    const params = readParams(request, VALIDATE_SPEC, "beneficiary_not_valid");
    const who = acting(demoService, request, params.on_behalf_of, "beneficiary_not_valid");
    return validationAnswer(withBank(validated(applyFields(blank(who, demoService.clock.now()), params), "beneficiary_not_valid", "validate", demoService.clock.now()), params));
  });

  const find = async (request: FastifyRequest) => {
    const params = readParams(request, FIND_SPEC, "beneficiary_find_failed");
    refuseUnpairedRoutingCodes(params);
    const who = acting(demoService, request, params.on_behalf_of, "beneficiary_find_failed");
    const accounts = accountsInScope(demoService, who, params.scope);
    const ids = params.beneficiary_ids ? new Set(params.beneficiary_ids) : undefined;
    const found = Object.values(demoService.store.data.beneficiaries)
      .filter((owned) => accounts.has(owned.accountId) && (!ids || ids.has(owned.wire.id)))
      .map((owned) => owned.wire)
      .filter(
        (b) =>
          matches(b.bank_account_holder_name, params.bank_account_holder_name) &&
          matches(b.beneficiary_country, params.beneficiary_country) &&
          matches(b.currency, params.currency) &&
          matches(b.account_number, params.account_number) &&
          matches(b.bic_swift, compact(params.bic_swift)) &&
          matches(b.iban, compact(params.iban)) &&
          matches(b.default_beneficiary, params.default_beneficiary === undefined ? undefined : String(params.default_beneficiary)) &&
          matches(b.bank_name, params.bank_name) &&
          matches(b.bank_account_type, params.bank_account_type) &&
          matches(b.name, params.name) &&
          matches(b.beneficiary_entity_type, params.beneficiary_entity_type) &&
          matches(b.beneficiary_company_name, params.beneficiary_company_name) &&
          matches(b.beneficiary_first_name, params.beneficiary_first_name) &&
          matches(b.beneficiary_last_name, params.beneficiary_last_name) &&
          matches(b.beneficiary_city, params.beneficiary_city) &&
          matches(b.beneficiary_postcode, params.beneficiary_postcode) &&
          matches(b.beneficiary_state_or_province, params.beneficiary_state_or_province) &&
          matches(b.beneficiary_external_reference, params.beneficiary_external_reference) &&
          matches(b.bank_country, params.bank_country) &&
          matches(b.beneficiary_date_of_birth, params.beneficiary_date_of_birth) &&
          hasRoutingCode(b, params["routing_code_type[0]"], params["routing_code_value[0]"]) &&
          hasRoutingCode(b, params["routing_code_type[1]"], params["routing_code_value[1]"]),
      );
    const { page, pagination } = paginate(found, params);
    const body: BeneficiariesFindResultInput = { beneficiaries: page, pagination };
    return body;
  };
  app.get("/v2/beneficiaries/find", find);
  app.post("/v2/beneficiaries/find", find);

  app.get<{ Params: { id: string } }>("/v2/beneficiaries/:id", async (request) => {
    const params = readParams(request, { on_behalf_of: { kind: "uuid" } }, "beneficiary_not_found");
    const who = acting(demoService, request, params.on_behalf_of, "beneficiary_not_found");
    const owned = ownedBeneficiary(demoService, request.params.id, who.accountId);
    if (!owned) throw notFound("beneficiary");
    return owned.wire;
  });

  app.post<{ Params: { id: string } }>("/v2/beneficiaries/:id", async (request) => {
    const params = readParams(request, UPDATE_SPEC, "beneficiary_update_failed");
    const who = acting(demoService, request, params.on_behalf_of, "beneficiary_update_failed");
    const owned = ownedBeneficiary(demoService, request.params.id, who.accountId);
    if (!owned) throw notFound("beneficiary");
    // Acting for a sub-account is not a change: an update naming nothing else is refused, not answered as a touch.
    const { on_behalf_of: _actingFor, ...changes } = params;
    if (Object.values(changes).every((value) => value === undefined)) throw atLeastOneParameter("beneficiary_update_failed", UPDATABLE_FIELDS);
    const next = withBank(validated(applyFields(owned.wire, params), "beneficiary_update_failed", "update", demoService.clock.now()), params);
    next.updated_at = timestamp(demoService.clock.now());
    owned.wire = next;
    demoService.changed();
    return next;
  });

  app.post<{ Params: { id: string } }>("/v2/beneficiaries/:id/delete", async (request) => {
    const params = readParams(request, { on_behalf_of: { kind: "uuid" } }, "beneficiary_delete_failed");
    const who = acting(demoService, request, params.on_behalf_of, "beneficiary_delete_failed");
    const owned = ownedBeneficiary(demoService, request.params.id, who.accountId);
    if (!owned) throw notFound("beneficiary");
    delete demoService.store.data.beneficiaries[owned.wire.id];
    demoService.changed();
    return owned.wire;
  });
}
