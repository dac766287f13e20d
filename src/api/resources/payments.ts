import { BENEFICIARY_IDENTIFICATION_TYPES, InvalidInputError, parseCurrency, parseUuid } from "../../domain";
import type { CallOptions, RequestOptions, Requester } from "../internal/request-spec";
import type { PageParams } from "../schemas/pagination";
import {
  paymentAuthorisationsSchema,
  paymentConfirmationSchema,
  paymentSchema,
  paymentsFindSchema,
  paymentTrackingInfoSchema,
  type Payment,
  type PaymentAuthorisations,
  type PaymentConfirmation,
  type PaymentsFindResult,
  type PaymentTrackingInfo,
} from "../schemas/payments";
import { paymentFeeQuoteSchema, paymentValidationSchema, type CheckedPayment, type PaymentFeeQuote, type ScaVerdict } from "../schemas/payment-checks";
import { splitCallOptions } from "./call-options";
import {
  FIND_SCOPES,
  countryCode,
  optionalCurrency,
  optionalIsoDate,
  optionalOneOf,
  optionalUniqueRequestId,
  optionalUuid,
  requiredText,
  wireAmount,
  type AmountValue,
} from "./request-values";
import { pagedFind } from "./paged-find";

const PAYMENT_TYPES = ["priority", "regular"] as const;
const CHARGE_TYPES = ["ours", "shared"] as const;
const PAYER_ENTITY_TYPES = ["company", "individual"] as const;

/** The fields a payment can carry besides the required ones (docs/provider-api.md §3). */
export interface PaymentDetails {
  /** YYYY-MM-DD; the service picks the earliest possible date when absent. */
  payment_date?: string;
  payment_type?: (typeof PAYMENT_TYPES)[number];
  /** The conversion that funds this payment; the payment waits for it to settle. */
  conversion_id?: string;
  ultimate_beneficiary_name?: string;
  purpose_code?: string;
  /** Swift (priority) payments only. */
  charge_type?: (typeof CHARGE_TYPES)[number];
  /** In fee_currency, which must come with it. */
  fee_amount?: AmountValue;
  fee_currency?: string;
  invoice_number?: string;
  /** YYYY-MM-DD. */
  invoice_date?: string;
  /**
   * Payer fields describe a fourth party; the service refuses them together with on_behalf_of. With any of them the
   * payer's entity type is needed, and a company's name or an individual's first and last names.
   */
  payer_entity_type?: (typeof PAYER_ENTITY_TYPES)[number];
  payer_company_name?: string;
  payer_first_name?: string;
  payer_last_name?: string;
  payer_city?: string;
  payer_address?: string;
  payer_postcode?: string;
  payer_state_or_province?: string;
  payer_country?: string;
  payer_date_of_birth?: string;
  /** The same documents as a beneficiary's identification. */
  payer_identification_type?: (typeof BENEFICIARY_IDENTIFICATION_TYPES)[number];
  payer_identification_value?: string;
}

export interface PaymentCreateParams extends PaymentDetails {
  currency: string;
  beneficiary_id: string;
  /** In the payment currency, with no more decimals than it allows. */
  amount: AmountValue;
  reason: string;
  reference: string;
  /** Idempotency key: a retry or a resumed batch with the same key never pays twice. */
  unique_request_id?: string;
}

/** Only the fields given change. An amount needs its currency alongside so its decimals can be checked. */
export type PaymentUpdateParams = Partial<Omit<PaymentCreateParams, "unique_request_id">>;

export interface PaymentFindParams extends PageParams {
  short_reference?: string;
  currency?: string;
  /** Exact amount, or a range with amount_from / amount_to (decimal text). */
  amount?: string;
  amount_from?: string;
  amount_to?: string;
  status?: string;
  reason?: string;
  payment_date_from?: string;
  payment_date_to?: string;
  transferred_at_from?: string;
  transferred_at_to?: string;
  created_at_from?: string;
  created_at_to?: string;
  updated_at_from?: string;
  updated_at_to?: string;
  beneficiary_id?: string;
  conversion_id?: string;
  with_deleted?: boolean;
  payment_group_id?: string;
  unique_request_id?: string;
  scope?: (typeof FIND_SCOPES)[number];
  bulk_upload_id?: string;
  charge_type?: string;
  review_status?: string;
}

