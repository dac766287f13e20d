/**
 * The deployable server over real HTTP: the built add-in served with its headers, the API relayed end to end to
 * the demo service, and everything it must refuse — other paths and methods, other hosts, oversize bodies, headers
 * that must not cross, an upstream that hangs or drops — with the API key never in its access log.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { AccessLogLine } from "../../../src/server/app";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import type { DemoServer } from "../../../src/demo-service/server";
import { demoClient } from "../../support/demo-client";
import { corporateForm, fileOf } from "../../support/onboarding-data";
import { RELAY_BODY_LIMIT, RELAY_IMAGE_BODY_LIMIT, rawRequest, type RunningRelay, serveRelay } from "../../support/relay-server";
import { withDemoService } from "../../support/with-demo-service";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The API's error envelope (docs/provider-api.md §7) with one message, under `field`. */
function envelope(code: string, field = "base") {
  return { error_code: code, error_messages: { [field]: [{ code, message: expect.any(String), params: {} }] } };
}

/** Waits for the access log to have `count` lines: a line is written once its answer has gone. */
async function logLines(log: AccessLogLine[], count: number): Promise<void> {
  for (const deadline = performance.now() + 5_000; log.length < count && performance.now() < deadline; ) await new Promise((resolve) => setImmediate(resolve));
}

