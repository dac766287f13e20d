/** Payments: create, find, get, update, delete, authorise (docs/provider-api.md §3–§6, §8). */
import Decimal from "decimal.js";
import type { FastifyInstance } from "fastify";
import type { PaymentAuthorisationsInput, PaymentFeeQuoteInput, PaymentInput, PaymentsFindResultInput, PaymentValidationInput } from "../wire";
import { accountFees, feeRules } from "../payment-fees";
import { pricedAccount } from "../priced-account";
import { BENEFICIARY_IDENTIFICATION_TYPES } from "../rules/value-lists";
import { formatAmount } from "../../domain/money";
import { purposeCodeRequired } from "../rules/purpose-code-rule";
import { checkMinorUnits, decimalPlacesRefusal } from "../amounts";
import { authoriseOne } from "../authorisation";
import { firstPaymentDate } from "../dates";
import { badRequest, DemoError, FieldErrors, fieldMessages, message, notFound, type WireMessage } from "../errors";
import { inAmountRange, inDateRange, matches } from "../filters";
import { isoDate, isWeekend, parseIsoDate, timestamp } from "../format";
import { paymentDebit } from "../ledger/movements";
import { checkPayerRequirements } from "../rules/payer-rules";
import { checkInvoicePair, checkPayerDateOfBirth, checkSupportedCountries } from "../rules/payment-particulars";
import { purposeCodes, type ListedPurposeCode } from "../rules/purpose-codes";
import { paginate, pagingSpec } from "../pagination";
import { isUuid, type Parsed } from "../params";
import { acting, accountsInScope, readParams, SCOPES, signedInUser, type Acting } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { keyMatches } from "../unique-keys";
import { byId, newId, shortReference, type StoredPayment } from "../state";
import { dropPendingMovements, expectMovement } from "../ledger/transactions";
import { ownedBeneficiary } from "./beneficiaries";
import { duplicateRequest } from "./conversions";
import { feeRangeRefusal } from "./reference";

/** BENEFICIARY_IDENTIFICATION_TYPES in the order UpdatePayment's payer_identification_type_not_in_range lists them. */
const PAYER_IDENTIFICATION_TYPES = [
  "none", "drivers_license", "social_security_number", "green_card", "passport", "visa", "matricula_consular",
  "registro_federal_de_contribuyentes", "credential_de_elector", "social_insurance_number", "citizenship_papers",
  "drivers_license_canadian", "existing_credit_card_details", "employer_identification_number", "national_id", "others",
  "incorporation_number", "clave_unica_de_registro_de_poblacion",
] as const satisfies readonly (typeof BENEFICIARY_IDENTIFICATION_TYPES)[number][];

const PAYER_FIELDS = {
  // The reference's own order: "payer_entity_type should be in range: individual, company".
  payer_entity_type: { kind: "enum", values: ["individual", "company"] },
  payer_company_name: { kind: "string", max: 255 },
  payer_first_name: { kind: "string", max: 255 },
  payer_last_name: { kind: "string", max: 255 },
  payer_city: { kind: "string", max: 255 },
  payer_address: { kind: "string", max: 255 },
  payer_postcode: { kind: "string", max: 255 },
  payer_state_or_province: { kind: "string", max: 255 },
  payer_country: { kind: "country" },
  // Its bounds are the operations' own (payer_date_of_birth_is_earlier, _is_after: rules/payment-particulars.ts).
  payer_date_of_birth: { kind: "date", refusal: "wrong_type", anyYear: true },
  // UpdatePayment's payer_identification_type_not_in_range, its range in the reference's order (a beneficiary's documents).
  payer_identification_type: { kind: "enum", values: PAYER_IDENTIFICATION_TYPES },
  payer_identification_value: { kind: "string", max: 255 },
} as const;

const FIELDS = {
  currency: { kind: "currency" },
  beneficiary_id: { kind: "uuid" },
  amount: { kind: "amount" },
  reason: { kind: "string", min: 1, max: 255 },
  reference: { kind: "string", min: 1, max: 255 },
  payment_date: { kind: "date", refusal: "wrong_type" },
  payment_type: { kind: "enum", values: ["priority", "regular"] },
  conversion_id: { kind: "uuid" },
  ...PAYER_FIELDS,
  ultimate_beneficiary_name: { kind: "string", max: 255 },
  purpose_code: { kind: "string", max: 255 },
  on_behalf_of: { kind: "uuid" },
  charge_type: { kind: "enum", values: ["ours", "shared"] },
  fee_amount: { kind: "decimal" },
  fee_currency: { kind: "currency" },
  // SW CreatePayment, UpdatePayment: pattern ^[a-zA-Z0-9]{1,30}$, refused as invoice_number_parameter_invalid.
  invoice_number: {
    kind: "string",
    pattern: /^[a-zA-Z0-9]{1,30}$/,
    refused: { field: "invoice_number", entry: message("invoice_number_parameter_invalid", "Invoice number can only contain alphanumeric characters and must be 30 characters or less") },
  },
  invoice_date: { kind: "date", refused: { field: "invoice_date", entry: message("invalid_invoice_date", "Invoice date must follow YYYY-MM-DD format") } },
  payer_ultimate_account_number: { kind: "string", max: 35 },
} as const;

