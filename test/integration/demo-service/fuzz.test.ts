/**
 * Bad input against every form endpoint: generated requests (random and huge strings, unicode, missing, repeated
 * and extra fields, wrong types, other encodings) must get only documented 4xx answers in the error envelope,
 * never a 5xx, and must not change the service's data. Seeded, so a failure replays exactly.
 */
import { describe, expect, it } from "@jest/globals";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import type { DemoServer } from "../../../src/demo-service/server";
import { GBP_BENEFICIARY, subAccount } from "../../support/demo-data";
import { call, login, type Params } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";
import { seededRandom } from "../../../src/demo-service/seeded-random";

const SEED = 20260105;
const REQUESTS_PER_ENDPOINT = 200;
const DOCUMENTED_4XX = new Set([400, 401, 404]);

const ODD_TEXTS = [
  "", " ", "null", "undefined", "true", "-1", "0", "1e309", "NaN", "0x1F", "１２３", "€", "💸💱", "e\u0301\u0301", "\u202egnp", "\u0000",
  "'; DROP TABLE payments; --", "<script>alert(1)</script>", "__proto__", "constructor", "../../etc/passwd", "%00", "2026-02-30",
  "9".repeat(400), "1.0000000001", "EUR,GBP", "[]", "{}", "\ud800",
];

interface Endpoint {
  method: "GET" | "POST";
  path: string;
  valid: Params;
  required: string[];
  /** Sends no token (login). */
  anonymous?: boolean;
}

function randomText(random: () => number, maxLength: number): string {
  const length = Math.floor(random() ** 3 * maxLength);
  let text = "";
  for (let i = 0; i < length; i += 1) {
    const pick = random();
    text += pick < 0.7 ? String.fromCharCode(32 + Math.floor(random() * 95)) : pick < 0.9 ? String.fromCodePoint(0xa0 + Math.floor(random() * 0x2000)) : String.fromCodePoint(0x1f300 + Math.floor(random() * 0x200));
  }
  return text;
}

function oneOf<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A request that is wrong in at least one way the service must catch, plus some noise. */
function badRequest(random: () => number, endpoint: Endpoint): { params: Params; encoding: "form" | "multipart" | "json" | "text" } {
  const params: Params = { ...endpoint.valid };
  const fields = Object.keys(params);
  const hugeLimit = endpoint.method === "GET" ? 3000 : 120_000;
  const noise = Math.floor(random() * 3);
  for (let i = 0; i < noise && fields.length; i += 1) {
    const field = oneOf(random, fields);
    params[field] = random() < 0.5 ? oneOf(random, ODD_TEXTS) : randomText(random, random() < 0.1 ? hugeLimit : 60);
  }
  const sureFaults = ["extra", "repeated", "missing", "bracketed"].filter((kind) => kind !== "missing" || endpoint.required.length > 0);
  switch (oneOf(random, sureFaults)) {
    case "extra": {
      const name = random() < 0.5 ? randomText(random, 20) || "x" : oneOf(random, ["__proto__", "constructor", "api_key", "payment_ids", "foo[]", "a[b]"]);
      // defineProperty so that "__proto__" becomes a real key that is sent, not the object's prototype.
      Object.defineProperty(params, name, { value: randomText(random, 30), enumerable: true, configurable: true, writable: true });
      break;
    }
    case "repeated": {
      const field = oneOf(random, fields.length ? fields : ["on_behalf_of"]);
      params[field] = [String(params[field] ?? "a"), randomText(random, 10)];
      break;
    }
    case "missing":
      delete params[oneOf(random, endpoint.required)];
      break;
    case "bracketed": {
      const field = oneOf(random, fields.length ? fields : ["page"]);
      params[`${field}[]`] = String(params[field] ?? "1");
      delete params[field];
      break;
    }
  }
  const roll = random();
  const encoding = endpoint.method === "GET" ? "form" : roll < 0.45 ? "form" : roll < 0.9 ? "multipart" : roll < 0.97 ? "json" : "text";
  return { params, encoding };
}