/** An upstream under the test's control: records what reached it and answers as told. */
async function fakeUpstream(answer: (request: { url: string; headers: IncomingHttpHeaders }, respond: (status: number, headers: Record<string, string>, body: string) => void, drop: () => void) => void) {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const record = { url: request.url ?? "", headers: request.headers };
      seen.push(record);
      answer(record, (status, headers, body) => response.writeHead(status, headers).end(body), () => request.socket.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("the deployable server", () => {
  let staticDir: string;
  let demoService: DemoServer;
  let relay: RunningRelay;
  const log: AccessLogLine[] = [];

  withDemoService((demo) => ({ demoService } = demo));
  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-dist-"));
    await writeFile(path.join(staticDir, "taskpane.html"), "<!doctype html><title>FX Desk</title>");
    await writeFile(path.join(staticDir, "taskpane.0a1b2c3d.js"), "console.log(1)");
    relay = await serveRelay(demoService.url, staticDir, log);
  });
  afterAll(async () => {
    await relay.app.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it("relays the API end to end: the client signs in, reads and books through it, with the service's request ids", async () => {
    const requestIds: string[] = [];
    const client = demoClient(relay);
    const track = { onResponse: ({ requestId }: { requestId?: string }) => void (requestId && requestIds.push(requestId)) };
    demoService.state.counters.reset();
    const rates = await client.core.rates.find(["EURGBP"], track);
    expect(rates.rates.EURGBP?.[0].toNumber()).toBeGreaterThan(0);
    const booked = await client.core.conversions.create(
      { buy_currency: "EUR", sell_currency: "GBP", amount: "100", fixed_side: "buy", reason: "Relay", term_agreement: true, unique_request_id: "relay-1" },
      track,
    );
    expect(demoService.state.data.conversions[booked.id]?.unique_request_id).toBe("relay-1");
    expect(demoService.state.counters.snapshot()).toMatchObject({ "POST /v2/authenticate/api": 1, "GET /v2/rates/find": 1, "POST /v2/conversions/create": 1 });
    expect(requestIds.length).toBeGreaterThanOrEqual(2);
    expect(requestIds.every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
  });

  it("relays onboarding JSON as sent, and a document image above the general cap up to the image route's own", async () => {
    const { forms, documents, documentImages } = demoClient(relay).onboarding;
    const form = await forms.create({ form: corporateForm.form });
    expect((await forms.get(form.id)).id).toBe(form.id);
    const licence = await documents.create(form.id, { document_type: "driving_licence", category: "proof_of_identity" });
    // Over the 64 KB every other route takes, under the image route's 512 KB.
    const front = await documentImages.create(form.id, licence.id, { image: fileOf("jpg", 200 * 1024), side: "front" });
    expect((await documentImages.list(form.id, licence.id)).map((image) => image.id)).toContain(front.id);

    demoService.state.counters.reset();
    const tooBig = await fetch(`${relay.url}/onboarding/v1/forms/${form.id}/documents/${licence.id}/document_images`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ image: "x".repeat(RELAY_IMAGE_BODY_LIMIT + 1), side: "back" }),
    });
    expect(tooBig.status).toBe(413);
    const refusedOther = await fetch(`${relay.url}/onboarding/v1/forms/${form.id}/documents`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ document_type: "x".repeat(RELAY_BODY_LIMIT + 1) }),
    });
    expect(refusedOther.status).toBe(413);
    expect(demoService.state.counters.snapshot()).toEqual({});
  });

  it("serves the add-in: hashed files cached for a year, pages revalidated, framing allowed to Office only", async () => {
    const page = await fetch(`${relay.url}/taskpane.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors 'self' https://*.officeapps.live.com");
    expect(policy).toContain("script-src 'self' https://appsforoffice.microsoft.com");
    expect(policy).toContain(`connect-src 'self'`);
    expect(page.headers.get("x-frame-options")).toBeNull();
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await fetch(`${relay.url}/taskpane.0a1b2c3d.js`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await (await fetch(`${relay.url}/healthz`)).json()).toEqual({ ok: true });
  });

  it("relays nothing but the API's paths, and only to its one upstream", async () => {
    const attacker = await fakeUpstream((_request, respond) => respond(200, {}, "owned"));
    try {
      demoService.state.counters.reset();
      const refused = [
        await rawRequest(relay.url, "/__admin/reset", { method: "POST" }),
        await rawRequest(relay.url, "/v2/../__admin/reset", { method: "POST" }),
        await rawRequest(relay.url, "/v2/%2e%2e/__admin/reset", { method: "POST" }),
        await rawRequest(relay.url, "/v3/rates/find"),
        await rawRequest(relay.url, `${attacker.url}/v2/rates/find`),
      ];
      expect(refused.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
      // A Host header naming another server changes nothing: the configured upstream gets it.
      const aimed = await rawRequest(relay.url, "/v2/reference/currencies", { headers: { host: new URL(attacker.url).host } });
      expect(aimed.status).toBe(401);
      expect(attacker.seen).toEqual([]);
      expect(Object.keys(demoService.state.counters.snapshot())).toEqual(["GET /v2/reference/currencies"]);
    } finally {
      await attacker.close();
    }
  });

  it("answers a path it does not serve with 404 in the API's error envelope", async () => {
    const targets: [string, string][] = [
      ["GET", "/v3/rates/find"],
      ["POST", "/__admin/reset"],
      ["GET", "/missing.0a1b2c3d.js"],
      ["POST", "/v2/../__admin/reset"],
    ];
    for (const [method, target] of targets) {
      const answer = await rawRequest(relay.url, target, { method });
      expect({ target, status: answer.status, type: answer.headers["content-type"], body: JSON.parse(answer.body) as unknown }).toEqual({
        target,
        status: 404,
        type: "application/json; charset=utf-8",
        body: envelope("not_found"),
      });
    }
  });

  it("refuses HEAD and every other method the API does not take with 405 and Allow, relaying none", async () => {
    demoService.state.counters.reset();
    const core = "GET, POST";
    const onboarding = "GET, POST, PUT, PATCH, DELETE";
    const asked: [string, string, string][] = [
      ["HEAD", "/v2/rates/find?currency_pair=EURGBP", core],
      ["DELETE", "/v2/payments/abc", core],
      ["PUT", "/v2/payments/abc", core],
      ["PATCH", "/v2/payments/abc", core],
      ["OPTIONS", "/v2/rates/find", core],
      ["HEAD", "/onboarding/v1/forms", onboarding],
      ["OPTIONS", "/onboarding/v1/forms", onboarding],
    ];
    for (const [method, target, allowed] of asked) {
      const answer = await rawRequest(relay.url, target, { method });
      expect({ method, target, status: answer.status, allow: answer.headers.allow }).toEqual({ method, target, status: 405, allow: allowed });
      // A HEAD answer has no body to read.
      if (method !== "HEAD") expect(JSON.parse(answer.body)).toEqual(envelope("method_not_allowed"));
    }
    expect(demoService.state.counters.snapshot()).toEqual({});
  });

  it("refuses a repeated X-Auth-Token or Content-Type with 400 instead of relaying them joined or halved", async () => {
    const upstream = await fakeUpstream((_request, respond) => respond(200, { "content-type": "application/json" }, "{}"));
    const own = await serveRelay(upstream.url, staticDir, []);
    try {
      const tokens = await rawRequest(own.url, "/v2/rates/find", { headers: { "x-auth-token": ["a".repeat(32), "b".repeat(32)] } });
      expect(tokens.status).toBe(400);
      expect(JSON.parse(tokens.body)).toEqual(envelope("invalid_request", "x-auth-token"));
      const types = await rawRequest(own.url, "/v2/conversions/create", {
        method: "POST",
        headers: { "content-type": ["application/x-www-form-urlencoded", "application/json"] },
        body: "reason=x",
      });
      expect(types.status).toBe(400);
      expect(JSON.parse(types.body)).toEqual(envelope("invalid_request", "content-type"));
      expect(upstream.seen).toEqual([]);
      // Once is relayed as ever.
      expect((await rawRequest(own.url, "/v2/rates/find", { headers: { "x-auth-token": "a".repeat(32) } })).status).toBe(200);
      expect(upstream.seen.map((request) => request.headers["x-auth-token"])).toEqual(["a".repeat(32)]);
    } finally {
      await own.app.close();
      await upstream.close();
    }
  });

  it("gives every answer it makes itself a request id of its own, and no API answer may be cached", async () => {
    // An upstream that sends neither a request id nor no-store.
    const upstream = await fakeUpstream((_request, respond) => respond(200, { "content-type": "application/json", "cache-control": "max-age=600" }, "{}"));
    const own = await serveRelay(upstream.url, staticDir, []);
    try {
      const fromService = await rawRequest(relay.url, "/v2/reference/currencies");
      expect(fromService.status).toBe(401);
      expect(fromService.headers["x-request-id"]).toMatch(UUID);
      expect(fromService.headers["cache-control"]).toBe("no-store");
      const fromUpstream = await rawRequest(own.url, "/v2/rates/find");
      expect({ status: fromUpstream.status, cache: fromUpstream.headers["cache-control"] }).toEqual({ status: 200, cache: "no-store" });

      const made = {
        notFound: await rawRequest(own.url, "/v3/rates/find"),
        notAllowed: await rawRequest(own.url, "/v2/payments/abc", { method: "DELETE" }),
        tooLarge: await rawRequest(own.url, "/v2/beneficiaries/create", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "x".repeat(RELAY_BODY_LIMIT + 1) }),
        repeated: await rawRequest(own.url, "/v2/rates/find", { headers: { "x-auth-token": ["a", "b"] } }),
        unreadablePath: await rawRequest(own.url, "/v2/%zz"),
      };
      await upstream.close();
      const badGateway = await rawRequest(own.url, "/v2/rates/find");
      const api = { ...made, badGateway, fromUpstream };
      expect(Object.fromEntries(Object.entries(api).map(([name, answer]) => [name, [answer.headers["cache-control"], UUID.test(String(answer.headers["x-request-id"]))]]))).toEqual(
        Object.fromEntries(Object.keys(api).map((name) => [name, ["no-store", true]])),
      );
      expect(badGateway.status).toBe(502);
      const health = await rawRequest(own.url, "/healthz");
      const page = await rawRequest(own.url, "/taskpane.html");
      const ids = [...Object.values(api), health, page].map((answer) => answer.headers["x-request-id"]);
      expect(ids.every((id) => UUID.test(String(id)))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await own.app.close();
      await upstream.close();
    }
  });

  it("refuses a body over the cap before it reaches the API", async () => {
    demoService.state.counters.reset();
    const answer = await fetch(`${relay.url}/v2/beneficiaries/create`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `name=${"x".repeat(RELAY_BODY_LIMIT + 1)}`,
    });
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { error_code: string }).error_code).toBe("request_too_large");
    expect(demoService.state.counters.snapshot()).toEqual({});
  });

  it("passes only the headers the API needs, each way", async () => {
    const upstream = await fakeUpstream((_request, respond) =>
      respond(200, { "content-type": "application/json", "x-request-id": "up-1", "set-cookie": "session=abc", "x-powered-by": "upstream" }, "{}"),
    );
    const own = await serveRelay(upstream.url, staticDir, []);
    try {
      const answer = await rawRequest(own.url, "/v2/rates/find?currency_pair=EURGBP", {
        headers: { cookie: "a=b", "x-auth-token": "t".repeat(32), connection: "keep-alive, x-secret", "x-secret": "1", "proxy-authorization": "Basic x", "x-forwarded-for": "10.0.0.1" },
      });
      expect(answer.status).toBe(200);
      const sent = upstream.seen[0]?.headers ?? {};
      expect(sent["x-auth-token"]).toBe("t".repeat(32));
      for (const header of ["cookie", "x-secret", "proxy-authorization", "x-forwarded-for"]) expect(sent[header]).toBeUndefined();
      expect(upstream.seen[0]?.url).toBe("/v2/rates/find?currency_pair=EURGBP");
      const back = await fetch(`${own.url}/v2/rates/find`);
      expect(back.headers.get("x-request-id")).toBe("up-1");
      expect(back.headers.get("set-cookie")).toBeNull();
      expect(back.headers.get("x-powered-by")).toBeNull();
      expect(back.headers.get("access-control-expose-headers")).toBe("X-Request-Id");
    } finally {
      await own.app.close();
      await upstream.close();
    }
  });

  it("answers 504 when the upstream hangs and 502 when it drops the connection, in the API's error shape", async () => {
    const upstream = await fakeUpstream((request, respond, drop) => (request.url.includes("drop") ? drop() : undefined));
    const own = await serveRelay(upstream.url, staticDir, [], { timeoutMs: 300 });
    try {
      const hung = await fetch(`${own.url}/v2/rates/find`);
      expect(hung.status).toBe(504);
      expect(((await hung.json()) as { error_code: string }).error_code).toBe("gateway_timeout");
      const dropped = await fetch(`${own.url}/v2/drop`);
      expect(dropped.status).toBe(502);
      expect(((await dropped.json()) as { error_code: string }).error_code).toBe("bad_gateway");
    } finally {
      await own.app.close();
      await upstream.close();
    }
  });

  it("logs one structured line per request, never the API key", async () => {
    const before = log.length;
    await fetch(`${relay.url}/v2/authenticate/api`, { method: "POST", body: new URLSearchParams({ login_id: DEMO_USER.loginId, api_key: DEMO_USER.apiKey }) });
    await fetch(`${relay.url}/v2/rates/find?currency_pair=EURGBP`);
    await fetch(`${relay.url}/healthz`);
    await logLines(log, before + 3);
    const lines = log.slice(before);
    expect(lines.map((line) => [line.method, line.path, line.status])).toEqual([
      ["POST", "/v2/authenticate/api", 200],
      ["GET", "/v2/rates/find", 401],
      ["GET", "/healthz", 200],
    ]);
    expect(lines[0]).toEqual({ time: expect.any(String), method: "POST", path: "/v2/authenticate/api", status: 200, durationMs: expect.any(Number), requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(JSON.stringify(log)).not.toContain(DEMO_USER.apiKey);
  });

  it("logs a key or a token put in the path as [redacted], and the API's ids as they are", async () => {
    const key = DEMO_USER.apiKey;
    const token = "0123456789abcdef".repeat(2);
    const id = randomUUID();
    const sent: [string, string][] = [
      [`/v2/authenticate/api?login_id=someone&api_key=${key}`, "/v2/authenticate/api"],
      [`/v2/authenticate/api/api_key=${key}`, "/v2/authenticate/api/api_key=[redacted]"],
      [`/v2/authenticate/api%3Fapi_key%3D${key}`, "/v2/authenticate/api%3Fapi_key%3D[redacted]"],
      [`/v2/authenticate/api/${key}`, "/v2/authenticate/api/[redacted]"],
      [`/v2/${token}/rates/find`, "/v2/[redacted]/rates/find"],
      [`/v2/rates/find;x-auth-token=not-hex-at-all`, "/v2/rates/find;x-auth-token=[redacted]"],
      [`/v2/payments/${id}`, `/v2/payments/${id}`],
    ];
    const before = log.length;
    for (const [target] of sent) await rawRequest(relay.url, target);
    await logLines(log, before + sent.length);
    expect(log.slice(before).map((line) => line.path)).toEqual(sent.map(([, logged]) => logged));
    const written = JSON.stringify(log);
    for (const secret of [key, token, "not-hex-at-all"]) expect(written).not.toContain(secret);
  });
});