/** CreatePayment and FindPayments word an unknown charge_type their own way (UpdatePayment uses charge_type_not_in_range). */
const INVALID_CHARGE_TYPE = {
  kind: "enum",
  values: ["ours", "shared"],
  refused: { field: "charge_type", entry: message("invalid_charge_type", "Invalid banking_charges supplied, must be in range [ours, shared]") },
} as const;

const CREATE_SPEC = {
  ...FIELDS,
  currency: { ...FIELDS.currency, required: true, wrongLength: message("currency_length_is_invalid", "currency should be 3 character(s) long") },
  beneficiary_id: { ...FIELDS.beneficiary_id, required: true },
  amount: { ...FIELDS.amount, required: true },
  reason: { ...FIELDS.reason, required: true },
  reference: { ...FIELDS.reference, required: true },
  charge_type: INVALID_CHARGE_TYPE,
  // CreatePayment lists an unknown payment type as invalid_type under `type` (UpdatePayment: payment_type_not_in_range).
  payment_type: { ...FIELDS.payment_type, refused: { field: "type", entry: message("invalid_type", "Invalid Payment type") } },
  unique_request_id: { kind: "string", min: 1, max: 255 },
  // CreatePayment's own word for an unknown document: identification_type_is_invalid (UpdatePayment: _not_in_range).
  payer_identification_type: { ...FIELDS.payer_identification_type, refused: { field: "payer_identification_type", entry: message("identification_type_is_invalid", "identification_type is invalid") } },
} as const;

/** In the reference's order, which status_not_in_range repeats in its range. */
const PAYMENT_STATUSES = [
  "new", "ready_to_send", "completed", "failed", "released", "suspended", "awaiting_authorisation", "submitted", "authorised",
  "deleted",
] as const;

const FIND_SPEC = {
  on_behalf_of: { kind: "uuid" },
  short_reference: { kind: "string", max: 255 },
  // FindPayments lists a bad currency as invalid_currency under `id`, not as currency_is_in_invalid_format.
  currency: { kind: "currency", refused: { field: "id", entry: message("invalid_currency", "currency has invalid format") } },
  amount: { kind: "decimal" },
  amount_from: { kind: "decimal" },
  amount_to: { kind: "decimal" },
  status: { kind: "enum", values: PAYMENT_STATUSES },
  reason: { kind: "string", max: 255 },
  payment_date_from: { kind: "date" },
  payment_date_to: { kind: "date" },
  transferred_at_from: { kind: "datetime" },
  transferred_at_to: { kind: "datetime" },
  created_at_from: { kind: "datetime" },
  created_at_to: { kind: "datetime" },
  updated_at_from: { kind: "datetime" },
  updated_at_to: { kind: "datetime" },
  beneficiary_id: { kind: "uuid" },
  conversion_id: { kind: "uuid" },
  with_deleted: { kind: "boolean" },
  payment_group_id: { kind: "uuid" },
  unique_request_id: { kind: "string", max: 255 },
  scope: { kind: "enum", values: SCOPES },
  bulk_upload_id: { kind: "string", max: 255 },
  charge_type: INVALID_CHARGE_TYPE,
  review_status: { kind: "enum", values: ["in_review", "passed", "rejected"] },
  ...pagingSpec(["created_at", "updated_at", "payment_date", "amount", "currency"]),
} as const;

/** SW QuotePaymentFee's parameters; it takes account_id, not on_behalf_of. */
const QUOTE_FEE_SPEC = {
  // SW QuotePaymentFee writes {type: currency} as this refusal's params (a copy of payment_currency's, it seems);
  // answered as written, since that is what a client of the real API would be given.
  account_id: { kind: "uuid", refused: { field: "account_id", entry: message("account_id_is_not_valid_uuid", "account_id should be in UUID format", { type: "currency" }) } },
  payment_currency: { kind: "currency", required: true },
  payment_destination_country: {
    kind: "country",
    required: true,
    refused: {
      field: "payment_destination_country",
      entry: message("payment_destination_country_is_in_invalid_format", "payment_destination_country is in invalid format", { type: "country_code" }),
    },
  },
  payment_type: { kind: "enum", values: ["priority", "regular"], required: true, refused: feeRangeRefusal("payment_type", ["priority", "regular"]) },
  charge_type: { kind: "enum", values: ["shared", "ours"], refused: feeRangeRefusal("charge_type", ["shared", "ours"]) },
} as const;

