/**
 * Load on the demo service, measured from a second process: the service runs in its own Node process (limits off),
 * autocannon drives `rates/find` with 20 pairs and `payments/create` (unique keys, ample balances) for ~10 s each.
 * Targets on the 2-core reference machine: ≥ 5,000 rates/find per second with p99 < 20 ms.
 */
import autocannon from "autocannon";
import { GBP_BENEFICIARY } from "../support/demo-data";
import { call, login } from "../support/demo-http";
import { startDemoProcess } from "../support/demo-service";

const DURATION_SECONDS = 10;
const CONNECTIONS = 10;
const TARGET_RPS = 5000;
const TARGET_P99_MS = 20;
const PAIRS = [
  "EURUSD", "GBPUSD", "USDJPY", "EURGBP", "AUDUSD", "USDCAD", "USDCHF", "NZDUSD", "EURJPY", "GBPJPY",
  "EURCHF", "USDSEK", "USDNOK", "USDDKK", "USDPLN", "USDSGD", "USDHKD", "USDINR", "USDMXN", "USDZAR",
].join(",");

function figures(result: autocannon.Result, withTargets: boolean): Record<string, unknown> {
  const requestsPerSecond = Math.round(result.requests.average);
  const p99Ms = result.latency.p99;
  return {
    requestsPerSecond,
    p99Ms,
    meanLatencyMs: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    durationSeconds: DURATION_SECONDS,
    connections: CONNECTIONS,
    ...(withTargets
      ? {
          targets: { requestsPerSecond: TARGET_RPS, p99Ms: TARGET_P99_MS },
          ratios: { requestsPerSecond: +(requestsPerSecond / TARGET_RPS).toFixed(2), p99Ms: +(p99Ms / TARGET_P99_MS).toFixed(2) },
          meetsTargets: requestsPerSecond >= TARGET_RPS && p99Ms < TARGET_P99_MS,
        }
      : {}),
  };
}

export async function benchDemoService(): Promise<Record<string, unknown>> {
  const service = await startDemoProcess(["--no-limits"]);
  const { url } = service;
  try {
    const token = await login(service);
    const created = await call(service, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, name: "Bench Ltd" }, { token });
    if (created.status !== 200) throw new Error(`beneficiaries/create: ${created.status} ${JSON.stringify(created.body)}`);
    const beneficiary = created.body as { id: string };

    const warmUp = { url: `${url}/v2/rates/find?currency_pair=${PAIRS}`, headers: { "X-Auth-Token": token }, connections: CONNECTIONS, duration: 2 };
    await autocannon(warmUp);
    const rates = await autocannon({ ...warmUp, duration: DURATION_SECONDS });

    let sequence = 0;
    const payments = await autocannon({
      url: `${url}/v2/payments/create`,
      method: "POST",
      headers: { "X-Auth-Token": token, "Content-Type": "application/x-www-form-urlencoded" },
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [
        {
          // A fresh idempotency key per request, or every call after the first would be a duplicate_request.
          setupRequest: (request) => {
            sequence += 1;
            return {
              ...request,
              body: new URLSearchParams({
                currency: "GBP", beneficiary_id: String(beneficiary.id), amount: "1.00", reason: "bench", reference: `B-${sequence}`,
                unique_request_id: `bench-${process.pid}-${sequence}`,
              }).toString(),
            };
          },
        },
      ],
    });
    return { ratesFind20Pairs: figures(rates, true), paymentsCreate: figures(payments, false) };
  } finally {
    await service.close();
  }
}
