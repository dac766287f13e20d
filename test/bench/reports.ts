/**
 * Benchmark of FX.PAYMENTS against the demo service 50 ms away (the provider is a remote service; limits off, clock
 * pinned): a 5,000-payment history's requests and settle time, against the bound of ⌈5,000 / page size⌉ + 1
 * requests, beside the same report at the page of 100 the product's other listings ask, and at 25, the largest page
 * one third party observed the provider's demo environment to take (docs/provider-api.md §20), learnt from its refusal.
 */
import "../support/fake-custom-functions";
import { randomUUID } from "node:crypto";
import { createClient, type FetchLike, setSharedClient } from "../../src/api";
import { payments } from "../../src/functions/functions";
import { configureFunctions } from "../../src/functions/function-state";
import { REPORT_PAGE_SIZE } from "../../src/functions/history-fetch";
import { createEurBeneficiary } from "../support/demo-data";
import { demoUser } from "../support/demo-client";
import { startDemoService } from "../support/demo-service";

const HISTORY = 5_000;
const LATENCY_MS = 50;

export async function benchReports(): Promise<Record<string, unknown>> {
  const server = await startDemoService({ faults: { latencyMs: LATENCY_MS } });
  let requests = 0;
  /** When set, pages larger than this are refused as the reference documents the refusal (SW FindTransfers). */
  let largestPage: number | undefined;
  const countingFetch: FetchLike = (input, init) => {
    const url = new URL(input);
    requests += 1;
    if (largestPage !== undefined && url.pathname === "/v2/payments/find" && Number(url.searchParams.get("per_page")) > largestPage) {
      const body = { error_code: "payment_find_failed", error_messages: { per_page: [{ code: "per_page_is_too_big", message: `per_page can not be bigger than ${largestPage}`, params: {} }] } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 400, headers: { "Content-Type": "application/json" } }));
    }
    return fetch(input, init);
  };
  const client = createClient({ ...demoUser(server), fetch: countingFetch, rateBudget: false });
  setSharedClient(client);
  try {
    const payee = await createEurBeneficiary(client, "Bench payee");
    await client.core.payments.create({ currency: "EUR", beneficiary_id: payee.id, amount: "10.00", reason: "Bench", reference: "BENCH-0" });
    const [model] = Object.values(server.state.data.payments);
    if (model === undefined) throw new Error("no payment to copy");
    for (let index = 1; index < HISTORY; index += 1) {
      const id = randomUUID();
      server.state.data.payments[id] = { ...model, wire: { ...model.wire, id, short_reference: `260105-BENCH${String(index).padStart(4, "0")}` } };
    }

    // A smaller largest page is the service's to say: the client learns it from one refusal (src/api/internal/page-sizes.ts).
    const measure = async (pageSize: number | undefined) => {
      configureFunctions();
      largestPage = pageSize;
      requests = 0;
      const started = performance.now();
      const table = (await payments(undefined, undefined, undefined, undefined, undefined, false)) as unknown[][];
      const settleMs = Math.round(performance.now() - started);
      if (table.length !== HISTORY) throw new Error(`expected ${HISTORY} rows, got ${table.length}`);
      return { requests, settle_ms: settleMs, settle_round_trips: Math.round((settleMs / LATENCY_MS) * 10) / 10 };
    };
    const largest = await measure(undefined);
    const atHundred = await measure(100);
    const learnt = await measure(25);
    return {
      payments: HISTORY,
      latency_ms: LATENCY_MS,
      page_size: REPORT_PAGE_SIZE,
      ...largest,
      target_requests: `<= ${Math.ceil(HISTORY / REPORT_PAGE_SIZE) + 1}`,
      at_largest_page_100_learnt_from_refusal: { ...atHundred, of_which_refused: 1 },
      at_largest_page_25_learnt_from_refusal: { ...learnt, of_which_refused: 1 },
    };
  } finally {
    setSharedClient(undefined);
    configureFunctions();
    await server.close();
  }
}
