/**
 * Issue 44 point 6: the demo service's answers to the newer endpoints beside every recorded answer of them in
 * test/fixtures/provider (the SDKs' recordings and the reference's example answers: its README), field by field —
 * the same field names at every level, and the same JSON type wherever both give a value (null is a value's absence:
 * the recordings answer null where the demo has a value, and the other way round, for optional fields).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../src/demo-service/server";
import { advance, enableHeldRates } from "../../support/demo-admin";
import { germanIban } from "../../support/demo-data";
import { call, login, type Answer } from "../../support/demo-http";
import { DAY, MONDAY_9AM } from "../../support/demo-service";
import { withDemoService } from "../../support/with-demo-service";

const FIXTURES = path.join(__dirname, "../../fixtures/provider");

/** The newer endpoints, by their fixtures' file name (less the folder and `.json`). */
const NEWER = [
  "quotes-create",
  "payments-validate",
  "payments-quote-payment-fee",
  "reference-payment-fee-rules",
  "reference-payer-required-details",
  "reference-payment-purpose-codes",
  "demo-funding-create",
  "beneficiaries-account-verification",
  "payments-tracking-info",
  "payments-confirmation",
] as const;
type Endpoint = (typeof NEWER)[number];

type Shape = string | { [field: string]: Shape } | Shape[];

/** A JSON value's shape: its field names at every level and each leaf's type; an array by its first item. */
function shapeOf(value: unknown): Shape {
  if (value === null) return "null";
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (typeof value === "object") return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, shapeOf(item)]));
  return typeof value;
}

/** Every field path of a shape ("body.details[0].currency"). */
function pathsOf(shape: Shape, at = "body"): string[] {
  if (typeof shape === "string") return [];
  if (Array.isArray(shape)) return shape.length === 0 ? [] : pathsOf(shape[0]!, `${at}[0]`);
  return Object.entries(shape).flatMap(([name, item]) => [`${at}.${name}`, ...pathsOf(item, `${at}.${name}`)]);
}

/**
 * Where two shapes differ ("path: recorded X, demo Y"); null beside a value, or an empty list beside items, is no
 * difference. A field the demo answers and this recording lacks is one only when no recording of the endpoint has
 * it (`known`): the older SDK recordings predate fields the reference's example answers carry (fee rules' ids and
 * names, payer requirements' `currency`, purpose codes' `bank_account_country`).
 */
function differences(recorded: Shape, demo: Shape, known: ReadonlySet<string>, at = "body"): string[] {
  if (recorded === "null" || demo === "null") return [];
  if (Array.isArray(recorded) || Array.isArray(demo)) {
    if (!Array.isArray(recorded) || !Array.isArray(demo)) return [`${at}: recorded ${JSON.stringify(recorded)}, demo ${JSON.stringify(demo)}`];
    return recorded.length === 0 || demo.length === 0 ? [] : differences(recorded[0]!, demo[0]!, known, `${at}[0]`);
  }
  if (typeof recorded === "string" || typeof demo === "string") return recorded === demo ? [] : [`${at}: recorded ${JSON.stringify(recorded)}, demo ${JSON.stringify(demo)}`];
  const names = [...new Set([...Object.keys(recorded), ...Object.keys(demo)])].sort();
  return names.flatMap((name) => {
    if (!(name in demo)) return [`${at}.${name}: recorded, not answered`];
    if (!(name in recorded)) return known.has(`${at}.${name}`) ? [] : [`${at}.${name}: answered, not recorded`];
    return differences(recorded[name]!, demo[name]!, known, `${at}.${name}`);
  });
}

interface Recording {
  file: string;
  body: unknown;
}

function recordingsOf(endpoint: Endpoint): Recording[] {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => {
      const file = path.join(folder.name, `${endpoint}.json`);
      try {
        return [{ file, body: (JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")) as { body: unknown }).body }];
      } catch {
        return [];
      }
    });
}

describe("the demo service's answers to the newer endpoints, beside every recorded answer", () => {
  let demoService: DemoServer;
  const answers = new Map<Endpoint, Answer>();
  withDemoService({ service: { clock: { start: MONDAY_9AM } } }, (demo) => void (demoService = demo.demoService));

  beforeAll(async () => {
    let token = await login(demoService);
    const post = (route: string, params: Record<string, string>) => call(demoService, "POST", route, params, { token });
    const get = (route: string, params: Record<string, string> = {}) => call(demoService, "GET", route, params, { token });
    const house = demoService.state.data.accounts[demoService.state.data.houseAccountId]!.wire;
    await enableHeldRates(demoService, house.id, ["3m"]);
    answers.set("quotes-create", await post("/v2/quotes/create", { buy_currency: "USD", sell_currency: "EUR", fixed_side: "sell", amount: "100.00", hold_period: "3m", conversion_date_preference: "default" }));
    const payee = await post("/v2/beneficiaries/create", {
      name: "Kontor GmbH", bank_account_holder_name: "Kontor GmbH", bank_country: "DE", currency: "EUR", iban: germanIban(7), bic_swift: "COBADEFF", "payment_types[]": "priority",
    });
    const payment = { currency: "EUR", beneficiary_id: payee.body.id as string, amount: "1200.00", reason: "Invoice 12", reference: "INV-12", payment_type: "priority", charge_type: "shared" };
    answers.set("payments-validate", await post("/v2/payments/validate", payment));
    answers.set("payments-quote-payment-fee", await get("/v2/payments/quote_payment_fee", { payment_currency: "USD", payment_destination_country: "US", payment_type: "regular" }));
    answers.set("reference-payment-fee-rules", await get("/v2/reference/payment_fee_rules"));
    answers.set("reference-payer-required-details", await get("/v2/reference/payer_required_details", { payer_country: "GB" }));
    answers.set("reference-payment-purpose-codes", await get("/v2/reference/payment_purpose_codes", { currency: "INR", bank_account_country: "IN" }));
    answers.set("demo-funding-create", await post("/v2/demo/funding/create", { id: "2f6e1d0c-9b8a-4765-a4b3-c2d1e0f9a8b7", receiver_account_number: house.short_reference, amount: "150.53", currency: "GBP", sender_name: "Sender", sender_reference: "REF" }));
    answers.set("beneficiaries-account-verification", await post("/v2/beneficiaries/account_verification", { payment_type: "regular", beneficiary_entity_type: "individual", beneficiary_first_name: "Ricardo", beneficiary_last_name: "Sousa", account_number: "73515966", routing_code_type_1: "sort_code", routing_code_value_1: "015561", currency: "GBP", bank_country: "GB" }));
    const paid = await post("/v2/payments/create", payment);
    await advance(demoService, 3 * DAY);
    token = await login(demoService);
    answers.set("payments-tracking-info", await get(`/v2/payments/${paid.body.id as string}/tracking_info`));
    answers.set("payments-confirmation", await get(`/v2/payments/${paid.body.id as string}/confirmation`));
  });

  const rows = NEWER.flatMap((endpoint) => recordingsOf(endpoint).map((recording) => [endpoint, recording.file, recording] as const));

  it("has a recording for every newer endpoint", () => {
    expect(NEWER.filter((endpoint) => !rows.some(([name]) => name === endpoint))).toEqual([]);
  });

  it.each(rows)("%s as %s recorded it", (endpoint, _file, recording) => {
    const answer = answers.get(endpoint)!;
    expect(answer.status).toBe(200);
    const known = new Set(recordingsOf(endpoint).flatMap((other) => pathsOf(shapeOf(other.body))));
    expect(differences(shapeOf(recording.body), shapeOf(answer.body), known)).toEqual([]);
  });
});
