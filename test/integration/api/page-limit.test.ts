/**
 * Every listing the product has, against a demo service whose finds take at most 25 a page (`POST
 * /__admin/page-limit`, as the provider's demo environment is reported to answer: docs/provider-api.md §20): house
 * accounts, the Clients list, a beneficiaries list, the Approvals list, a statement and FX.PAYMENTS. Each listing runs
 * on a fresh client (a page's session) and reads every record; what reached the service is one refused find per
 * endpoint, at the size the listing wants, then pages of 25.
 */
import "../../support/fake-custom-functions";
import "../../support/register-functions";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { type FetchLike, type FxDeskClient, setActingAs, setSharedClient } from "../../../src/api";
import { configureFunctions } from "../../../src/functions/function-state";
import { loadStatement } from "../../../src/jobs";
import { HouseAccounts } from "../../../src/jobs/house-accounts";
import { FindPages } from "../../../src/taskpane/components/find-pages";
import { loadAwaiting } from "../../../src/taskpane/features/approvals/load-awaiting";
import { beneficiaryPages } from "../../../src/taskpane/features/beneficiaries/beneficiary-pages";
import type { Account } from "../../../src/api/schemas";
import { createEurBeneficiary } from "../../support/demo-data";
import { evaluate } from "../../support/fake-custom-functions";
import { withDemoService } from "../../support/with-demo-service";

const LIMIT = 25;
/** More than two pages of 25 of each kind of record. */
const RECORDS = 60;

const demo = withDemoService();

interface Reached {
  endpoint: string;
  perPage: number | undefined;
  status: number;
}

/** A fresh client (a page's session) recording each find's endpoint, the page size it sent and the service's answer. */
function recordedClient(): { client: FxDeskClient; reached: Reached[] } {
  const reached: Reached[] = [];
  const recording: FetchLike = async (input, init) => {
    const url = new URL(input);
    const body = typeof init?.body === "string" ? new URLSearchParams(init.body) : undefined;
    const perPage = url.searchParams.get("per_page") ?? body?.get("per_page") ?? undefined;
    const answer = await fetch(input, init);
    if (url.pathname.endsWith("/find")) reached.push({ endpoint: `${init?.method ?? "GET"} ${url.pathname}`, perPage: perPage === undefined ? undefined : Number(perPage), status: answer.status });
    return answer;
  };
  return { client: demo.newClient({ fetch: recording }), reached };
}

/** Per endpoint: its first find refused at the size the listing wants, every later one at 25 and answered. */
function expectOneRefusalThenPagesOf25(reached: readonly Reached[], wanted: Readonly<Record<string, number>>): void {
  const endpoints = [...new Set(reached.map((entry) => entry.endpoint))].sort();
  expect(endpoints).toEqual(Object.keys(wanted).sort());
  for (const endpoint of endpoints) {
    const finds = reached.filter((entry) => entry.endpoint === endpoint);
    expect({ endpoint, first: finds[0] }).toEqual({ endpoint, first: { endpoint, perPage: wanted[endpoint], status: 400 } });
    expect({ endpoint, rest: finds.slice(1).map((entry) => [entry.perPage, entry.status]) }).toEqual({ endpoint, rest: finds.slice(1).map(() => [LIMIT, 200]) });
    expect(finds.length).toBeGreaterThan(1);
  }
}

beforeAll(async () => {
  const answer = await fetch(`${demo.demoService.url}/__admin/page-limit`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ max: LIMIT }) });
  expect(await answer.json()).toEqual({ max: LIMIT });

  // Sub-accounts, EUR payees and payments awaiting authorisation, copied straight into the service's data.
  const first = await demo.client.core.accounts.create({ account_name: "Client 00", legal_entity_type: "company", street: "1 A St", city: "Leeds", country: "GB" });
  const account = demo.demoService.state.data.accounts[first.id]!;
  const payee = await createEurBeneficiary(demo.client, "Payee 00");
  const beneficiary = demo.demoService.state.data.beneficiaries[payee.id]!;
  const payment = await demo.client.core.payments.create({ currency: "EUR", beneficiary_id: payee.id, amount: "10.00", reason: "Invoice", reference: "INV-00", unique_request_id: randomUUID() });
  const stored = demo.demoService.state.data.payments[payment.id]!;
  for (let index = 1; index < RECORDS; index++) {
    const suffix = index.toString(16).padStart(12, "0");
    const accountId = `${first.id.slice(0, 24)}${suffix}`;
    demo.demoService.state.data.accounts[accountId] = { ...account, wire: { ...account.wire, id: accountId, account_name: `Client ${String(index).padStart(2, "0")}` } };
    const payeeId = `${payee.id.slice(0, 24)}${suffix}`;
    demo.demoService.state.data.beneficiaries[payeeId] = { ...beneficiary, wire: { ...beneficiary.wire, id: payeeId, name: `Payee ${String(index).padStart(2, "0")}` } };
    const paymentId = `${payment.id.slice(0, 24)}${suffix}`;
    demo.demoService.state.data.payments[paymentId] = { ...stored, wire: { ...stored.wire, id: paymentId, short_reference: `260105-PAGE${String(index).padStart(5, "0")}`, status: "awaiting_authorisation" } };
  }
  stored.wire.status = "awaiting_authorisation";
});