async function send(demoService: DemoServer, endpoint: Endpoint, token: string, request: ReturnType<typeof badRequest>, random: () => number) {
  const options = { token: endpoint.anonymous ? undefined : token };
  if (request.encoding === "json" || request.encoding === "text") {
    // Wrong types: numbers, nested objects and arrays in a JSON body, or a body the service cannot read at all.
    const body =
      request.encoding === "json"
        ? JSON.stringify(Object.fromEntries(Object.entries(request.params).map(([k, v]) => [k, random() < 0.5 ? { nested: v } : random() < 0.5 ? 12.5 : [v, null]])))
        : String(Object.values(request.params)[0] ?? "plain");
    const response = await fetch(`${demoService.url}${endpoint.path}`, {
      method: "POST",
      headers: { "Content-Type": request.encoding === "json" ? "application/json" : "text/plain", ...(options.token ? { "X-Auth-Token": options.token } : {}) },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  }
  return call(demoService, endpoint.method, endpoint.path, request.params, { ...options, multipart: request.encoding === "multipart" });
}

function expectEnvelope(answer: { status: number; body: unknown; headers: Headers }, context: string): void {
  if (!DOCUMENTED_4XX.has(answer.status)) throw new Error(`${context}: status ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`);
  const body = answer.body as { error_code?: unknown; error_messages?: Record<string, unknown> };
  expect(typeof body.error_code).toBe("string");
  expect(body.error_messages && typeof body.error_messages).toBe("object");
  for (const list of Object.values(body.error_messages!)) {
    expect(Array.isArray(list)).toBe(true);
    for (const entry of list as Record<string, unknown>[]) {
      expect(typeof entry.code).toBe("string");
      expect(typeof entry.message).toBe("string");
      expect(entry.params && typeof entry.params).toBe("object");
    }
  }
  expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
}

/** The ids the endpoints' paths and parameters name, made by the suite's setup. */
interface Ids {
  accountId: string;
  contactId: string;
  beneficiary: string;
  conversion: string;
  payment: string;
}

/** Placeholders naming each test before the setup has made the ids. */
const NAMED_IDS: Ids = { accountId: "{account}", contactId: "{contact}", beneficiary: "{beneficiary}", conversion: "{conversion}", payment: "{payment}" };

function endpointsFor({ accountId, contactId, beneficiary, conversion, payment }: Ids): Endpoint[] {
  const trade = { buy_currency: "EUR", sell_currency: "GBP", amount: "100", fixed_side: "buy" };
  const pay = { currency: "GBP", beneficiary_id: beneficiary, amount: "12.34", reason: "Invoice", reference: "REF-1" };
  return [
    { method: "POST", path: "/v2/authenticate/api", valid: { login_id: "fuzzer@example.com", api_key: "c".repeat(64) }, required: ["login_id", "api_key"], anonymous: true },
    { method: "POST", path: "/v2/conversions/create", valid: { ...trade, term_agreement: "true", reason: "fx", unique_request_id: "fz-c" }, required: ["buy_currency", "sell_currency", "amount", "fixed_side", "term_agreement"] },
    { method: "POST", path: `/v2/conversions/${conversion}/cancel`, valid: { notes: "n" }, required: [] },
    { method: "POST", path: "/v2/accounts/create", valid: { account_name: "Fz", legal_entity_type: "company", street: "s", city: "c", country: "GB", postal_code: "E1" }, required: ["account_name", "legal_entity_type", "street", "city", "country"] },
    { method: "POST", path: "/v2/contacts/create", valid: { account_id: accountId, first_name: "F", last_name: "Z", email_address: "fz@example.com", phone_number: "1" }, required: ["account_id", "first_name", "last_name", "email_address", "phone_number"] },
    { method: "POST", path: "/v2/beneficiaries/create", valid: { ...GBP_BENEFICIARY, on_behalf_of: contactId }, required: ["name", "bank_account_holder_name", "bank_country", "currency"] },
    { method: "POST", path: "/v2/beneficiaries/validate", valid: { ...GBP_BENEFICIARY }, required: ["bank_country", "currency"] },
    { method: "POST", path: `/v2/beneficiaries/${beneficiary}`, valid: { name: "New name" }, required: [] },
    { method: "POST", path: `/v2/beneficiaries/${beneficiary}/delete`, valid: {}, required: [] },
    { method: "POST", path: "/v2/payments/create", valid: { ...pay, unique_request_id: "fz-p" }, required: ["currency", "beneficiary_id", "amount", "reason", "reference"] },
    { method: "POST", path: `/v2/payments/${payment}`, valid: { amount: "6.00" }, required: [] },
    { method: "POST", path: `/v2/payments/${payment}/delete`, valid: {}, required: [] },
    { method: "POST", path: "/v2/payments/authorise", valid: { "payment_ids[]": payment }, required: ["payment_ids[]"] },
    { method: "POST", path: "/v2/demo/funding/create", valid: { id: "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f", receiver_account_number: accountId, amount: "10", currency: "GBP" }, required: ["id", "receiver_account_number", "amount", "currency"] },
    { method: "POST", path: "/v2/accounts/find", valid: { per_page: "5" }, required: [] },
    { method: "POST", path: "/v2/contacts/find", valid: { per_page: "5" }, required: [] },
    { method: "POST", path: "/v2/beneficiaries/find", valid: { currency: "GBP" }, required: [] },
    { method: "POST", path: "/v2/authenticate/close_session", valid: {}, required: [] },
    { method: "GET", path: "/v2/rates/find", valid: { currency_pair: "EURGBP,USDJPY" }, required: ["currency_pair"] },
    { method: "GET", path: "/v2/rates/detailed", valid: trade, required: ["buy_currency", "sell_currency", "amount", "fixed_side"] },
    { method: "GET", path: "/v2/conversions/find", valid: { status: "awaiting_funds" }, required: [] },
    { method: "GET", path: "/v2/payments/find", valid: { currency: "GBP" }, required: [] },
    { method: "GET", path: "/v2/balances/find", valid: { scope: "all" }, required: [] },
    { method: "GET", path: "/v2/reference/conversion_dates", valid: { conversion_pair: "GBPUSD" }, required: ["conversion_pair"] },
    { method: "GET", path: "/v2/reference/payment_dates", valid: { currency: "GBP" }, required: ["currency"] },
    { method: "GET", path: "/v2/reference/beneficiary_required_details", valid: { currency: "GBP", bank_account_country: "GB", beneficiary_country: "GB" }, required: ["currency", "bank_account_country", "beneficiary_country"] },
  ];
}

const ENDPOINT_NAMES = endpointsFor(NAMED_IDS).map((endpoint, index) => [`${endpoint.method} ${endpoint.path}`, index] as const);

describe("demo service: fuzzed bad input", () => {
  let demoService: DemoServer;
  let token: string;
  let endpoints: Endpoint[];

  withDemoService(async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
    const { accountId, contactId } = await subAccount(demoService, token, "Fuzz Ltd");
    const beneficiary = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body.id as string;
    const conversion = (await call(demoService, "POST", "/v2/conversions/create", { buy_currency: "EUR", sell_currency: "GBP", amount: "10", fixed_side: "buy", term_agreement: "true" }, { token })).body.id as string;
    const payment = (await call(demoService, "POST", "/v2/payments/create", { currency: "GBP", beneficiary_id: beneficiary, amount: "5", reason: "r", reference: "f", payment_date: "2026-02-02" }, { token })).body.id as string;
    endpoints = endpointsFor({ accountId, contactId, beneficiary, conversion, payment });
  });

  // One test per endpoint, each with a seed of its own: a failure names its endpoint and replays alone.
  it.each(ENDPOINT_NAMES)("%s: answers every bad request with a documented 4xx envelope and changes nothing", async (_name, index) => {
    const endpoint = endpoints[index]!;
    const random = seededRandom(SEED + index);
    const before = demoService.state.dump();
    for (let i = 0; i < REQUESTS_PER_ENDPOINT; i += 1) {
      const request = badRequest(random, endpoint);
      const answer = await send(demoService, endpoint, token, request, random);
      expectEnvelope(answer, `${endpoint.method} ${endpoint.path} #${i} ${JSON.stringify(request).slice(0, 300)}`);
    }
    expect(demoService.state.dump()).toBe(before);
    // The token is still good and the demo login was never locked by the fuzzing.
    expect((await call(demoService, "GET", "/v2/contacts/current", {}, { token })).body.login_id).toBe(DEMO_USER.loginId);
  });
});
