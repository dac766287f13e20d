/**
 * Load on the demo service, measured from a second process: the service runs in its own Node process (limits off),
 * autocannon drives `rates/find` with 20 pairs and `payments/create` (unique keys, ample balances) for ~10 s each.
 * Targets on the 2-core reference machine: ≥ 5,000 rates/find per second with p99 < 20 ms.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { DEMO_USER } from "../../src/sim/demo-credentials";

const DURATION_SECONDS = 10;
const CONNECTIONS = 10;
const TARGET_RPS = 5000;
const TARGET_P99_MS = 20;
const PAIRS = [
  "EURUSD", "GBPUSD", "USDJPY", "EURGBP", "AUDUSD", "USDCAD", "USDCHF", "NZDUSD", "EURJPY", "GBPJPY",
  "EURCHF", "USDSEK", "USDNOK", "USDDKK", "USDPLN", "USDSGD", "USDHKD", "USDINR", "USDMXN", "USDZAR",
].join(",");

async function startService(): Promise<{ child: ChildProcess; url: string }> {
  const root = path.resolve(__dirname, "../..");
  const child = spawn(process.execPath, ["--import", "tsx", "src/sim/main.ts", "--port", "0", "--no-limits"], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`demo service exited early (${code}): ${output}`)));
  });
  return { child, url };
}

async function form(url: string, body: Record<string, string>, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(token ? { "X-Auth-Token": token } : {}) },
    body: new URLSearchParams(body).toString(),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

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

export async function benchSim(): Promise<Record<string, unknown>> {
  const { child, url } = await startService();
  try {
    const { auth_token: token } = (await form(`${url}/v2/authenticate/api`, { login_id: DEMO_USER.loginId, api_key: DEMO_USER.apiKey })) as { auth_token: string };
    const beneficiary = await form(`${url}/v2/beneficiaries/create`, {
      name: "Bench Ltd", bank_account_holder_name: "Bench Ltd", bank_country: "GB", currency: "GBP",
      account_number: "41926819", routing_code_type_1: "sort_code", routing_code_value_1: "601613",
    }, token);

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
    child.kill("SIGTERM");
  }
}
