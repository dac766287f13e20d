/**
 * The demo service's contacts over the wire, with the swagger reference's message codes: an update that names
 * nothing to change is refused with `at_least_one_parameter` on base, a login id another contact has with
 * `login_id_in_use`; a change of first or last name with `editing_first_last_name_not_allowed` on name (both at
 * once when both are wrong); a date of birth that is not a date with `date_of_birth_type_is_wrong`; a locale and a time zone
 * checked by length only; an unknown contact 404 `contact_not_found` on `id`. No refusal changes or creates anything.
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../../src/demo-service/server";
import { subAccount } from "../../../support/demo-data";
import { call, login } from "../../../support/demo-http";
import { withDemoService } from "../../../support/with-demo-service";

const UNKNOWN = "6c046a7e-1f0e-4b7c-9d8a-2b1b1b1b1b1b";

describe("demo service: contacts", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it("refuses an update that names nothing to change with at_least_one_parameter, and changes nothing", async () => {
    const { contactId } = await subAccount(demoService, token, "Harbour Ltd");
    const before = (await call(demoService, "GET", `/v2/contacts/${contactId}`, {}, { token })).body;
    const refused = await call(demoService, "POST", `/v2/contacts/${contactId}`, {}, { token });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error_code: "contact_update_failed",
      error_messages: {
        base: [
          {
            code: "at_least_one_parameter",
            message: "At least one parameter should be present: first_name, last_name, email_address, phone_number, mobile_phone_number, login_id, locale, timezone, status",
            params: {},
          },
        ],
      },
    });
    expect((await call(demoService, "GET", `/v2/contacts/${contactId}`, {}, { token })).body).toEqual(before);
  });

  it("refuses a login id another contact has with login_id_in_use naming it, and keeps the contact's own", async () => {
    const harbour = await subAccount(demoService, token, "Harbour Ltd");
    const meadow = await subAccount(demoService, token, "Meadow plc");
    expect((await call(demoService, "POST", `/v2/contacts/${harbour.contactId}`, { login_id: "ada.harbour" }, { token })).status).toBe(200);
    const taken = await call(demoService, "POST", `/v2/contacts/${meadow.contactId}`, { login_id: "ada.harbour" }, { token });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      error_code: "contact_update_failed",
      error_messages: { login_id: [{ code: "login_id_in_use", message: "login_id already in use: ada.harbour", params: {} }] },
    });
    expect((await call(demoService, "GET", `/v2/contacts/${meadow.contactId}`, {}, { token })).body.login_id).toBe("meadowplc@example.com");
  });

  it("refuses a date of birth that is not a date with date_of_birth_type_is_wrong, on create and update, and keeps the contact", async () => {
    const { accountId, contactId } = await subAccount(demoService, token, "Harbour Ltd");
    const wrongType = [{ code: "date_of_birth_type_is_wrong", message: "date_of_birth should be of date type", params: { type: "date" } }];
    const person = { account_id: accountId, first_name: "Ada", last_name: "Byron", email_address: "ada@byron.example", phone_number: "1" };
    const created = await call(demoService, "POST", "/v2/contacts/create", { ...person, date_of_birth: "10/12/1815" }, { token });
    expect([created.status, created.body]).toEqual([400, { error_code: "contact_create_failed", error_messages: { date_of_birth: wrongType } }]);
    const before = (await call(demoService, "GET", `/v2/contacts/${contactId}`, {}, { token })).body;
    const updated = await call(demoService, "POST", `/v2/contacts/${contactId}`, { date_of_birth: "1815-13-10" }, { token });
    expect([updated.status, updated.body]).toEqual([400, { error_code: "contact_update_failed", error_messages: { date_of_birth: wrongType } }]);
    expect((await call(demoService, "GET", `/v2/contacts/${contactId}`, {}, { token })).body).toEqual(before);
    const found = await call(demoService, "GET", "/v2/contacts/find", { account_id: accountId }, { token });
    expect(found.body.contacts.map((c: { id: string }) => c.id)).toEqual([contactId]);
  });

  it("words a missing date of birth and a login id in use on create as the reference does, and creates nothing", async () => {
    const individual = await call(demoService, "POST", "/v2/accounts/create", { account_name: "Ada Byron", legal_entity_type: "individual", street: "1 A St", city: "Bath", country: "GB" }, { token });
    const person = { account_id: individual.body.id, first_name: "Ada", last_name: "Byron", email_address: "ada@byron.example", phone_number: "1" };
    const undated = await call(demoService, "POST", "/v2/contacts/create", person, { token });
    expect([undated.status, undated.body]).toEqual([400, {
      error_code: "contact_create_failed",
      error_messages: { date_of_birth: [{ code: "date_of_birth_is_required", message: "Date of Birth is a required field. Please provide date of birth (YYYY-MM-DD)", params: {} }] },
    }]);
    expect((await call(demoService, "POST", "/v2/contacts/create", { ...person, date_of_birth: "1980-12-10" }, { token })).status).toBe(200);
    const again = await call(demoService, "POST", "/v2/contacts/create", { ...person, date_of_birth: "1980-12-10" }, { token });
    expect([again.status, again.body]).toEqual([400, {
      error_code: "contact_create_failed",
      error_messages: { login_id: [{ code: "login_id_in_use", message: "login_id already in use", params: { field: "login_id" } }] },
    }]);
    const found = await call(demoService, "GET", "/v2/contacts/find", { account_id: individual.body.id }, { token });
    expect(found.body.pagination.total_entries).toBe(1);
  });

  it("stores any locale of 2 to 5 characters and time zone of 7 to 35, refusing only by length", async () => {
    const { accountId, contactId } = await subAccount(demoService, token, "Harbour Ltd");
    const stored = await call(demoService, "POST", "/v2/contacts/create", {
      account_id: accountId, first_name: "Lu", last_name: "Chen", email_address: "lu@chen.example", phone_number: "1", locale: "fr_FR", timezone: "Etc/GMT+5",
    }, { token });
    expect([stored.status, stored.body.locale, stored.body.timezone]).toEqual([200, "fr_FR", "Etc/GMT+5"]);
    const before = (await call(demoService, "GET", `/v2/contacts/${contactId}`, {}, { token })).body;
    const short = await call(demoService, "POST", `/v2/contacts/${contactId}`, { locale: "f", timezone: "UTC" }, { token });
    expect([short.status, short.body]).toEqual([400, {
      error_code: "contact_update_failed",
      error_messages: {
        locale: [{ code: "locale_is_too_short", message: "locale can not be shorter than 2 character(s)", params: { minlength: 2 } }],
        timezone: [{ code: "timezone_is_too_short", message: "timezone can not be shorter than 7 character(s)", params: { minlength: 7 } }],
      },
    }]);
    expect((await call(demoService, "GET", `/v2/contacts/${contactId}`, {}, { token })).body).toEqual(before);
  });

  /** SW UpdateContact's x-errors, as the reference writes it (category `name`, no params). */
  const nameEditRefused = { code: "editing_first_last_name_not_allowed", message: "You cannot edit First and Last name. Please contact support for additional information", params: {} };

  it.each([
    ["a first name", { first_name: "Samantha" }],
    ["a last name", { last_name: "Harbour-Smith" }],
    ["both names, beside a phone number", { first_name: "Samantha", last_name: "Smith", phone_number: "+44 20 7946 0000" }],
  ])("refuses a change of %s with editing_first_last_name_not_allowed under name, and changes nothing", async (_what, change) => {
    const { contactId } = await subAccount(demoService, token, "Harbour Ltd");
    const before = (await call(demoService, "GET", `/v2/contacts/${contactId}`, {}, { token })).body;
    const refused = await call(demoService, "POST", `/v2/contacts/${contactId}`, change, { token });
    expect([refused.status, refused.body]).toEqual([400, { error_code: "contact_update_failed", error_messages: { name: [nameEditRefused] } }]);
    expect((await call(demoService, "GET", `/v2/contacts/${contactId}`, {}, { token })).body).toEqual(before);
  });

  it("answers a name change and a login id in use together, as one refusal", async () => {
    await subAccount(demoService, token, "Harbour Ltd"); // its contact holds the login id harbourltd@example.com
    const meadow = await subAccount(demoService, token, "Meadow plc");
    const refused = await call(demoService, "POST", `/v2/contacts/${meadow.contactId}`, { last_name: "Field", login_id: "harbourltd@example.com" }, { token });
    expect([refused.status, refused.body]).toEqual([400, {
      error_code: "contact_update_failed",
      error_messages: { name: [nameEditRefused], login_id: [{ code: "login_id_in_use", message: "login_id already in use: harbourltd@example.com", params: {} }] },
    }]);
  });

  it("takes a name sent as it already is, with the change beside it (Assumption: not an edit)", async () => {
    const { contactId } = await subAccount(demoService, token, "Harbour Ltd");
    const updated = await call(demoService, "POST", `/v2/contacts/${contactId}`, { first_name: "Sam", last_name: "Harbour Ltd", phone_number: "+44 20 7946 0000" }, { token });
    expect([updated.status, updated.body.first_name, updated.body.last_name, updated.body.phone_number]).toEqual([200, "Sam", "Harbour Ltd", "+44 20 7946 0000"]);
  });

  it("answers an unknown contact's get and update 404 contact_not_found on id, creating nothing", async () => {
    const { accountId } = await subAccount(demoService, token, "Harbour Ltd");
    const notFound = { error_code: "contact_not_found", error_messages: { id: [{ code: "contact_not_found", message: "Contact was not found for this id", params: {} }] } };
    const read = await call(demoService, "GET", `/v2/contacts/${UNKNOWN}`, {}, { token });
    expect([read.status, read.body]).toEqual([404, notFound]);
    const updated = await call(demoService, "POST", `/v2/contacts/${UNKNOWN}`, { first_name: "Ghost" }, { token });
    expect([updated.status, updated.body]).toEqual([404, notFound]);
    expect((await call(demoService, "GET", `/v2/contacts/${UNKNOWN}`, {}, { token })).status).toBe(404);
    const found = await call(demoService, "GET", "/v2/contacts/find", { first_name: "Ghost" }, { token });
    expect([found.body.contacts, (await call(demoService, "GET", "/v2/contacts/find", { account_id: accountId }, { token })).body.pagination.total_entries]).toEqual([[], 1]);
  });
});