/** States from which a payment can still be changed or deleted: nothing has been debited yet. */
const OPEN_STATUSES = new Set(["ready_to_send", "awaiting_authorisation", "authorised", "suspended", "new"]);

const GET_SPEC = {
  on_behalf_of: { kind: "uuid" },
  // GetPayment files a non-boolean with_deleted under `id`; the params are the convention's, which the reference leaves blank.
  with_deleted: { kind: "boolean", refused: { field: "id", entry: fieldMessages.typeIsWrong("with_deleted", "boolean") } },
} as const;

type PaymentFields = Partial<Parsed<typeof FIELDS>>;

/** UpdatePayment's words for payer details where the sub-account is the payer (on_behalf_of): extra_dependent_params. */
const PAYER_DETAILS_WITH_ACCOUNT_SOURCE =
  "Parameters payer_entity_type, payer_company_name, payer_first_name, payer_last_name, payer_address, payer_country, " +
  "payer_postcode, payer_state_or_province, payer_date_of_birth, payer_identification_type, payer_identification_value " +
  "can't be provided in the same request with 'payer_details_source' with value 'account'";

const givesPayerDetails = (params: PaymentFields) =>
  Object.keys(PAYER_FIELDS).some((field) => params[field as keyof PaymentFields] !== undefined);

/**
 * A fourth-party payer must say what it is, and a company its name, an individual both names (CreatePayment's
 * payer_*_is_missing). The service keeps no payer details on the payment we could complete an update from, so an
 * update is held to this only when it names the entity type again.
 */
function checkPayerNamed(errors: FieldErrors, params: PaymentFields, creating: boolean): void {
  if (!givesPayerDetails(params) || (!creating && params.payer_entity_type === undefined)) return;
  const missing = (field: string, label: string) => {
    if (params[field as keyof PaymentFields] === undefined) errors.add(field, message(`${field}_is_missing`, `Payer ${label} is missing`));
  };
  if (params.payer_entity_type === undefined) missing("payer_entity_type", "entity type");
  if (params.payer_entity_type === "company") missing("payer_company_name", "company name");
  if (params.payer_entity_type === "individual") {
    missing("payer_first_name", "first name");
    missing("payer_last_name", "last name");
  }
}

/**
 * A purpose code where the payment's currency and its bank's country require one, from the codes listed for them
 * (rules/purpose-codes.ts). `incorrect_purpose_code` is SW CreatePayment's; `purpose_code_is_missing` SW ValidatePayment's,
 * on a create an Assumption (CreatePayment documents the requirement in words only). A code on a route that lists
 * none is kept unchecked (Assumption: the parameter is free text there).
 */
function checkPurposeCode(
  errors: FieldErrors,
  beneficiary: { bank_country: string; beneficiary_entity_type?: string | null },
  currency: string,
  paymentType: string,
  code: string | undefined,
  checking: boolean,
  listed: readonly ListedPurposeCode[],
): void {
  if (!checking) return;
  const allowed = purposeCodes(currency, beneficiary.bank_country, beneficiary.beneficiary_entity_type ?? undefined, listed).map((entry) => entry.purpose_code);
  if (code === undefined) {
    if (purposeCodeRequired(currency, beneficiary.bank_country, paymentType)) errors.add("purpose_code", message("purpose_code_is_missing", "Purpose code is missing"));
  } else if (allowed.length > 0 && !allowed.includes(code)) {
    errors.add("purpose_code", message("incorrect_purpose_code", "Purpose code is invalid"));
  }
}

/**
 * Local payments above a scheme's limit (SW CreatePayment, UpdatePayment and ValidatePayment: payment_above_limit,
 * "3000.00 EUR exceeds the maximum amount of 2500.00 EUR for a local payment"). Demo data, an Assumption: the
 * per-payment limit of Nacha's Same Day ACH, 1,000,000.00 USD; the reference names no limit of its own.
 */
const LOCAL_PAYMENT_LIMITS: Readonly<Record<string, string>> = { USD: "1000000.00" };

/** What a create, an update and a validation make of the fields, once checked: what applyFields sets. */
interface CheckedFields {
  currency: string;
  beneficiaryId: string;
  amount: Decimal;
  feeAmount: Decimal | undefined;
  feeCurrency: string | undefined;
  paymentType: string;
  paymentDate: number;
  conversionId: string | undefined;
}

