import { checkBic, checkIban, InvalidInputError, parseCurrency, parseUuid, ROUTING_CODE_TYPES, type PayeeCheckRequest } from "../../domain";
import type { CallOptions, Params, Requester } from "../internal/request-spec";
import {
  beneficiariesFindSchema,
  beneficiaryAccountVerificationSchema,
  beneficiarySchema,
  beneficiaryValidationSchema,
  type BeneficiariesFindResult,
  type Beneficiary,
  type BeneficiaryAccountVerification,
  type BeneficiaryValidation,
} from "../schemas/beneficiaries";
import type { PageParams } from "../schemas/pagination";
import { splitCallOptions } from "./call-options";
import { FIND_SCOPES, countryCode, oneOf, optionalCountryCode, optionalCurrency, optionalIsoDate, optionalOneOf, requiredText } from "./request-values";
import { getById } from "./get-by-id";
import { pagedFind } from "./paged-find";

export const ENTITY_TYPES = ["company", "individual"] as const;
export const BANK_ACCOUNT_TYPES = ["checking", "savings"] as const;
export const PAYMENT_TYPES = ["priority", "regular"] as const;
/** GBP for Confirmation of Payee, EUR for Verification of Payee (SW BeneficiaryAccountVerification currency). */
const PAYEE_CHECK_CURRENCIES = ["GBP", "EUR"] as const;

/** Call options of a create: `findExisting` finds the same beneficiary if an attempt whose answer was lost made it. */
export interface BeneficiaryCreateOptions extends CallOptions {
  findExisting?: () => Promise<Beneficiary | undefined>;
}

/** Who the beneficiary is and where: what a beneficiary carries and a find filters on alike. */
interface BeneficiaryParticulars {
  beneficiary_company_name?: string;
  beneficiary_first_name?: string;
  beneficiary_last_name?: string;
  beneficiary_city?: string;
  beneficiary_postcode?: string;
  beneficiary_state_or_province?: string;
  /** YYYY-MM-DD. */
  beneficiary_date_of_birth?: string;
}

/** Everything a beneficiary can carry; which bank fields a route needs comes from reference.beneficiaryRequiredDetails. */
export interface BeneficiaryDetails extends BeneficiaryParticulars {
  email?: string;
  beneficiary_address?: string | readonly string[];
  /** ISO 3166 alpha-2. */
  beneficiary_country?: string;
  account_number?: string;
  routing_code_type_1?: string;
  routing_code_value_1?: string;
  routing_code_type_2?: string;
  routing_code_value_2?: string;
  bic_swift?: string;
  iban?: string;
  default_beneficiary?: boolean;
  bank_address?: readonly string[];
  bank_name?: string;
  bank_account_type?: (typeof BANK_ACCOUNT_TYPES)[number];
  beneficiary_entity_type?: (typeof ENTITY_TYPES)[number];
  beneficiary_identification_type?: string;
  beneficiary_identification_value?: string;
  payment_types?: readonly (typeof PAYMENT_TYPES)[number][];
  beneficiary_external_reference?: string;
  business_nature?: string;
  company_website?: string;
}

/** Required fields per docs/provider-api.md §3. */
export interface BeneficiaryCreateParams extends BeneficiaryDetails {
  /** The nickname shown in lists. */
  name: string;
  bank_account_holder_name: string;
  /** ISO 3166 alpha-2 country of the bank. */
  bank_country: string;
  currency: string;
}

export type BeneficiaryUpdateParams = Partial<BeneficiaryCreateParams>;

export interface BeneficiaryFindParams extends PageParams, BeneficiaryParticulars {
  name?: string;
  bank_account_holder_name?: string;
  beneficiary_country?: string;
  currency?: string;
  account_number?: string;
  bic_swift?: string;
  iban?: string;
  default_beneficiary?: boolean;
  bank_name?: string;
  bank_account_type?: string;
  beneficiary_entity_type?: string;
  beneficiary_external_reference?: string;
  bank_country?: string;
  /** A routing code the beneficiary has in either slot (sent as the service's `routing_code_type[0]`/`routing_code_value[0]`). */
  routing_code_type?: (typeof ROUTING_CODE_TYPES)[number];
  routing_code_value?: string;
  scope?: (typeof FIND_SCOPES)[number];
}

