/**
 * The one way tests and benchmarks start the demo service: the simulated clock pinned to PINNED_NOW and frozen, so
 * dates, cut-offs and settlements never depend on when the suite runs.
 * - `startDemoService` runs it in this process: a free loopback port, limits off, admin routes on.
 * - `startDemoProcess` runs it as `npm run demo-service` does, in a process of its own (a benchmark's real service, or one
 *   a test kills), on the same pinned, frozen clock.
 *
 * Faults are drawn from a seeded generator (src/demo-service/faults.ts): every service a test file starts draws from
 * FAULT_SEED, which `FXDESK_FAULT_SEED` replaces to replay a failed run (fault-seed.ts puts the seed in the
 * failure's message).
 *
 * `FXDESK_TEST_NOW` replaces the default instant (`npm run test:calendar` runs the integration suite on a Friday
 * afternoon, a weekend, a year end and a leap-year month end). A test that needs a particular calendar passes
 * its own `clock.start` and says which in its name.
 *
 * The rest of the harness: demo-client.ts (a signed-in client, job contexts), demo-http.ts (the wire with plain
 * fetch), demo-admin.ts (moving the clock, injecting faults), demo-data.ts (beneficiaries, IBANs, sub-accounts),
 * sheets.ts (order sheets in the memory workbook) and with-demo-service.ts (a test file's setup in one line).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { parseStartInstant } from "../../src/demo-service/clock";
import { parseFaultSeed } from "../../src/demo-service/faults";
import { freshSeed } from "../../src/demo-service/seeded-random";
import { buildDemoServer, type DemoServiceOptions, type DemoServer } from "../../src/demo-service/server";

/** Monday 5 January 2026, 09:00 UTC: a working day before the 14:00 cut-off, and the default pinned instant. */
export const MONDAY_9AM = Date.parse("2026-01-05T09:00:00Z");
/** What a test that asserts Monday's dates appends to its name, having pinned `clock.start` to MONDAY_9AM. */
export const ON_MONDAY_9AM = "(on Monday 5 January 2026, 09:00 UTC)";

export const PINNED_NOW: number = parseStartInstant(process.env.FXDESK_TEST_NOW) ?? MONDAY_9AM;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The seed of the fault draws: FXDESK_FAULT_SEED (a failed run's, to replay it), else a fresh one per test file. */
export const FAULT_SEED: number = faultSeedOf(process.env.FXDESK_FAULT_SEED);

/** A seed as FXDESK_FAULT_SEED gives it; a fresh one when unset; a typing mistake stops the run rather than being ignored. */
export function faultSeedOf(text: string | undefined): number {
  if (text === undefined || text === "") return freshSeed();
  const seed = parseFaultSeed(text);
  if (seed === undefined) throw new Error(`FXDESK_FAULT_SEED must be a whole number below 2^32, got "${text}"`);
  return seed;
}

/** Real time as the service's per-minute limits see it: fixed, so that a burst never straddles two minutes. */
const FIXED_LIMITS_CLOCK = () => PINNED_NOW;

export function startDemoService(options: DemoServiceOptions = {}): Promise<DemoServer> {
  return buildDemoServer({
    limits: false,
    adminRoutes: true,
    limitsClock: FIXED_LIMITS_CLOCK,
    faultSeed: FAULT_SEED,
    ...options,
    clock: { start: PINNED_NOW, speed: 0, ...options.clock },
  });
}

export interface DemoProcess {
  url: string;
  child: ChildProcess;
  /** Stops it with SIGTERM and waits for it to exit. */
  close(): Promise<void>;
}

/**
 * `npm run demo-service` with `flags` (see src/demo-service/main.ts), on a free port, resolved once it prints where it listens. Its
 * simulated clock starts at PINNED_NOW and stands still; its per-minute limits (on unless `--no-limits`) count
 * real time, as the service's limiter always does.
 */
export async function startDemoProcess(flags: readonly string[] = []): Promise<DemoProcess> {
  const pinned = ["--start", new Date(PINNED_NOW).toISOString(), "--clock-speed", "0"];
  const child = spawn(process.execPath, ["--import", "tsx", "src/demo-service/main.ts", "--port", "0", ...pinned, ...flags], {
    cwd: path.resolve(__dirname, "../.."),
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`demo service exited early (${code}): ${output}`)));
  });
  return {
    url,
    child,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
