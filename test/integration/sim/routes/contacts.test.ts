/**
 * The demo service's contact update over the wire, with the swagger reference's message codes: an update that
 * names nothing to change is refused with `at_least_one_parameter` on base, a login id another contact has with
 * `login_id_in_use` naming it; neither changes the contact.
 */
import { describe, expect, it } from "@jest/globals";
import type { SimServer } from "../../../../src/sim/server";
import { subAccount } from "../../../support/demo-data";
import { call, login } from "../../../support/demo-http";
import { withDemoService } from "../../../support/with-demo-service";

describe("demo service: contact update", () => {
  let sim: SimServer;
  let token: string;
  withDemoService({ perTest: true }, async (demo) => {
    sim = demo.sim;
    token = await login(sim);
  });

  it("refuses an update that names nothing to change with at_least_one_parameter, and changes nothing", async () => {
    const { contactId } = await subAccount(sim, token, "Harbour Ltd");
    const before = (await call(sim, "GET", `/v2/contacts/${contactId}`, {}, { token })).body;
    const refused = await call(sim, "POST", `/v2/contacts/${contactId}`, {}, { token });
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
    expect((await call(sim, "GET", `/v2/contacts/${contactId}`, {}, { token })).body).toEqual(before);
  });

  it("refuses a login id another contact has with login_id_in_use naming it, and keeps the contact's own", async () => {
    const harbour = await subAccount(sim, token, "Harbour Ltd");
    const meadow = await subAccount(sim, token, "Meadow plc");
    expect((await call(sim, "POST", `/v2/contacts/${harbour.contactId}`, { login_id: "ada.harbour" }, { token })).status).toBe(200);
    const taken = await call(sim, "POST", `/v2/contacts/${meadow.contactId}`, { login_id: "ada.harbour" }, { token });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      error_code: "contact_update_failed",
      error_messages: { login_id: [{ code: "login_id_in_use", message: "login_id already in use: ada.harbour", params: {} }] },
    });
    expect((await call(sim, "GET", `/v2/contacts/${meadow.contactId}`, {}, { token })).body.login_id).toBe("meadowplc@example.com");
  });
});
