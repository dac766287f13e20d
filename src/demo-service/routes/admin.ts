/**
 * Test controls under /__admin/, registered only when enabled: move the simulated clock, set faults, reset the
 * data, read request counters, provision an account's held rates, shift rates. Bodies may be JSON or forms.
 */
import Decimal from "decimal.js";
import type { FastifyInstance } from "fastify";
import { DAY, HOUR, MINUTE } from "../clock";
import type { RouteCounters } from "../counters";
import { badRequest, fieldMessages } from "../errors";
import { validFaultSettings, type Faults } from "../faults";
import { heldRateSettings, parseHoldPeriods, setHeldRates } from "../held-quotes";
import { MAX_PER_PAGE } from "../pagination";
import type { DemoRuntime } from "../runtime";
import { byId } from "../state";

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

export function registerAdminRoutes(app: FastifyInstance, demoService: DemoRuntime, controls: AdminControls): void {
  const clockState = () => ({ now: new Date(demoService.clock.now()).toISOString(), ms: demoService.clock.now() });

  app.get("/__admin/clock", async () => clockState());

  app.post("/__admin/clock/advance", async (request) => {
    const body = bodyOf(request.body);
    let total = 0;
    for (const [unit, size] of Object.entries(UNITS)) total += (numberField(body, unit) ?? 0) * size;
    // Checked before anything moves: the clock must stay a date (a year under 10000).
    if (!Number.isFinite(total) || total < 0 || demoService.clock.now() + total > LAST_INSTANT) {
      throw badRequest("admin_request_failed", "base", { ...fieldMessages.invalidFormat("advance"), message: "advance must be a forward move that keeps the clock before the year 10000" });
    }
    demoService.clock.advance(total);
    demoService.lifecycle.run(demoService.clock.now());
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

  const approvals = () => ({ required: demoService.switches.approvalWorkflow, steps: demoService.switches.authorisationSteps });

  app.get("/__admin/approvals", async () => approvals());

  /** Turns the approval workflow on or off and sets its steps; applies to payments created from now on. */
  app.post("/__admin/approvals", async (request) => {
    const body = bodyOf(request.body);
    const steps = numberField(body, "steps") ?? demoService.switches.authorisationSteps;
    if (!Number.isInteger(steps) || steps < 1) {
      throw badRequest("admin_request_failed", "steps", { ...fieldMessages.invalidFormat("steps"), message: "steps must be a whole number of at least 1" });
    }
    const required = body.required;
    if (required !== undefined) demoService.switches.approvalWorkflow = required === true || required === "true";
    demoService.switches.authorisationSteps = steps;
    return approvals();
  });

  /** Grants or withdraws the payment_tracking permission (on by default), so tracking's 403 can be answered. */
  app.post("/__admin/payment-tracking", async (request) => {
    const enabled = bodyOf(request.body).enabled;
    if (enabled !== undefined) demoService.switches.paymentTracking = enabled === true || enabled === "true";
    return { enabled: demoService.switches.paymentTracking };
  });

  /**
   * Lists one more purpose code for a currency and bank country (purpose-codes.ts: the demo's own, for both entity
   * types), so a route that lists none can be given one; answers the codes so listed. A reset removes them.
   */
  app.post("/__admin/purpose-codes", async (request) => {
    const body = bodyOf(request.body);
    const text = (field: string, pattern: RegExp): string => {
      const value = body[field];
      if (typeof value !== "string" || !pattern.test(value)) {
        throw badRequest("admin_request_failed", field, { ...fieldMessages.invalidFormat(field), message: `${field} is missing or not in its format` });
      }
      return value;
    };
    demoService.listedPurposeCodes.push({
      currency: text("currency", /^[A-Z]{3}$/),
      bankCountry: text("bank_account_country", /^[A-Z]{2}$/),
      code: text("purpose_code", /^\S{1,255}$/),
      description: text("purpose_description", /\S/),
    });
    return { purpose_codes: demoService.listedPurposeCodes.map((entry) => ({ currency: entry.currency, bank_account_country: entry.bankCountry, purpose_code: entry.code, purpose_description: entry.description })) };
  });

  /** Switches the payee name check on or off for the login (on by default), so its "not switched on" refusal can be answered. */
  app.post("/__admin/payee-name-check", async (request) => {
    const enabled = bodyOf(request.body).enabled;
    if (enabled !== undefined) demoService.switches.payeeNameCheck = enabled === true || enabled === "true";
    return { enabled: demoService.switches.payeeNameCheck };
  });

  /**
   * Puts the service's logins in or out of scope for strong customer authentication (off by default; a reset leaves it
   * as it is), so the answers of an account that needs it can be produced: routes/payments.ts.
   */
  app.post("/__admin/sca", async (request) => {
    const required = bodyOf(request.body).required;
    if (required !== undefined) demoService.switches.strongCustomerAuthentication = required === true || required === "true";
    return { required: demoService.switches.strongCustomerAuthentication };
  });

  /**
   * Lowers (or raises again) the largest `per_page` every find takes, kept in memory: a find asked for more is refused
   * with `per_page_is_too_big` and the number, as the provider's demo environment is reported to (docs/provider-api.md
   * §20). A reset leaves it as it is.
   */
  app.post("/__admin/page-limit", async (request) => {
    const max = numberField(bodyOf(request.body), "max");
    if (max !== undefined) {
      if (!Number.isInteger(max) || max < 1 || max > MAX_PER_PAGE) {
        throw badRequest("admin_request_failed", "max", { ...fieldMessages.invalidFormat("max"), message: `max must be a whole number from 1 to ${MAX_PER_PAGE}` });
      }
      demoService.switches.pageLimit = max;
    }
    return { max: demoService.switches.pageLimit };
  });

  const heldRates = (accountId: string) => ({
    account_id: accountId,
    hold_periods: (heldRateSettings(demoService.store.data, accountId)?.holdPeriods ?? []).join(","),
  });

  /** The account named by `account_id`, refused in words when there is none. */
  const accountIdOf = (body: Record<string, unknown>): string => {
    const accountId = typeof body.account_id === "string" ? body.account_id.toLowerCase() : "";
    if (byId(demoService.store.data.accounts, accountId) === undefined) {
      throw badRequest("admin_request_failed", "account_id", { ...fieldMessages.invalidFormat("account_id"), message: "account_id must be the id of an account of the demo service" });
    }
    return accountId;
  };

  app.get("/__admin/held-rates", async (request) => heldRates(accountIdOf(bodyOf(request.query))));

  /**
   * Provisions an account with held rates (docs/provider-api.md §13): `hold_periods` "30s,3m" enables those periods,
   * "" turns held rates off (every account starts without them: a beta product provisioned per account). Kept with
   * the data, so a snapshot keeps it and a reset clears it.
   */
  app.post("/__admin/held-rates", async (request) => {
    const body = bodyOf(request.body);
    const accountId = accountIdOf(body);
    const periods = typeof body.hold_periods === "string" ? parseHoldPeriods(body.hold_periods) : undefined;
    if (periods === undefined) {
      throw badRequest("admin_request_failed", "hold_periods", {
        ...fieldMessages.invalidFormat("hold_periods"),
        message: 'hold_periods must list periods in seconds or minutes, comma separated ("30s,3m"), or be "" to turn held rates off',
      });
    }
    setHeldRates(demoService.store.data, accountId, periods);
    demoService.changed();
    return heldRates(accountId);
  });

  const rateShifts = () => ({ shifts: demoService.rates.shifts().map((shift) => ({ target: shift.target, percent: shift.percent.toFixed() })) });

  app.get("/__admin/rates/shift", async () => rateShifts());

  /**
   * Moves a currency (`currency: "GBP"`: against every other) or a pair (`currency_pair: "GBPUSD"`: that pair only)
   * by `percent` from now on, on top of the demo rates' periodic moves; a later shift of the same target replaces it
   * and 0 removes it. Every price sees it: rates/find, rates/detailed, quotes/create, conversions/create.
   */
  app.post("/__admin/rates/shift", async (request) => {
    const body = bodyOf(request.body);
    const target = body.currency ?? body.currency_pair;
    const percentText = typeof body.percent === "number" ? String(body.percent) : body.percent;
    const percent = typeof percentText === "string" && /^[+-]?\d+(\.\d+)?$/.test(percentText.trim()) ? new Decimal(percentText.trim()) : undefined;
    if (percent === undefined || percent.lte(-100) || percent.gt(1000)) {
      throw badRequest("admin_request_failed", "percent", { ...fieldMessages.invalidFormat("percent"), message: 'percent must be a number above -100 and at most 1000, e.g. "-0.5"' });
    }
    try {
      if (typeof target !== "string") throw new RangeError("no currency");
      demoService.rates.shift(target.toUpperCase(), percent);
    } catch {
      throw badRequest("admin_request_failed", "currency", {
        ...fieldMessages.invalidFormat("currency"),
        message: "give currency (e.g. GBP) or currency_pair (e.g. GBPUSD) of currencies the demo service trades",
      });
    }
    return rateShifts();
  });

  /** Removes every rate shift: back to the demo rates. */
  app.post("/__admin/rates/reset", async () => {
    demoService.rates.clearShifts();
    return rateShifts();
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
