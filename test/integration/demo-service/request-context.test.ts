/**
 * `on_behalf_of` on the demo service as the real API answers it: only an enabled contact of one of the user's
 * sub-accounts can be acted for. A contact that was disabled, a contact of the house account (another user), and
 * an id that names no contact are each refused with the one documented code — `contact_not_found` on
 * `on_behalf_of`, "Contact was not found for this id" — under the operation's own error_code, and nothing is
 * booked; the same contact enabled again can be acted for.
 */
import { describe, expect, it } from "@jest/globals";
import { DEMO_APPROVER } from "../../../src/demo-service/demo-credentials";
import type { DemoServer } from "../../../src/demo-service/server";
import { subAccount } from "../../support/demo-data";
import { call, login } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const CONTACT_NOT_FOUND = { on_behalf_of: [{ code: "contact_not_found", message: "Contact was not found for this id", params: {} }] };

describe("demo service: on_behalf_of", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  const beneficiaryFor = (onBehalfOf: string) =>
    call(demoService, "POST", "/v2/beneficiaries/create", {
      name: "Acme", bank_account_holder_name: "Acme GmbH", bank_country: "DE", currency: "EUR", iban: "DE89370400440532013000", bic_swift: "COBADEFFXXX", on_behalf_of: onBehalfOf,
    }, { token });
  const beneficiariesOf = async (onBehalfOf: string) => (await call(demoService, "GET", "/v2/beneficiaries/find", { on_behalf_of: onBehalfOf }, { token })).body.beneficiaries;

  it("refuses a disabled contact with contact_not_found and books nothing; enabled again, it can be acted for", async () => {
    const { contactId } = await subAccount(demoService, token, "Harbour Ltd");
    expect((await call(demoService, "POST", `/v2/contacts/${contactId}`, { status: "not_enabled" }, { token })).status).toBe(200);

    const refused = await beneficiaryFor(contactId);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error_code: "beneficiary_create_failed", error_messages: CONTACT_NOT_FOUND });
    const balances = await call(demoService, "GET", "/v2/balances/find", { on_behalf_of: contactId }, { token });
    expect([balances.status, balances.body.error_messages]).toEqual([400, CONTACT_NOT_FOUND]);

    expect((await call(demoService, "POST", `/v2/contacts/${contactId}`, { status: "enabled" }, { token })).status).toBe(200);
    expect(await beneficiariesOf(contactId)).toEqual([]);
    expect((await beneficiaryFor(contactId)).status).toBe(200);
    expect((await beneficiariesOf(contactId)).map((beneficiary: { name: string }) => beneficiary.name)).toEqual(["Acme"]);
  });

  it("refuses a contact of the house account (another user) and an id that names no contact", async () => {
    const approverToken = await login(demoService, DEMO_APPROVER);
    const approver = (await call(demoService, "GET", "/v2/contacts/current", {}, { token: approverToken })).body;
    const houseContact = await beneficiaryFor(approver.id);
    expect([houseContact.status, houseContact.body.error_messages]).toEqual([400, CONTACT_NOT_FOUND]);

    const unknown = await beneficiaryFor("6c046a7e-1f0e-4b7c-9d8a-2b1b1b1b1b1b");
    expect([unknown.status, unknown.body.error_messages]).toEqual([400, CONTACT_NOT_FOUND]);
    expect((await call(demoService, "GET", "/v2/beneficiaries/find", { per_page: "100", scope: "all" }, { token })).body.beneficiaries.filter((b: { name: string }) => b.name === "Acme")).toEqual([]);
  });
});