afterAll(() => {
  configureFunctions();
  setSharedClient(undefined);
});

describe("every listing at a largest page of 25", () => {
  it("house accounts: every sub-account named, from one refusal and pages of 25", async () => {
    const { client, reached } = recordedClient();
    const accounts = await HouseAccounts.load(client.core);
    expect(accounts.named("Client 59")).toEqual({ ok: true, account: expect.objectContaining({ name: "Client 59", house: false }) });
    expectOneRefusalThenPagesOf25(reached, { "POST /v2/accounts/find": 100 });
    expect(reached).toHaveLength(1 + Math.ceil((RECORDS + 1) / LIMIT));
    expect(client.pageSizes.largestFor("/v2/accounts/find")).toBe(LIMIT);
  });

  it("the Clients list: numbered by the 25 the first page answered, any row reached by its page", async () => {
    const { client, reached } = recordedClient();
    const pages = new FindPages<Account>(async (paging, options) => {
      const result = await client.core.accounts.find({ ...paging, city: "Leeds", order: "account_name", order_asc_desc: "asc" }, options);
      return { items: result.accounts, pagination: result.pagination };
    }, {});
    await pages.show(0, 1);
    expect(pages.snapshot().total).toBe(RECORDS);
    await pages.show(50, 60);
    expect(pages.at(0)?.account_name).toBe("Client 00");
    expect(pages.at(50)?.account_name).toBe("Client 50");
    expect(pages.at(59)?.account_name).toBe("Client 59");
    expectOneRefusalThenPagesOf25(reached, { "POST /v2/accounts/find": 100 });
    expect(reached).toHaveLength(3);
  });

  it("a beneficiaries list: every payee in name order", async () => {
    const { client, reached } = recordedClient();
    const pages = beneficiaryPages((params, options) => client.core.beneficiaries.find(params, options), { currency: "EUR" }, {});
    await pages.loadAll();
    expect(pages.loaded().map((payee) => payee.name)).toEqual(Array.from({ length: RECORDS }, (_, index) => `Payee ${String(index).padStart(2, "0")}`));
    expectOneRefusalThenPagesOf25(reached, { "POST /v2/beneficiaries/find": 100 });
  });

  it("the Approvals list: every payment awaiting authorisation with its payee", async () => {
    const { client, reached } = recordedClient();
    const loaded = await loadAwaiting(client, { scope: "account", actingAs: undefined, houseAccountId: undefined, signal: new AbortController().signal });
    expect(loaded.payments).toHaveLength(RECORDS);
    expect(loaded.names.beneficiaries.get(loaded.payments.at(-1)!.beneficiary_id)?.name).toMatch(/^Payee \d\d$/);
    const contacts = reached.filter((entry) => entry.endpoint === "POST /v2/contacts/find");
    expect(contacts[0]).toEqual({ endpoint: "POST /v2/contacts/find", perPage: 100, status: 400 });
    expect(contacts.slice(1).every((entry) => entry.perPage !== undefined && entry.perPage <= LIMIT && entry.status === 200)).toBe(true);
    const others = reached.filter((entry) => entry.endpoint !== "POST /v2/contacts/find");
    expectOneRefusalThenPagesOf25(others, { "GET /v2/payments/find": 100, "POST /v2/beneficiaries/find": 100 });
  });

  it("a statement: read at 25 a page where it asks 500", async () => {
    const { client, reached } = recordedClient();
    const statement = await loadStatement(client.core, { currency: "EUR", from: "2026-01-01", to: "2026-01-31", actingAs: undefined, now: () => demo.demoService.clock.now() });
    expect(statement.account).toEqual(expect.objectContaining({ house: true }));
    for (const endpoint of new Set(reached.map((entry) => entry.endpoint))) {
      const finds = reached.filter((entry) => entry.endpoint === endpoint);
      expect({ endpoint, first: finds[0] }).toEqual({ endpoint, first: { endpoint, perPage: 500, status: 400 } });
      expect({ endpoint, rest: finds.slice(1).map((entry) => [entry.perPage, entry.status]) }).toEqual({ endpoint, rest: finds.slice(1).map(() => [LIMIT, 200]) });
    }
    expect(reached.filter((entry) => entry.status === 400).length).toBe(new Set(reached.map((entry) => entry.endpoint)).size);
  });

  it("FX.PAYMENTS: every payment, asked at 1,000 once, then 25 a page", async () => {
    const { client, reached } = recordedClient();
    configureFunctions();
    setActingAs(undefined);
    setSharedClient(client);
    const table = (await evaluate("PAYMENTS", null, null, null, null, null, false)) as unknown[][];
    expect(table).toHaveLength(RECORDS);
    // The short references (the third column) are all different: no page read twice, none skipped.
    expect(new Set(table.map((row) => row[2])).size).toBe(RECORDS);
    expectOneRefusalThenPagesOf25(reached, { "GET /v2/payments/find": 1000, "POST /v2/beneficiaries/find": 1000 });
    expect(reached.filter((entry) => entry.endpoint === "GET /v2/payments/find")).toHaveLength(1 + Math.ceil(RECORDS / LIMIT));
  });
});
