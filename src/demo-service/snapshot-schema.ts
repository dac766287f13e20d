/**
 * What a snapshot file must hold for the demo service to start from it (docs/demo-service.md, "The demo service's
 * snapshot"): every record of state.ts in its stored form — decimal amounts as text, dates and instants as the
 * service writes them — and the references the service follows without checking. It is the snapshot's own
 * contract, written here beside the state types (the compile-time check at the end keeps the two together), not
 * the client's wire schemas: a snapshot is refused whole, naming each bad place, never repaired or half read.
 */
import { z } from "zod";
import { BENEFICIARY_ACCOUNT_FIELDS, BENEFICIARY_PARTY_FIELDS, fieldsOf, TOP_UP_SENDER_FIELDS } from "../provider-format/record-fields";
import { FIXED_SIDES } from "./rules/value-lists";
import { holdPeriodMs } from "./rules/hold-period";
import { isIsoDate } from "../domain/dates";
import { parseIsoDateTime } from "./format";
import { balanceKey, type SavedData } from "./state";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL = /^-?\d+(\.\d+)?$/;

const text = z.string();
const optionalText = z.string().nullable();
const nullishText = z.string().nullish();
const id = z.string().regex(UUID, { error: "not an id (a UUID)" });
const amount = z.string().regex(DECIMAL, { error: "not a decimal amount" });
const amountOrEmpty = z.string().refine((value) => value === "" || DECIMAL.test(value), { error: "not a decimal amount (nor empty)" });
const instant = z.string().refine((value) => value.includes("T") && parseIsoDateTime(value) !== undefined, {
  error: "not a date and time (ISO 8601 with a zone)",
});
const instantOrEmpty = z.string().refine((value) => value === "" || (value.includes("T") && parseIsoDateTime(value) !== undefined), {
  error: "not a date and time (nor empty)",
});
const day = z.string().refine(isIsoDate, { error: "not a date (YYYY-MM-DD)" });
const currency = z.string().regex(/^[A-Z]{3}$/, { error: "not a currency code (three capital letters)" });
const currencyOrEmpty = z.string().regex(/^([A-Z]{3})?$/, { error: "not a currency code (nor empty)" });
const country = z.string().regex(/^[A-Z]{2}$/, { error: "not a country code (two capital letters)" });
const flagText = z.enum(["true", "false"]);
const stamps = { created_at: instant, updated_at: instant };

const account = z.looseObject({
  id,
  account_name: text,
  brand: text,
  your_reference: optionalText,
  status: text,
  street: optionalText,
  city: optionalText,
  state_or_province: optionalText,
  country: optionalText,
  postal_code: optionalText,
  spread_table: text,
  legal_entity_type: text,
  legal_entity_sub_type: optionalText.optional(),
  identification_type: optionalText,
  identification_value: optionalText,
  short_reference: text,
  api_trading: z.boolean(),
  online_trading: z.boolean(),
  phone_trading: z.boolean(),
  process_third_party_funds: z.boolean(),
  settlement_type: text,
  agent_or_reliance: z.boolean(),
  terms_and_conditions_accepted: z.boolean().nullable(),
  bank_account_verified: text.optional(),
  ...stamps,
});

const contact = z.looseObject({
  id,
  login_id: text,
  first_name: text,
  last_name: text,
  account_id: id,
  account_name: text,
  status: text,
  locale: optionalText,
  timezone: optionalText,
  email_address: text,
  mobile_phone_number: optionalText,
  phone_number: optionalText,
  your_reference: optionalText,
  date_of_birth: day.nullable(),
  ...stamps,
});

const balance = z.looseObject({ id, account_id: id, currency, amount, ...stamps });

