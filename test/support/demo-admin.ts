/**
 * The demo service's admin routes as tests use them (startDemoService turns them on): moving the simulated clock,
 * injecting faults, provisioning held rates, shifting rates, switching the payee name check off, starting a test's
 * data afresh. For jest suites only (setFaults, enableHeldRates, shiftRate, switchPayeeNameCheck and resetData
 * assert the service took the settings).
 */
import { expect } from "@jest/globals";
import type { Reachable } from "./demo-client";

/** Moves the simulated clock and lets the service apply what became due. */
export async function advance(demoService: Reachable, ms: number): Promise<void> {
  const response = await fetch(`${demoService.url}/__admin/clock/advance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ms }),
  });
  if (!response.ok) throw new Error(`advance failed: ${response.status}`);
}

/**
 * Moves the simulated clock as a person running the demo would (README, "Demo service": `POST /__admin/clock/advance
 * {"days": 3}`), by whole units, and applies what fell due.
 */
export async function advanceBy(demoService: Reachable, move: { days?: number; hours?: number; minutes?: number }): Promise<void> {
  const response = await fetch(`${demoService.url}/__admin/clock/advance`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(move) });
  expect(response.status).toBe(200);
}

/** Moves the simulated clock to an instant (never back) and lets the service apply what became due. */
export async function advanceTo(demoService: Reachable & { clock: { now(): number } }, instant: number): Promise<void> {
  await advance(demoService, Math.max(0, instant - demoService.clock.now()));
}

/** Shares of requests the service fails from now on (what is not given is 0: `setFaults(demoService, {})` ends an outage). */
export interface FaultShares {
  share_429?: number;
  share_503?: number;
  share_dropped?: number;
  latency_ms?: number;
}

export async function setFaults(demoService: Reachable, faults: FaultShares): Promise<void> {
  const answer = await fetch(`${demoService.url}/__admin/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(Object.entries(faults).map(([name, share]) => [name, String(share)])),
  });
  expect(answer.status).toBe(200);
}

/**
 * Moves the simulated clock in 10-minute steps until `read` gives `wanted` (at most two weeks): a payment is
 * released on its payment date, which after a cut-off or over a weekend is a later day than the pinned instant,
 * and small steps catch it before the next state (completed an hour later).
 */
export async function advanceUntil(demoService: { clock: { advance(ms: number): void } }, read: () => Promise<unknown>, wanted: unknown): Promise<void> {
  const step = 10 * 60_000;
  for (let elapsed = 0; elapsed <= 14 * 24 * 60 * 60_000; elapsed += step) {
    if ((await read()) === wanted) return;
    demoService.clock.advance(step);
  }
  throw new Error(`still not ${String(wanted)} after two weeks of simulated time`);
}

/**
 * Provisions an account with held rates (`POST /__admin/held-rates`): these hold periods, e.g. `["30s", "3m"]`; `[]`
 * turns held rates off again. Every account starts without them. The house account is `demoService.state.data.houseAccountId`.
 */
export async function enableHeldRates(demoService: Reachable, accountId: string, periods: readonly string[]): Promise<void> {
  const answer = await fetch(`${demoService.url}/__admin/held-rates`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account_id: accountId, hold_periods: periods.join(",") }),
  });
  expect(answer.status).toBe(200);
}

/**
 * Moves a currency (`"GBP"`: against every other) or one pair (`"GBPUSD"`) by `percent` from now on
 * (`POST /__admin/rates/shift`): `"-0.5"` makes it 0.5 % cheaper. Replaces an earlier shift of the same target; `"0"`
 * removes it.
 */
export async function shiftRate(demoService: Reachable, currency: string, percent: string): Promise<void> {
  const target = currency.length === 6 ? { currency_pair: currency } : { currency };
  const answer = await fetch(`${demoService.url}/__admin/rates/shift`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...target, percent }),
  });
  expect(answer.status).toBe(200);
}

/**
 * The service's data back to its seed, every session ended, its request counters at zero (`POST /__admin/reset`,
 * `POST /__admin/counters/reset`): how a browser test that shares one service with others starts afresh. Its
 * switches (the approval workflow) and its clock stay as they are.
 */
export async function resetData(demoService: Reachable): Promise<void> {
  for (const path of ["/__admin/reset", "/__admin/counters/reset"]) expect((await fetch(`${demoService.url}${path}`, { method: "POST" })).status).toBe(200);
}

/** Switches the payee name check on or off for the service's logins (POST /__admin/payee-name-check; on by default). */
export async function switchPayeeNameCheck(demoService: Reachable, enabled: boolean): Promise<void> {
  const answer = await fetch(`${demoService.url}/__admin/payee-name-check`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ enabled }),
  });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ enabled });
}

/**
 * Puts the service's logins in or out of scope for strong customer authentication (POST /__admin/sca; out by
 * default): in scope, payments/validate answers `x-sca-required: true` and payments/create refuses a payment
 * without the texted code (routes/payments.ts).
 */
export async function switchStrongCustomerAuthentication(demoService: Reachable, required: boolean): Promise<void> {
  const answer = await fetch(`${demoService.url}/__admin/sca`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ required }),
  });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ required });
}
