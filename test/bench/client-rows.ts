/**
 * Bulk onboarding of 1,000 clients from rows (a sub-account and its first contact each) against the demo service
 * with its per-minute limits on, beside a naive sequential loop (look the reference up, create the account, create
 * its contact — one request after the other, no client budget) in the same run: requests per created row and where
 * each went, the share of the allowed rate used in 60-second windows, the 429s after the first minute (target 0),
 * and a re-run of the same rows on a fresh sheet (target: creates nothing). The engine finds clients by your
 * reference from the house's sub-accounts read page by page, so a row costs its account and its contact (target
 * ≤ 2.05 requests per created row). Limits and budget scaled by FXDESK_BENCH_LIMITS_SCALE (rate-measure.ts).
 */
import { prepareJob, readOrders } from "../../src/jobs/kind-jobs";
import type { JobContext } from "../../src/jobs/engine/booking-api";
import { DEMO_USER } from "../../src/demo-service/demo-credentials";
import { MemoryWorkbook } from "../../src/workbook/memory-workbook";
import { startDemoProcess } from "../support/demo-service";
import { measure, recordingClient, SCALE, type Sent } from "./rate-measure";
import { clientKind } from "../../src/jobs/kinds/client";

const ROWS = 1000;
const HEADERS = ["Client reference", "Client name", "Entity type", "Street", "City", "Country", "Postcode", "First name", "Last name", "Email", "Phone"];

function rows(prefix: string): string[][] {
  return Array.from({ length: ROWS }, (_, i) => [`${prefix}-${i}`, `${prefix} Trading ${i}`, "company", "1 Quay St", "Bristol", "GB", "BS1 4DJ", "Ada", `Lovelace${i}`, `${prefix.toLowerCase()}${i}@client.example`, "0117 496 0000"]);
}

function sheetOf(prefix: string): MemoryWorkbook {
  const workbook = new MemoryWorkbook();
  workbook.setValues("Clients", "A1", [HEADERS, ...rows(prefix)]);
  workbook.select("Clients", `A2:K${ROWS + 1}`);
  return workbook;
}

async function engineRun() {
  const demoService = await startDemoProcess(["--limits-scale", String(SCALE)]);
  try {
    const sent: Sent[] = [];
    const api = recordingClient(demoService, sent, true);
    const ctx: JobContext = { api: api.core, workbook: sheetOf("ENG"), signedInLogin: () => DEMO_USER.loginId, budget: api.limiter };
    const started = performance.now();
    const job = await prepareJob(ctx, await readOrders(ctx, clientKind));
    const checkRequests = sent.filter((entry) => entry.path !== "/v2/authenticate/api").length;
    const outcome = await job.run(job.confirm(), { concurrency: 8 });
    const result = measure(sent, started, performance.now() - started, ROWS, outcome.booked);
    const rerunCtx: JobContext = { ...ctx, workbook: sheetOf("ENG") };
    const rerunSentFrom = sent.length;
    const rerun = await prepareJob(rerunCtx, await readOrders(rerunCtx, clientKind));
    await rerun.run(rerun.confirm(), { concurrency: 8 });
    const rerunSent = sent.slice(rerunSentFrom);
    const rerunCreates = rerunSent.filter((entry) => entry.path === "/v2/accounts/create" || entry.path === "/v2/contacts/create").length;
    return { ...result, checkRequests, rerunCreates, rerunRequests: rerunSent.length };
  } finally {
    await demoService.close();
  }
}

async function naiveRun() {
  const demoService = await startDemoProcess(["--limits-scale", String(SCALE)]);
  try {
    const sent: Sent[] = [];
    const api = recordingClient(demoService, sent, false);
    let created = 0;
    const started = performance.now();
    for (const [reference, name, , street, city, country, postcode, first, last, email, phone] of rows("NAV")) {
      try {
        const found = await api.core.accounts.find({ your_reference: reference });
        if (found.accounts.length > 0) continue;
        const account = await api.core.accounts.create({ account_name: name!, legal_entity_type: "company", street: street!, city: city!, country: country!, postal_code: postcode, your_reference: reference });
        await api.core.contacts.create({ account_id: account.id, first_name: first!, last_name: last!, email_address: email!, phone_number: phone! });
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

export async function benchClientRows(): Promise<Record<string, unknown>> {
  const engine = await engineRun();
  const naive = await naiveRun();
  return {
    rows: ROWS,
    limitsScale: SCALE,
    note: SCALE === 1 ? "demo limits as the provider sets them" : `demo limits and the client's budget both scaled ×${SCALE} so the run takes minutes, not a quarter of an hour`,
    engine,
    naiveSequential: naive,
    ratios: {
      requestsPerCreatedRowVsNaive: Number(((engine.requestsPerCreatedRow ?? 0) / (naive.requestsPerCreatedRow ?? 1)).toFixed(3)),
      elapsedVsNaive: Number((engine.elapsedMs / naive.elapsedMs).toFixed(3)),
      rateLimitedVsNaive: `${engine.rateLimitedTotal} vs ${naive.rateLimitedTotal}`,
    },
    target: "≤ 2.05 requests per created row (its account and its contact)",
    met: engine.created === ROWS && (engine.requestsPerCreatedRow ?? Infinity) <= 2.05 && engine.rateLimitedAfterFirstMinute === 0 && engine.rerunCreates === 0,
  };
}