const beneficiary = z.looseObject({
  id,
  bank_account_holder_name: text,
  name: text,
  email: optionalText,
  payment_types: z.array(text),
  beneficiary_address: z.array(text),
  beneficiary_country: country.nullable(),
  ...fieldsOf(BENEFICIARY_PARTY_FIELDS, optionalText),
  bank_country: country,
  bank_name: optionalText,
  bank_account_type: optionalText,
  currency,
  ...fieldsOf(BENEFICIARY_ACCOUNT_FIELDS, optionalText),
  default_beneficiary: flagText,
  creator_contact_id: id,
  bank_address: z.array(text),
  beneficiary_external_reference: optionalText.optional(),
  ...stamps,
});

const conversion = z.looseObject({
  id,
  settlement_date: instant,
  conversion_date: instant,
  short_reference: text,
  creator_contact_id: id,
  account_id: id,
  currency_pair: z.string().regex(/^[A-Z]{6}$/, { error: "not a currency pair (six capital letters)" }),
  status: text,
  buy_currency: currency,
  sell_currency: currency,
  client_buy_amount: amount,
  client_sell_amount: amount,
  fixed_side: z.enum(FIXED_SIDES),
  core_rate: amount,
  partner_rate: amountOrEmpty,
  client_rate: amount,
  mid_market_rate: amount,
  partner_status: text.optional(),
  partner_buy_amount: amount,
  partner_sell_amount: amount,
  deposit_required: z.boolean(),
  deposit_amount: amount,
  deposit_currency: currencyOrEmpty,
  deposit_status: text,
  deposit_required_at: instantOrEmpty,
  payment_ids: z.array(id),
  unallocated_funds: amount,
  unique_request_id: optionalText,
  ...stamps,
});

const payment = z.looseObject({
  id,
  amount,
  beneficiary_id: id,
  currency,
  reference: text,
  reason: text,
  status: text,
  creator_contact_id: id,
  last_updater_contact_id: id,
  payment_type: text,
  payment_date: day,
  transferred_at: instantOrEmpty,
  authorisation_steps_required: z.string().regex(/^\d+$/, { error: "not a whole number as text" }),
  short_reference: text,
  conversion_id: id.nullable(),
  failure_reason: text,
  payer_id: id,
  payer_details_source: text,
  payment_group_id: id.nullable(),
  unique_request_id: optionalText,
  failure_returned_amount: amount,
  ultimate_beneficiary_name: optionalText,
  purpose_code: optionalText,
  charge_type: optionalText,
  fee_amount: amount.nullable(),
  fee_currency: currency.nullable(),
  review_status: text.optional(),
  ...stamps,
});

const topUp = z.looseObject({
  id,
  account_id: id,
  state: text,
  ...fieldsOf(TOP_UP_SENDER_FIELDS, optionalText),
  receiver_account_number: text,
  receiver_routing_code: optionalText,
  amount,
  currency,
  action: text,
  short_reference: text,
  ...stamps,
});

const transaction = z.looseObject({
  id,
  balance_id: id,
  account_id: id,
  currency,
  amount,
  balance_amount: amount.nullable(),
  type: z.enum(["credit", "debit"]),
  related_entity_type: text,
  related_entity_id: id,
  related_entity_short_reference: text,
  status: text,
  reason: text,
  settles_at: instant,
  ...stamps,
  completed_at: instant.nullable(),
  action: text,
});

const transfer = z.looseObject({
  id,
  short_reference: text,
  source_account_id: id,
  destination_account_id: id,
  currency,
  amount,
  status: text,
  reason: optionalText,
  ...stamps,
  completed_at: instant.nullable(),
  creator_account_id: id,
  creator_contact_id: id,
  unique_request_id: optionalText,
});

/** A held quote leaves a value out as null (or "", as conversions write it). */
const amountOrAbsent = amountOrEmpty.nullable();
const heldQuote = z.looseObject({
  quote_id: id,
  buy_currency: currency,
  sell_currency: currency,
  fixed_side: z.enum(FIXED_SIDES),
  currency_pair: z.string().regex(/^[A-Z]{6}$/, { error: "not a currency pair (six capital letters)" }),
  client_rate: amount,
  core_rate: amount,
  client_buy_amount: amount,
  client_sell_amount: amount,
  mid_market_rate: amountOrAbsent,
  created_at: instant,
  expires_at: instant,
  settlement_cut_off_time: instant,
  deposit_required: z.boolean(),
  deposit_amount: amountOrAbsent,
  deposit_currency: currencyOrEmpty.nullable(),
  partner_rate: amountOrAbsent,
  partner_buy_amount: amountOrAbsent,
  partner_sell_amount: amountOrAbsent,
});

