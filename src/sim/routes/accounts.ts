/** Sub-accounts: create, find (GET and POST), get, current (api-notes §3, §4). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AccountInput, AccountsFindResultInput } from "../../api/schemas";
import { FieldErrors, fieldMessages, notFound } from "../errors";
import { matches } from "../filters";
import { timestamp } from "../format";
import { paginate, pagingSpec } from "../pagination";
import { SPREAD_TABLES } from "../pricing";
import { readParams, signedInUser } from "../request-context";
import type { SimRuntime } from "../runtime";
import { byId, newId, shortReference } from "../state";

const IDENTIFICATION_TYPES = [
  "none", "others", "asylum_registration_card", "citizenship_papers", "consular_id", "credential_de_elector",
  "drivers_license", "drivers_license_canadian", "employer_identification_number", "existing_credit_card_details",
  "green_card", "immigration_status_document", "indigenous_card", "international_driving_licence",
  "matricula_consular", "municipality_identity_card", "national_health_insurance_card", "national_id",
  "national_identity_card", "passport", "passport_card", "postal_identity_card", "private_operators_card",
  "professional_qualification_card", "proof_of_citizenship", "registro_federal_de_contribuyentes",
  "residence_permit", "residence_status_document", "service_id_card", "social_insurance_number",
  "social_security_card", "social_security_number", "tax_id", "visa", "voter_id", "work_permit",
  "incorporation_number",
] as const;

const LEGAL_ENTITY_SUB_TYPES = [
  "sole_trader", "limited_liability_company", "public_limited_company", "limited_liability_partnership",
  "unincorporated_partnership", "unregistered_charity", "registered_charity", "trust",
  "company_with_nominee_shareholders_or_shares_in_bearer_form", "scottish_limited_partnership", "other",
] as const;

const ACCOUNT_STATUSES = ["enabled", "disabled", "enabled_no_trading"] as const;
/** Countries whose addresses need a state and a postal code. */
const STATE_COUNTRIES = new Set(["US", "CA", "MX"]);

const CREATE_SPEC = {
  account_name: { kind: "string", required: true, min: 1, max: 150 },
  legal_entity_type: { kind: "enum", values: ["company", "individual"], required: true },
  street: { kind: "string", required: true, max: 150 },
  city: { kind: "string", required: true, max: 100 },
  country: { kind: "country", required: true },
  postal_code: { kind: "string", max: 20 },
  state_or_province: { kind: "string", max: 100 },
  brand: { kind: "string", max: 100 },
  your_reference: { kind: "string", max: 255 },
  status: { kind: "enum", values: ACCOUNT_STATUSES },
  spread_table: { kind: "enum", values: Object.keys(SPREAD_TABLES) },
  api_trading: { kind: "boolean" },
  online_trading: { kind: "boolean" },
  phone_trading: { kind: "boolean" },
  identification_type: { kind: "enum", values: IDENTIFICATION_TYPES },
  identification_value: { kind: "string", max: 255 },
  terms_and_conditions_accepted: { kind: "boolean" },
  legal_entity_sub_type: { kind: "enum", values: LEGAL_ENTITY_SUB_TYPES },
  industry_type: { kind: "string", max: 255 },
  business_website_url: { kind: "string", max: 255 },
  identification_expiration: { kind: "date" },
  identification_issuer: { kind: "string", max: 255 },
  country_of_citizenship: { kind: "country" },
  country_of_incorporation: { kind: "country" },
  date_of_incorporation: { kind: "date" },
  trading_address_street: { kind: "string", max: 150 },
  trading_address_city: { kind: "string", max: 100 },
  trading_address_state_or_province: { kind: "string", max: 100 },
  trading_address_postal_code: { kind: "string", max: 20 },
  trading_address_country: { kind: "country" },
  tax_identification: { kind: "string", max: 255 },
  national_identification: { kind: "string", max: 255 },
  customer_risk: { kind: "enum", values: ["LOW", "MEDIUM", "HIGH"] },
  expected_monthly_activity_volume: { kind: "decimal" },
  expected_monthly_activity_value: { kind: "decimal" },
  expected_transaction_currencies: { kind: "list", item: "currency", max: 200 },
  expected_transaction_countries: { kind: "list", item: "country", max: 300 },
} as const;