export function createBeneficiaries(requester: Requester) {
  function saveRequest(path: string, params: Params, callOptions: BeneficiaryCreateOptions) {
    const { findExisting, ...rest } = callOptions;
    const { onBehalfOf, options } = splitCallOptions(rest);
    return requester.request({
      method: "POST",
      path,
      params: { ...params, on_behalf_of: onBehalfOf },
      schema: beneficiarySchema,
      naturalKey: findExisting === undefined ? undefined : { findExisting },
      options,
    });
  }

  async function find(params: BeneficiaryFindParams = {}, callOptions: CallOptions = {}): Promise<BeneficiariesFindResult> {
    const { onBehalfOf, options } = splitCallOptions(callOptions);
    const { routing_code_type: routingCodeType, routing_code_value: routingCodeValue, ...filters } = params;
    // The service refuses a routing code type without its value, or the reverse (incorrect_mapping, SW FindBeneficiariesPost).
    if ((routingCodeType === undefined) !== (routingCodeValue === undefined)) {
      const missing = routingCodeType === undefined ? "routing_code_type" : "routing_code_value";
      throw new InvalidInputError(missing, "is_required", "is needed with the other half of the routing code: the service finds by a routing code's type and value together");
    }
    return requester.request({
      method: "POST",
      path: "/v2/beneficiaries/find",
      params: {
        ...filters,
        "routing_code_type[0]": optionalOneOf(routingCodeType, ROUTING_CODE_TYPES, "routing_code_type"),
        "routing_code_value[0]": routingCodeValue,
        currency: optionalCurrency(params.currency, "currency"),
        bank_country: optionalCountryCode(params.bank_country, "bank_country"),
        beneficiary_date_of_birth: optionalIsoDate(params.beneficiary_date_of_birth, "beneficiary_date_of_birth"),
        beneficiary_country: optionalCountryCode(params.beneficiary_country, "beneficiary_country"),
        scope: optionalOneOf(params.scope, FIND_SCOPES, "scope"),
        on_behalf_of: onBehalfOf,
      },
      schema: beneficiariesFindSchema,
      repeatable: true,
      options,
    });
  }

  return {
    /**
     * Creates a beneficiary. The endpoint takes no idempotency key, so it is retried only when the caller says how
     * to find the same beneficiary (`findExisting`), which is asked before every resend.
     */
    async create(params: BeneficiaryCreateParams, callOptions: BeneficiaryCreateOptions = {}): Promise<Beneficiary> {
      return saveRequest("/v2/beneficiaries/create", createWireParams(params), callOptions);
    },

    /** Checks a beneficiary with the service without saving it; safe to repeat, so it is retried like a read. */
    async validate(params: BeneficiaryCreateParams, callOptions: CallOptions = {}): Promise<BeneficiaryValidation> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      return requester.request({
        method: "POST",
        path: "/v2/beneficiaries/validate",
        params: { ...validateWireParams(params), on_behalf_of: onBehalfOf },
        schema: beneficiaryValidationSchema,
        repeatable: true,
        options,
      });
    },

    /**
     * The payee name check (Confirmation of Payee, Verification of Payee): asks the payee's bank whether the name
     * matches the account. It changes nothing, so it is retried like a read — the guides ask for a retry before a
     * 503 is shown. Its answer is never kept: each check asks again. The reference lists no `on_behalf_of` (and
     * refuses extra parameters), so it is asked as the signed-in account (docs/provider-api.md §16).
     */
    async verifyAccount(params: PayeeCheckRequest, callOptions: Omit<CallOptions, "onBehalfOf"> = {}): Promise<BeneficiaryAccountVerification> {
      const { options } = splitCallOptions(callOptions);
      return requester.request({
        method: "POST",
        path: "/v2/beneficiaries/account_verification",
        params: {
          ...params,
          currency: oneOf(params.currency, PAYEE_CHECK_CURRENCIES, "currency"),
          bank_country: countryCode(params.bank_country, "bank_country"),
          beneficiary_entity_type: oneOf(params.beneficiary_entity_type, ENTITY_TYPES, "beneficiary_entity_type"),
          iban: params.iban === undefined ? undefined : checkIban(params.iban, "iban"),
        },
        schema: beneficiaryAccountVerificationSchema,
        repeatable: true,
        options,
      });
    },

    find,

    findAll: pagedFind(find, (result: BeneficiariesFindResult) => result.beneficiaries),

    get: getById(requester, "beneficiaries", beneficiarySchema),

    /** Changes only the fields given. */
    async update(id: string, params: BeneficiaryUpdateParams, callOptions: CallOptions = {}): Promise<Beneficiary> {
      const path = `/v2/beneficiaries/${parseUuid(id, "id")}`;
      const wire = {
        ...detailWireParams(params),
        name: params.name === undefined ? undefined : requiredText(params.name, "name"),
        bank_account_holder_name:
          params.bank_account_holder_name === undefined ? undefined : requiredText(params.bank_account_holder_name, "bank_account_holder_name"),
        bank_country: optionalCountryCode(params.bank_country, "bank_country"),
        currency: optionalCurrency(params.currency, "currency"),
      };
      if (Object.values(wire).every((value) => value === undefined)) {
        throw new InvalidInputError("beneficiary", "nothing_to_update", "give at least one field to change");
      }
      return saveRequest(path, wire, callOptions);
    },

    /** Answers with the beneficiary as it was before deletion. */
    async delete(id: string, callOptions: CallOptions = {}): Promise<Beneficiary> {
      return saveRequest(`/v2/beneficiaries/${parseUuid(id, "id")}/delete`, {}, callOptions);
    },
  };
}

