import { afterEach, describe, expect, it } from "@jest/globals";
import type { FetchLike, FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { Progress } from "../../../src/jobs/engine/task-runner";
import { NO_FAULTS } from "../../../src/demo-service/faults";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { demoClient, jobContext } from "../../support/demo-client";
import { createEurBeneficiary, germanIban } from "../../support/demo-data";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { withFaultSeed } from "../../support/fault-seed";
import { paymentKind } from "../../../src/jobs/kinds/payment";

describe("a run under a hostile service loses and duplicates nothing", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let beneficiary: Beneficiary;

  withDemoService({ service: { tokenIdleMinutes: 30 } }, async (demo) => {
    ({ demoService, client } = demo);
    beneficiary = await createEurBeneficiary(client, "Storm AG");
  });
  afterEach(() => {
    demoService.state.faults.settings = { ...NO_FAULTS };
  });

  const paymentsWithPrefix = (prefix: string) => Object.values(demoService.state.data.payments).filter((stored) => stored.wire.reference.startsWith(prefix));
  const sheetOf = (prefix: string, count: number) => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, Array.from({ length: count }, (_, index) => [beneficiary.id, `${index + 1}`, "EUR", `${prefix}${index}`, "Services"]));
    return workbook;
  };

  it("books every row exactly once through 429 storms, 503s and dropped connections", async () => {
    await withFaultSeed(demoService, async () => {
      const rows = 40;
      const workbook = sheetOf("STORM-", rows);
      const ctx = jobContext(client, workbook);
      const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
      demoService.state.counters.reset();
      demoService.state.faults.settings = { latencyMs: 0, share429: 0.4, share503: 0.15, shareDropped: 0.1 };
      const outcome = await job.run(job.confirm(), { concurrency: 6, retry: { maxRetries: 60 } });

      const counts = demoService.state.counters.snapshot();
      expect(counts["POST /v2/payments/create"]).toBeGreaterThan(rows);
      expect([outcome.booked, outcome.failed]).toEqual([rows, 0]);
      const created = paymentsWithPrefix("STORM-");
      expect(created).toHaveLength(rows);
      expect(new Set(created.map((stored) => stored.wire.unique_request_id)).size).toBe(rows);
      expect(await columnValues(workbook, "Pay", "FX result")).toEqual(Array(rows).fill("Booked"));
    });
  });

  it("creates each new payee once and books its row through 503s and dropped connections", async () => {
    await withFaultSeed(demoService, async () => {
      const rows = 10;
      const workbook = new MemoryWorkbook();
      loadSheet(workbook, "NewPayees", ["Beneficiary", "Amount", "Currency", "Reference", "Reason", "IBAN"], Array.from({ length: rows }, (_, index) => [`Gale ${index} GmbH`, "5", "EUR", `GALE-${index}`, "Services", germanIban(900 + index)]));
      // Besides the service's random faults, every payee's first create fails for certain — a 503 for half of them,
      // an answer lost after the service made the payee for the others — so the retries this test is about always
      // happen (random faults alone miss all ten creates about once in 170 runs).
      const firstAttempts = new Set<string>();
      let createAttempts = 0;
      const unavailable = () => new Response(JSON.stringify({ error_code: "service_unavailable", error_messages: {} }), { status: 503, headers: { "Content-Type": "application/json" } });
      const failingFirst: FetchLike = async (url, init) => {
        if (!url.includes("/v2/beneficiaries/create")) return fetch(url, init);
        createAttempts += 1;
        const name = new URLSearchParams(String(init?.body)).get("name") ?? "";
        if (firstAttempts.has(name)) return fetch(url, init);
        firstAttempts.add(name);
        if (Number(/\d+/.exec(name)?.[0]) % 2 === 0) return unavailable();
        await fetch(url, init);
        throw new TypeError("fetch failed: connection dropped after the request was sent");
      };
      const ctx = jobContext(demoClient(demoService, { fetch: failingFirst }), workbook);
      const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
      expect(job.preview).toMatchObject({ newBeneficiaries: rows });
      demoService.state.counters.reset();
      demoService.state.faults.settings = { latencyMs: 0, share429: 0, share503: 0.3, shareDropped: 0.1 };
      const outcome = await job.run(job.confirm(), { concurrency: 4, retry: { maxRetries: 60 } });

      expect([outcome.booked, outcome.failed]).toEqual([rows, 0]);
      expect(firstAttempts.size).toBe(rows);
      // Each payee refused with a 503 was created again: at least one more attempt each.
      expect(createAttempts).toBeGreaterThanOrEqual(rows + rows / 2);
      const payees = Object.values(demoService.state.data.beneficiaries).filter((stored) => stored.wire.name.startsWith("Gale "));
      expect(payees.map((stored) => stored.wire.name).sort()).toEqual(Array.from({ length: rows }, (_, index) => `Gale ${index} GmbH`).sort());
      expect(paymentsWithPrefix("GALE-")).toHaveLength(rows);
    });
  });

  it("looks a new payee up with the run's patience: a lost create and a busy find still book the row once", async () => {
    // The create reaches the service but its answer is lost; the next 8 finds meet a 503, more than the client's
    // own 6 retries and far fewer than the run's 60.
    let lost = false;
    let busyFinds = 8;
    const unavailable = () => new Response(JSON.stringify({ error_code: "service_unavailable", error_messages: {} }), { status: 503, headers: { "Content-Type": "application/json" } });
    const flaky: FetchLike = async (url, init) => {
      if (!lost && url.includes("/v2/beneficiaries/create")) {
        lost = true;
        await fetch(url, init);
        throw new TypeError("fetch failed: connection dropped after the request was sent");
      }
      if (lost && busyFinds > 0 && url.includes("/v2/beneficiaries/find")) {
        busyFinds -= 1;
        return unavailable();
      }
      return fetch(url, init);
    };
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Lost", ["Beneficiary", "Amount", "Currency", "Reference", "Reason", "IBAN"], [["Lull GmbH", "5", "EUR", "LULL-1", "Services", germanIban(990)]]);
    const ctx = jobContext(demoClient(demoService, { fetch: flaky }), workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    demoService.state.counters.reset();
    const outcome = await job.run(job.confirm(), { retry: { maxRetries: 60 } });

    expect([outcome.booked, outcome.failed, busyFinds]).toEqual([1, 0, 0]);
    expect(demoService.state.counters.snapshot()["POST /v2/beneficiaries/create"]).toBe(1);
    expect(Object.values(demoService.state.data.beneficiaries).filter((stored) => stored.wire.name === "Lull GmbH")).toHaveLength(1);
    expect(paymentsWithPrefix("LULL-")).toHaveLength(1);
  });

  it("signs in again when the token expires in the middle, and no row fails", async () => {
    const rows = 20;
    const workbook = sheetOf("EXPIRY-", rows);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    demoService.state.counters.reset();
    let expired = false;
    const outcome = await job.run(job.confirm(), {
      concurrency: 2,
      onProgress: (progress: Progress) => {
        if (!expired && progress.done === rows / 2) {
          expired = true;
          demoService.clock.advance(31 * 60_000);
        }
      },
    });
    expect(expired).toBe(true);
    expect([outcome.booked, outcome.failed]).toEqual([rows, 0]);
    expect(demoService.state.counters.snapshot()["POST /v2/authenticate/api"]).toBeGreaterThanOrEqual(1);
    expect(paymentsWithPrefix("EXPIRY-")).toHaveLength(rows);
  });

  it("cancel lets the requests in flight finish, sends nothing new, and a later run books the rest", async () => {
    const rows = 20;
    const workbook = sheetOf("CANCEL-", rows);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    demoService.state.faults.settings = { ...NO_FAULTS, latencyMs: 20 };
    const controller = new AbortController();
    const outcome = await job.run(job.confirm(), {
      concurrency: 2,
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.done >= 4) controller.abort();
      },
    });
    demoService.state.faults.settings = { ...NO_FAULTS };
    expect(outcome.cancelled).toBe(true);
    expect(outcome.booked).toBeGreaterThanOrEqual(4);
    expect(outcome.booked).toBeLessThanOrEqual(6);
    expect(paymentsWithPrefix("CANCEL-")).toHaveLength(outcome.booked);
    expect(outcome.notSent).toBe(rows - outcome.booked);
    const results = await columnValues(workbook, "Pay", "FX result");
    expect(results.filter((value) => value === "Booked")).toHaveLength(outcome.booked);
    expect(results.filter((value) => value === "Not sent")).toHaveLength(rows - outcome.booked);

    const rest = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const finished = await rest.run(rest.confirm());
    expect(finished.booked).toBe(rows - outcome.booked);
    expect(paymentsWithPrefix("CANCEL-")).toHaveLength(rows);
  });

  it("books each row for the sub-account named in its acting-as column", async () => {
    const subAccounts = await Promise.all(
      ["North Ltd", "South Ltd"].map(async (name, index) => {
        const account = await client.core.accounts.create({ account_name: name, legal_entity_type: "company", street: "1 High St", city: "London", country: "GB", postal_code: "E1 1AA" });
        const contact = await client.core.contacts.create({
          account_id: account.id,
          first_name: "Sub",
          last_name: name.split(" ")[0] ?? name,
          email_address: `sub${index}@example.com`,
          phone_number: "+44 20 0000 0000",
        });
        return { account, contact, beneficiary: await createEurBeneficiary(client, `Payee of ${name}`, contact.id) };
      }),
    );
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Subs", [...PAYMENT_HEADERS, "On behalf of"], [
      [subAccounts[0]!.beneficiary.id, "10", "EUR", "SUB-0", "Services", subAccounts[0]!.contact.id],
      [`Payee of North Ltd`, "11", "EUR", "SUB-1", "Services", subAccounts[0]!.contact.id],
      [subAccounts[1]!.beneficiary.id, "12", "EUR", "SUB-2", "Services", subAccounts[1]!.contact.id],
      [beneficiary.id, "13", "EUR", "SUB-3", "Services", ""],
      // A sub-account cannot pay another sub-account's beneficiary: the lookup in its own scope fails.
      [subAccounts[1]!.beneficiary.id, "14", "EUR", "SUB-4", "Services", subAccounts[0]!.contact.id],
    ]);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const confirmation = job.confirm();
    expect(confirmation.totals.map((total) => [total.actingAs ?? "house", total.amount.toFixed()])).toEqual(
      [["house", "13"], [subAccounts[0]!.contact.id, "21"], [subAccounts[1]!.contact.id, "12"]].sort((a, b) => (a[0] === "house" ? "" : a[0]!).localeCompare(b[0] === "house" ? "" : b[0]!)),
    );
    const outcome = await job.run(confirmation);
    expect(outcome.booked).toBe(4);
    const accountOf = (reference: string) => paymentsWithPrefix(reference)[0]?.accountId;
    expect(accountOf("SUB-0")).toBe(subAccounts[0]!.account.id);
    expect(accountOf("SUB-1")).toBe(subAccounts[0]!.account.id);
    expect(accountOf("SUB-2")).toBe(subAccounts[1]!.account.id);
    expect(accountOf("SUB-3")).toBe(demoService.state.data.houseAccountId);
    expect(accountOf("SUB-4")).toBeUndefined();
    expect((await columnValues(workbook, "Subs", "FX message"))[4]).toContain("no beneficiary with id");
  });
});