const FIND_SPEC = {
  account_name: { kind: "string", max: 150 },
  brand: { kind: "string", max: 100 },
  your_reference: { kind: "string", max: 255 },
  status: { kind: "enum", values: ACCOUNT_STATUSES },
  street: { kind: "string", max: 150 },
  city: { kind: "string", max: 100 },
  state_or_province: { kind: "string", max: 100 },
  postal_code: { kind: "string", max: 20 },
  country: { kind: "country" },
  spread_table: { kind: "string", max: 100 },
  bank_account_verified: { kind: "enum", values: ["true", "false", "not required"] },
  ...pagingSpec(["created_at", "updated_at", "account_name"]),
} as const;

/** The accounts a user may see: its own and the sub-accounts it created. */
export function visibleAccount(sim: SimRuntime, request: FastifyRequest, id: string): AccountInput | undefined {
  const user = signedInUser(request);
  const stored = byId(sim.store.data.accounts, id);
  if (!stored) return undefined;
  return stored.wire.id === user.account_id || stored.parentId === user.account_id ? stored.wire : undefined;
}

export function registerAccountRoutes(app: FastifyInstance, sim: SimRuntime): void {
  app.post("/v2/accounts/create", async (request) => {
    const params = readParams(request, CREATE_SPEC, "account_create_failed");
    const errors = new FieldErrors();
    if (STATE_COUNTRIES.has(params.country)) {
      if (!params.state_or_province) errors.add("state_or_province", fieldMessages.required("state_or_province"));
      if (!params.postal_code) errors.add("postal_code", fieldMessages.required("postal_code"));
    }
    if (params.identification_type && params.identification_type !== "none" && !params.identification_value) {
      errors.add("identification_value", fieldMessages.required("identification_value"));
    }
    errors.throwIfAny("account_create_failed");
    const user = signedInUser(request);
    const now = sim.clock.now();
    const at = timestamp(now);
    const account: AccountInput = {
      id: newId(),
      account_name: params.account_name,
      brand: params.brand ?? "",
      your_reference: params.your_reference ?? null,
      status: params.status ?? "enabled",
      street: params.street,
      city: params.city,
      state_or_province: params.state_or_province ?? null,
      country: params.country,
      postal_code: params.postal_code ?? null,
      spread_table: params.spread_table ?? "flat_0.00",
      legal_entity_type: params.legal_entity_type,
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
    sim.store.data.accounts[account.id] = { parentId: user.account_id, wire: account };
    sim.changed();
    return account;
  });

  const find = async (request: FastifyRequest) => {
    const params = readParams(request, FIND_SPEC, "account_find_failed");
    const user = signedInUser(request);
    const found = Object.values(sim.store.data.accounts)
      .filter((stored) => stored.wire.id === user.account_id || stored.parentId === user.account_id)
      .map((stored) => stored.wire)
      .filter(
        (a) =>
          matches(a.account_name, params.account_name) &&
          matches(a.brand, params.brand) &&
          matches(a.your_reference, params.your_reference) &&
          matches(a.status, params.status) &&
          matches(a.street, params.street) &&
          matches(a.city, params.city) &&
          matches(a.state_or_province, params.state_or_province) &&
          matches(a.postal_code, params.postal_code) &&
          matches(a.country, params.country) &&
          matches(a.spread_table, params.spread_table) &&
          matches(a.bank_account_verified, params.bank_account_verified),
      );
    const { page, pagination } = paginate(found, params);
    const body: AccountsFindResultInput = { accounts: page, pagination };
    return body;
  };
  app.get("/v2/accounts/find", find);
  app.post("/v2/accounts/find", find);

  app.get("/v2/accounts/current", async (request) => {
    readParams(request, {}, "account_current_failed");
    return sim.store.data.accounts[signedInUser(request).account_id]!.wire;
  });

  app.get<{ Params: { id: string } }>("/v2/accounts/:id", async (request) => {
    readParams(request, {}, "account_not_found");
    const account = visibleAccount(sim, request, request.params.id);
    if (!account) throw notFound("account");
    return account;
  });
}
