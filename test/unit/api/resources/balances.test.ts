import { describe, expect, it } from "@jest/globals";
import { ResponseValidationError } from "../../../../src/api";
import * as fixtures from "../wire-fixtures";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";

describe("balances", () => {
  it("get reads /v2/balances/{currency} for the sub-account and keeps the amount exact", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.balance() }));
    const balance = await core.balances.get("eur", { onBehalfOf: fixtures.ids.subAccountContact });
    const call = onlyCall(calls);
    expect(call.method).toBe("GET");
    expect(call.path).toBe("/v2/balances/EUR");
    expect(call.query).toEqual({ on_behalf_of: fixtures.ids.subAccountContact });
    expect(balance.amount.toFixed()).toBe("10000.23");
  });

  it("get refuses an invalid currency before sending anything", async () => {
    const { core, service } = clientOver(() => ({ json: fixtures.balance() }));
    await expectRefusal(() => core.balances.get("EU"), service.requests, "currency", "is_in_invalid_format");
    await expectRefusal(() => core.balances.get("ABC"), service.requests, "currency", "unknown_currency");
  });

  it("find sends its filters as a query and parses the envelope", async () => {
    const { core, calls } = clientOver(() => ({
      json: { balances: [fixtures.balance(), fixtures.balance({ currency: "GBP", amount: "0.00" })], pagination: fixtures.pagination({ total_entries: 2, per_page: 5, order: "amount", order_asc_desc: "desc" }) },
    }));
    const result = await core.balances.find({ amount_from: "0.00", amount_to: "9999999.99", scope: "own", per_page: 5, order: "amount", order_asc_desc: "desc" });
    const call = onlyCall(calls);
    expect(call.path).toBe("/v2/balances/find");
    expect(call.rawQuery).toBe("amount_from=0.00&amount_to=9999999.99&scope=own&per_page=5&order=amount&order_asc_desc=desc");
    expect(result.balances.map((b) => [b.currency, b.amount.toFixed(2)])).toEqual([
      ["EUR", "10000.23"],
      ["GBP", "0.00"],
    ]);
    expect(result.pagination.order).toBe("amount");
  });

  it("find refuses an order the service does not know", async () => {
    const { core, service } = clientOver(() => ({ json: {} }));
    await expectRefusal(() => core.balances.find({ order: "size" }), service.requests, "order", "not_in_range");
  });

  it("find sends as_at_date and scope for the consolidated view as given", async () => {
    const { core, calls } = clientOver(() => ({ json: { balances: [fixtures.balance()], pagination: fixtures.pagination() } }));
    await core.balances.find({ scope: "all", as_at_date: "2026-01-05T09:00:00+01:00", per_page: 1000 });
    expect(onlyCall(calls).rawQuery).toBe("scope=all&as_at_date=2026-01-05T09%3A00%3A00%2B01%3A00&per_page=1000");
  });

  it.each([
    ["an as_at_date without a zone", { as_at_date: "2019-12-31T23:59:59" }, "as_at_date", "is_in_invalid_format"],
    ["an as_at_date that is no date", { as_at_date: "yesterday" }, "as_at_date", "is_in_invalid_format"],
    ["an amount bound that is not a number", { amount_from: "1e3" }, "amount_from", "type_is_wrong"],
    ["a negative amount bound", { amount_to: "-1" }, "amount_to", "type_is_wrong"],
    ["an unknown sort direction", { order_asc_desc: "down" as never }, "order_asc_desc", "not_in_range"],
    ["an unknown scope", { scope: "everyone" as never }, "scope", "not_in_range"],
  ])("find refuses %s before sending anything", async (_label, params, field, code) => {
    const { core, service } = clientOver(() => ({ json: {} }));
    await expectRefusal(() => core.balances.find(params), service.requests, field, code);
  });

  it("findAll walks every page for the sub-account, stopping on an empty last page", async () => {
    const { core, calls } = clientOver((request) => {
      const page = Number(request.query.page);
      return {
        json: {
          balances: page === 1 ? [fixtures.balance()] : [],
          pagination: fixtures.pagination({ current_page: page, per_page: 1, total_pages: 2, total_entries: 1, next_page: page === 1 ? 2 : -1 }),
        },
      };
    });
    const sizes: number[] = [];
    for await (const page of core.balances.findAll({ per_page: 1 }, { onBehalfOf: fixtures.ids.subAccountContact }).pages()) sizes.push(page.items.length);
    expect(sizes).toEqual([1, 0]);
    expect(calls().map((c) => c.query.on_behalf_of)).toEqual([fixtures.ids.subAccountContact, fixtures.ids.subAccountContact]);
  });

  it("a balance body that does not match becomes a ResponseValidationError naming the path", async () => {
    const { core } = clientOver(() => ({
      json: { balances: [fixtures.balance(), fixtures.balance({ amount: "1.5e3" })], pagination: fixtures.pagination() },
    }));
    const error = await core.balances.find().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issuePath).toBe("balances[1].amount");
    expect((error as ResponseValidationError).requestId).toMatch(/^req-/);
  });
});
