/** transfers: the form a create posts, a reused key resolved to the transfer already made, finds, get, cancel, refusals. */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { BadRequestError, createClient } from "../../../../src/api";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";
import { authToken, baseUrl } from "../../../support/fake-client";
import { createFakeService, errorReply, networkFailure, type RecordedRequest } from "../../../support/fake-service";
import * as fixtures from "../wire-fixtures";
import { ledgerIds, transfer } from "./ledger-fixtures";

const order = {
  source_account_id: fixtures.ids.account,
  destination_account_id: ledgerIds.subAccount,
  currency: "GBP",
  amount: "1250",
  reason: "Director's fees for March",
};
const reusedKey = errorReply(400, "transfer_create_failed", {
  unique_request_id: [
    {
      code: "duplicate_unique_request_id",
      message: "The unique_request_id provided for this transfer has already been used, please provide a new one to successfully submit this transfer",
    },
  ],
});

describe("transfers.create", () => {
  it("posts the transfer as a form, the amount with the currency's decimals, and parses a pending answer", async () => {
    const { core, calls } = clientOver(() => ({ json: transfer() }));
    // A key is its exact text, case included (docs/provider-api.md §7): sent as given.
    const made = await core.transfers.create({ ...order, amount: new Decimal("1250"), unique_request_id: ledgerIds.transferKey.toUpperCase() });
    const call = onlyCall(calls);
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/v2/transfers/create");
    expect(call.form).toEqual({
      source_account_id: fixtures.ids.account,
      destination_account_id: ledgerIds.subAccount,
      currency: "GBP",
      amount: "1250.00",
      reason: "Director's fees for March",
      unique_request_id: ledgerIds.transferKey.toUpperCase(),
    });
    expect(made.status).toBe("pending");
    expect(made.completed_at).toBeNull();
    expect(made.amount.toFixed(2)).toBe("1250.00");
  });

  it("answers a reused key (duplicate_unique_request_id) with the transfer found by it", async () => {
    const existing = transfer({ unique_request_id: ledgerIds.transferKey, status: "completed", completed_at: "2020-01-18T14:08:34+00:00" });
    const { core, calls } = clientOver((request) =>
      request.path === "/v2/transfers/find" ? { json: { transfers: [existing], pagination: fixtures.pagination() } } : reusedKey,
    );
    const made = await core.transfers.create({ ...order, unique_request_id: ledgerIds.transferKey });
    expect(made.status).toBe("completed");
    const [create, lookup] = calls() as [RecordedRequest, RecordedRequest];
    expect(calls()).toHaveLength(2);
    expect(create.path).toBe("/v2/transfers/create");
    expect(lookup.path).toBe("/v2/transfers/find");
    expect(lookup.query).toEqual({ unique_request_id: ledgerIds.transferKey });
  });

  it("a create whose answer was lost is retried, and the service's duplicate_unique_request_id resolves to the transfer it made", async () => {
    const made = transfer({ unique_request_id: ledgerIds.transferKey, status: "completed" });
    let creates = 0;
    const service = createFakeService((request) => {
      if (request.path === "/v2/authenticate/api") return { json: { auth_token: authToken } };
      if (request.path === "/v2/transfers/find") return { json: { transfers: [made], pagination: fixtures.pagination() } };
      creates += 1;
      // The first create was booked but its answer never arrived; the retry meets the used key.
      if (creates === 1) throw networkFailure();
      return reusedKey;
    });
    const client = createClient({
      baseUrl, loginId: "treasury@acme.example", apiKey: "ab".repeat(32), fetch: service.fetch, rateBudget: false, retry: { maxRetries: 2, initialDelayMs: 1, maxDelayMs: 1 },
    });
    const answer = await client.core.transfers.create({ ...order, unique_request_id: ledgerIds.transferKey });
    expect(answer.id).toBe(ledgerIds.transfer);
    expect(service.requests.map((r) => r.path)).toEqual(["/v2/authenticate/api", "/v2/transfers/create", "/v2/transfers/create", "/v2/transfers/find"]);
  });

  it("a create without a key is never retried after a lost answer (it could book twice)", async () => {
    const service = createFakeService((request) => {
      if (request.path === "/v2/authenticate/api") return { json: { auth_token: authToken } };
      throw networkFailure();
    });
    const client = createClient({
      baseUrl, loginId: "treasury@acme.example", apiKey: "ab".repeat(32), fetch: service.fetch, rateBudget: false, retry: { maxRetries: 2, initialDelayMs: 1, maxDelayMs: 1 },
    });
    await expect(client.core.transfers.create(order)).rejects.toThrow();
    expect(service.count("/v2/transfers/create")).toBe(1);
  });

  it("keeps the refusal when nothing carries the key, or when no key was sent", async () => {
    const lookedUp = clientOver((request) =>
      request.path === "/v2/transfers/find" ? { json: { transfers: [], pagination: fixtures.pagination({ total_entries: 0 }) } } : reusedKey,
    );
    await expect(lookedUp.core.transfers.create({ ...order, unique_request_id: ledgerIds.transferKey })).rejects.toBeInstanceOf(BadRequestError);
    expect(lookedUp.calls()).toHaveLength(2);
    const keyless = clientOver(() => reusedKey);
    await expect(keyless.core.transfers.create(order)).rejects.toBeInstanceOf(BadRequestError);
    expect(keyless.calls()).toHaveLength(1);
  });

  it.each([
    ["GBP amount with 3 decimals", { amount: "10.001" }, "amount", "too_many_decimals"],
    ["negative amount", { amount: "-5" }, "amount", "not_positive"],
    ["currency that is not ISO 4217", { currency: "POUND" }, "currency", "is_in_invalid_format"],
    ["source that is not a UUID", { source_account_id: "house" }, "source_account_id", "is_not_valid_uuid"],
    ["destination that is not a UUID", { destination_account_id: "" }, "destination_account_id", "is_required"],
    ["blank key", { unique_request_id: "  " }, "unique_request_id", "is_required"],
    ["key over the create's 100 characters", { unique_request_id: "k".repeat(101) }, "unique_request_id", "is_too_long"],
    ["reason over 255 characters", { reason: "r".repeat(256) }, "reason", "is_too_long"],
  ])("refuses a %s before sending anything", async (_label, overrides, field, code) => {
    const { core, service } = clientOver(() => ({ json: transfer() }));
    await expectRefusal(() => core.transfers.create({ ...order, ...overrides }), service.requests, field, code);
  });
});