const address = z.looseObject({
  street: nullishText,
  city: nullishText,
  postal_code: nullishText,
  country: nullishText,
  apartment_number: nullishText,
  building_name: nullishText,
  building_number: nullishText,
  state_or_province: nullishText,
});
const codes = z.array(text).nullish();

const form = z.looseObject({
  id,
  entity_type: text,
  state: text,
  country: text,
  email: nullishText,
  phone_number: nullishText,
  contact_name: nullishText,
  affiliate_code: nullishText,
  referred_by: nullishText,
  agreed_to_marketing_emails: z.boolean().nullish(),
  agreed_to_terms_and_conditions: z.boolean().nullish(),
  agreed_to_corporate_authority: z.boolean().nullish(),
  brand_name: nullishText,
  brand_key: nullishText,
  products_required: codes,
  ...stamps,
});

const person = z.looseObject({
  id,
  form_id: id,
  roles: z.array(text),
  first_name: text,
  middle_name: nullishText,
  last_name: text,
  dob: day.nullish(),
  home_country: text,
  citizenship: nullishText,
  phone_number: nullishText,
  email: nullishText,
  ownership_percentage: z.number().nullish(),
  id_number: nullishText,
  passport_number: nullishText,
  passport_country_of_issue: nullishText,
  document_ids: codes,
  personal_address: address.nullish(),
  ...stamps,
});

const accountUsage = z.looseObject({
  id,
  form_id: id.optional(),
  document_ids: codes,
  collections_account: z.boolean().nullish(),
  collection_currencies: codes,
  payment_currencies: codes,
  transaction_countries: codes,
  one_off_transaction: z.boolean().nullish(),
  estimated_monthly_transaction_value: z.number().nullish(),
  estimated_monthly_transaction_currency: nullishText,
  estimated_monthly_transaction_volume: z.number().int().nullish(),
  source_of_funds: nullishText,
  initial_capital: z.union([z.number(), z.string()]).nullish(),
  primary_purpose: nullishText,
  purpose_details: nullishText,
  ...stamps,
});

const businessInformation = z.looseObject({
  id,
  form_id: id.optional(),
  document_ids: codes,
  business_country: nullishText,
  company_name: nullishText,
  trading_name: nullishText,
  legal_entity_type: nullishText,
  sector: nullishText,
  company_registration_number: nullishText,
  vat_number: nullishText,
  incorporation_date: day.nullish(),
  business_website: nullishText,
  business_activity_description: nullishText,
  registered_address: address.nullish(),
  trading_address: address.nullish(),
  ...stamps,
});

const onboarding = z.looseObject({
  forms: z.record(z.string(), z.looseObject({ accountId: id, wire: form })),
  people: z.record(z.string(), person),
  accountUsages: z.record(z.string(), accountUsage),
  businessInformations: z.record(z.string(), businessInformation),
  documents: z.record(z.string(), z.looseObject({ formId: id, wire: z.looseObject({ id, document_type: text, category: text, ...stamps }) })),
  images: z.record(
    z.string(),
    z.looseObject({
      formId: id,
      documentId: id,
      bytes: z.number().int().nonnegative(),
      fileType: z.enum(["jpg", "png", "pdf"]),
      sha256: z.string().regex(/^[0-9a-f]{64}$/, { error: "not a SHA-256 digest" }),
      wire: z.looseObject({ id, side: text, ...stamps }),
    }),
  ),
});

const records = <T extends z.ZodType>(record: T) => z.record(z.string(), record);

