/** Sub-accounts: create, find (GET and POST), get, update, current (docs/provider-api.md §3, §4). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AccountInput, AccountsFindResultInput } from "../wire";
import { ACCOUNT_STATUSES, ACCOUNT_IDENTIFICATION_TYPES, ACCOUNT_LEGAL_ENTITY_SUB_TYPES, ACCOUNT_LEGAL_ENTITY_TYPES, ACCOUNT_REFERENCE_MAX, STATE_COUNTRIES } from "../rules/value-lists";
import { atLeastOneParameter, FieldErrors, fieldMessages, message, notFound } from "../errors";
import { matchesFields } from "../filters";
import { timestamp } from "../format";
import { paginate, pagingSpec } from "../pagination";
import { SPREAD_TABLES } from "../pricing";
import { readParams, signedInUser } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { byId, newId, shortReference } from "../state";

/** The reference's own order: "legal_entity_type should be in range: individual, company". */
const LEGAL_ENTITY_TYPES = ["individual", "company"] as const satisfies readonly (typeof ACCOUNT_LEGAL_ENTITY_TYPES)[number][];

/** SW: 1 to 150 characters, not only spaces (pattern \S+; UpdateAccount's account_name_is_in_invalid_format). */
const ACCOUNT_NAME = { kind: "string", min: 1, max: 150, pattern: /\S/ } as const;

/** A country that is not ISO 3166-1 alpha-2, in each operation's own words and params (SW CreateAccount, UpdateAccount). */
function countryRefused(params: Record<string, unknown>) {
  return { field: "country", entry: message("country_is_in_invalid_format", "country is not a valid ISO 3166-1 Alpha-2 country code", params) };
}

/** SW: a name up to 100 characters (spread_table_is_too_long); Assumption: a name the demo has no table for is not in range. */
const SPREAD_TABLE = { kind: "enum", values: Object.keys(SPREAD_TABLES), max: 100 } as const;

/**
 * The longest text of each part of an account's address (SW CreateAccount: street 150, city 100, state or province
 * 100, postal code 20), wherever an address is given: the registered address on create, update and find, the
 * trading address on create.
 */
const ADDRESS_TEXT = {
  street: { kind: "string", max: 150 },
  city: { kind: "string", max: 100 },
  state_or_province: { kind: "string", max: 100 },
  postal_code: { kind: "string", max: 20 },
} as const;

export const CREATE_SPEC = {
  account_name: { ...ACCOUNT_NAME, required: true },
  legal_entity_type: { kind: "enum", values: LEGAL_ENTITY_TYPES, required: true },
  street: { ...ADDRESS_TEXT.street, required: true },
  city: { ...ADDRESS_TEXT.city, required: true },
  country: { kind: "country", required: true, refused: countryRefused({ maxlength: 2 }) },
  postal_code: ADDRESS_TEXT.postal_code,
  state_or_province: ADDRESS_TEXT.state_or_province,
  // CreateAccount and UpdateAccount refuse a brand beyond 255 characters (brand_is_too_long).
  brand: { kind: "string", min: 1, max: 255 },
  your_reference: { kind: "string", max: ACCOUNT_REFERENCE_MAX },
  status: { kind: "enum", values: ACCOUNT_STATUSES },
  spread_table: SPREAD_TABLE,
  api_trading: { kind: "boolean" },
  online_trading: { kind: "boolean" },
  phone_trading: { kind: "boolean" },
  // CreateAccount's own words for an unknown document (UpdateAccount: identification_type_not_in_range).
  identification_type: {
    kind: "enum",
    values: ACCOUNT_IDENTIFICATION_TYPES,
    refused: { field: "identification_type", entry: message("identification_type_is_invalid", "identification_type is invalid") },
  },
  identification_value: { kind: "string", max: 255 },
  terms_and_conditions_accepted: { kind: "boolean" },
  legal_entity_sub_type: { kind: "enum", values: ACCOUNT_LEGAL_ENTITY_SUB_TYPES },
  industry_type: { kind: "string", max: 255 },
  business_website_url: { kind: "string", max: 400 },
  // Assumption (both dates): CreateAccount lists no message for a date that is no date; the pattern's _is_in_invalid_format.
  identification_expiration: { kind: "date" },
  identification_issuer: { kind: "string", max: 255 },
  country_of_citizenship: { kind: "country" },
  country_of_incorporation: { kind: "country" },
  date_of_incorporation: { kind: "date" },
  trading_address_street: ADDRESS_TEXT.street,
  // Assumption: SW gives the trading city no longest length; 100 as the registered city.
  trading_address_city: ADDRESS_TEXT.city,
  // SW CreateAccount's own names for these two (not *_state_or_province, *_postal_code).
  trading_address_state: ADDRESS_TEXT.state_or_province,
  trading_address_postalcode: ADDRESS_TEXT.postal_code,
  trading_address_country: { kind: "country" },
  tax_identification: { kind: "string", max: 100 },
  national_identification: { kind: "string", max: 100 },
  customer_risk: { kind: "enum", values: ["LOW", "MEDIUM", "HIGH"] },
  expected_monthly_activity_volume: { kind: "decimal" },
  expected_monthly_activity_value: { kind: "decimal" },
  expected_transaction_currencies: { kind: "list", item: "currency", max: 200 },
  expected_transaction_countries: { kind: "list", item: "country", max: 300 },
} as const;

