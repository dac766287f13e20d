/**
 * The demo service's transfers, transactions and balances find over the wire: shapes and codes as SW documents
 * them, when a transfer completes, what cancel allows, scope across sub-accounts and as_at_date.
 */
import { beforeEach, describe, expect, it } from "@jest/globals";
import { balancesFindSchema, transactionSchema, transactionsFindSchema, transferSchema, transfersFindSchema } from "../../../src/api/schemas";
import type { DemoServer } from "../../../src/demo-service/server";
import { advance } from "../../support/demo-admin";
import { subAccount } from "../../support/demo-data";
import { call, codes, login, type Params } from "../../support/demo-http";
import { MINUTE } from "../../support/demo-service";
import { withDemoService } from "../../support/with-demo-service";

describe("demo service: transfers and the transactions they write", () => {
  let demoService: DemoServer;
  let token: string;
  let house: string;
  let alpha: { accountId: string; contactId: string };
  let beta: { accountId: string; contactId: string };
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });
  beforeEach(async () => {
    house = (await call(demoService, "GET", "/v2/accounts/current", {}, { token })).body.id;
    alpha = await subAccount(demoService, token, "Alpha Ltd");
    beta = await subAccount(demoService, token, "Beta GmbH");
  });

  const get = (path: string, params: Params = {}) => call(demoService, "GET", path, params, { token });
  const post = (path: string, params: Params = {}) => call(demoService, "POST", path, params, { token });
  const transfer = (params: Params) => post("/v2/transfers/create", { currency: "GBP", amount: "1250", ...params });
  const balance = async (accountId: string, currency: string) => {
    const found = balancesFindSchema.parse((await get("/v2/balances/find", { scope: "all", per_page: "1000" })).body).balances;
    return found.find((b) => b.account_id === accountId && b.currency === currency)?.amount.toFixed(2);
  };

  it("a funded transfer completes at once: both legs completed, balances moved, found as action transfer", async () => {
    const answer = await transfer({ source_account_id: house, destination_account_id: alpha.accountId, reason: "Fees", unique_request_id: "6a0f3c1e-2b4d-4e8f-9a1b-2c3d4e5f6a7b" });
    expect(answer.status).toBe(200);
    const made = transferSchema.parse(answer.body);
    expect(made).toMatchObject({ status: "completed", reason: "Fees", creator_account_id: house });
    expect(made.short_reference).toMatch(/^BT-\d{8}-[A-Z]{6}$/);
    expect(made.completed_at).toBe(made.created_at);
    expect(await balance(house, "GBP")).toBe("9998750.00");
    expect(await balance(alpha.accountId, "GBP")).toBe("1250.00");

    const legs = transactionsFindSchema.parse((await get("/v2/transactions/find", { scope: "all", action: "transfer", related_entity_type: "transfer" })).body).transactions;
    expect(legs.map((t) => [t.account_id, t.type, t.amount.toFixed(2), t.balance_amount?.toFixed(2), t.status, t.related_entity_type, t.related_entity_short_reference]).sort()).toEqual(
      [
        [house, "debit", "1250.00", "9998750.00", "completed", "balance_transfer", made.short_reference],
        [alpha.accountId, "credit", "1250.00", "1250.00", "completed", "balance_transfer", made.short_reference],
      ].sort(),
    );
    const one = transactionSchema.parse((await get(`/v2/transactions/${legs[0]!.id}`)).body);
    expect(one.id).toBe(legs[0]!.id);
    const byKey = transfersFindSchema.parse((await get("/v2/transfers/find", { unique_request_id: "6a0f3c1e-2b4d-4e8f-9a1b-2c3d4e5f6a7b" })).body);
    expect(byKey.transfers.map((t) => t.id)).toEqual([made.id]);
  });

  it("a transfer the source cannot cover stays pending, then completes on the first request after funds arrive", async () => {
    const made = (await transfer({ source_account_id: alpha.accountId, destination_account_id: beta.accountId, amount: "300.50" })).body;
    expect(made.status).toBe("pending");
    expect(made.completed_at).toBe("");
    const pendingLegs = transactionsFindSchema.parse((await get("/v2/transactions/find", { scope: "clients", related_entity_id: made.id })).body).transactions;
    expect(pendingLegs.map((t) => [t.status, t.balance_amount, t.completed_at])).toEqual([
      ["pending", null, null],
      ["pending", null, null],
    ]);
    expect(await balance(beta.accountId, "GBP")).toBe("0.00");

    await post("/v2/demo/funding/create", { id: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", receiver_account_number: alpha.accountId, amount: "300.49", currency: "GBP" });
    expect((await get(`/v2/transfers/${made.id}`)).body.status).toBe("pending");
    await advance(demoService, MINUTE);
    await post("/v2/demo/funding/create", { id: "1b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", receiver_account_number: alpha.accountId, amount: "0.01", currency: "GBP" });
    const completed = (await get(`/v2/transfers/${made.id}`)).body;
    expect(completed.status).toBe("completed");
    expect(completed.completed_at).toBe(completed.updated_at);
    expect([await balance(alpha.accountId, "GBP"), await balance(beta.accountId, "GBP")]).toEqual(["0.00", "300.50"]);
  });

  it("answers empty values as recorded: null in a create's answer, \"\" read back; \"\" for a pending completed_at", async () => {
    const made = await transfer({ source_account_id: alpha.accountId, destination_account_id: beta.accountId });
    expect(made.body).toMatchObject({ status: "pending", reason: null, unique_request_id: null, completed_at: "" });
    const read = (await get(`/v2/transfers/${made.body.id}`)).body;
    expect(read).toMatchObject({ reason: "", unique_request_id: "", completed_at: "" });
    expect((await get("/v2/transfers/find", { source_account_id: alpha.accountId })).body.transfers).toEqual([read]);
    const legs = (await get("/v2/transactions/find", { scope: "clients", related_entity_id: made.body.id })).body.transactions;
    expect(legs.map((t: { status: string; completed_at: unknown; balance_amount: unknown }) => [t.status, t.completed_at, t.balance_amount])).toEqual([
      ["pending", "", null],
      ["pending", "", null],
    ]);
    expect((await get(`/v2/transactions/${legs[0].id}`)).body.completed_at).toBe("");
    const cancelled = (await post(`/v2/transfers/${made.body.id}/cancel`)).body;
    expect(cancelled).toMatchObject({ status: "cancelled", reason: "", unique_request_id: "", completed_at: "" });
    // The client reads every one of these as none.
    expect(transferSchema.parse(made.body)).toMatchObject({ reason: null, unique_request_id: null, completed_at: null });
    expect(transferSchema.parse(read)).toMatchObject({ reason: null, unique_request_id: null, completed_at: null });
    expect(transactionSchema.parse(legs[0]).completed_at).toBeNull();
    const keyed = (await transfer({ source_account_id: house, destination_account_id: alpha.accountId, reason: "Fees", unique_request_id: "fees-1" })).body;
    expect(keyed).toMatchObject({ reason: "Fees", unique_request_id: "fees-1" });
  });

  it("a missing transfer is 404 transfer_not_found in the reference's words", async () => {
    const missing = await get("/v2/transfers/0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90");
    expect([missing.status, missing.body]).toEqual([
      404,
      { error_code: "transfer_not_found", error_messages: { id: [{ code: "transfer_not_found", message: "Transfer was not found for this ID", params: {} }] } },
    ]);
  });

  it("cancel works only while pending and deletes both legs; a sub-account contact sees its own transfers only", async () => {
    const made = (await transfer({ source_account_id: alpha.accountId, destination_account_id: house })).body;
    const cancelled = await post(`/v2/transfers/${made.id}/cancel`);
    expect(cancelled.body.status).toBe("cancelled");
    const legs = transactionsFindSchema.parse((await get("/v2/transactions/find", { scope: "all", related_entity_id: made.id })).body).transactions;
    expect(legs.map((t) => t.status)).toEqual(["deleted", "deleted"]);
    const again = await post(`/v2/transfers/${made.id}/cancel`);
    // SW CancelTransfer's words, under short_reference, with the transfer's short reference.
    expect([again.status, again.body]).toEqual([400, {
      error_code: "transfer_cancel_failed",
      error_messages: { short_reference: [{ code: "transfer_is_already_cancelled", message: `Transfer ${made.short_reference} is already cancelled`, params: {} }] },
    }]);

    const done = (await transfer({ source_account_id: house, destination_account_id: beta.accountId })).body;
    const late = await post(`/v2/transfers/${done.id}/cancel`);
    expect([late.status, late.body]).toEqual([400, {
      error_code: "transfer_cancel_failed",
      error_messages: { short_reference: [{ code: "transfer_is_already_completed", message: `Transfer ${done.short_reference} cannot be cancelled since it is already completed`, params: {} }] },
    }]);

    const seenByBeta = transfersFindSchema.parse((await get("/v2/transfers/find", { on_behalf_of: beta.contactId })).body).transfers;
    expect(seenByBeta.map((t) => t.id)).toEqual([done.id]);
    const hidden = await get(`/v2/transfers/${made.id}`, { on_behalf_of: beta.contactId });
    expect([hidden.status, hidden.body.error_code]).toEqual([404, "transfer_not_found"]);
  });

  it("refuses a reused key, unknown or equal accounts, too many decimals and extra parameters with the documented codes", async () => {
    const key = "batch-7-row-3";
    expect((await transfer({ source_account_id: house, destination_account_id: alpha.accountId, unique_request_id: key })).status).toBe(200);
    const reused = await transfer({ source_account_id: house, destination_account_id: alpha.accountId, unique_request_id: key });
    expect([reused.status, reused.body.error_code, Object.keys(reused.body.error_messages), codes(reused)]).toEqual([
      400, "transfer_create_failed", ["unique_request_id"], ["duplicate_unique_request_id"],
    ]);
    const wrong = await transfer({ source_account_id: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", destination_account_id: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", amount: "1.001" });
    expect(wrong.body.error_messages.source_account_id.map((m: { code: string }) => m.code)).toEqual(["account_not_found"]);
    expect(codes(wrong).sort()).toEqual(["account_not_found", "account_not_found", "invalid_amount_format", "same_source_and_destination_accounts"]);
    // SW CreateTransfer's own code for too many decimals, in its words.
    expect(wrong.body.error_messages.amount).toEqual([{ code: "invalid_amount_format", message: "GBP only supports up to 2 decimal places", params: {} }]);
    // SW CreateTransfer's own code for one account on both sides, with its category and wording.
    expect(wrong.body.error_messages.account_id).toEqual([{ code: "same_source_and_destination_accounts", message: "Source and Destination accounts cannot be the same", params: {} }]);
    const extra = await transfer({ source_account_id: house, destination_account_id: alpha.accountId, on_behalf_of: alpha.contactId });
    expect(codes(extra)).toEqual(["invalid_extra_parameters"]);
    // A key that is no UUID is a key like any other (unique-keys.test.ts); only the bad status is refused.
    const badStatus = await get("/v2/transfers/find", { unique_request_id: key, status: "done" });
    expect(codes(badStatus)).toEqual(["status_not_in_range"]);
  });

  it("demo funding refuses an unknown receiver and a reused id with SW SimulateFunding's own codes", async () => {
    const id = "2c4e6a8b-1d3f-4a5b-9c7d-0e1f2a3b4c5d";
    expect((await post("/v2/demo/funding/create", { id, receiver_account_number: house, amount: "5.00", currency: "GBP" })).status).toBe(200);
    const refused = await post("/v2/demo/funding/create", { id, receiver_account_number: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", amount: "5.00", currency: "GBP" });
    expect([refused.status, refused.body.error_messages]).toEqual([
      400,
      {
        receiver_account_number: [{ code: "receiver_account_number_not_found", message: "Receiver account number not found", params: {} }],
        id: [{ code: "id_has_already_been_taken", message: "ID was already used in a previous request", params: {} }],
      },
    ]);
  });

  it("transactions find filters and refuses as documented; a missing transaction is 404 transaction_not_found", async () => {
    const opening = transactionsFindSchema.parse((await get("/v2/transactions/find", { currency: "EUR" })).body).transactions;
    expect(opening.map((t) => [t.action, t.related_entity_type, t.type, t.amount.toFixed(2), t.reason])).toEqual([["funding", "inbound_funds", "credit", "10000000.00", "Opening balance"]]);
    const refused = await get("/v2/transactions/find", { action: "refund", related_entity_type: "card", status: "done", type: "both", scope: "everyone", created_at_from: "yesterday", order: "size" });
    expect(refused.body.error_code).toBe("transaction_find_failed");
    expect(codes(refused).sort()).toEqual([
      "action_not_in_range", "created_at_from_type_is_wrong", "order_not_in_range", "related_entity_type_not_in_range", "scope_not_in_range", "status_not_in_range", "type_not_in_range",
    ]);
    // Written within one (frozen) second: the default order, created_at then id, is the order they were written in.
    const house = (await get("/v2/accounts/current")).body.id;
    for (const amount of ["3.00", "1.00", "2.00", "5.00", "4.00"]) {
      await post("/v2/demo/funding/create", { id: crypto.randomUUID(), receiver_account_number: house, amount, currency: "NZD" });
    }
    const statement = (await get("/v2/transactions/find", { currency: "NZD" })).body.transactions;
    expect(statement.map((t: { amount: string; balance_amount: string }) => `${t.amount} → ${t.balance_amount}`)).toEqual([
      "3.00 → 3.00", "1.00 → 4.00", "2.00 → 6.00", "5.00 → 11.00", "4.00 → 15.00",
    ]);
    const backwards = (await get("/v2/transactions/find", { currency: "NZD", order_asc_desc: "desc" })).body.transactions;
    expect(backwards.map((t: { amount: string }) => t.amount)).toEqual(["4.00", "5.00", "2.00", "1.00", "3.00"]);
    const missing = await get("/v2/transactions/0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90");
    expect([missing.status, missing.body.error_code, codes(missing)]).toEqual([404, "transaction_not_found", ["transaction_not_found"]]);
  });
});

describe("demo service: balances find across accounts and in the past", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });
  const get = (path: string, params: Params = {}) => call(demoService, "GET", path, params, { token });

  it("scope clients and all page through the sub-accounts' balances in one paged find, each with its account_id", async () => {
    const accounts = [await subAccount(demoService, token, "One Ltd"), await subAccount(demoService, token, "Two Ltd")];
    for (const { contactId } of accounts) {
      for (const currency of ["USD", "EUR", "JPY"]) await get(`/v2/balances/${currency}`, { on_behalf_of: contactId });
    }
    const clients = balancesFindSchema.parse((await get("/v2/balances/find", { scope: "clients", per_page: "4", page: "2", order: "currency", order_asc_desc: "desc" })).body);
    expect(clients.pagination).toMatchObject({ total_entries: 6, total_pages: 2, current_page: 2, next_page: -1, previous_page: 1, order: "currency", order_asc_desc: "desc" });
    expect(clients.balances.map((b) => b.currency)).toEqual(["EUR", "EUR"]);
    const all = balancesFindSchema.parse((await get("/v2/balances/find", { scope: "all", per_page: "100" })).body);
    expect(new Set(all.balances.map((b) => b.account_id)).size).toBe(3);
    expect(all.pagination.total_entries).toBe(7 + 6);
    const bigOnes = balancesFindSchema.parse((await get("/v2/balances/find", { scope: "all", amount_from: "5000001", order: "amount", order_asc_desc: "desc" })).body);
    // Largest first (JPY 1,000,000,000); EUR, GBP and USD tie at 10,000,000; the 5,000,000 balances are left out.
    expect(bigOnes.balances[0]?.currency).toBe("JPY");
    expect(bigOnes.balances.slice(1).map((b) => `${b.currency} ${b.amount.toFixed(2)}`).sort()).toEqual(["EUR 10000000.00", "GBP 10000000.00", "USD 10000000.00"]);
  });

  it("GET /v2/balances/{currency} opens an empty wallet with no transactions", async () => {
    const opened = await get("/v2/balances/SEK");
    expect([opened.status, opened.body.amount, opened.body.created_at]).toEqual([200, "0.00", opened.body.updated_at]);
    const ledger = await get("/v2/transactions/find", { currency: "SEK" });
    expect(ledger.body.transactions).toEqual([]);
  });

  it("as_at_date replays the ledger: before a funding, the old amount; before the wallet existed, no balance; bad values refused", async () => {
    const before = demoService.clock.now();
    await advance(demoService, 10 * MINUTE);
    await call(demoService, "POST", "/v2/demo/funding/create", { id: "2b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", receiver_account_number: (await get("/v2/accounts/current")).body.id, amount: "99.99", currency: "CHF" }, { token });
    await get("/v2/balances/NOK");
    const now = (await get("/v2/balances/find", { order: "currency" })).body.balances.map((b: { currency: string; amount: string }) => `${b.currency} ${b.amount}`);
    expect(now).toContain("CHF 5000099.99");
    expect(now).toContain("NOK 0.00");
    const zoneless = new Date(before).toISOString().slice(0, 19);
    const then = await get("/v2/balances/find", { as_at_date: zoneless, order: "currency" });
    expect(then.body.balances.map((b: { currency: string; amount: string }) => `${b.currency} ${b.amount}`)).toEqual([
      "AUD 5000000.00", "CAD 5000000.00", "CHF 5000000.00", "EUR 10000000.00", "GBP 10000000.00", "JPY 1000000000", "USD 10000000.00",
    ]);
    const bad = await get("/v2/balances/find", { as_at_date: "last tuesday", order: "size", order_asc_desc: "up", amount_from: "lots" });
    expect(bad.body.error_code).toBe("balance_find_failed");
    expect(codes(bad).sort()).toEqual(["amount_from_type_is_wrong", "order_asc_desc_not_in_range", "order_not_in_range"]);
    const badDate = await get("/v2/balances/find", { as_at_date: "last tuesday" });
    expect([badDate.status, codes(badDate), badDate.body.error_messages.as_at_date[0].params]).toEqual([400, ["as_at_date_is_in_invalid_format"], { type: "datetime" }]);
  });
});
