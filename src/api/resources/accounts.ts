import { InvalidInputError, parseUuid, valuesInWords } from "../../domain";
import type { RequestOptions, Requester } from "../internal/request-spec";
import { accountSchema, accountsFindSchema, type Account, type AccountsFindResult } from "../schemas/accounts";
import { ACCOUNT_STATUSES, ACCOUNT_IDENTIFICATION_TYPES, ACCOUNT_LEGAL_ENTITY_SUB_TYPES, ACCOUNT_LEGAL_ENTITY_TYPES, ACCOUNT_REFERENCE_MAX } from "../../domain/client-values";
import type { PageParams } from "../schemas/pagination";
import { pagedFind } from "./paged-find";
import { countryCode, oneOf, optionalCountryCode, optionalOneOf, optionalTextUpTo, requiredText } from "./request-values";

/** Required fields per docs/provider-api.md §3; the service adds state_or_province for US, CA and MX. */
export interface AccountCreateParams {
  account_name: string;
  legal_entity_type: (typeof ACCOUNT_LEGAL_ENTITY_TYPES)[number];
  street: string;
  city: string;
  /** ISO 3166 alpha-2. */
  country: string;
  postal_code?: string;
  state_or_province?: string;
  brand?: string;
  /** At most 25 characters (ACCOUNT_REFERENCE_MAX). */
  your_reference?: string;
  status?: (typeof ACCOUNT_STATUSES)[number];
  spread_table?: string;
  identification_type?: string;
  identification_value?: string;
  api_trading?: boolean;
  online_trading?: boolean;
  phone_trading?: boolean;
  terms_and_conditions_accepted?: boolean;
  legal_entity_sub_type?: (typeof ACCOUNT_LEGAL_ENTITY_SUB_TYPES)[number];
}

/**
 * What an account keeps from its creation: its address and country, which the provider refuses to change through an
 * update (`editing_address_not_allowed`, `editing_country_not_allowed`: docs/demo-service.md "Account and contact
 * updates"). The legal entity sub-type is not among them: the current reference's UpdateAccount lists it, with the
 * values CreateAccount takes (docs/provider-api.md §3).
 */
const FIXED_AT_CREATION = ["street", "city", "state_or_province", "postal_code", "country"] as const;

/** An update sends only the fields that change, never one fixed at creation. */
export type AccountUpdateParams = Partial<Omit<AccountCreateParams, (typeof FIXED_AT_CREATION)[number]>>;

/** A sub-type outside the reference's list, refused before sending and named in words as the forms show the list. */
function legalEntitySubType(value: string | undefined): AccountCreateParams["legal_entity_sub_type"] {
  if (value === undefined) return undefined;
  const match = ACCOUNT_LEGAL_ENTITY_SUB_TYPES.find((candidate) => candidate === value);
  if (match === undefined) {
    throw new InvalidInputError("legal_entity_sub_type", "not_in_range", `"${value}" is not a legal entity sub-type the service takes — use one of ${valuesInWords(ACCOUNT_LEGAL_ENTITY_SUB_TYPES).join(", ")}`);
  }
  return match;
}

export interface AccountFindParams extends PageParams {
  account_name?: string;
  brand?: string;
  your_reference?: string;
  status?: string;
  street?: string;
  city?: string;
  state_or_province?: string;
  postal_code?: string;
  country?: string;
  spread_table?: string;
}

/** A create's options: `findExisting` finds the same account if an attempt whose answer was lost made it (the create takes no idempotency key). */
interface AccountCreateOptions extends RequestOptions {
  findExisting?: () => Promise<Account | undefined>;
}

export function createAccounts(requester: Requester) {
  async function find(params: AccountFindParams = {}, options: RequestOptions = {}): Promise<AccountsFindResult> {
    return requester.request({
      method: "POST",
      path: "/v2/accounts/find",
      params: { ...params, country: optionalCountryCode(params.country, "country"), your_reference: optionalTextUpTo(params.your_reference, ACCOUNT_REFERENCE_MAX, "your_reference") },
      schema: accountsFindSchema,
      repeatable: true,
      options,
    });
  }

  return {
    /** Creates a sub-account for an end customer; create a contact on it to act on its behalf. */
    async create(params: AccountCreateParams, createOptions: AccountCreateOptions = {}): Promise<Account> {
      const { findExisting, ...options } = createOptions;
      if (params.identification_type !== undefined) {
        requiredText(params.identification_value, "identification_value");
      }
      return requester.request({
        method: "POST",
        path: "/v2/accounts/create",
        params: {
          ...params,
          account_name: requiredText(params.account_name, "account_name"),
          legal_entity_type: oneOf(params.legal_entity_type, ACCOUNT_LEGAL_ENTITY_TYPES, "legal_entity_type"),
          street: requiredText(params.street, "street"),
          city: requiredText(params.city, "city"),
          country: countryCode(params.country, "country"),
          your_reference: optionalTextUpTo(params.your_reference, ACCOUNT_REFERENCE_MAX, "your_reference"),
          status: optionalOneOf(params.status, ACCOUNT_STATUSES, "status"),
          identification_type: optionalOneOf(params.identification_type, ACCOUNT_IDENTIFICATION_TYPES, "identification_type"),
          legal_entity_sub_type: optionalOneOf(params.legal_entity_sub_type, ACCOUNT_LEGAL_ENTITY_SUB_TYPES, "legal_entity_sub_type"),
        },
        schema: accountSchema,
        naturalKey: findExisting === undefined ? undefined : { findExisting },
        options,
      });
    },

    /** Changes the fields given of a sub-account (status "disabled" disables it). */
    async update(id: string, params: AccountUpdateParams, options: RequestOptions = {}): Promise<Account> {
      // Values often come from a form or a row typed loosely: a field fixed at creation is refused here rather than sent.
      const fixed = FIXED_AT_CREATION.find((field) => field in params);
      if (fixed !== undefined) {
        throw new InvalidInputError(fixed, "cannot_be_updated", "is set when the account is created; the provider does not let you change an account's address or country here. Its support team can");
      }
      return requester.request({
        method: "POST",
        path: `/v2/accounts/${parseUuid(id, "id")}`,
        params: {
          ...params,
          legal_entity_type: optionalOneOf(params.legal_entity_type, ACCOUNT_LEGAL_ENTITY_TYPES, "legal_entity_type"),
          your_reference: optionalTextUpTo(params.your_reference, ACCOUNT_REFERENCE_MAX, "your_reference"),
          status: optionalOneOf(params.status, ACCOUNT_STATUSES, "status"),
          identification_type: optionalOneOf(params.identification_type, ACCOUNT_IDENTIFICATION_TYPES, "identification_type"),
          legal_entity_sub_type: legalEntitySubType(params.legal_entity_sub_type),
        },
        schema: accountSchema,
        options,
      });
    },

    find,

    findAll: pagedFind(find, (result: AccountsFindResult) => result.accounts),

    async get(id: string, options: RequestOptions = {}): Promise<Account> {
      return requester.request({ method: "GET", path: `/v2/accounts/${parseUuid(id, "id")}`, schema: accountSchema, options });
    },

    /** The account of the signed-in contact. */
    async current(options: RequestOptions = {}): Promise<Account> {
      return requester.request({ method: "GET", path: "/v2/accounts/current", schema: accountSchema, options });
    },
  };
}
