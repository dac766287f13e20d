/**
 * `npm run demo-service`: starts the demo service alone and prints its URL and how to sign in.
 * Flags (or environment variables):
 *   --port / FXDESK_DEMO_PORT (0 = any free port; default 3100)   --host / FXDESK_DEMO_HOST (default 127.0.0.1)
 *   --login-id / FXDESK_DEMO_LOGIN_ID   --api-key / FXDESK_DEMO_API_KEY (64 hex)   --idle-minutes (30)
 *   --no-limits / FXDESK_DEMO_NO_LIMITS=1   --limits-scale 10 (the demo limits times 10, for benchmarks)   --snapshot <file> / FXDESK_DEMO_SNAPSHOT   --admin (enables /__admin/)
 *   --fault-429 0.1   --fault-503 0.1   --fault-drop 0.05   --latency-ms 200   --fault-seed / FXDESK_FAULT_SEED (replays a run's faults)   --clock-speed 60
 *   --start / FXDESK_DEMO_START (the simulated clock's first instant, ISO 8601 with a zone; default now)
 *   --approval-workflow / FXDESK_DEMO_APPROVAL_WORKFLOW=1 (payments await authorisation by another user)
 *   --authorisation-steps 2 (authorisations each payment needs under the workflow; default 1)   --require-unique-request-id
 */
import { parseArgs } from "node:util";
import { DEMO_APPROVER, DEMO_USER } from "./demo-credentials";
import { DEMO_LIMITS, type LimitsPerMinute } from "./limits";
import { parseFaultSeed, validFaultSettings } from "./faults";
import { parseStartInstant } from "./clock";
import { buildDemoServer, type DemoServiceOptions } from "./server";

const DEFAULT_PORT = 3100;

function readOptions(argv: string[], env: NodeJS.ProcessEnv): DemoServiceOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string" },
      host: { type: "string" },
      "login-id": { type: "string" },
      "api-key": { type: "string" },
      "idle-minutes": { type: "string" },
      "no-limits": { type: "boolean" },
      "limits-scale": { type: "string" },
      snapshot: { type: "string" },
      admin: { type: "boolean" },
      "fault-429": { type: "string" },
      "fault-503": { type: "string" },
      "fault-drop": { type: "string" },
      "latency-ms": { type: "string" },
      "fault-seed": { type: "string" },
      "clock-speed": { type: "string" },
      start: { type: "string" },
      "approval-workflow": { type: "boolean" },
      "authorisation-steps": { type: "string" },
      "require-unique-request-id": { type: "boolean" },
    },
  });
  const number = (name: string, text: string | undefined, fallback: number): number => {
    if (text === undefined || text === "") return fallback;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} expects a non-negative number, got "${text}"`);
    return value;
  };
  const loginId = values["login-id"] ?? env.FXDESK_DEMO_LOGIN_ID;
  const apiKey = values["api-key"] ?? env.FXDESK_DEMO_API_KEY;
  if (apiKey !== undefined && !/^[a-f0-9]{64}$/.test(apiKey)) throw new Error("--api-key must be 64 lower-case hex characters");
  const faults = {
    share429: number("fault-429", values["fault-429"], 0),
    share503: number("fault-503", values["fault-503"], 0),
    shareDropped: number("fault-drop", values["fault-drop"], 0),
    latencyMs: number("latency-ms", values["latency-ms"], 0),
  };
  if (!validFaultSettings(faults)) throw new Error("fault shares must be between 0 and 1 and add up to at most 1");
  const seedText = values["fault-seed"] ?? env.FXDESK_FAULT_SEED;
  const faultSeed = parseFaultSeed(seedText);
  if (seedText !== undefined && seedText !== "" && faultSeed === undefined) throw new Error(`--fault-seed expects a whole number below 2^32, got "${seedText}"`);
  return {
    host: values.host ?? env.FXDESK_DEMO_HOST ?? "127.0.0.1",
    port: number("port", values.port ?? env.FXDESK_DEMO_PORT, DEFAULT_PORT),
    credentials: loginId || apiKey ? { loginId: loginId ?? DEMO_USER.loginId, apiKey: apiKey ?? DEMO_USER.apiKey } : undefined,
    tokenIdleMinutes: number("idle-minutes", values["idle-minutes"], 30),
    limits: values["no-limits"] || env.FXDESK_DEMO_NO_LIMITS === "1" ? false : scaledLimits(number("limits-scale", values["limits-scale"], 1)),
    snapshotPath: values.snapshot ?? env.FXDESK_DEMO_SNAPSHOT,
    adminRoutes: values.admin ?? false,
    faults,
    faultSeed,
    clock: { start: parseStartInstant(values.start ?? env.FXDESK_DEMO_START), speed: number("clock-speed", values["clock-speed"], 1) },
    approvalWorkflow: values["approval-workflow"] ?? env.FXDESK_DEMO_APPROVAL_WORKFLOW === "1",
    authorisationSteps: wholeSteps(values["authorisation-steps"]),
    paymentsRequireUniqueRequestId: values["require-unique-request-id"] ?? false,
  };
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2), process.env);
  const server = await buildDemoServer(options);
  const loginId = options.credentials?.loginId ?? DEMO_USER.loginId;
  const usesDemoKey = (options.credentials?.apiKey ?? DEMO_USER.apiKey) === DEMO_USER.apiKey;
  console.info(`FX Desk demo service listening on ${server.url}`);
  console.info(`Simulated time: ${new Date(server.clock.now()).toISOString()}`);
  console.info(`Sign in with login id ${loginId} and API key ${usesDemoKey ? DEMO_USER.apiKey : "(the one you configured)"}`);
  console.info(`Approver (a second user on the same account): login id ${DEMO_APPROVER.loginId} and API key ${DEMO_APPROVER.apiKey}`);
  if (usesDemoKey) console.info("(demo credentials: they only open this local demo service and are not a secret)");
  if (options.approvalWorkflow) console.info(`Approval workflow: on — payments need ${options.authorisationSteps} authorisation(s) by users other than their creator`);
  if (options.limits === false) console.info("Rate limits: off");
  if (options.adminRoutes) console.info(`Admin routes: ${server.url}/__admin/`);
  const { faults } = server.state;
  if (faults.active) console.info(`Faults: on, seed ${faults.seed} (replay the same faults with --fault-seed ${faults.seed})`);

  const stop = () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/** The demo limits times `scale` (a benchmark that would take many minutes at the real limits); undefined at 1. */
function scaledLimits(scale: number): LimitsPerMinute | undefined {
  if (scale === 1) return undefined;
  if (scale <= 0) throw new Error("--limits-scale must be more than 0");
  return { login: Math.ceil(DEMO_LIMITS.login * scale), rates: Math.ceil(DEMO_LIMITS.rates * scale), authenticated: Math.ceil(DEMO_LIMITS.authenticated * scale) };
}

/** --authorisation-steps: a whole number of at least 1. */
function wholeSteps(text: string | undefined): number {
  if (text === undefined || text === "") return 1;
  const steps = Number(text);
  if (!Number.isInteger(steps) || steps < 1) throw new Error(`--authorisation-steps expects a whole number of at least 1, got "${text}"`);
  return steps;
}