/**
 * The update's top-level `error_code`. The swagger reference documents every message code of UpdateAccount but
 * leaves UpdateAccountError's `error_code` without a value; this follows the `<entity>_<action>_failed` pattern of
 * the codes recorded elsewhere (`account_create_failed`, `payment_delete_failed`: docs/provider-api.md §7).
 */
const UPDATE_FAILED = "account_update_failed";

/**
 * What an update may change: SW UpdateAccount's parameters, none required (the fields sent are the fields changed).
 * The current reference lists the legal entity sub-type among them, with CreateAccount's values, so it is taken and
 * kept; it also lists the identification's expiry and issuer, which are taken and not kept, as create takes them
 * (the account answers neither: SW Account).
 */
const UPDATE_SPEC = {
  account_name: ACCOUNT_NAME,
  legal_entity_type: { kind: "enum", values: LEGAL_ENTITY_TYPES },
  street: { ...ADDRESS_TEXT.street, min: 1 },
  city: { ...ADDRESS_TEXT.city, min: 1 },
  country: { kind: "country", refused: countryRefused({ type: "country_code" }) },
  postal_code: CREATE_SPEC.postal_code,
  state_or_province: CREATE_SPEC.state_or_province,
  brand: CREATE_SPEC.brand,
  your_reference: CREATE_SPEC.your_reference,
  status: CREATE_SPEC.status,
  spread_table: CREATE_SPEC.spread_table,
  api_trading: CREATE_SPEC.api_trading,
  online_trading: CREATE_SPEC.online_trading,
  phone_trading: CREATE_SPEC.phone_trading,
  // Assumption: UpdateAccount's identification_type_not_in_range lists the payer's documents; the account's own here.
  identification_type: { kind: "enum", values: ACCOUNT_IDENTIFICATION_TYPES },
  identification_value: CREATE_SPEC.identification_value,
  terms_and_conditions_accepted: CREATE_SPEC.terms_and_conditions_accepted,
  identification_expiration: CREATE_SPEC.identification_expiration,
  identification_issuer: CREATE_SPEC.identification_issuer,
  legal_entity_sub_type: CREATE_SPEC.legal_entity_sub_type,
} as const;

/** What an update takes and the account does not keep (SW Account has no such fields). */
const TAKEN_NOT_KEPT = new Set(["identification_expiration", "identification_issuer"]);

/** What the update names when it is sent nothing to change, as the swagger reference's message lists them. */
const UPDATABLE_FIELDS = [
  "account_name", "brand", "your_reference", "status", "street", "city", "state_or_province", "postal_code", "country", "spread_table",
  "legal_entity_type", "identification_type", "identification_value", "api_trading", "online_trading", "phone_trading",
  "terms_and_conditions_accepted",
];

/** The rules across fields that create and update share: a state and postal code where the country needs them, a value with an identification type. */
function checkAccountFields(account: { [F in "country" | "state_or_province" | "postal_code" | "identification_type" | "identification_value"]?: string | null }, errorCode: string): void {
  const errors = new FieldErrors();
  if (account.country && STATE_COUNTRIES.has(account.country)) {
    if (!account.state_or_province) errors.add("state_or_province", fieldMessages.required("state_or_province"));
    if (!account.postal_code) errors.add("postal_code", fieldMessages.required("postal_code"));
  }
  if (account.identification_type && account.identification_type !== "none" && !account.identification_value) {
    errors.add("identification_value", fieldMessages.required("identification_value"));
  }
  errors.throwIfAny(errorCode);
}

/** The address an account keeps once created (SW UpdateAccount's `editing_address_not_allowed`, category `address`). */
const ADDRESS_FIELDS = ["street", "city", "state_or_province", "postal_code"] as const;

/**
 * SW UpdateAccount still lists the address and the country as parameters, but refuses a change to them: any address
 * line `editing_address_not_allowed` under `address`, the country `editing_country_not_allowed` under `country`, both
 * at once when both change. A value sent as it already is changes nothing and is not refused (Assumption: the
 * reference does not say whether the same value counts as an edit); neither is one given to an account that had none
 * (Assumption: nothing is edited).
 */
function refuseFixedFields(current: AccountInput, params: Partial<Record<(typeof ADDRESS_FIELDS)[number] | "country", string | undefined>>): void {
  const errors = new FieldErrors();
  const changes = (field: (typeof ADDRESS_FIELDS)[number] | "country") => params[field] !== undefined && current[field] !== null && params[field] !== current[field];
  if (ADDRESS_FIELDS.some(changes)) {
    errors.add("address", message("editing_address_not_allowed", "You cannot edit address information. Please contact support for additional information"));
  }
  if (changes("country")) errors.add("country", message("editing_country_not_allowed", "You cannot edit country. Please contact support for additional information"));
  errors.throwIfAny(UPDATE_FAILED);
}

