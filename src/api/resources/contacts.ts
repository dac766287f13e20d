import { parseUuid } from "../../domain";
import type { RequestOptions, Requester } from "../internal/request-spec";
import { CONTACT_STATUSES } from "../../domain/client-values";
import { BadRequestError, NotFoundError } from "../errors";
import { contactSchema, contactsFindSchema, type Contact, type ContactsFindResult } from "../schemas/contacts";
import type { PageParams } from "../schemas/pagination";
import { optionalIsoDate, optionalOneOf, optionalUuid, requiredText } from "./request-values";
import { pagedFind } from "./paged-find";


/** Required fields per docs/provider-api.md §3; date_of_birth becomes required when the account is an individual. */
export interface ContactCreateParams {
  account_id: string;
  first_name: string;
  last_name: string;
  email_address: string;
  phone_number: string;
  your_reference?: string;
  mobile_phone_number?: string;
  /** Unique across the service; defaults to email_address. */
  login_id?: string;
  status?: (typeof CONTACT_STATUSES)[number];
  locale?: string;
  /** Time-zone name, e.g. Europe/London. */
  timezone?: string;
  /** YYYY-MM-DD. */
  date_of_birth?: string;
}

/**
 * An update sends only the fields that change; the account stays, and so does the name: the provider refuses a
 * change of first or last name through the update (`editing_first_last_name_not_allowed`, docs/demo-service.md
 * "Account and contact updates"), so the client does not offer one.
 */
export type ContactUpdateParams = Partial<Omit<ContactCreateParams, "account_id" | "first_name" | "last_name">>;

export interface ContactFindParams extends PageParams {
  account_name?: string;
  account_id?: string;
  first_name?: string;
  last_name?: string;
  email_address?: string;
  your_reference?: string;
  phone_number?: string;
  login_id?: string;
  status?: string;
  locale?: string;
  timezone?: string;
}

/**
 * A contact that is not there, however the service words it. The swagger reference lists GetContact's and
 * UpdateContact's `contact_not_found` on `id` as a 400; the service answers a missing beneficiary, listed the same
 * way, with a 404 (docs/provider-api.md §7), which the demo service does for contacts too. Both are "not found" to callers
 * (the acting-as check, account names): a 400 `contact_not_found` on `on_behalf_of` is not, it names another contact.
 */
async function notFoundAsSuch<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof BadRequestError && error.messages.id?.some((m) => m.code === "contact_not_found")) {
      throw new NotFoundError({ status: error.status, errorCode: error.errorCode, messages: error.messages, method: error.method, path: error.path, requestId: error.requestId });
    }
    throw error;
  }
}

/** A create's options: `findExisting` finds the same contact if an attempt whose answer was lost made it (the create takes no idempotency key). */
interface ContactCreateOptions extends RequestOptions {
  findExisting?: () => Promise<Contact | undefined>;
}

export function createContacts(requester: Requester) {
  async function find(params: ContactFindParams = {}, options: RequestOptions = {}): Promise<ContactsFindResult> {
    return requester.request({
      method: "POST",
      path: "/v2/contacts/find",
      params: { ...params, account_id: optionalUuid(params.account_id, "account_id") },
      schema: contactsFindSchema,
      repeatable: true,
      options,
    });
  }

  return {
    /** Creates a contact on a sub-account; its id is what later calls pass as on_behalf_of. */
    async create(params: ContactCreateParams, createOptions: ContactCreateOptions = {}): Promise<Contact> {
      const { findExisting, ...options } = createOptions;
      return requester.request({
        method: "POST",
        path: "/v2/contacts/create",
        params: {
          ...params,
          account_id: parseUuid(params.account_id, "account_id"),
          first_name: requiredText(params.first_name, "first_name"),
          last_name: requiredText(params.last_name, "last_name"),
          email_address: requiredText(params.email_address, "email_address"),
          phone_number: requiredText(params.phone_number, "phone_number"),
          status: optionalOneOf(params.status, CONTACT_STATUSES, "status"),
          date_of_birth: optionalIsoDate(params.date_of_birth, "date_of_birth"),
        },
        schema: contactSchema,
        naturalKey: findExisting === undefined ? undefined : { findExisting },
        options,
      });
    },

    /** Changes the fields given of a contact (status "not_enabled" disables it). */
    async update(id: string, params: ContactUpdateParams, options: RequestOptions = {}): Promise<Contact> {
      return notFoundAsSuch(
        requester.request({
          method: "POST",
          path: `/v2/contacts/${parseUuid(id, "id")}`,
          params: { ...params, status: optionalOneOf(params.status, CONTACT_STATUSES, "status"), date_of_birth: optionalIsoDate(params.date_of_birth, "date_of_birth") },
          schema: contactSchema,
          options,
        }),
      );
    },

    find,

    findAll: pagedFind(find, (result: ContactsFindResult) => result.contacts),

    async get(id: string, options: RequestOptions = {}): Promise<Contact> {
      return notFoundAsSuch(requester.request({ method: "GET", path: `/v2/contacts/${parseUuid(id, "id")}`, schema: contactSchema, options }));
    },

    /** The signed-in contact. */
    async current(options: RequestOptions = {}): Promise<Contact> {
      return requester.request({ method: "GET", path: "/v2/contacts/current", schema: contactSchema, options });
    },
  };
}