/** A payment as payments/validate takes it: the create's fields; its key is the create's alone to spend. */
export type PaymentValidateParams = Omit<PaymentCreateParams, "unique_request_id">;

/** One kind of payment to price (SW QuotePaymentFee); without charge_type the account's default applies. */
export interface PaymentFeeQuoteParams {
  payment_currency: string;
  payment_destination_country: string;
  payment_type: (typeof PAYMENT_TYPES)[number];
  charge_type?: (typeof CHARGE_TYPES)[number];
  /** The account priced; the signed-in one when absent (the call takes no on_behalf_of). */
  account_id?: string;
}

export interface PaymentGetParams {
  with_deleted?: boolean;
}

export function createPayments(requester: Requester) {
  async function find(params: PaymentFindParams = {}, callOptions: CallOptions = {}): Promise<PaymentsFindResult> {
    const { onBehalfOf, options } = splitCallOptions(callOptions);
    return requester.request({
      method: "GET",
      path: "/v2/payments/find",
      params: {
        ...params,
        currency: optionalCurrency(params.currency, "currency"),
        beneficiary_id: optionalUuid(params.beneficiary_id, "beneficiary_id"),
        conversion_id: optionalUuid(params.conversion_id, "conversion_id"),
        payment_group_id: optionalUuid(params.payment_group_id, "payment_group_id"),
        scope: optionalOneOf(params.scope, FIND_SCOPES, "scope"),
        on_behalf_of: onBehalfOf,
      },
      schema: paymentsFindSchema,
      options,
    });
  }

  return {
    /** Queues a payment; creation does not mean it has been paid (it moves through compliance and release). */
    async create(params: PaymentCreateParams, callOptions: CallOptions = {}): Promise<Payment> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      const uniqueRequestId = optionalUniqueRequestId(params.unique_request_id);
      return requester.request({
        method: "POST",
        path: "/v2/payments/create",
        params: { ...newPaymentWireParams(params, onBehalfOf), unique_request_id: uniqueRequestId },
        schema: paymentSchema,
        idempotency:
          uniqueRequestId === undefined
            ? undefined
            : {
                uniqueRequestId,
                findExisting: async () => (await find({ unique_request_id: uniqueRequestId }, callOptions)).payments[0],
              },
        options,
      });
    },

    /**
     * Checks a payment as its create would, and books nothing (SW ValidatePayment), with what its `x-sca-*` headers
     * say: whether the payment needs strong customer authentication. The SCA headers a request can carry are not
     * sent (FX Desk has no SCA flow: docs/provider-api.md §18).
     */
    async validate(params: PaymentValidateParams, callOptions: CallOptions = {}): Promise<CheckedPayment> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      let headers: Headers | undefined;
      const body = await requester.request({
        method: "POST",
        path: "/v2/payments/validate",
        params: newPaymentWireParams(params, onBehalfOf),
        schema: paymentValidationSchema,
        // It saves nothing, so sending it again is safe.
        repeatable: true,
        options: {
          ...options,
          onResponse: (info) => {
            headers = info.headers;
            options.onResponse?.(info);
          },
        },
      });
      const sca: ScaVerdict = {
        required: headers?.get("x-sca-required")?.trim().toLowerCase() === "true",
        id: headers?.get("x-sca-id") ?? undefined,
        type: headers?.get("x-sca-type") ?? undefined,
      };
      return { ...body, sca };
    },

    /** The fee the account pays for one kind of payment (SW QuotePaymentFee). */
    async quoteFee(params: PaymentFeeQuoteParams, options: RequestOptions = {}): Promise<PaymentFeeQuote> {
      return requester.request({
        method: "GET",
        path: "/v2/payments/quote_payment_fee",
        params: {
          payment_currency: parseCurrency(params.payment_currency, "payment_currency"),
          payment_destination_country: countryCode(params.payment_destination_country, "payment_destination_country"),
          payment_type: optionalOneOf(params.payment_type, PAYMENT_TYPES, "payment_type"),
          charge_type: optionalOneOf(params.charge_type, CHARGE_TYPES, "charge_type"),
          account_id: optionalUuid(params.account_id, "account_id"),
        },
        schema: paymentFeeQuoteSchema,
        options,
      });
    },

    find,

    findAll: pagedFind(find, (result: PaymentsFindResult) => result.payments),

    async get(id: string, params: PaymentGetParams = {}, callOptions: CallOptions = {}): Promise<Payment> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      return requester.request({
        method: "GET",
        path: `/v2/payments/${parseUuid(id, "id")}`,
        params: { with_deleted: params.with_deleted, on_behalf_of: onBehalfOf },
        schema: paymentSchema,
        options,
      });
    },

    async update(id: string, params: PaymentUpdateParams, callOptions: CallOptions = {}): Promise<Payment> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      const path = `/v2/payments/${parseUuid(id, "id")}`;
      const currency = optionalCurrency(params.currency, "currency");
      const wire = {
        ...params,
        ...detailWireParams(params, onBehalfOf, false),
        currency,
        amount: optionalAmountIn(params.amount, currency, "amount", "currency"),
        beneficiary_id: optionalUuid(params.beneficiary_id, "beneficiary_id"),
        reason: params.reason === undefined ? undefined : requiredText(params.reason, "reason"),
        reference: params.reference === undefined ? undefined : requiredText(params.reference, "reference"),
      };
      if (Object.values(wire).every((value) => value === undefined)) {
        throw new InvalidInputError("payment", "nothing_to_update", "give at least one field to change");
      }
      return requester.request({
        method: "POST",
        path,
        params: { ...wire, on_behalf_of: onBehalfOf },
        schema: paymentSchema,
        options,
      });
    },

    /**
     * Where a Swift (priority) payment is, as the SWIFT gpi tracker has it. Refused (400) for a regular payment and
     * for one not released yet; 403 where the account lacks the payment_tracking permission (docs/provider-api.md §19).
     */
    async trackingInfo(id: string, callOptions: CallOptions = {}): Promise<PaymentTrackingInfo> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      return requester.request({
        method: "GET",
        path: `/v2/payments/${parseUuid(id, "id")}/tracking_info`,
        params: { on_behalf_of: onBehalfOf },
        schema: paymentTrackingInfoSchema,
        options,
      });
    },

    /**
     * The provider's confirmation of a completed (or failed) payment: a link to its document, valid until
     * `expires_at`. Refused (422) while the payment is neither completed nor failed (docs/provider-api.md §19).
     */
    async confirmation(id: string, callOptions: CallOptions = {}): Promise<PaymentConfirmation> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      return requester.request({
        method: "GET",
        path: `/v2/payments/${parseUuid(id, "id")}/confirmation`,
        params: { on_behalf_of: onBehalfOf },
        schema: paymentConfirmationSchema,
        options,
      });
    },

    /** Answers with the payment, now in status "deleted". */
    async delete(id: string, callOptions: CallOptions = {}): Promise<Payment> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      return requester.request({
        method: "POST",
        path: `/v2/payments/${parseUuid(id, "id")}/delete`,
        params: { on_behalf_of: onBehalfOf },
        schema: paymentSchema,
        options,
      });
    },

    /**
     * Takes one authorisation step on each payment. A payment that could not be authorised is reported in its
     * entry's `error` inside a 200, so callers must read every entry.
     */
    async authorise(paymentIds: readonly string[], callOptions: CallOptions = {}): Promise<PaymentAuthorisations> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      if (paymentIds.length === 0) {
        throw new InvalidInputError("payment_ids", "is_required", "give at least one payment id to authorise");
      }
      return requester.request({
        method: "POST",
        path: "/v2/payments/authorise",
        params: {
          payment_ids: paymentIds.map((id, index) => parseUuid(id, `payment_ids[${index}]`)),
          on_behalf_of: onBehalfOf,
        },
        schema: paymentAuthorisationsSchema,
        options,
      });
    },
  };
}

