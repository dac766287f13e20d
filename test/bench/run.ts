/**
 * `npm run bench`: runs every benchmark and writes bench-results.json. Each benchmark measures its figure beside
 * its baseline in the same run, so the ratio means something on a busy machine; nothing here gates CI.
 * `npm run bench -- demo-service functions` runs only the named ones and keeps the other benchmarks' last results.
 */
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";

type Bench = () => Promise<Record<string, unknown>>;

const benches: Record<string, () => Promise<Bench>> = {
  "demo-service": async () => (await import("./demo-service")).benchDemoService,
  functions: async () => (await import("./functions")).benchFunctions,
  reports: async () => (await import("./reports")).benchReports,
  shell: async () => (await import("./shell")).benchShell,
  jobs: async () => (await import("./jobs")).benchJobs,
  sheet: async () => (await import("./sheet")).benchSheet,
  balances: async () => (await import("./balances")).benchBalances,
  beneficiaries: async () => (await import("./beneficiaries")).benchBeneficiaries,
  clients: async () => (await import("./clients")).benchClients,
  clientRows: async () => (await import("./client-rows")).benchClientRows,
  relay: async () => (await import("./relay")).benchRelay,
  conversions: async () => (await import("./conversions")).benchConversions,
  "payment-run": async () => (await import("./payment-run")).benchPaymentRun,
  "payment-check": async () => (await import("./payment-check")).benchPaymentCheck,
  "pane-heap": async () => (await import("./pane-heap")).benchPaneHeap,
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const names = wanted.length ? wanted : Object.keys(benches);
  const results: Record<string, unknown> = wanted.length ? await lastResults() : {};
  for (const name of names) {
    const load = benches[name];
    if (!load) throw new Error(`Unknown benchmark "${name}"; known: ${Object.keys(benches).join(", ")}`);
    console.info(`bench: ${name} …`);
    const started = Date.now();
    results[name] = await (await load())();
    console.info(`bench: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const report = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    results,
  };
  await writeFile("bench-results.json", `${JSON.stringify(report, null, 2)}\n`);
  console.info(JSON.stringify(results, null, 2));
}

/** What the file holds from earlier runs, each benchmark with its own figures and baselines. */
async function lastResults(): Promise<Record<string, unknown>> {
  try {
    return (JSON.parse(await readFile("bench-results.json", "utf8")) as { results?: Record<string, unknown> }).results ?? {};
  } catch {
    return {};
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
