import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { BadRequestError } from "../../../../src/api";
import { errorReply, type RecordedRequest } from "../../../support/fake-service";
import * as fixtures from "../wire-fixtures";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";

const order = {
  buy_currency: "GBP",
  sell_currency: "EUR",
  amount: "10000.23",
  fixed_side: "sell" as const,
  reason: "Invoice settlement",
  term_agreement: true,
};
const duplicateRequest = errorReply(400, "conversion_create_failed", {
  unique_request_id: [
    { code: "duplicate_request", message: "The unique_request_id provided for this conversion has already been used, please provide a new unique_request_id to successfully submit this conversion" },
  ],
});

describe("conversions.create", () => {
  it("posts the trade as a form and parses the booked conversion", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.conversion() }));

    const conversion = await core.conversions.create(order, { onBehalfOf: fixtures.ids.subAccountContact });

    const call = onlyCall(calls);
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/v2/conversions/create");
    expect(call.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(call.form).toEqual({
      buy_currency: "GBP",
      sell_currency: "EUR",
      amount: "10000.23",
      fixed_side: "sell",
      reason: "Invoice settlement",
      term_agreement: "true",
      on_behalf_of: fixtures.ids.subAccountContact,
    });
    expect(call.rawQuery).toBe("");
    expect(conversion.client_sell_amount.equals(new Decimal("10000.23"))).toBe(true);
    expect(conversion.partner_rate).toBeNull();
    expect(conversion.short_reference).toBe("20220131-BHWNYW");
  });

  it("sends a Decimal amount with the currency's decimals and the idempotency key when given", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.conversion({ unique_request_id: "batch-7-row-3" }) }));
    const conversion = await core.conversions.create({
      ...order,
      amount: new Decimal("10000.2"),
      conversion_date_preference: "optimize_liquidity",
      unique_request_id: "batch-7-row-3",
    });
    const call = onlyCall(calls);
    expect(call.form.amount).toBe("10000.20");
    expect(call.form.unique_request_id).toBe("batch-7-row-3");
    expect(call.form.conversion_date_preference).toBe("optimize_liquidity");
    expect(conversion.unique_request_id).toBe("batch-7-row-3");
  });

  it("answers 400 duplicate_request with the conversion found by unique_request_id", async () => {
    const existing = fixtures.conversion({ unique_request_id: "batch-7-row-3", status: "funds_arrived" });
    const { core, calls } = clientOver((request) =>
      request.path === "/v2/conversions/find"
        ? { json: { conversions: [existing], pagination: fixtures.pagination() } }
        : duplicateRequest,
    );

    const conversion = await core.conversions.create({ ...order, unique_request_id: "batch-7-row-3" }, { onBehalfOf: fixtures.ids.subAccountContact });

    expect(conversion.id).toBe(fixtures.ids.conversion);
    expect(conversion.status).toBe("funds_arrived");
    const [create, lookup] = calls() as [RecordedRequest, RecordedRequest];
    expect(calls()).toHaveLength(2);
    expect(create.path).toBe("/v2/conversions/create");
    expect(lookup.method).toBe("GET");
    expect(lookup.path).toBe("/v2/conversions/find");
    expect(lookup.query).toEqual({ unique_request_id: "batch-7-row-3", on_behalf_of: fixtures.ids.subAccountContact });
  });

  it("still fails on duplicate_request without a key (nothing to look up)", async () => {
    const { core, calls } = clientOver(() => duplicateRequest);
    await expect(core.conversions.create(order)).rejects.toBeInstanceOf(BadRequestError);
    expect(calls()).toHaveLength(1);
  });

  it.each([
    ["EUR amount with 3 decimals", { amount: "100.123" }, "amount", "too_many_decimals"],
    ["negative amount", { amount: "-1" }, "amount", "not_positive"],
    ["zero amount", { amount: "0.00" }, "amount", "not_positive"],
    ["exponent amount", { amount: "2.5E3" }, "amount", "exponent_not_allowed"],
    ["unknown currency", { buy_currency: "XYZ" }, "buy_currency", "unknown_currency"],
    ["empty fixed_side", { fixed_side: "" as never }, "fixed_side", "not_in_range"],
    ["blank reason", { reason: "  " }, "reason", "is_required"],
    ["terms not accepted", { term_agreement: false }, "term_agreement", "must_be_accepted"],
    ["empty unique_request_id", { unique_request_id: "" }, "unique_request_id", "is_required"],
    ["256-character unique_request_id", { unique_request_id: "k".repeat(256) }, "unique_request_id", "is_too_long"],
  ])("refuses a %s before sending anything", async (_label, overrides, field, code) => {
    const { core, service } = clientOver(() => ({ json: fixtures.conversion() }));
    await expectRefusal(() => core.conversions.create({ ...order, ...overrides }), service.requests, field, code);
  });

  it("checks decimals against the fixed side: 100.123 KWD bought is fine", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.conversion() }));
    await core.conversions.create({ ...order, buy_currency: "KWD", fixed_side: "buy", amount: "100.123" });
    expect(onlyCall(calls).form.amount).toBe("100.123");
  });
});