/** A new payment's wire fields, as create and validate send them: required fields checked, optional ones too. */
function newPaymentWireParams(params: PaymentValidateParams, onBehalfOf: string | undefined) {
  const currency = parseCurrency(params.currency, "currency");
  return {
    ...params,
    ...detailWireParams(params, onBehalfOf, true),
    currency,
    beneficiary_id: parseUuid(params.beneficiary_id, "beneficiary_id"),
    amount: wireAmount(params.amount, currency),
    reason: requiredText(params.reason, "reason"),
    reference: requiredText(params.reference, "reference"),
    on_behalf_of: onBehalfOf,
  };
}

/**
 * Checks the optional fields as the service would: payer details are refused with on_behalf_of, and otherwise must
 * name the payer (`creating`: an update is held to that only when it gives the entity type again, since the
 * service keeps no payer details to complete it from).
 */
function detailWireParams(params: PaymentDetails, onBehalfOf: string | undefined, creating: boolean) {
  const payerField = Object.entries(params).find(([name, value]) => name.startsWith("payer_") && value !== undefined)?.[0];
  if (payerField !== undefined && onBehalfOf !== undefined) {
    throw new InvalidInputError(payerField, "not_allowed_with_on_behalf_of", "payer details cannot be sent when acting on behalf of a sub-account contact; the sub-account is the payer");
  }
  const payerEntityType = optionalOneOf(params.payer_entity_type, PAYER_ENTITY_TYPES, "payer_entity_type");
  if (payerField !== undefined && (creating || payerEntityType !== undefined)) checkPayerNamed(params, payerEntityType);
  const feeCurrency = optionalCurrency(params.fee_currency, "fee_currency");
  return {
    payment_date: optionalIsoDate(params.payment_date, "payment_date"),
    payment_type: optionalOneOf(params.payment_type, PAYMENT_TYPES, "payment_type"),
    conversion_id: optionalUuid(params.conversion_id, "conversion_id"),
    charge_type: optionalOneOf(params.charge_type, CHARGE_TYPES, "charge_type"),
    fee_currency: feeCurrency,
    fee_amount: optionalAmountIn(params.fee_amount, feeCurrency, "fee_amount", "fee_currency"),
    invoice_date: optionalIsoDate(params.invoice_date, "invoice_date"),
    payer_entity_type: payerEntityType,
    payer_date_of_birth: optionalIsoDate(params.payer_date_of_birth, "payer_date_of_birth"),
    payer_identification_type: optionalOneOf(params.payer_identification_type, BENEFICIARY_IDENTIFICATION_TYPES, "payer_identification_type"),
  };
}

