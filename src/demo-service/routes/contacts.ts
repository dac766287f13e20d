/** Contacts: create, find (GET and POST), get, update, current (docs/provider-api.md §3, §4). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ContactInput, ContactsFindResultInput } from "../wire";
import { CONTACT_STATUSES, EMAIL_PATTERN } from "../rules/value-lists";
import { atLeastOneParameter, badRequest, FieldErrors, message, notFound } from "../errors";
import { matchesFields } from "../filters";
import { timestamp } from "../format";
import { paginate, pagingSpec } from "../pagination";
import { readParams, signedInUser } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { byId, newId } from "../state";
import { visibleAccount } from "./accounts";

const NAME = /^[^<>]*$/;

/** SW CreateContact's words for a name with < or >: `<field>_invalid_format` (no "is"). */
function nameMismatch(field: "first_name" | "last_name") {
  return message(`${field}_invalid_format`, `Please make sure that ${field} doesn't contain < or > symbols`);
}

export const CREATE_SPEC = {
  account_id: { kind: "uuid", required: true },
  first_name: { kind: "string", required: true, min: 1, max: 100, pattern: NAME, mismatch: nameMismatch("first_name") },
  last_name: { kind: "string", required: true, min: 1, max: 100, pattern: NAME, mismatch: nameMismatch("last_name") },
  email_address: { kind: "string", required: true, min: 6, max: 255, pattern: EMAIL_PATTERN },
  phone_number: { kind: "string", required: true, min: 1, max: 100 },
  your_reference: { kind: "string", max: 255 },
  mobile_phone_number: { kind: "string", max: 100 },
  login_id: { kind: "string", min: 1, max: 50 },
  status: { kind: "enum", values: CONTACT_STATUSES },
  // The reference's CreateContact and UpdateContact check a locale and a time zone by length only (no
  // *_is_in_invalid_format for either): "fr_FR" or "Etc/GMT+5" is stored, not refused with a code the service never sends.
  locale: { kind: "string", min: 2, max: 5 },
  timezone: { kind: "string", min: 7, max: 35 },
  date_of_birth: { kind: "date", refusal: "wrong_type" },
} as const;

/** CreateContact's and UpdateContact's words for an individual's contact sent without a date of birth. */
const DATE_OF_BIRTH_REQUIRED = message("date_of_birth_is_required", "Date of Birth is a required field. Please provide date of birth (YYYY-MM-DD)");

/**
 * The update's top-level `error_code`: the swagger reference documents UpdateContact's message codes but leaves
 * UpdateContactError's `error_code` without a value; this follows the `<entity>_<action>_failed` pattern of the
 * codes recorded elsewhere (docs/provider-api.md §7).
 */
const UPDATE_FAILED = "contact_update_failed";

/** What the update names when it is sent nothing to change, as the swagger reference's message lists them. */
const UPDATABLE_FIELDS = ["first_name", "last_name", "email_address", "phone_number", "mobile_phone_number", "login_id", "locale", "timezone", "status"];

/** What an update may change: any create field but the account, none required. */
const UPDATE_SPEC = {
  first_name: { kind: "string", min: 1, max: 100, pattern: NAME, mismatch: nameMismatch("first_name") },
  last_name: { kind: "string", min: 1, max: 100, pattern: NAME, mismatch: nameMismatch("last_name") },
  email_address: { kind: "string", min: 6, max: 255, pattern: EMAIL_PATTERN },
  phone_number: { kind: "string", min: 1, max: 100 },
  your_reference: CREATE_SPEC.your_reference,
  mobile_phone_number: CREATE_SPEC.mobile_phone_number,
  login_id: CREATE_SPEC.login_id,
  status: CREATE_SPEC.status,
  locale: CREATE_SPEC.locale,
  timezone: CREATE_SPEC.timezone,
  date_of_birth: CREATE_SPEC.date_of_birth,
} as const;

/**
 * SW UpdateContact still lists `first_name` and `last_name` as parameters, but refuses a change to either with
 * `editing_first_last_name_not_allowed` under `name` (its x-errors). A name sent as it already is changes nothing, so
 * it is not refused (Assumption: the reference does not say whether the same name counts as an edit).
 */
const NAME_EDIT_REFUSED = message("editing_first_last_name_not_allowed", "You cannot edit First and Last name. Please contact support for additional information");

function renames(current: ContactInput, params: { first_name?: string | undefined; last_name?: string | undefined }): boolean {
  return (params.first_name !== undefined && params.first_name !== current.first_name) || (params.last_name !== undefined && params.last_name !== current.last_name);
}

const FIND_SPEC = {
  account_name: { kind: "string", max: 150 },
  account_id: { kind: "uuid" },
  first_name: { kind: "string", max: 100 },
  last_name: { kind: "string", max: 100 },
  email_address: { kind: "string", max: 255 },
  your_reference: { kind: "string", max: 255 },
  phone_number: { kind: "string", max: 100 },
  login_id: { kind: "string", max: 50 },
  status: { kind: "enum", values: CONTACT_STATUSES },
  locale: { kind: "string", max: 5 },
  timezone: { kind: "string", max: 35 },
  ...pagingSpec(["created_at", "updated_at", "last_name"]),
} as const;

