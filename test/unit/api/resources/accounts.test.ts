import { describe, expect, it } from "@jest/globals";
import * as fixtures from "../wire-fixtures";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";
import { valuesInWords } from "../../../../src/domain";
import { ACCOUNT_LEGAL_ENTITY_SUB_TYPES } from "../../../../src/domain/client-values";

const newAccount = {
  account_name: "Acme Trading Ltd",
  legal_entity_type: "company" as const,
  street: "12 Steward Street",
  city: "London",
  country: "gb",
  postal_code: "E1 6FQ",
  your_reference: "ACME-1",
};

describe("accounts", () => {
  it("create posts the required and given fields and parses the account", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.account() }));
    const account = await core.accounts.create(newAccount);
    const call = onlyCall(calls);
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/v2/accounts/create");
    expect(call.form).toEqual({ ...newAccount, country: "GB" });
    expect(account.id).toBe(fixtures.ids.account);
    expect(account.your_reference).toBeNull();
  });

  it.each([
    ["account_name", { account_name: "" }, "is_required"],
    ["street", { street: " " }, "is_required"],
    ["city", { city: undefined as unknown as string }, "is_required"],
    ["country", { country: "GBR" }, "is_in_invalid_format"],
    ["legal_entity_type", { legal_entity_type: "charity" as never }, "not_in_range"],
    ["identification_value", { identification_type: "incorporation_number" }, "is_required"],
  ])("create refuses a bad %s before sending anything", async (field, overrides, code) => {
    const { core, service } = clientOver(() => ({ json: fixtures.account() }));
    await expectRefusal(() => core.accounts.create({ ...newAccount, ...overrides }), service.requests, field, code);
  });

  it("update sends a legal entity sub-type the reference lists (SW UpdateAccount takes CreateAccount's values)", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.account() }));
    await core.accounts.update(fixtures.ids.account, { legal_entity_sub_type: "registered_charity", account_name: "Acme Charity" });
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["POST", `/v2/accounts/${fixtures.ids.account}`]);
    expect(call.form).toEqual({ legal_entity_sub_type: "registered_charity", account_name: "Acme Charity" });
  });

  it("update refuses a legal entity sub-type outside the list before sending, naming the list in words", async () => {
    const { core, service } = clientOver(() => ({ json: fixtures.account() }));
    const refusal = await expectRefusal(() => core.accounts.update(fixtures.ids.account, { legal_entity_sub_type: "guild" as never }), service.requests, "legal_entity_sub_type", "not_in_range");
    expect(refusal.reason).toBe('"guild" is not a legal entity sub-type the service takes — use one of ' + valuesInWords(ACCOUNT_LEGAL_ENTITY_SUB_TYPES).join(", "));
    expect(refusal.userMessage).toMatch(/^Legal entity sub type: "guild" is not a legal entity sub-type the service takes — use one of Sole trader, Limited liability company, /);
  });

  it.each([
    ["country", { country: "IE" }],
    ["city", { city: "Bath" }],
  ])("update refuses a change of %s before sending (the provider refuses an address or country change)", async (field, change) => {
    const { core, service } = clientOver(() => ({ json: fixtures.account() }));
    await expectRefusal(() => core.accounts.update(fixtures.ids.account, change as never), service.requests, field, "cannot_be_updated");
  });

  it("find posts its filters as a read and parses the envelope", async () => {
    const { core, calls } = clientOver(() => ({ json: { accounts: [fixtures.account()], pagination: fixtures.pagination() } }));
    const result = await core.accounts.find({ account_name: "Acme", per_page: 50, order: "created_at", order_asc_desc: "desc" });
    const call = onlyCall(calls);
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/v2/accounts/find");
    expect(call.form).toEqual({ account_name: "Acme", per_page: "50", order: "created_at", order_asc_desc: "desc" });
    expect(result.accounts.map((a) => a.short_reference)).toEqual(["220131-27603"]);
  });

  it("findAll follows next_page and stops at -1", async () => {
    const { core, calls } = clientOver((request) => {
      const page = Number(request.form.page);
      return {
        json: {
          accounts: [fixtures.account({ account_name: `Client ${page}` })],
          pagination: fixtures.pagination({ total_entries: 2, total_pages: 2, current_page: page, per_page: 1, next_page: page === 1 ? 2 : -1 }),
        },
      };
    });
    const names: string[] = [];
    for await (const page of core.accounts.findAll({ per_page: 1 }).pages()) names.push(...page.items.map((a) => a.account_name));
    expect(names).toEqual(["Client 1", "Client 2"]);
    expect(calls().map((c) => c.form)).toEqual([
      { per_page: "1", page: "1" },
      { per_page: "1", page: "2" },
    ]);
  });

  it("get and current read one account", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.account() }));
    await core.accounts.get(fixtures.ids.account);
    const current = await core.accounts.current();
    expect(calls().map((c) => [c.method, c.path, c.rawQuery])).toEqual([
      ["GET", `/v2/accounts/${fixtures.ids.account}`, ""],
      ["GET", "/v2/accounts/current", ""],
    ]);
    expect(current.settlement_type).toBe("net");
  });

  it("get refuses an id that is not a UUID", async () => {
    const { core, service } = clientOver(() => ({ json: fixtures.account() }));
    await expectRefusal(() => core.accounts.get("220131-27603"), service.requests, "id", "is_not_valid_uuid");
  });
});