/** The service's payer_*_is_missing: the entity type, then a company's name or an individual's two names. */
function checkPayerNamed(params: PaymentDetails, entityType: (typeof PAYER_ENTITY_TYPES)[number] | undefined): void {
  const needed: { fields: (keyof PaymentDetails)[]; why: string } =
    entityType === undefined
      ? { fields: ["payer_entity_type"], why: "say whether the payer is a company or an individual (payer_entity_type) with the payer's details" }
      : entityType === "company"
        ? { fields: ["payer_company_name"], why: "a company payer needs payer_company_name" }
        : { fields: ["payer_first_name", "payer_last_name"], why: "an individual payer needs payer_first_name and payer_last_name" };
  const missing = needed.fields.find((field) => (params[field] ?? "") === "");
  if (missing !== undefined) throw new InvalidInputError(missing, "is_missing", needed.why);
}

/** An optional amount whose decimals can only be checked against its currency, so that must come with it. */
function optionalAmountIn(amount: AmountValue | undefined, currency: string | undefined, field: string, currencyField: string) {
  if (amount === undefined) return undefined;
  if (currency === undefined) {
    throw new InvalidInputError(currencyField, "is_required", `give ${currencyField} with ${field}, so the amount's decimals can be checked`);
  }
  return wireAmount(amount, currency, field);
}
