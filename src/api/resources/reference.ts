import { pairCode, parseCurrency, parsePair } from "../../domain";
import type { z } from "zod";
import type { CallOptions, Params, RequestOptions, Requester } from "../internal/request-spec";
import {
  beneficiaryRequiredDetailsSchema,
  conversionDatesSchema,
  currenciesSchema,
  paymentDatesSchema,
  paymentPurposeCodesSchema,
  payerRequiredDetailsSchema,
  type BeneficiaryRequiredDetails,
  type ConversionDates,
  type Currencies,
  type PaymentDates,
  type PaymentPurposeCodes,
  type PayerRequiredDetails,
} from "../schemas/reference";
import { paymentFeeRulesSchema, type PaymentFeeRules } from "../schemas/payment-checks";
import { createBankDetailsLookup } from "./bank-details";
import { ENTITY_TYPES, PAYMENT_TYPES } from "./beneficiaries";
import { splitCallOptions } from "./call-options";
import { countryCode, optionalIsoDate, optionalOneOf, optionalUuid } from "./request-values";


/** All three are required by the service since 2020 (docs/provider-api.md §3). */
export interface BeneficiaryRequiredDetailsParams {
  currency: string;
  bank_account_country: string;
  beneficiary_country: string;
}

export interface ConversionDatesParams {
  /** Any pair spelling; sent as the six-letter code. */
  conversion_pair: string;
  /** YYYY-MM-DD. */
  start_date?: string;
}

export interface PaymentDatesParams {
  currency: string;
  /** YYYY-MM-DD. */
  start_date?: string;
}

/** SW GetPaymentPurposeCodes: currency and the bank account's country are required (docs/provider-api.md §15). */
export interface PaymentPurposeCodesParams {
  currency: string;
  bank_account_country: string;
  /** The beneficiary's entity type; without it the codes of both are answered. */
  entity_type?: (typeof ENTITY_TYPES)[number];
}

/** SW GetPayerRequirements: only the payer's country is required (docs/provider-api.md §15). */
export interface PayerRequiredDetailsParams {
  payer_country: string;
  payer_entity_type?: (typeof ENTITY_TYPES)[number];
  payment_type?: (typeof PAYMENT_TYPES)[number];
}

/** Every filter is optional: without any, the account's whole fee table (SW GetPaymentFeeRules). */
export interface PaymentFeeRulesParams {
  /** The signed-in account's when absent (the call takes no on_behalf_of). */
  account_id?: string;
  payment_type?: "priority" | "regular";
  charge_type?: "ours" | "shared";
}

/** A payment route's two required filters, as every reference list keyed by a route sends them. */
function routeParams(params: { currency: string; bank_account_country: string }): Params {
  return {
    currency: parseCurrency(params.currency, "currency"),
    bank_account_country: countryCode(params.bank_account_country, "bank_account_country"),
  };
}

export function createReference(requester: Requester) {
  /** Every reference list is a GET of its path with its filters. */
  function read<T>(path: string, params: Params, schema: z.ZodType<T>, options: RequestOptions): Promise<T> {
    return requester.request({ method: "GET", path, params, schema, options });
  }

  return {
    ...createBankDetailsLookup(requester),
    /** The fees the account pays per payment type and charge type (docs/provider-api.md §18). */
    async paymentFeeRules(params: PaymentFeeRulesParams = {}, options: RequestOptions = {}): Promise<PaymentFeeRules> {
      const filters = {
        account_id: optionalUuid(params.account_id, "account_id"),
        payment_type: optionalOneOf(params.payment_type, ["priority", "regular"] as const, "payment_type"),
        charge_type: optionalOneOf(params.charge_type, ["ours", "shared"] as const, "charge_type"),
      };
      return read("/v2/reference/payment_fee_rules", filters, paymentFeeRulesSchema, options);
    },

    /** Which bank fields each payment route to a country needs, as regular expressions keyed by the service's names. */
    async beneficiaryRequiredDetails(
      params: BeneficiaryRequiredDetailsParams,
      callOptions: CallOptions = {},
    ): Promise<BeneficiaryRequiredDetails> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      const filters = {
        ...routeParams(params),
        beneficiary_country: countryCode(params.beneficiary_country, "beneficiary_country"),
        on_behalf_of: onBehalfOf,
      };
      return read("/v2/reference/beneficiary_required_details", filters, beneficiaryRequiredDetailsSchema, options);
    },

    /** The purposes a payment in a currency to a bank's country may give, and must give where that country requires one. */
    async paymentPurposeCodes(params: PaymentPurposeCodesParams, options: RequestOptions = {}): Promise<PaymentPurposeCodes> {
      // SW GetPaymentPurposeCodes takes no on_behalf_of: the codes are the country's, not an account's.
      const filters = { ...routeParams(params), entity_type: optionalOneOf(params.entity_type, ENTITY_TYPES, "entity_type") };
      return read("/v2/reference/payment_purpose_codes", filters, paymentPurposeCodesSchema, options);
    },

    /** Which payer fields a payment made for a fourth party needs, per entity type and payment type, with their patterns. */
    async payerRequiredDetails(params: PayerRequiredDetailsParams, options: RequestOptions = {}): Promise<PayerRequiredDetails> {
      const filters = {
        payer_country: countryCode(params.payer_country, "payer_country"),
        payer_entity_type: optionalOneOf(params.payer_entity_type, ENTITY_TYPES, "payer_entity_type"),
        payment_type: optionalOneOf(params.payment_type, PAYMENT_TYPES, "payment_type"),
      };
      return read("/v2/reference/payer_required_details", filters, payerRequiredDetailsSchema, options);
    },

    /** The currencies the service trades, with the decimal places it uses for each. */
    async currencies(options: RequestOptions = {}): Promise<Currencies> {
      return read("/v2/reference/currencies", {}, currenciesSchema, options);
    },

    async conversionDates(params: ConversionDatesParams, callOptions: CallOptions = {}): Promise<ConversionDates> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      const filters = {
        conversion_pair: pairCode(parsePair(params.conversion_pair, "conversion_pair")),
        start_date: optionalIsoDate(params.start_date, "start_date"),
        on_behalf_of: onBehalfOf,
      };
      return read("/v2/reference/conversion_dates", filters, conversionDatesSchema, options);
    },

    async paymentDates(params: PaymentDatesParams, options: RequestOptions = {}): Promise<PaymentDates> {
      const filters = { currency: parseCurrency(params.currency, "currency"), start_date: optionalIsoDate(params.start_date, "start_date") };
      return read("/v2/reference/payment_dates", filters, paymentDatesSchema, options);
    },
  };
}