/**
 * Checks the fields of a create, an update or a validation against the account's objects, changing nothing; every
 * problem is collected into one 400 answer. `payment` is what the fields change (a new payment's blanks on a create
 * and a validation).
 */
function checkFields(demoService: DemoRuntime, who: Acting, payment: PaymentInput, params: PaymentFields, errorCode: string, creating: boolean): CheckedFields {
  const errors = new FieldErrors();
  const now = demoService.clock.now();
  const currency = params.currency ?? payment.currency;
  const beneficiaryId = params.beneficiary_id ?? payment.beneficiary_id;
  const beneficiary = ownedBeneficiary(demoService, beneficiaryId, who.accountId)?.wire;
  // A payment keeps its data when its beneficiary is deleted (the service allows that): only a beneficiary given is looked for.
  // Refusal codes: docs/demo-service.md "Refusals" says which operation of the reference documents each, and which
  // are Assumptions (marked here too).
  if (!beneficiary && params.beneficiary_id !== undefined) {
    errors.add("beneficiary_id", message("invalid_beneficiary_id", "Unknown beneficiary_id"));
  } else if (beneficiary && beneficiary.currency !== currency) {
    // SW UpdatePayment and ValidatePayment; on a create an Assumption (the check ValidatePayment makes of the same payment).
    errors.add("beneficiary_currency", message("invalid_beneficiary_currency", "You cannot assign this Beneficiary to the Payment as it is the incorrect currency"));
  }
  // An update may change the currency alone: the amount kept must still fit the new currency, and so must the fee.
  const amount = params.amount ?? new Decimal(payment.amount);
  checkMinorUnits(errors, "amount", amount, currency);
  const feeAmount = params.fee_amount ?? (payment.fee_amount ? new Decimal(payment.fee_amount) : undefined);
  const feeCurrency = params.fee_currency ?? payment.fee_currency ?? undefined;
  if (params.fee_amount !== undefined && feeCurrency === undefined) {
    errors.add("fee_currency", fieldMessages.required("fee_currency"));
  }
  checkMinorUnits(errors, "fee_amount", feeAmount, feeCurrency, decimalPlacesRefusal("invalid_fee_amount_format"));
  // SW UpdatePayment's code; on a create an Assumption (CreatePayment documents no code for payer details with on_behalf_of).
  if (who.onBehalf && givesPayerDetails(params)) {
    errors.add("base", message("extra_dependent_params", PAYER_DETAILS_WITH_ACCOUNT_SOURCE));
  } else {
    checkPayerNamed(errors, params, creating);
  }
  const paymentType = params.payment_type ?? (payment.payment_type || (beneficiary?.payment_types.includes("regular") ? "regular" : "priority"));
  const limit = paymentType === "regular" ? LOCAL_PAYMENT_LIMITS[currency] : undefined;
  if (limit !== undefined && amount.greaterThan(limit)) {
    errors.add("amount", message("payment_above_limit", `${formatAmount(amount, currency)} ${currency} exceeds the maximum amount of ${limit} ${currency} for a local payment.`));
  }
  // Assumption: no operation documents a code for a payment type the beneficiary does not take.
  if (beneficiary && !beneficiary.payment_types.includes(paymentType)) {
    errors.add("payment_type", message("payment_type_not_supported", `The beneficiary cannot receive ${paymentType} payments`));
  }
  // Assumption: the route's requirements are checked once the payer is named (its entity type and names), as
  // SW CreatePayment lists the name codes first.
  const payerNamed = !["payer_entity_type", "payer_company_name", "payer_first_name", "payer_last_name"].some((field) => errors.has(field));
  if (creating && !who.onBehalf && givesPayerDetails(params) && payerNamed) checkPayerRequirements(errors, params, paymentType);
  checkInvoicePair(errors, params.invoice_number, params.invoice_date);
  checkPayerDateOfBirth(errors, params.payer_date_of_birth, now);
  // CreatePayment and ValidatePayment list these two; UpdatePayment does not.
  if (creating) checkSupportedCountries(errors, params.payer_country, beneficiary?.beneficiary_country);
  if (beneficiary) checkPurposeCode(errors, beneficiary, currency, paymentType, params.purpose_code ?? (creating ? undefined : (payment.purpose_code ?? undefined)), creating || params.purpose_code !== undefined, demoService.listedPurposeCodes);
  if (params.charge_type !== undefined && paymentType !== "priority") {
    // "Do not specify for regular (local) payments": refused with the reference's code for a charge type not on offer.
    errors.add("charge_type", message("charge_type_not_available", "Not available charge_type has been provided", { charge_type: "shared, ours" }));
  }
  const conversionId = params.conversion_id ?? payment.conversion_id ?? undefined;
  const found = conversionId ? byId(demoService.store.data.conversions, conversionId) : undefined;
  const conversion = found && found.account_id === who.accountId ? found : undefined;
  // A payment paid from a conversion cannot go before the conversion's money arrives; with no date given it waits
  // for it (inferred: the reference only says an earlier date is refused).
  const conversionDay = conversion ? Date.parse(conversion.conversion_date) : undefined;
  const earliest = Math.max(firstPaymentDate(now), conversionDay ?? 0);
  const paymentDate = params.payment_date !== undefined ? parseIsoDate(params.payment_date)! : Math.max(earliest, Date.parse(`${payment.payment_date || isoDate(earliest)}T00:00:00Z`));
  if (params.payment_date !== undefined && (paymentDate < firstPaymentDate(now) || isWeekend(paymentDate))) {
    errors.add("payment_date", message("invalid_payment_date", "The payment date is invalid"));
  } else if (conversionDay !== undefined && paymentDate < conversionDay) {
    errors.add("payment_date", message("payment_date_is_too_early", "The payment date cannot be sooner than the conversion date"));
  }
  if (conversionId) {
    if (!conversion) {
      errors.add("conversion_id", message("invalid_conversion_id", "Conversion could not be found"));
    } else if (conversion.status === "closed") {
      // Assumption, as is conversion_currency_mismatch below: the reference documents neither.
      errors.add("conversion_id", message("conversion_is_closed", "The conversion has been cancelled"));
    } else if (conversion.buy_currency !== currency) {
      errors.add("conversion_id", message("conversion_currency_mismatch", `The conversion buys ${conversion.buy_currency}, not ${currency}`));
    } else if (conversionId !== payment.conversion_id && conversion.status === "trade_settled") {
      // Its money is in the balance already: a payment can be paid from that, not linked (CreatePayment's words).
      errors.add("conversion_id", message("conversion_is_already_settled", "The conversion is already settled"));
    } else if (linkedAmount(demoService, conversion.payment_ids ?? [], payment.id).plus(amount).greaterThan(conversion.client_buy_amount)) {
      // SW UpdatePayment's code, filed under amount_for_order. On a create an Assumption: CreatePayment documents no
      // refusal of a payment larger than what its conversion buys, and the demo service refuses it the same way.
      errors.add("amount_for_order", message("invalid_amount_for_order", "The payment amount is more than the value of the order"));
    }
  }
  errors.throwIfAny(errorCode);
  return { currency, beneficiaryId, amount, feeAmount, feeCurrency, paymentType, paymentDate, conversionId };
}