describe("conversions.find / findAll", () => {
  it("sends filters as a query with bracket arrays and parses the envelope", async () => {
    const { core, calls } = clientOver(() => ({
      json: { conversions: [fixtures.conversion()], pagination: fixtures.pagination({ per_page: 10 }) },
    }));

    const result = await core.conversions.find(
      { status: "awaiting_funds", currency_pair: "eur/gbp", conversion_ids: [fixtures.ids.conversion, fixtures.ids.payment], per_page: 10 },
      { onBehalfOf: fixtures.ids.subAccountContact },
    );

    const call = onlyCall(calls);
    expect(call.method).toBe("GET");
    expect(call.path).toBe("/v2/conversions/find");
    expect(call.query).toEqual({
      status: "awaiting_funds",
      currency_pair: "EURGBP",
      "conversion_ids[]": [fixtures.ids.conversion, fixtures.ids.payment],
      per_page: "10",
      on_behalf_of: fixtures.ids.subAccountContact,
    });
    expect(call.rawQuery).toContain(`conversion_ids%5B%5D=${fixtures.ids.conversion}&conversion_ids%5B%5D=${fixtures.ids.payment}`);
    expect(result.conversions[0]?.client_buy_amount.toFixed()).toBe("8037.18");
    expect(result.pagination.per_page).toBe(10);
  });

  it("walks pages until next_page is -1 with the same filters on each", async () => {
    const { core, calls } = clientOver((request) => {
      const page = Number(request.query.page);
      return {
        json: {
          conversions: [fixtures.conversion({ short_reference: `20220131-PAGE0${page}` })],
          pagination: fixtures.pagination({ total_entries: 3, total_pages: 3, current_page: page, per_page: 1, previous_page: page === 1 ? -1 : page - 1, next_page: page === 3 ? -1 : page + 1 }),
        },
      };
    });

    const references: string[] = [];
    for await (const page of core.conversions.findAll({ per_page: 1, status: "awaiting_funds" }).pages()) {
      references.push(...page.items.map((c) => c.short_reference));
    }

    expect(references).toEqual(["20220131-PAGE01", "20220131-PAGE02", "20220131-PAGE03"]);
    expect(calls().map((c) => c.query)).toEqual([1, 2, 3].map((page) => ({ status: "awaiting_funds", per_page: "1", page: String(page) })));
  });

  it("refuses bad filters before sending anything", async () => {
    const { core, service } = clientOver(() => ({ json: {} }));
    await expectRefusal(() => core.conversions.find({ conversion_ids: ["not-an-id"] }), service.requests, "conversion_ids[0]", "is_not_valid_uuid");
    await expectRefusal(() => core.conversions.find({ buy_currency: "pounds" }), service.requests, "buy_currency");
    await expectRefusal(() => core.conversions.find({ scope: "everyone" as never }), service.requests, "scope", "not_in_range");
  });
});

describe("conversions.get / cancel", () => {
  it("gets one conversion by id", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.conversion() }));
    const conversion = await core.conversions.get(fixtures.ids.conversion.toUpperCase(), { onBehalfOf: fixtures.ids.subAccountContact });
    const call = onlyCall(calls);
    expect(call.method).toBe("GET");
    expect(call.path).toBe(`/v2/conversions/${fixtures.ids.conversion}`);
    expect(call.query).toEqual({ on_behalf_of: fixtures.ids.subAccountContact });
    expect(conversion.client_rate.toFixed()).toBe("0.8037");
  });

  it("posts a cancel and returns the cancellation event", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.cancellation({ notes: "client changed their mind" }) }));
    const event = await core.conversions.cancel(fixtures.ids.conversion, { notes: "client changed their mind" });
    const call = onlyCall(calls);
    expect(call.method).toBe("POST");
    expect(call.path).toBe(`/v2/conversions/${fixtures.ids.conversion}/cancel`);
    expect(call.form).toEqual({ notes: "client changed their mind" });
    expect(event.amount.toFixed()).toBe("-0.11");
    expect(event.conversion_id).toBe(fixtures.ids.conversion);
  });

  it("refuses a path id that is not a UUID (no path tricks reach the URL)", async () => {
    const { core, service } = clientOver(() => ({ json: fixtures.conversion() }));
    await expectRefusal(() => core.conversions.get("../payments/find"), service.requests, "id", "is_not_valid_uuid");
    await expectRefusal(() => core.conversions.cancel("20220131-BHWNYW"), service.requests, "id", "is_not_valid_uuid");
  });
});