const dataShape = z.looseObject({
  houseAccountId: id,
  accounts: records(z.looseObject({ parentId: id.nullable(), wire: account })),
  contacts: records(contact),
  balances: records(balance),
  beneficiaries: records(z.looseObject({ accountId: id, wire: beneficiary })),
  conversions: records(conversion),
  payments: records(z.looseObject({ accountId: id, wire: payment, createdBy: text, authorisedBy: z.array(text).optional() })),
  topUps: records(topUp).optional(),
  /** The top-ups under their name in snapshots saved before they were called so. */
  fundings: records(topUp).optional(),
  // Absent together in snapshots saved before the ledger existed (ledger/transactions.ts withLedger); checked below.
  transactions: records(transaction).optional(),
  transfers: records(transfer).optional(),
  heldRates: records(
    z.looseObject({ holdPeriods: z.array(z.string().refine((period) => holdPeriodMs(period) !== undefined, { error: 'not a hold period ("30s", "3m")' })) }),
  ).optional(),
  heldQuotes: records(z.looseObject({ accountId: id, wire: heldQuote, conversionDate: z.number(), usedBy: id.nullable() })).optional(),
  onboarding: onboarding.optional(),
});

type Shape = z.output<typeof dataShape>;

/** T with every interface made a type literal, which (unlike an interface) fits a loose object's index signature. */
type AsTypeLiteral<T> = T extends object ? { [K in keyof T]: AsTypeLiteral<T[K]> } : T;

/**
 * Every record the service saves (state.ts, in the demo service's own wire types) is one this schema takes: checked
 * by the type checker, so the two descriptions of a record cannot drift apart unseen.
 */
const _SAVED_DATA_FITS = true satisfies ([AsTypeLiteral<SavedData>] extends [z.input<typeof dataShape>] ? true : false);
type TopUpShape = z.output<typeof topUp>;

/**
 * The demo top-ups a snapshot holds: under `topUps`, or under `fundings` in snapshots saved before top-ups were
 * called so (the provider's endpoint is demo funding; "funding" in this product is a payment's funding conversion).
 */
function savedTopUps(data: Shape): { name: "topUps" | "fundings"; records: Record<string, TopUpShape> } | undefined {
  if (data.topUps !== undefined) return { name: "topUps", records: data.topUps };
  return data.fundings === undefined ? undefined : { name: "fundings", records: data.fundings };
}
type Path = (string | number)[];
type Report = (path: Path, message: string) => void;

/**
 * References the service follows without checking. A record of an account that does not exist is refused (accounts
 * are never deleted, so only damage makes one), as are a ledger entry of an unknown balance and an onboarding part of
 * an unknown form or document (they are deleted with it). Not checked, on purpose: a payment's beneficiary (a
 * beneficiary can be deleted after it was paid, and the payment stays), creators and updaters, links between
 * conversions, payments and held quotes (every reader of them already treats a missing one as absent).
 */