/** Checks the fields of an update (checkFields) and applies them to `payment`. */
function applyFields(demoService: DemoRuntime, who: Acting, payment: PaymentInput, params: PaymentFields, errorCode: string, creating: boolean): void {
  applyChecked(demoService, who, payment, params, checkFields(demoService, who, payment, params, errorCode, creating));
}

/** Applies fields checkFields accepted to `payment`. */
function applyChecked(demoService: DemoRuntime, who: Acting, payment: PaymentInput, params: PaymentFields, checked: CheckedFields): void {
  const { currency, beneficiaryId, amount, feeAmount, feeCurrency, paymentType, paymentDate, conversionId } = checked;
  payment.currency = currency;
  payment.beneficiary_id = beneficiaryId;
  payment.amount = formatAmount(amount, currency);
  payment.reason = params.reason ?? payment.reason;
  payment.reference = params.reference ?? payment.reference;
  payment.payment_type = paymentType;
  payment.payment_date = isoDate(paymentDate);
  payment.ultimate_beneficiary_name = params.ultimate_beneficiary_name ?? payment.ultimate_beneficiary_name ?? null;
  payment.purpose_code = params.purpose_code ?? payment.purpose_code ?? null;
  payment.charge_type = params.charge_type ?? payment.charge_type ?? null;
  payment.fee_amount = feeAmount && feeCurrency ? formatAmount(feeAmount, feeCurrency) : null;
  payment.fee_currency = feeCurrency ?? null;
  if (givesPayerDetails(params)) {
    payment.payer_details_source = "payer";
  }
  payment.last_updater_contact_id = who.contactId;
  payment.updated_at = timestamp(demoService.clock.now());
  // Shared state is touched last, once nothing above can fail: the caller's copy of the payment may be dropped.
  if (conversionId && payment.conversion_id !== conversionId) {
    relinkConversion(demoService, payment.id, payment.conversion_id, conversionId);
  }
  payment.conversion_id = conversionId ?? null;
}

