/** transactions: the query each find sends, what is refused before sending, pages, get, and the parsed ledger entry. */
import { describe, expect, it } from "@jest/globals";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";
import * as fixtures from "../wire-fixtures";
import { ledgerIds, transaction } from "./ledger-fixtures";

describe("transactions", () => {
  it("find sends every documented filter as a query, the pair in market form", async () => {
    const { core, calls } = clientOver(() => ({ json: { transactions: [transaction()], pagination: fixtures.pagination() } }));
    await core.transactions.find(
      {
        currency: "usd",
        amount_from: "10.00",
        amount_to: "100000.00",
        action: "funding",
        related_entity_type: "inbound_funds",
        related_entity_id: fixtures.ids.funding.toUpperCase(),
        status: "completed",
        type: "credit",
        settles_at_from: "2018-04-01",
        completed_at_to: "2018-04-30T23:59:59Z",
        currency_pair: "eur/gbp",
        scope: "all",
        per_page: 50,
        order: "completed_at",
        order_asc_desc: "desc",
      },
      { onBehalfOf: fixtures.ids.subAccountContact },
    );
    const call = onlyCall(calls);
    expect(call.method).toBe("GET");
    expect(call.path).toBe("/v2/transactions/find");
    expect(call.query).toEqual({
      currency: "USD",
      amount_from: "10.00",
      amount_to: "100000.00",
      action: "funding",
      related_entity_type: "inbound_funds",
      related_entity_id: fixtures.ids.funding,
      status: "completed",
      type: "credit",
      settles_at_from: "2018-04-01",
      completed_at_to: "2018-04-30T23:59:59Z",
      currency_pair: "EURGBP",
      scope: "all",
      per_page: "50",
      order: "completed_at",
      order_asc_desc: "desc",
      on_behalf_of: fixtures.ids.subAccountContact,
    });
  });

  it("parses amounts as Decimals and keeps a pending entry's missing balance and completion as null", async () => {
    const { core } = clientOver(() => ({
      json: {
        transactions: [transaction(), transaction({ status: "pending", balance_amount: null, completed_at: null, type: "debit", amount: "0.10" })],
        pagination: fixtures.pagination({ total_entries: 2 }),
      },
    }));
    const { transactions } = await core.transactions.find();
    expect(transactions.map((t) => [t.type, t.amount.toFixed(2), t.balance_amount?.toFixed(2) ?? null, t.completed_at])).toEqual([
      ["credit", "100000.00", "100000.00", "2018-04-18T12:30:39+00:00"],
      ["debit", "0.10", null, null],
    ]);
  });

  it.each([
    ["a currency that is not ISO 4217", { currency: "EU" }, "currency", "is_in_invalid_format"],
    ["an amount bound with more decimals than the currency has", { currency: "JPY", amount_from: "10.5" }, "amount_from", "too_many_decimals"],
    ["an amount bound that is not a number", { amount_to: "ten" }, "amount_to", "type_is_wrong"],
    ["a date-time without a zone", { created_at_from: "2026-01-31T17:00:00" }, "created_at_from", "is_in_invalid_format"],
    ["a day that does not exist", { completed_at_to: "2026-02-30" }, "completed_at_to", "is_in_invalid_format"],
    ["a related entity id that is not a UUID", { related_entity_id: "12345" }, "related_entity_id", "is_not_valid_uuid"],
    ["an unknown action", { action: "refund" as never }, "action", "not_in_range"],
    ["an unknown order", { order: "size" }, "order", "not_in_range"],
    ["an unknown direction", { order_asc_desc: "up" as never }, "order_asc_desc", "not_in_range"],
  ])("find refuses %s before sending anything", async (_label, params, field, code) => {
    const { core, service } = clientOver(() => ({ json: {} }));
    const error = await expectRefusal(() => core.transactions.find(params), service.requests, field, code);
    expect(error.message).toMatch(/e\.g\.|such as|must be|allows|id/);
  });

  it("findAll reads every page with the same filters and sub-account", async () => {
    const { core, calls } = clientOver((request) => {
      const page = Number(request.query.page);
      return {
        json: {
          transactions: [transaction({ id: page === 1 ? ledgerIds.transaction : fixtures.ids.payment })],
          pagination: fixtures.pagination({ current_page: page, per_page: 1, total_pages: 2, total_entries: 2, next_page: page === 1 ? 2 : -1 }),
        },
      };
    });
    const all = await core.transactions.findAll({ currency: "USD", per_page: 1 }, { onBehalfOf: fixtures.ids.subAccountContact }).toArray();
    expect(all.map((t) => t.id)).toEqual([ledgerIds.transaction, fixtures.ids.payment]);
    expect(calls().map((c) => [c.query.page, c.query.currency, c.query.on_behalf_of])).toEqual([
      ["1", "USD", fixtures.ids.subAccountContact],
      ["2", "USD", fixtures.ids.subAccountContact],
    ]);
  });

  it("get reads /v2/transactions/{id} and refuses an id that is not a UUID", async () => {
    const { core, calls, service } = clientOver(() => ({ json: transaction() }));
    const found = await core.transactions.get(ledgerIds.transaction.toUpperCase());
    expect(onlyCall(calls).path).toBe(`/v2/transactions/${ledgerIds.transaction}`);
    expect(found.action).toBe("funding");
    service.requests.length = 0;
    await expectRefusal(() => core.transactions.get("../balances/find"), service.requests, "id", "is_not_valid_uuid");
  });
});
