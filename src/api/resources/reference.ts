import { pairCode, parseCurrency, parsePair } from "../../domain";
import type { CallOptions, RequestOptions, Requester } from "../internal/request-spec";
import {
  beneficiaryRequiredDetailsSchema,
  conversionDatesSchema,
  currenciesSchema,
  paymentDatesSchema,
  type BeneficiaryRequiredDetails,
  type ConversionDates,
  type Currencies,
  type PaymentDates,
} from "../schemas/reference";
import { createBankDetailsLookup } from "./bank-details";
import { splitCallOptions } from "./call-options";
import { countryCode, optionalIsoDate } from "./request-values";

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

export function createReference(requester: Requester) {
  return {
    ...createBankDetailsLookup(requester),
    /** Which bank fields each payment route to a country needs, as regular expressions keyed by the service's names. */
    async beneficiaryRequiredDetails(
      params: BeneficiaryRequiredDetailsParams,
      callOptions: CallOptions = {},
    ): Promise<BeneficiaryRequiredDetails> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      return requester.request({
        method: "GET",
        path: "/v2/reference/beneficiary_required_details",
        params: {
          currency: parseCurrency(params.currency, "currency"),
          bank_account_country: countryCode(params.bank_account_country, "bank_account_country"),
          beneficiary_country: countryCode(params.beneficiary_country, "beneficiary_country"),
          on_behalf_of: onBehalfOf,
        },
        schema: beneficiaryRequiredDetailsSchema,
        options,
      });
    },

    /** The currencies the service trades, with the decimal places it uses for each. */
    async currencies(options: RequestOptions = {}): Promise<Currencies> {
      return requester.request({ method: "GET", path: "/v2/reference/currencies", schema: currenciesSchema, options });
    },

    async conversionDates(params: ConversionDatesParams, callOptions: CallOptions = {}): Promise<ConversionDates> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      return requester.request({
        method: "GET",
        path: "/v2/reference/conversion_dates",
        params: {
          conversion_pair: pairCode(parsePair(params.conversion_pair, "conversion_pair")),
          start_date: optionalIsoDate(params.start_date, "start_date"),
          on_behalf_of: onBehalfOf,
        },
        schema: conversionDatesSchema,
        options,
      });
    },

    async paymentDates(params: PaymentDatesParams, options: RequestOptions = {}): Promise<PaymentDates> {
      return requester.request({
        method: "GET",
        path: "/v2/reference/payment_dates",
        params: {
          currency: parseCurrency(params.currency, "currency"),
          start_date: optionalIsoDate(params.start_date, "start_date"),
        },
        schema: paymentDatesSchema,
        options,
      });
    },
  };
}