const FIND_SPEC = {
  account_name: { kind: "string", max: 150 },
  brand: { kind: "string", max: 100 },
  your_reference: { kind: "string", max: ACCOUNT_REFERENCE_MAX },
  status: { kind: "enum", values: ACCOUNT_STATUSES },
  ...ADDRESS_TEXT,
  country: { kind: "country" },
  spread_table: { kind: "string", max: 100 },
  bank_account_verified: { kind: "enum", values: ["true", "false", "not required"] },
  ...pagingSpec(["created_at", "updated_at", "account_name"]),
} as const;

/** The find's filters: each an exact match of the field of that name. */
const FOUND_BY = [
  "account_name", "brand", "your_reference", "status", "street", "city", "state_or_province", "postal_code", "country", "spread_table",
  "bank_account_verified",
] as const;

/** The accounts a user may see: its own and the sub-accounts it created. */
export function visibleAccount(demoService: DemoRuntime, request: FastifyRequest, id: string): AccountInput | undefined {
  const user = signedInUser(request);
  const stored = byId(demoService.store.data.accounts, id);
  if (!stored) return undefined;
  return stored.wire.id === user.account_id || stored.parentId === user.account_id ? stored.wire : undefined;
}

export function registerAccountRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.post("/v2/accounts/create", async (request) => {
    const params = readParams(request, CREATE_SPEC, "account_create_failed");
    checkAccountFields(params, "account_create_failed");
    const user = signedInUser(request);
    const now = demoService.clock.now();
    const at = timestamp(now);
    const account: AccountInput = {
      id: newId(),
      account_name: params.account_name,
      // "If nothing is specified then the account will inherit the house account's brand" (SW CreateAccount).
      brand: params.brand ?? demoService.store.data.accounts[user.account_id]!.wire.brand,
      your_reference: params.your_reference ?? null,
      status: params.status ?? "enabled",
      street: params.street,
      city: params.city,
      state_or_province: params.state_or_province ?? null,
      country: params.country,
      postal_code: params.postal_code ?? null,
      spread_table: params.spread_table ?? "flat_0.00",
      legal_entity_type: params.legal_entity_type,
      legal_entity_sub_type: params.legal_entity_sub_type ?? null,
      identification_type: params.identification_type ?? null,
      identification_value: params.identification_value ?? null,
      short_reference: shortReference.account(now),
      api_trading: params.api_trading ?? true,
      online_trading: params.online_trading ?? true,
      phone_trading: params.phone_trading ?? true,
      process_third_party_funds: false,
      settlement_type: "net",
      agent_or_reliance: false,
      terms_and_conditions_accepted: params.terms_and_conditions_accepted ?? null,
      bank_account_verified: "not required",
      created_at: at,
      updated_at: at,
    };
    demoService.store.data.accounts[account.id] = { parentId: user.account_id, wire: account };
    demoService.changed();
    return account;
  });

  const find = async (request: FastifyRequest) => {
    const params = readParams(request, FIND_SPEC, "account_find_failed");
    const user = signedInUser(request);
    const found = Object.values(demoService.store.data.accounts)
      .filter((stored) => stored.wire.id === user.account_id || stored.parentId === user.account_id)
      .map((stored) => stored.wire)
      .filter((account) => matchesFields(account, params, FOUND_BY));
    const { page, pagination } = paginate(found, params);
    const body: AccountsFindResultInput = { accounts: page, pagination };
    return body;
  };
  app.get("/v2/accounts/find", find);
  app.post("/v2/accounts/find", find);

  app.get("/v2/accounts/current", async (request) => {
    readParams(request, {}, "account_current_failed");
    return demoService.store.data.accounts[signedInUser(request).account_id]!.wire;
  });

  app.get<{ Params: { id: string } }>("/v2/accounts/:id", async (request) => {
    readParams(request, {}, "account_not_found");
    const account = visibleAccount(demoService, request, request.params.id);
    if (!account) throw notFound("account");
    return account;
  });

  app.post<{ Params: { id: string } }>("/v2/accounts/:id", async (request) => {
    const params = readParams(request, UPDATE_SPEC, UPDATE_FAILED);
    const current = visibleAccount(demoService, request, request.params.id);
    if (!current) throw notFound("account");
    if (Object.values(params).every((value) => value === undefined)) throw atLeastOneParameter(UPDATE_FAILED, UPDATABLE_FIELDS);
    refuseFixedFields(current, params);
    const defined = Object.fromEntries(Object.entries(params).filter(([field, value]) => value !== undefined && !TAKEN_NOT_KEPT.has(field))) as Partial<AccountInput>;
    const updated: AccountInput = { ...current, ...defined, updated_at: timestamp(demoService.clock.now()) };
    checkAccountFields(updated, UPDATE_FAILED);
    demoService.store.data.accounts[current.id]!.wire = updated;
    for (const contact of Object.values(demoService.store.data.contacts)) {
      if (contact.account_id === current.id) contact.account_name = updated.account_name;
    }
    demoService.changed();
    return updated;
  });
}