function checkReferences(data: Shape, report: Report): void {
  const accounts = data.accounts;
  const knownAccount = (accountId: string, path: Path) => {
    if (!Object.hasOwn(accounts, accountId)) report(path, `names the account ${accountId}, which the snapshot does not hold`);
  };
  const keyedById = (map: string, recordsById: Record<string, unknown>, idOf: (record: never) => string) => {
    for (const [key, record] of Object.entries(recordsById)) {
      const recordId = idOf(record as never);
      if (recordId !== key) report(["data", map, key], `is kept under ${key} but its id is ${recordId}`);
    }
  };

  if (!Object.hasOwn(accounts, data.houseAccountId)) report(["data", "houseAccountId"], "is not among the accounts");
  else if (accounts[data.houseAccountId]?.parentId !== null) report(["data", "accounts", data.houseAccountId, "parentId"], "the house account has a parent");
  keyedById("accounts", accounts, (stored: Shape["accounts"][string]) => stored.wire.id);
  for (const [key, stored] of Object.entries(accounts)) {
    if (stored.parentId !== null) knownAccount(stored.parentId, ["data", "accounts", key, "parentId"]);
  }
  keyedById("contacts", data.contacts, (contact: Shape["contacts"][string]) => contact.id);
  for (const [key, contact] of Object.entries(data.contacts)) knownAccount(contact.account_id, ["data", "contacts", key, "account_id"]);
  for (const [key, stored] of Object.entries(data.balances)) {
    knownAccount(stored.account_id, ["data", "balances", key, "account_id"]);
    const expected = balanceKey(stored.account_id, stored.currency);
    if (key !== expected) report(["data", "balances", key], `is kept under ${key} but is the ${stored.currency} balance of ${stored.account_id}`);
  }
  keyedById("beneficiaries", data.beneficiaries, (stored: Shape["beneficiaries"][string]) => stored.wire.id);
  for (const [key, stored] of Object.entries(data.beneficiaries)) knownAccount(stored.accountId, ["data", "beneficiaries", key, "accountId"]);
  keyedById("conversions", data.conversions, (stored: Shape["conversions"][string]) => stored.id);
  for (const [key, stored] of Object.entries(data.conversions)) knownAccount(stored.account_id, ["data", "conversions", key, "account_id"]);
  keyedById("payments", data.payments, (stored: Shape["payments"][string]) => stored.wire.id);
  for (const [key, stored] of Object.entries(data.payments)) knownAccount(stored.accountId, ["data", "payments", key, "accountId"]);
  // The top-ups under either name (savedTopUps), reported under the name the file uses.
  const topUps = savedTopUps(data);
  if (topUps === undefined) report(["data", "topUps"], "missing");
  else {
    keyedById(topUps.name, topUps.records, (stored: TopUpShape) => stored.id);
    for (const [key, stored] of Object.entries(topUps.records)) knownAccount(stored.account_id, ["data", topUps.name, key, "account_id"]);
  }
  if (data.topUps !== undefined && data.fundings !== undefined) report(["data", "fundings"], "is the earlier name of topUps: a snapshot has one of them");

  if ((data.transactions === undefined) !== (data.transfers === undefined)) {
    const missing = data.transactions === undefined ? "transactions" : "transfers";
    report(["data", missing], `missing (a snapshot has both transactions and transfers, or neither when saved before the ledger existed)`);
  }
  const balanceIds = new Set(Object.values(data.balances).map((stored) => stored.id));
  keyedById("transactions", data.transactions ?? {}, (stored: Shape["balances"][string]) => stored.id);
  for (const [key, stored] of Object.entries(data.transactions ?? {})) {
    knownAccount(stored.account_id, ["data", "transactions", key, "account_id"]);
    if (!balanceIds.has(stored.balance_id)) report(["data", "transactions", key, "balance_id"], `names the balance ${stored.balance_id}, which the snapshot does not hold`);
  }
  keyedById("transfers", data.transfers ?? {}, (stored: Shape["balances"][string]) => stored.id);
  for (const [key, stored] of Object.entries(data.transfers ?? {})) {
    for (const field of ["source_account_id", "destination_account_id", "creator_account_id"] as const) knownAccount(stored[field], ["data", "transfers", key, field]);
  }
  for (const key of Object.keys(data.heldRates ?? {})) knownAccount(key, ["data", "heldRates", key]);
  keyedById("heldQuotes", data.heldQuotes ?? {}, (stored: NonNullable<Shape["heldQuotes"]>[string]) => stored.wire.quote_id);
  for (const [key, stored] of Object.entries(data.heldQuotes ?? {})) knownAccount(stored.accountId, ["data", "heldQuotes", key, "accountId"]);
  if (data.onboarding) checkOnboardingReferences(data.onboarding, knownAccount, report);
}

