/**
 * A payment check that has more to ask than one minute of the rate budget lets through, so its pace is the budget's:
 * 2,500 rows, each to a payee of its own (a payroll of 2,500 staff), against the demo service with its per-minute
 * limits on, scaled ×25 as payment-run.ts scales them (FXDESK_BENCH_PAYMENT_SCALE), the client's budget alike. Each
 * row is its own route, so the check asks payments/validate and the payee name check once per row. Figures: the
 * check's requests per row by endpoint, and the share of the allowed rate it used in every 60-second window from its
 * start (the lowest window beside the target of 90%), and its 429s after its first minute (target 0) — what a run is measured by
 * (payment-run.ts). The share is the check's own: setting up the payees is left out.
 */
import { createClient, type FxDeskClient } from "../../src/api";
import { prepareJob, readOrders } from "../../src/jobs/kind-jobs";
import type { JobContext } from "../../src/jobs/engine/booking-api";
import { DEMO_USER } from "../../src/demo-service/demo-credentials";
import { DEMO_LIMITS } from "../../src/demo-service/limits";
import { MemoryWorkbook } from "../../src/workbook/memory-workbook";
import { demoUser } from "../support/demo-client";
import { answeredPerWindow, createStaffPayees, recordingFetch, scaledBudget, type SentRequest as Sent } from "./bench-client";
import { startDemoProcess, type DemoProcess } from "../support/demo-service";
import { paymentKind } from "../../src/jobs/kinds/payment";

const PAYEES = Number(process.env["FXDESK_BENCH_CHECK_PAYEES"] ?? "2500");
const SCALE = Number(process.env["FXDESK_BENCH_PAYMENT_SCALE"] ?? "25");
const TARGET_RATE_SHARE = 0.9;
const HEADERS = ["Beneficiary", "Amount", "Currency", "Reference", "Reason"];

function client(service: DemoProcess, sent: Sent[]): FxDeskClient {
  return createClient({ ...demoUser(service), fetch: recordingFetch(sent), rateBudget: scaledBudget(SCALE) });
}

export async function benchPaymentCheck(): Promise<Record<string, unknown>> {
  const demoService = await startDemoProcess(["--limits-scale", String(SCALE)]);
  try {
    const sent: Sent[] = [];
    // One client for the payees and the check, as a person who has just added them has: its budget holds what the
    // setup sent, so the check's first minute is paced by it instead of meeting the service's full minute with a
    // fresh budget (429s that only the bench's second client would cause).
    const api = client(demoService, sent);
    const ids = await createStaffPayees(api, PAYEES, 20_000);
    const workbook = new MemoryWorkbook();
    workbook.setValues("Pay", "A1", [HEADERS, ...ids.map((id, index) => [id, `${(index % 9973) + 1}.${String(index % 100).padStart(2, "0")}`, "EUR", `PAYROLL-${index}`, "Salary"])]);
    workbook.select("Pay", `A2:E${PAYEES + 1}`);

    const ctx: JobContext = { api: api.core, workbook, signedInLogin: () => DEMO_USER.loginId, budget: api.limiter };
    const started = performance.now();
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const ended = performance.now();
    const confirmation = job.confirm();

    const allowed = DEMO_LIMITS.authenticated * SCALE;
    const authenticated = sent.filter((entry) => entry.path !== "/v2/authenticate/api" && entry.at >= started);
    const windows = answeredPerWindow(authenticated, started, ended);
    const perWindow = windows.length === 0 ? Number.NaN : windows.reduce((sum, count) => sum + count, 0) / windows.length;
    const lowest = windows.length === 0 ? Number.NaN : Math.min(...windows);
    const byPath: Record<string, number> = {};
    // When each endpoint's answers came, in seconds from the check's start: which of its steps a low window holds.
    const spans: Record<string, [number, number]> = {};
    for (const entry of authenticated) {
      const path = entry.path.replace(/[0-9a-f-]{36}/g, ":id");
      byPath[path] = (byPath[path] ?? 0) + 1;
      const at = Number(((entry.at - started) / 1000).toFixed(1));
      spans[path] = [Math.min(spans[path]?.[0] ?? at, at), Math.max(spans[path]?.[1] ?? at, at)];
    }
    const rateLimited = authenticated.filter((entry) => entry.status === 429).length;
    // As for a run (payment-run.ts, jobs.ts): the service counts calendar minutes, the budget a rolling one, so 429s
    // are counted after the check's first minute too.
    const rateLimitedAfterFirstMinute = authenticated.filter((entry) => entry.status === 429 && entry.at - started > 60_000).length;
    return {
      rows: PAYEES,
      payees: PAYEES,
      limitsScale: SCALE,
      note: `demo limits and the client's budget both scaled ×${SCALE}; every 60-second window from the check's start`,
      rowsToSend: confirmation.rowsToSend,
      requests: authenticated.length,
      requestsPerRow: Number((authenticated.length / PAYEES).toFixed(3)),
      requestsPerRowByPath: Object.fromEntries(Object.entries(byPath).map(([path, count]) => [path, Number((count / PAYEES).toFixed(3))])),
      elapsedMs: Math.round(ended - started),
      allowedPerMinute: allowed,
      windows: windows.length,
      achievedPer60sWindow: Number(perWindow.toFixed(1)),
      lowestWindow: lowest,
      lowestWindowStartsAtS: windows.indexOf(lowest),
      answeredBetweenS: spans,
      shareOfAllowedRate: Number((perWindow / allowed).toFixed(3)),
      lowestWindowShare: Number((lowest / allowed).toFixed(3)),
      targetShare: TARGET_RATE_SHARE,
      rateLimited,
      rateLimitedAfterFirstMinute,
      met: lowest / allowed >= TARGET_RATE_SHARE && rateLimitedAfterFirstMinute === 0,
    };
  } finally {
    await demoService.close();
  }
}