/** What the other live payments paid from a conversion add up to: together they may not exceed what it buys. */
function linkedAmount(demoService: DemoRuntime, paymentIds: readonly string[], except: string): Decimal {
  return paymentIds
    .filter((id) => id !== except)
    .map((id) => demoService.store.data.payments[id]?.wire)
    .filter((linked) => linked !== undefined && linked.status !== "deleted")
    .reduce((sum, linked) => sum.plus(linked!.amount), new Decimal(0));
}

/** Moves a payment from the conversion it was paid from (if any) to the one it is now paid from. */
function relinkConversion(demoService: DemoRuntime, paymentId: string, fromId: string | null | undefined, toId: string): void {
  const conversions = demoService.store.data.conversions;
  const from = fromId ? conversions[fromId] : undefined;
  if (from) from.payment_ids = (from.payment_ids ?? []).filter((id) => id !== paymentId);
  const to = conversions[toId]!;
  to.payment_ids = [...(to.payment_ids ?? []), paymentId];
}

/**
 * A path id that is no UUID is a 400 under `id`, worded per operation: GetPayment and DeletePayment `invalid_id`,
 * UpdatePayment `id_is_not_valid_uuid`.
 */
function checkPathId(id: string, errorCode: string, entry: WireMessage): void {
  if (!isUuid(id)) throw badRequest(errorCode, "id", entry);
}

const INVALID_ID = message("invalid_id", "ID has invalid format");

function ownedPayment(demoService: DemoRuntime, id: string, accountId: string, withDeleted = false): StoredPayment {
  const stored = byId(demoService.store.data.payments, id);
  if (!stored || stored.accountId !== accountId || (stored.wire.status === "deleted" && !withDeleted)) throw notFound("payment");
  return stored;
}

/** A new payment before its fields are checked and applied: the service's blanks and the request's own values. */
function newPayment(demoService: DemoRuntime, who: Acting, params: Parsed<typeof CREATE_SPEC>, now: number): PaymentInput {
  const at = timestamp(now);
  const approval = demoService.switches.approvalWorkflow;
  return {
      id: newId(),
      amount: "0",
      beneficiary_id: params.beneficiary_id,
      currency: params.currency,
      reference: params.reference,
      reason: params.reason,
      status: approval ? "awaiting_authorisation" : "ready_to_send",
      creator_contact_id: who.contactId,
      last_updater_contact_id: who.contactId,
      payment_type: "",
      payment_date: "",
      transferred_at: "",
      authorisation_steps_required: approval ? String(demoService.switches.authorisationSteps) : "0",
      short_reference: shortReference.payment(now),
      conversion_id: null,
      failure_reason: "",
      payer_id: who.accountId,
      payer_details_source: "account",
      payment_group_id: null,
      unique_request_id: params.unique_request_id ?? null,
      failure_returned_amount: "0.00",
      ultimate_beneficiary_name: null,
      purpose_code: null,
      charge_type: null,
      fee_amount: null,
      fee_currency: null,
      review_status: "in_review",
      created_at: at,
      updated_at: at,
    };
}

const VALIDATE_ERROR_CODE = "payment_validation_failed";

/**
 * A missing amount is refused twice over, as the provider answers it: `amount_is_required` and `amount_type_is_wrong`
 * together (PY `payments/validate_error.json`, recorded 2024), not the first alone.
 */
function withEveryAmountError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    const amount = error instanceof DemoError ? error.messages.amount : undefined;
    if (amount?.some((entry) => entry.code === "amount_is_required")) amount.push(fieldMessages.typeIsWrong("amount", "numeric"));
    throw error;
  }
}

/**
 * The one check of a new payment's request, create's and validate's alike (SW ValidatePayment: "validates the
 * details of a new payment"): its key (duplicate_request), then its fields against `payment`, the new payment's blanks.
 */
function checkNewPayment(demoService: DemoRuntime, who: Acting, params: Parsed<typeof CREATE_SPEC>, payment: PaymentInput, errorCode: string): CheckedFields {
  if (params.unique_request_id !== undefined && demoService.uniqueKeys.has("payment", who.accountId, params.unique_request_id)) {
    throw duplicateRequest(errorCode, "payment");
  }
  return checkFields(demoService, who, payment, params, errorCode, true);
}

/**
 * An account in scope for strong customer authentication sends a payment with the validation's `x-sca-id` and the
 * texted code as `x-sca-token` (SW CreatePayment's headers). The demo texts no code, so none is right: without them
 * 401 `sca_required` "Payment denied. Strong Customer Authentication required.", with them 401 `x-sca-token`
 * "Invalid x-sca-token." (the guide "SCA for API Payments", its create errors under `sca_check_failed`).
 */
