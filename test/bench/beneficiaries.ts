/**
 * Bulk creation of 1,000 beneficiaries from rows against the demo service with its per-minute limits on, beside a
 * naive sequential loop (look the account up, validate, create — one request after the other, no client budget)
 * in the same run: requests per row, the share of the allowed rate used in 60-second windows, and the 429s seen
 * after the first minute (target 0). At the demo's real limits (150 calls a minute) the engine's ~2 requests a row
 * take over 13 minutes, so both run against the demo limits scaled by FXDESK_BENCH_LIMITS_SCALE (default 5: long enough for several 60-second windows) with
 * the client's budget scaled alike: the shares and counts mean the same, the minutes are fewer.
 */
import { createClient, defaultRateBudget, type FetchLike, type FxDeskClient } from "../../src/api";
import { prepareJob, readOrders } from "../../src/jobs/kind-jobs";
import type { JobContext } from "../../src/jobs/engine/booking-api";
import { DEMO_USER } from "../../src/demo-service/demo-credentials";
import { DEMO_LIMITS } from "../../src/demo-service/limits";
import { MemoryWorkbook } from "../../src/workbook/memory-workbook";
import { demoUser } from "../support/demo-client";
import { startDemoProcess, type DemoProcess } from "../support/demo-service";

const ROWS = 1000;
const SCALE = Number(process.env["FXDESK_BENCH_LIMITS_SCALE"] ?? "5");
const HEADERS = ["Name", "Currency", "Bank country", "Account number", "Sort code"];

interface Sent {
  at: number;
  status: number;
  path: string;
}

function recording(sent: Sent[]): FetchLike {
  return async (input, init) => {
    try {
      const response = await fetch(input, init);
      sent.push({ at: performance.now(), status: response.status, path: new URL(String(input)).pathname });
      return response;
    } catch (error) {
      sent.push({ at: performance.now(), status: 0, path: new URL(String(input)).pathname });
      throw error;
    }
  };
}

function client(service: DemoProcess, sent: Sent[], rateBudget: boolean): FxDeskClient {
  const budget = { login: Math.floor(defaultRateBudget.login * SCALE), rates: Math.floor(defaultRateBudget.rates * SCALE), authenticated: Math.floor(defaultRateBudget.authenticated * SCALE) };
  return createClient({ ...demoUser(service), fetch: recording(sent), rateBudget: rateBudget ? budget : false });
}

function rows(prefix: string): (string | number)[][] {
  return Array.from({ length: ROWS }, (_, index) => [`${prefix} payee ${index}`, "GBP", "GB", `'${10_000_000 + index}`, "'601613"]);
}

/** Requests per row, rate share per 60-second window and 429s, from what was sent since `started`. */
function measure(sent: readonly Sent[], started: number, elapsedMs: number, created: number) {
  const allowed = DEMO_LIMITS.authenticated * SCALE;
  const authenticated = sent.filter((entry) => entry.path !== "/v2/authenticate/api" && entry.at >= started);
  const windows: number[] = [];
  for (let from = started; from + 60_000 <= started + elapsedMs; from += 1_000) {
    windows.push(authenticated.filter((entry) => entry.at >= from && entry.at < from + 60_000 && entry.status !== 429).length);
  }
  const perWindow = windows.length === 0 ? (authenticated.length * 60_000) / Math.max(elapsedMs, 1) : windows.reduce((sum, count) => sum + count, 0) / windows.length;
  return {
    created,
    elapsedMs: Math.round(elapsedMs),
    requests: authenticated.length,
    requestsPerRow: Number((authenticated.length / ROWS).toFixed(2)),
    allowedPerMinute: allowed,
    achievedPer60sWindow: Number(perWindow.toFixed(1)),
    shareOfAllowedRate: Number((perWindow / allowed).toFixed(3)),
    rateLimitedTotal: authenticated.filter((entry) => entry.status === 429).length,
    rateLimitedAfterFirstMinute: authenticated.filter((entry) => entry.status === 429 && entry.at - started > 60_000).length,
  };
}

async function engineRun() {
  const demoService = await startDemoProcess(["--limits-scale", String(SCALE)]);
  try {
    const sent: Sent[] = [];
    const api = client(demoService, sent, true);
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payees", "A1", [HEADERS, ...rows("Engine")]);
    workbook.select("Payees", `A2:E${ROWS + 1}`);
    const ctx: JobContext = { api: api.core, workbook, signedInLogin: () => DEMO_USER.loginId };
    const started = performance.now();
    const job = await prepareJob(ctx, await readOrders(ctx, "beneficiary"));
    const outcome = await job.run(job.confirm(), { concurrency: 8 });
    const result = measure(sent, started, performance.now() - started, outcome.booked);
    // The same rows again: every one is found by its natural key, none is created.
    const again = new MemoryWorkbook();
    again.setValues("Payees", "A1", [HEADERS, ...rows("Engine")]);
    again.select("Payees", `A2:E${ROWS + 1}`);
    const rerunCtx: JobContext = { ...ctx, workbook: again };
    const rerunSentFrom = sent.length;
    const rerun = await prepareJob(rerunCtx, await readOrders(rerunCtx, "beneficiary"));
    await rerun.run(rerun.confirm(), { concurrency: 8 });
    const rerunCreates = sent.slice(rerunSentFrom).filter((entry) => entry.path === "/v2/beneficiaries/create").length;
    return { ...result, rerunCreates, rerunRequests: sent.length - rerunSentFrom };
  } finally {
    await demoService.close();
  }
}

async function naiveRun() {
  const demoService = await startDemoProcess(["--limits-scale", String(SCALE)]);
  try {
    const sent: Sent[] = [];
    const api = client(demoService, sent, false);
    let created = 0;
    const started = performance.now();
    for (const [name, currency, bankCountry, account, sortCode] of rows("Naive")) {
      const params = { name: String(name), bank_account_holder_name: String(name), currency: String(currency), bank_country: String(bankCountry), account_number: String(account).slice(1), routing_code_type_1: "sort_code", routing_code_value_1: String(sortCode).slice(1) };
      try {
        const existing = await api.core.beneficiaries.find({ account_number: params.account_number, currency: params.currency });
        if (existing.beneficiaries.length > 0) continue;
        await api.core.beneficiaries.validate(params);
        await api.core.beneficiaries.create(params);
        created += 1;
      } catch {
        // The naive loop moves on: a row it could not create stays undone.
      }
    }
    return measure(sent, started, performance.now() - started, created);
  } finally {
    await demoService.close();
  }
}

export async function benchBeneficiaries(): Promise<Record<string, unknown>> {
  const engine = await engineRun();
  const naive = await naiveRun();
  return {
    rows: ROWS,
    limitsScale: SCALE,
    note: SCALE === 1 ? "demo limits as the provider sets them" : `demo limits and the client's budget both scaled ×${SCALE} so the run takes minutes, not a quarter of an hour`,
    engine,
    naiveSequential: naive,
    ratios: {
      requestsPerRowVsNaive: Number((engine.requestsPerRow / naive.requestsPerRow).toFixed(3)),
      elapsedVsNaive: Number((engine.elapsedMs / naive.elapsedMs).toFixed(3)),
      rateLimitedVsNaive: `${engine.rateLimitedTotal} vs ${naive.rateLimitedTotal}`,
    },
    met: engine.created === ROWS && engine.rateLimitedAfterFirstMinute === 0 && engine.rerunCreates === 0,
  };
}
