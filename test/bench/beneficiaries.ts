/**
 * Bulk creation of 1,000 beneficiaries from rows against the demo service with its per-minute limits on, beside a
 * naive sequential loop (look the account up, validate, create — one request after the other, no client budget)
 * in the same run: requests per created row and where each went, the share of the allowed rate used in 60-second
 * windows, and the 429s seen after the first minute (target 0). The headline route is USD to US banks by account
 * number and ABA routing number, which needs no payee name check: the check reads the account's USD payees from
 * pages and the route's required details once, so a row costs its create (target ≤ 1.05 requests per created row).
 * Beside it, GBP to UK banks by sort code, whose payees are each checked by name first (Confirmation of Payee, a
 * request per distinct payee: docs/provider-api.md §16). Both run against the demo limits scaled by
 * FXDESK_BENCH_LIMITS_SCALE (default 5) with the client's budget scaled alike (rate-measure.ts).
 */
import { prepareJob, readOrders } from "../../src/jobs/kind-jobs";
import type { JobContext } from "../../src/jobs/engine/booking-api";
import { DEMO_USER } from "../../src/demo-service/demo-credentials";
import { MemoryWorkbook } from "../../src/workbook/memory-workbook";
import { startDemoProcess } from "../support/demo-service";
import { measure, recordingClient, SCALE, type Sent } from "./rate-measure";
import { beneficiaryKind } from "../../src/jobs/kinds/beneficiary";

const ROWS = 1000;

interface Route {
  headers: string[];
  rows(prefix: string): (string | number)[][];
}

/** USD to the US: account number and an ABA routing number that passes its check digit (021000021). */
const US_ABA: Route = {
  headers: ["Name", "Currency", "Bank country", "Account number", "ABA"],
  rows: (prefix) => Array.from({ length: ROWS }, (_, index) => [`${prefix} payee ${index}`, "USD", "US", `'${10_000_000 + index}`, "'021000021"]),
};

/** GBP to the UK by sort code: each new payee's name is checked first. */
const GB_SORT_CODE: Route = {
  headers: ["Name", "Currency", "Bank country", "Account number", "Sort code"],
  rows: (prefix) => Array.from({ length: ROWS }, (_, index) => [`${prefix} payee ${index}`, "GBP", "GB", `'${10_000_000 + index}`, "'601613"]),
};

function sheetOf(route: Route, prefix: string): MemoryWorkbook {
  const workbook = new MemoryWorkbook();
  workbook.setValues("Payees", "A1", [route.headers, ...route.rows(prefix)]);
  workbook.select("Payees", `A2:E${ROWS + 1}`);
  return workbook;
}

async function engineRun(route: Route) {
  const demoService = await startDemoProcess(["--limits-scale", String(SCALE)]);
  try {
    const sent: Sent[] = [];
    const api = recordingClient(demoService, sent, true);
    const ctx: JobContext = { api: api.core, workbook: sheetOf(route, "Engine"), signedInLogin: () => DEMO_USER.loginId, budget: api.limiter };
    const started = performance.now();
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    const checkRequests = sent.filter((entry) => entry.path !== "/v2/authenticate/api").length;
    const outcome = await job.run(job.confirm({ acceptPayeeChecks: true }), { concurrency: 8 });
    const result = measure(sent, started, performance.now() - started, ROWS, outcome.booked);
    // The same rows again on a fresh sheet: every one is found by its natural key from pages, none is created.
    const rerunCtx: JobContext = { ...ctx, workbook: sheetOf(route, "Engine") };
    const rerunSentFrom = sent.length;
    const rerun = await prepareJob(rerunCtx, await readOrders(rerunCtx, beneficiaryKind));
    await rerun.run(rerun.confirm(), { concurrency: 8 });
    const rerunCreates = sent.slice(rerunSentFrom).filter((entry) => entry.path === "/v2/beneficiaries/create").length;
    return { ...result, checkRequests, rerunCreates, rerunRequests: sent.length - rerunSentFrom };
  } finally {
    await demoService.close();
  }
}

async function naiveRun(route: Route) {
  const demoService = await startDemoProcess(["--limits-scale", String(SCALE)]);
  try {
    const sent: Sent[] = [];
    const api = recordingClient(demoService, sent, false);
    let created = 0;
    const started = performance.now();
    for (const [name, currency, bankCountry, account, routingCode] of route.rows("Naive")) {
      const params = { name: String(name), bank_account_holder_name: String(name), currency: String(currency), bank_country: String(bankCountry), account_number: String(account).slice(1), routing_code_type_1: "aba", routing_code_value_1: String(routingCode).slice(1) };
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
    return measure(sent, started, performance.now() - started, ROWS, created);
  } finally {
    await demoService.close();
  }
}

export async function benchBeneficiaries(): Promise<Record<string, unknown>> {
  const engine = await engineRun(US_ABA);
  const naive = await naiveRun(US_ABA);
  const withPayeeChecks = await engineRun(GB_SORT_CODE);
  return {
    rows: ROWS,
    limitsScale: SCALE,
    note: SCALE === 1 ? "demo limits as the provider sets them" : `demo limits and the client's budget both scaled ×${SCALE} so the run takes minutes, not a quarter of an hour`,
    route: "USD to US banks, account number and ABA routing number (no payee name check)",
    engine,
    naiveSequential: naive,
    ratios: {
      requestsPerRowVsNaive: Number((engine.requestsPerRow / naive.requestsPerRow).toFixed(3)),
      elapsedVsNaive: Number((engine.elapsedMs / naive.elapsedMs).toFixed(3)),
      rateLimitedVsNaive: `${engine.rateLimitedTotal} vs ${naive.rateLimitedTotal}`,
    },
    gbpSortCodeWithPayeeChecks: withPayeeChecks,
    target: "≤ 1.05 requests per created row on the headline route",
    met: engine.created === ROWS && (engine.requestsPerCreatedRow ?? Infinity) <= 1.05 && engine.rateLimitedAfterFirstMinute === 0 && engine.rerunCreates === 0 && withPayeeChecks.rerunCreates === 0,
  };
}