function requireScaCode(demoService: DemoRuntime, headers: Record<string, string | string[] | undefined>): void {
  if (!demoService.switches.strongCustomerAuthentication) return;
  const sent = headers["x-sca-id"] !== undefined && headers["x-sca-token"] !== undefined;
  const refusal = sent ? message("x-sca-token", "Invalid x-sca-token.") : message("sca_required", "Payment denied. Strong Customer Authentication required.");
  throw new DemoError(401, "sca_check_failed", { base: [refusal] });
}

export function registerPaymentRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.post("/v2/payments/create", async (request) => {
    const params = readParams(request, CREATE_SPEC, "payment_create_failed");
    if (demoService.switches.paymentsRequireUniqueRequestId && params.unique_request_id === undefined) {
      throw badRequest("payment_create_failed", "unique_request_id", fieldMessages.required("unique_request_id"));
    }
    const who = acting(demoService, request, params.on_behalf_of, "payment_create_failed");
    requireScaCode(demoService, request.headers);
    const now = demoService.clock.now();
    const payment = newPayment(demoService, who, params, now);
    applyChecked(demoService, who, payment, params, checkNewPayment(demoService, who, params, payment, "payment_create_failed"));
    demoService.store.data.payments[payment.id] = { accountId: who.accountId, wire: payment, createdBy: signedInUser(request).id, authorisedBy: [] };
    demoService.uniqueKeys.add("payment", who.accountId, payment.unique_request_id);
    expectMovement(demoService.store.data, paymentDebit(who.accountId, payment), now);
    demoService.lifecycle.schedulePayment(payment.id);
    demoService.changed();
    return payment;
  });

  // Create's own check, nothing saved (SW ValidatePayment), under the top-level code the provider answers
  // (PY `payments/validate_error.json`, recorded 2024: `payment_validation_failed`).
  app.post("/v2/payments/validate", async (request, reply) => {
    const params = withEveryAmountError(() => readParams(request, CREATE_SPEC, VALIDATE_ERROR_CODE));
    const who = acting(demoService, request, params.on_behalf_of, VALIDATE_ERROR_CODE);
    checkNewPayment(demoService, who, params, newPayment(demoService, who, params, demoService.clock.now()), VALIDATE_ERROR_CODE);
    // SW ValidatePayment's 200 headers, as the 2024 recordings answer them: a fresh x-sca-id on every validation, and
    // x-sca-required false for an account out of scope (PY `payments/validate.json`, no x-sca-type) or true with
    // x-sca-type SMS for one in scope (PY `payments/validate_and_create_with_sca.json`; the SCA guide).
    void reply.header("x-sca-id", newId());
    void reply.header("x-sca-required", String(demoService.switches.strongCustomerAuthentication));
    if (demoService.switches.strongCustomerAuthentication) void reply.header("x-sca-type", "SMS");
    const body: PaymentValidationInput = { validation_result: "success" };
    return body;
  });

  app.get("/v2/payments/quote_payment_fee", async (request) => {
    const params = readParams(request, QUOTE_FEE_SPEC, "quote_payment_fee_failed");
    const accountId = pricedAccount(demoService, request, params.account_id);
    const fees = accountFees(demoService.store.data, accountId);
    // Charge types are Swift's only: a local payment answers none (SW-resp's example: regular, charge_type null).
    const chargeType = params.payment_type === "priority" ? (params.charge_type ?? fees.defaultChargeType) : null;
    const rule = feeRules(fees).find((entry) => entry.paymentType === params.payment_type && entry.chargeType === chargeType);
    const body: PaymentFeeQuoteInput = {
      account_id: accountId,
      payment_currency: params.payment_currency,
      payment_destination_country: params.payment_destination_country,
      payment_type: params.payment_type,
      charge_type: rule === undefined ? null : chargeType,
      fee_amount: rule?.amount ?? null,
      fee_currency: rule?.currency ?? null,
    };
    return body;
  });

  app.get("/v2/payments/find", async (request) => {
    const params = readParams(request, FIND_SPEC, "payment_find_failed");
    const who = acting(demoService, request, params.on_behalf_of, "payment_find_failed");
    const accounts = accountsInScope(demoService, who, params.scope);
    const found = Object.values(demoService.store.data.payments)
      .filter((stored) => accounts.has(stored.accountId))
      .map((stored) => stored.wire)
      .filter(
        (p) =>
          (params.with_deleted || p.status !== "deleted" || params.status === "deleted") &&
          matches(p.short_reference, params.short_reference) &&
          matches(p.currency, params.currency) &&
          (params.amount === undefined || new Decimal(p.amount).eq(params.amount)) &&
          inAmountRange(p.amount, params.amount_from, params.amount_to) &&
          matches(p.status, params.status) &&
          matches(p.reason, params.reason) &&
          inDateRange(p.payment_date, params.payment_date_from, params.payment_date_to) &&
          inDateRange(p.transferred_at, params.transferred_at_from, params.transferred_at_to) &&
          inDateRange(p.created_at, params.created_at_from, params.created_at_to) &&
          inDateRange(p.updated_at, params.updated_at_from, params.updated_at_to) &&
          matches(p.beneficiary_id, params.beneficiary_id) &&
          matches(p.conversion_id, params.conversion_id) &&
          matches(p.payment_group_id, params.payment_group_id) &&
          keyMatches(p.unique_request_id, params.unique_request_id) &&
          params.bulk_upload_id === undefined &&
          matches(p.charge_type, params.charge_type) &&
          matches(p.review_status, params.review_status),
      );
    const { page, pagination } = paginate(found, params, (p, order) =>
      order === "amount" ? new Decimal(p.amount) : String(p[order as keyof PaymentInput]),
    );
    const body: PaymentsFindResultInput = { payments: page, pagination };
    return body;
  });

  app.post("/v2/payments/authorise", async (request) => {
    const params = readParams(
      request,
      { payment_ids: { kind: "list", item: "uuid", max: 100 }, on_behalf_of: { kind: "uuid" } },
      "payment_authorise_failed",
    );
    // AuthorisePayment files a missing payment_ids under `id`.
    if (params.payment_ids === undefined) throw badRequest("payment_authorise_failed", "id", fieldMessages.required("payment_ids"));
    const who = acting(demoService, request, params.on_behalf_of, "payment_authorise_failed");
    const user = signedInUser(request);
    const now = demoService.clock.now();
    // The reference's AuthorisePayment takes payment_ids[] alone: authorising is the house user's act, so without
    // on_behalf_of any payment of the house or of its sub-accounts is found by id. on_behalf_of is still read (the
    // reference lists on_behalf_of_self among its errors) and then narrows the call to that sub-account.
    const accounts = accountsInScope(demoService, who, "all");
    // A payment named twice in one call is authorised once: the second entry meets "already authorised by you".
    const body: PaymentAuthorisationsInput = {
      authorisations: params.payment_ids.map((id) => authoriseOne(demoService, id, accounts, user.id, now)),
    };
    return body;
  });

  app.get<{ Params: { id: string } }>("/v2/payments/:id", async (request) => {
    checkPathId(request.params.id, "payment_not_found", INVALID_ID);
    const params = readParams(request, GET_SPEC, "payment_not_found");
    const who = acting(demoService, request, params.on_behalf_of, "payment_not_found");
    return ownedPayment(demoService, request.params.id, who.accountId, params.with_deleted).wire;
  });

  app.post<{ Params: { id: string } }>("/v2/payments/:id", async (request) => {
    checkPathId(request.params.id, "payment_update_failed", fieldMessages.notValidUuid("id"));
    const params = readParams(request, FIELDS, "payment_update_failed");
    const who = acting(demoService, request, params.on_behalf_of, "payment_update_failed");
    const stored = ownedPayment(demoService, request.params.id, who.accountId);
    if (!OPEN_STATUSES.has(stored.wire.status) || stored.wire.status === "suspended") {
      throw badRequest("payment_update_failed", "can_not_be_edited", message("payment_can_not_be_edited", "Sorry this Payment has already been processed and you are unable to Edit it"));
    }
    const next = { ...stored.wire };
    applyFields(demoService, who, next, params, "payment_update_failed", false);
    stored.wire = next;
    expectMovement(demoService.store.data, paymentDebit(stored.accountId, next), demoService.clock.now());
    demoService.lifecycle.schedulePayment(next.id, demoService.clock.now());
    demoService.changed();
    return next;
  });

  app.post<{ Params: { id: string } }>("/v2/payments/:id/delete", async (request) => {
    checkPathId(request.params.id, "payment_delete_failed", INVALID_ID);
    const params = readParams(request, { on_behalf_of: { kind: "uuid" } }, "payment_delete_failed");
    const who = acting(demoService, request, params.on_behalf_of, "payment_delete_failed");
    const stored = ownedPayment(demoService, request.params.id, who.accountId);
    // Assumption: DeletePayment documents no refusal of a payment already on its way.
    if (!OPEN_STATUSES.has(stored.wire.status)) {
      throw badRequest("payment_delete_failed", "base", message("payment_cannot_be_deleted", `A payment in status ${stored.wire.status} cannot be deleted`));
    }
    stored.wire.status = "deleted";
    stored.wire.updated_at = timestamp(demoService.clock.now());
    dropPendingMovements(demoService.store.data, stored.wire.id, demoService.clock.now());
    demoService.changed();
    return stored.wire;
  });
}