describe("transfers find, get, cancel", () => {
  it("find sends its filters and findAll walks the pages", async () => {
    const { core, calls } = clientOver((request) => {
      const page = Number(request.query.page ?? "1");
      return {
        json: {
          transfers: [transfer({ id: page === 1 ? ledgerIds.transfer : fixtures.ids.payment })],
          pagination: fixtures.pagination({ current_page: page, per_page: 1, total_pages: 2, total_entries: 2, next_page: page === 1 ? 2 : -1 }),
        },
      };
    });
    const all = await core.transfers
      .findAll({ status: "pending", currency: "GBP", amount_from: "100.00", created_at_from: "2020-01-01T00:00:00+01:00", per_page: 1, order: "amount" })
      .toArray();
    expect(all.map((t) => t.id)).toEqual([ledgerIds.transfer, fixtures.ids.payment]);
    expect(calls()[0]!.query).toEqual({
      status: "pending",
      currency: "GBP",
      amount_from: "100.00",
      created_at_from: "2020-01-01T00:00:00+01:00",
      per_page: "1",
      order: "amount",
      page: "1",
    });
  });

  it.each([
    ["an unknown status", { status: "done" as never }, "status", "not_in_range"],
    ["a zoneless date-time", { updated_at_to: "2020-01-01 10:00" }, "updated_at_to", "is_in_invalid_format"],
    ["a creator that is not a UUID", { creator_contact_id: "me" }, "creator_contact_id", "is_not_valid_uuid"],
  ])("find refuses %s before sending anything", async (_label, params, field, code) => {
    const { core, service } = clientOver(() => ({ json: {} }));
    await expectRefusal(() => core.transfers.find(params), service.requests, field, code);
  });

  it("get reads the transfer for a sub-account; cancel posts to /cancel and returns the cancelled transfer", async () => {
    const read = clientOver(() => ({ json: transfer() }));
    await read.core.transfers.get(ledgerIds.transfer, { onBehalfOf: fixtures.ids.subAccountContact });
    const get = onlyCall(read.calls);
    expect(get.path).toBe(`/v2/transfers/${ledgerIds.transfer}`);
    expect(get.query).toEqual({ on_behalf_of: fixtures.ids.subAccountContact });

    const cancelled = clientOver(() => ({ json: transfer({ status: "cancelled" }) }));
    const answer = await cancelled.core.transfers.cancel(ledgerIds.transfer);
    const cancel = onlyCall(cancelled.calls);
    expect([cancel.method, cancel.path]).toEqual(["POST", `/v2/transfers/${ledgerIds.transfer}/cancel`]);
    expect(answer.status).toBe("cancelled");
  });
});