/** The find's filters: each an exact match of the field of that name. */
const FOUND_BY = [
  "account_name", "account_id", "first_name", "last_name", "email_address", "your_reference", "phone_number", "login_id", "status", "locale",
  "timezone",
] as const;

export function registerContactRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.post("/v2/contacts/create", async (request) => {
    const params = readParams(request, CREATE_SPEC, "contact_create_failed");
    const account = visibleAccount(demoService, request, params.account_id);
    if (!account) {
      throw badRequest("contact_create_failed", "account_id", message("account_not_found", "Account was not found for this id"));
    }
    const data = demoService.store.data;
    const loginId = params.login_id ?? params.email_address;
    const errors = new FieldErrors();
    if (Object.values(data.contacts).some((contact) => contact.login_id === loginId)) {
      // CreateContact words it without the login id (UpdateContact names it), with the field as its param.
      errors.add("login_id", message("login_id_in_use", "login_id already in use", { field: "login_id" }));
    }
    if (account.legal_entity_type === "individual" && !params.date_of_birth) errors.add("date_of_birth", DATE_OF_BIRTH_REQUIRED);
    errors.throwIfAny("contact_create_failed");
    const at = timestamp(demoService.clock.now());
    const contact: ContactInput = {
      id: newId(),
      login_id: loginId,
      first_name: params.first_name,
      last_name: params.last_name,
      account_id: account.id,
      account_name: account.account_name,
      status: params.status ?? "enabled",
      locale: params.locale ?? "en",
      timezone: params.timezone ?? "Europe/London",
      email_address: params.email_address,
      mobile_phone_number: params.mobile_phone_number ?? null,
      phone_number: params.phone_number,
      your_reference: params.your_reference ?? null,
      date_of_birth: params.date_of_birth ?? null,
      created_at: at,
      updated_at: at,
    };
    data.contacts[contact.id] = contact;
    demoService.changed();
    return contact;
  });

  const find = async (request: FastifyRequest) => {
    const params = readParams(request, FIND_SPEC, "contact_find_failed");
    const found = Object.values(demoService.store.data.contacts).filter(
      (c) =>
        visibleAccount(demoService, request, c.account_id) !== undefined && matchesFields(c, params, FOUND_BY),
    );
    const { page, pagination } = paginate(found, params);
    const body: ContactsFindResultInput = { contacts: page, pagination };
    return body;
  };
  app.get("/v2/contacts/find", find);
  app.post("/v2/contacts/find", find);

  app.get("/v2/contacts/current", async (request) => {
    readParams(request, {}, "contact_current_failed");
    return signedInUser(request);
  });

  /*
   * An unknown or unseen contact is 404 `contact_not_found` on `id`. The reference lists it under 400 for GetContact
   * and UpdateContact, but it lists GetBeneficiary's `beneficiary_not_found` under 400 too, and the service was
   * recorded answering that one 404 (docs/provider-api.md §7; the SDK fixtures' "resource not found" cassette): the recorded
   * answer wins. The client takes either as "not found" (api/resources/contacts.ts).
   */
  app.get<{ Params: { id: string } }>("/v2/contacts/:id", async (request) => {
    readParams(request, {}, "contact_not_found");
    const contact = byId(demoService.store.data.contacts, request.params.id);
    if (!contact || !visibleAccount(demoService, request, contact.account_id)) throw notFound("contact");
    return contact;
  });

  app.post<{ Params: { id: string } }>("/v2/contacts/:id", async (request) => {
    const params = readParams(request, UPDATE_SPEC, UPDATE_FAILED);
    const data = demoService.store.data;
    const current = byId(data.contacts, request.params.id);
    if (!current || !visibleAccount(demoService, request, current.account_id)) throw notFound("contact");
    if (Object.values(params).every((value) => value === undefined)) throw atLeastOneParameter(UPDATE_FAILED, UPDATABLE_FIELDS);
    const errors = new FieldErrors();
    if (renames(current, params)) errors.add("name", NAME_EDIT_REFUSED);
    if (params.login_id !== undefined && Object.values(data.contacts).some((contact) => contact.id !== current.id && contact.login_id === params.login_id)) {
      errors.add("login_id", message("login_id_in_use", `login_id already in use: ${params.login_id}`));
    }
    errors.throwIfAny(UPDATE_FAILED);
    const changes = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Partial<ContactInput>;
    const updated: ContactInput = { ...current, ...changes, updated_at: timestamp(demoService.clock.now()) };
    data.contacts[current.id] = updated;
    // A disabled contact's tokens end now, and stay ended if it is enabled again (docs/provider-api.md §2).
    if (updated.status !== "enabled") demoService.sessions.retireContact(current.id);
    demoService.changed();
    return updated;
  });
}
