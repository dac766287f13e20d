import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import { DAY, FAULT_SEED, PINNED_NOW, startDemoService } from "../../support/demo-service";
import { GBP_BENEFICIARY } from "../../support/demo-data";
import { call, codes, login } from "../../support/demo-http";
import { withFaultSeed } from "../../support/fault-seed";

const TOO_MANY = {
  error_code: "too_many_requests",
  error_messages: { base: [{ code: "too_many_requests", message: expect.any(String), params: {} }] },
};

describe("demo service: limits", () => {
  it("answers 429 with the documented body past the per-minute limits", async () => {
    const demoService = await startDemoService({ limits: { login: 3, rates: 2, authenticated: 5 } });
    try {
      const token = await login(demoService);
      const rates = [];
      for (let i = 0; i < 3; i += 1) rates.push(await call(demoService, "GET", "/v2/rates/find", { currency_pair: "EURUSD" }, { token }));
      expect(rates.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(rates[2]!.body).toEqual(TOO_MANY);
      const others = [];
      for (let i = 0; i < 3; i += 1) others.push((await call(demoService, "GET", "/v2/contacts/current", {}, { token })).status);
      expect(others).toEqual([200, 200, 429]);
      const logins = [];
      for (let i = 0; i < 3; i += 1) {
        logins.push((await call(demoService, "POST", "/v2/authenticate/api", { login_id: DEMO_USER.loginId, api_key: DEMO_USER.apiKey })).status);
      }
      expect(logins).toEqual([200, 200, 429]);
    } finally {
      await demoService.close();
    }
  });

  it("counts afresh in the next calendar minute of real time", async () => {
    let realNow = Date.parse("2026-03-02T10:15:59.900Z");
    const demoService = await startDemoService({ limits: { login: 60, rates: 1, authenticated: 150 }, limitsClock: () => realNow });
    try {
      const token = await login(demoService);
      const rate = async () => (await call(demoService, "GET", "/v2/rates/find", { currency_pair: "EURUSD" }, { token })).status;
      expect([await rate(), await rate()]).toEqual([200, 429]);
      realNow += 100;
      expect([await rate(), await rate()]).toEqual([200, 429]);
    } finally {
      await demoService.close();
    }
  });

  it("has the provider's demo limits by default", async () => {
    const demoService = await startDemoService({ limits: undefined });
    try {
      const token = await login(demoService);
      const statuses = await Promise.all(Array.from({ length: 151 }, () => call(demoService, "GET", "/v2/rates/find", { currency_pair: "EURUSD" }, { token }).then((a) => a.status)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(150);
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    } finally {
      await demoService.close();
    }
  });
});

describe("demo service: faults and admin routes", () => {
  it("injects 503, 429, dropped connections and latency, set through /__admin/faults", async () => {
    const demoService = await startDemoService();
    try {
      const token = await login(demoService);
      const set = (body: Record<string, number>) =>
        fetch(`${demoService.url}/__admin/faults`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      expect((await set({ share_503: 1 })).status).toBe(200);
      const unavailable = await call(demoService, "GET", "/v2/contacts/current", {}, { token });
      expect(unavailable.status).toBe(503);
      expect(unavailable.body).toEqual({ error_code: "service_unavailable", error_messages: { base: [{ code: "service_unavailable", message: expect.any(String), params: {} }] } });
      expect(unavailable.headers.get("x-request-id")).toBeTruthy();
      await set({ share_429: 1 });
      expect((await call(demoService, "GET", "/v2/contacts/current", {}, { token })).body).toEqual(TOO_MANY);
      await set({ share_dropped: 1 });
      await expect(fetch(`${demoService.url}/v2/contacts/current`, { headers: { "X-Auth-Token": token } })).rejects.toThrow();
      await set({ latency_ms: 150 });
      const started = Date.now();
      expect((await call(demoService, "GET", "/v2/contacts/current", {}, { token })).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      expect((await set({ share_429: 2 })).status).toBe(400);
    } finally {
      await demoService.close();
    }
  });

  it("draws faults by share: about half of the calls fail at 0.5", async () => {
    const demoService = await startDemoService();
    try {
      const token = await login(demoService);
      demoService.state.faults.settings = { ...demoService.state.faults.settings, share503: 0.5 };
      await withFaultSeed(demoService, async () => {
        const statuses = await Promise.all(Array.from({ length: 200 }, () => call(demoService, "GET", "/v2/contacts/current", {}, { token }).then((a) => a.status)));
        const failed = statuses.filter((s) => s === 503).length;
        expect(failed).toBeGreaterThan(60);
        expect(failed).toBeLessThan(140);
      });
    } finally {
      await demoService.close();
    }
  });

  it("draws from the seed it was started with: the same seed fails the same calls in the same way", async () => {
    const statusesWith = async (faultSeed: number) => {
      const demoService = await startDemoService({ faultSeed });
      try {
        const token = await login(demoService);
        demoService.state.faults.settings = { latencyMs: 0, share429: 0.2, share503: 0.2, shareDropped: 0 };
        const statuses: number[] = [];
        // One after another: each call's draw is the next of the sequence.
        for (let i = 0; i < 40; i += 1) statuses.push((await call(demoService, "GET", "/v2/contacts/current", {}, { token })).status);
        return { seed: demoService.state.faults.seed, statuses };
      } finally {
        await demoService.close();
      }
    };
    const first = await statusesWith(424242);
    expect(first.seed).toBe(424242);
    expect(await statusesWith(424242)).toEqual(first);
    expect(new Set(first.statuses)).toEqual(new Set([200, 429, 503]));
    expect((await statusesWith(424243)).statuses).not.toEqual(first.statuses);
  });

  it("draws, in tests, from the harness's seed (FXDESK_FAULT_SEED when set)", async () => {
    const demoService = await startDemoService();
    try {
      expect(demoService.state.faults.seed).toBe(FAULT_SEED);
    } finally {
      await demoService.close();
    }
  });

  it("counts requests per route, advances the clock and resets state", async () => {
    const demoService = await startDemoService();
    try {
      const token = await login(demoService);
      await call(demoService, "GET", "/v2/rates/find", { currency_pair: "EURUSD" }, { token });
      await call(demoService, "GET", "/v2/rates/find", { currency_pair: "GBPUSD" }, { token });
      const counters = await (await fetch(`${demoService.url}/__admin/counters`)).json();
      expect(counters.requests).toMatchObject({ "GET /v2/rates/find": 2, "POST /v2/authenticate/api": 1 });
      const advanced = await (await fetch(`${demoService.url}/__admin/clock/advance`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "days=1" })).json();
      expect(advanced.ms).toBe(PINNED_NOW + DAY);
      expect(demoService.clock.now()).toBe(PINNED_NOW + DAY);
      const fresh = await login(demoService);
      await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token: fresh });
      expect(Object.keys(demoService.state.data.beneficiaries)).toHaveLength(1);
      expect((await fetch(`${demoService.url}/__admin/reset`, { method: "POST" })).status).toBe(200);
      expect(Object.keys(demoService.state.data.beneficiaries)).toHaveLength(0);
      expect((await call(demoService, "GET", "/v2/contacts/current", {}, { token: fresh })).status).toBe(401);
    } finally {
      await demoService.close();
    }
  });

  it("has no admin routes unless enabled", async () => {
    const demoService = await startDemoService({ adminRoutes: false });
    try {
      expect((await fetch(`${demoService.url}/__admin/counters`)).status).toBe(404);
      expect((await fetch(`${demoService.url}/__admin/clock/advance`, { method: "POST", body: "days=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } })).status).toBe(404);
      expect(demoService.clock.now()).toBe(PINNED_NOW);
    } finally {
      await demoService.close();
    }
  });
});

describe("demo service: snapshot", () => {
  it("keeps data and the simulated time across a restart; writes atomically", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-demo-"));
    const snapshotPath = path.join(dir, "state.json");
    try {
      const first = await startDemoService({ snapshotPath });
      const token = await login(first);
      const beneficiary = await call(first, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token });
      first.clock.advance(DAY);
      await first.close();
      expect(await readdir(dir)).toEqual(["state.json"]);

      const second = await startDemoService({ snapshotPath });
      try {
        expect(second.clock.now()).toBe(PINNED_NOW + DAY);
        const again = await login(second);
        const found = await call(second, "GET", `/v2/beneficiaries/${beneficiary.body.id}`, {}, { token: again });
        expect(found.body).toEqual(beneficiary.body);
        const payment = await call(second, "POST", "/v2/payments/create", { currency: "GBP", beneficiary_id: beneficiary.body.id, amount: "1", reason: "r", reference: "x" }, { token: again });
        expect(payment.status).toBe(200);
        expect(codes(await call(second, "POST", "/v2/beneficiaries/create", {}, { token: again }))).toContain("name_is_required");
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