function createWireParams(params: BeneficiaryCreateParams) {
  return {
    ...detailWireParams(params),
    name: requiredText(params.name, "name"),
    bank_account_holder_name: requiredText(params.bank_account_holder_name, "bank_account_holder_name"),
    bank_country: countryCode(params.bank_country, "bank_country"),
    currency: parseCurrency(params.currency, "currency"),
  };
}

/**
 * A saved beneficiary's own fields, which ValidateBeneficiary does not take (the service refuses them as extra
 * parameters: docs/demo-service.md, beneficiary validation). They are still checked, as for a create.
 */
export const NOT_VALIDATED = new Set(["name", "bank_account_holder_name", "email", "default_beneficiary", "beneficiary_external_reference", "business_nature", "company_website"]);

function validateWireParams(params: BeneficiaryCreateParams): Params {
  return Object.fromEntries(Object.entries(createWireParams(params)).filter(([key]) => !NOT_VALIDATED.has(key))) as Params;
}

/** The optional fields, with the ones a typo would send money astray checked (IBAN, BIC, countries, dates). */
function detailWireParams(params: BeneficiaryDetails) {
  return {
    ...params,
    iban: params.iban === undefined ? undefined : checkIban(params.iban, "iban"),
    bic_swift: params.bic_swift === undefined ? undefined : checkBic(params.bic_swift, "bic_swift"),
    beneficiary_country: optionalCountryCode(params.beneficiary_country, "beneficiary_country"),
    beneficiary_date_of_birth: optionalIsoDate(params.beneficiary_date_of_birth, "beneficiary_date_of_birth"),
    beneficiary_entity_type: optionalOneOf(params.beneficiary_entity_type, ENTITY_TYPES, "beneficiary_entity_type"),
    bank_account_type: optionalOneOf(params.bank_account_type, BANK_ACCOUNT_TYPES, "bank_account_type"),
    routing_code_type_1: optionalOneOf(params.routing_code_type_1, ROUTING_CODE_TYPES, "routing_code_type_1"),
    routing_code_type_2: optionalOneOf(params.routing_code_type_2, ROUTING_CODE_TYPES, "routing_code_type_2"),
    payment_types: params.payment_types?.map((type, index) => oneOf(type, PAYMENT_TYPES, `payment_types[${index}]`)),
  };
}
