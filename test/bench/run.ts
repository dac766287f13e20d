/**
 * `npm run bench`: runs every benchmark and writes bench-results.json. Each benchmark measures its figure beside
 * its baseline in the same run, so the ratio means something on a busy machine; nothing here gates CI.
 * `npm run bench -- sim functions` runs only the named ones.
 */
import { writeFile } from "node:fs/promises";
import os from "node:os";

type Bench = () => Promise<Record<string, unknown>>;

const benches: Record<string, () => Promise<Bench>> = {
  sim: async () => (await import("./sim")).benchSim,
  functions: async () => (await import("./functions")).benchFunctions,
  shell: async () => (await import("./shell")).benchShell,
  jobs: async () => (await import("./jobs")).benchJobs,
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const names = wanted.length ? wanted : Object.keys(benches);
  const results: Record<string, unknown> = {};
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
