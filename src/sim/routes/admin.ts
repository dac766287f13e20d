/**
 * Test controls under /__admin/, registered only when enabled: move the simulated clock, set faults, reset the
 * data, read request counters. Bodies may be JSON or forms.
 */
import type { FastifyInstance } from "fastify";
import { DAY, HOUR, MINUTE } from "../clock";
import type { RouteCounters } from "../counters";
import { badRequest, fieldMessages } from "../errors";
import { validFaultSettings, type Faults } from "../faults";
import type { SimRuntime } from "../runtime";

interface AdminControls {
  faults: Faults;
  counters: RouteCounters;
  reset(): void;
}

const UNITS: Readonly<Record<string, number>> = { ms: 1, seconds: 1000, minutes: MINUTE, hours: HOUR, days: DAY };
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function numberField(body: Record<string, unknown>, field: string): number | undefined {
  const value = body[field];
  if (value === undefined || value === "") return undefined;
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) throw badRequest("admin_request_failed", field, fieldMessages.typeIsWrong(field, "numeric"));
  return number;
}

function bodyOf(raw: unknown): Record<string, unknown> {
  return raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
}

export function registerAdminRoutes(app: FastifyInstance, sim: SimRuntime, controls: AdminControls): void {
  const clockState = () => ({ now: new Date(sim.clock.now()).toISOString(), ms: sim.clock.now() });

  app.get("/__admin/clock", async () => clockState());

  app.post("/__admin/clock/advance", async (request) => {
    const body = bodyOf(request.body);
    let total = 0;
    for (const [unit, size] of Object.entries(UNITS)) total += (numberField(body, unit) ?? 0) * size;
    // Checked before anything moves: the clock must stay a date (a year under 10000).
    if (!Number.isFinite(total) || total < 0 || sim.clock.now() + total > LAST_INSTANT) {
      throw badRequest("admin_request_failed", "base", { ...fieldMessages.invalidFormat("advance"), message: "advance must be a forward move that keeps the clock before the year 10000" });
    }
    sim.clock.advance(total);
    sim.lifecycle.run(sim.clock.now());
    return clockState();
  });

  app.get("/__admin/faults", async () => controls.faults.settings);

  app.post("/__admin/faults", async (request) => {
    const body = bodyOf(request.body);
    const settings = {
      latencyMs: numberField(body, "latency_ms") ?? 0,
      share429: numberField(body, "share_429") ?? 0,
      share503: numberField(body, "share_503") ?? 0,
      shareDropped: numberField(body, "share_dropped") ?? 0,
    };
    if (!validFaultSettings(settings)) throw badRequest("admin_request_failed", "base", fieldMessages.invalidFormat("faults"));
    controls.faults.settings = settings;
    return settings;
  });

  const approvals = () => ({ required: sim.switches.approvalWorkflow, steps: sim.switches.authorisationSteps });

  app.get("/__admin/approvals", async () => approvals());

  /** Turns the approval workflow on or off and sets its steps; applies to payments created from now on. */
  app.post("/__admin/approvals", async (request) => {
    const body = bodyOf(request.body);
    const steps = numberField(body, "steps") ?? sim.switches.authorisationSteps;
    if (!Number.isInteger(steps) || steps < 1) {
      throw badRequest("admin_request_failed", "steps", { ...fieldMessages.invalidFormat("steps"), message: "steps must be a whole number of at least 1" });
    }
    const required = body.required;
    if (required !== undefined) sim.switches.approvalWorkflow = required === true || required === "true";
    sim.switches.authorisationSteps = steps;
    return approvals();
  });

  app.post("/__admin/reset", async () => {
    controls.reset();
    return { reset: true, ...clockState() };
  });

  app.get("/__admin/counters", async () => ({ requests: controls.counters.snapshot() }));

  app.post("/__admin/counters/reset", async () => {
    controls.counters.reset();
    return { requests: {} };
  });
}