function checkOnboardingReferences(data: NonNullable<Shape["onboarding"]>, knownAccount: (accountId: string, path: Path) => void, report: Report): void {
  const at = (...path: Path): Path => ["data", "onboarding", ...path];
  const knownForm = (formId: string, path: Path) => {
    if (!Object.hasOwn(data.forms, formId)) report(path, `names the form ${formId}, which the snapshot does not hold`);
  };
  for (const [key, stored] of Object.entries(data.forms)) {
    if (stored.wire.id !== key) report(at("forms", key), `is kept under ${key} but its id is ${stored.wire.id}`);
    knownAccount(stored.accountId, at("forms", key, "accountId"));
  }
  for (const [key, stored] of Object.entries(data.people)) {
    if (stored.id !== key) report(at("people", key), `is kept under ${key} but its id is ${stored.id}`);
    knownForm(stored.form_id, at("people", key, "form_id"));
  }
  for (const map of ["accountUsages", "businessInformations"] as const) {
    for (const [key, section] of Object.entries(data[map])) {
      knownForm(key, at(map, key));
      if (section.form_id !== undefined && section.form_id !== key) report(at(map, key, "form_id"), `is ${section.form_id}, not the form it is kept under`);
    }
  }
  for (const [key, stored] of Object.entries(data.documents)) {
    if (stored.wire.id !== key) report(at("documents", key), `is kept under ${key} but its id is ${stored.wire.id}`);
    knownForm(stored.formId, at("documents", key, "formId"));
  }
  for (const [key, stored] of Object.entries(data.images)) {
    if (stored.wire.id !== key) report(at("images", key), `is kept under ${key} but its id is ${stored.wire.id}`);
    const document = data.documents[stored.documentId];
    if (!Object.hasOwn(data.documents, stored.documentId) || !document) report(at("images", key, "documentId"), `names the document ${stored.documentId}, which the snapshot does not hold`);
    else if (document.formId !== stored.formId) report(at("images", key, "formId"), `is ${stored.formId}, but its document belongs to the form ${document.formId}`);
  }
}

const SNAPSHOT_VERSION = 1;

const snapshotFileSchema = z
  .looseObject({
    version: z.literal(SNAPSHOT_VERSION, { error: (issue) => `${valueInWords(issue.input)} is not a version this service reads (it reads ${SNAPSHOT_VERSION})` }),
    savedAt: z.number().int().min(0, { error: "not an instant" }).max(8.64e15, { error: "not an instant" }),
    data: dataShape,
  })
  .superRefine((file, context) => {
    checkReferences(file.data, (path, message) => context.addIssue({ code: "custom", path, message }));
  });

/** A snapshot's data and saved instant, or what is wrong with it: each bad place by its path, in words. */
export function checkSnapshot(json: unknown): { data: SavedData; savedAt: number } | { problems: string[] } {
  const result = snapshotFileSchema.safeParse(json, { error: issueInWords });
  if (!result.success) return { problems: result.error.issues.map((issue) => `${pathInWords(issue.path)}: ${issue.message}`) };
  // The assignment is the compile-time check that the schema yields data the service runs on.
  const { fundings: _earlierName, topUps: _topUps, ...rest } = result.data.data;
  const data: SavedData = { ...rest, topUps: savedTopUps(result.data.data)?.records ?? {} };
  return { data, savedAt: result.data.savedAt };
}

/** `data.balances["…:GBP"].amount`: names as written in the file, ids and other keys quoted. */
function pathInWords(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "the file";
  return path
    .map((part, index) => {
      if (typeof part === "number") return `[${part}]`;
      const name = String(part);
      if (/^[A-Za-z_]\w*$/.test(name)) return index === 0 ? name : `.${name}`;
      return `[${JSON.stringify(name)}]`;
    })
    .join("");
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "an object",
  record: "an object",
  array: "a list",
  null: "null",
};

/** Zod's own wording for the issues the schema does not word itself. */
function issueInWords(issue: { code?: string; expected?: string; input?: unknown; values?: readonly unknown[] }): string | undefined {
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return "missing";
    return `expected ${TYPE_WORDS[issue.expected ?? ""] ?? issue.expected}, found ${valueInWords(issue.input)}`;
  }
  if (issue.code === "invalid_value" && issue.values) return `${valueInWords(issue.input)} is not one of ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
  if (issue.code === "invalid_union") return `${valueInWords(issue.input)} is not a value it can hold`;
  return undefined;
}

function valueInWords(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}
