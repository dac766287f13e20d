/**
 * The onboarding API's text and date rules on the wire (docs/provider-api.md §10): no control character (C0, DEL,
 * C1) in any text field — a description keeps its line breaks —, text at most 255 characters (a description 1,000),
 * a date of birth neither to come nor more than 120 years back (by the service's pinned clock, whatever day it says), and
 * at least one role per person. Each refusal is the onboarding error body naming the field, with the route's status,
 * and stores nothing.
 */
import { beforeAll, describe, expect, it } from "@jest/globals";
import { ACCOUNT_USAGE_FIELDS, BUSINESS_INFORMATION_FIELDS, FORM_FIELDS, PERSON_FIELDS, type FieldRules } from "../../../../src/demo-service/wire";
import { login, type Answer } from "../../../support/demo-http";
import { businessInformation, corporateForm, director, onboardingCall, registeredAddress } from "../../../support/onboarding-data";
import { withDemoService } from "../../../support/with-demo-service";

const demo = withDemoService();
let token: string;
let formId: string;
let personId: string;
const call = (method: "POST" | "PUT" | "GET", path: string, json?: unknown) => onboardingCall(demo.demoService, token, method, path, json);

beforeAll(async () => {
  token = await login(demo.demoService);
  const created = await call("POST", "/v1/forms", { data: { ...corporateForm.form, business_information: businessInformation, account_usage: corporateForm.account_usage, people: [director] } });
  expect(created.status).toBe(201);
  formId = created.body.data.id as string;
  personId = (await call("GET", `/v1/forms/${formId}/people`)).body.people[0].id as string;
});

/** Sends the request and expects it refused with `status`, naming only `field` with `code`; nothing stored. */
async function expectRefused(send: () => Promise<Answer>, status: 400 | 422, field: string, code: string): Promise<Answer> {
  const before = demo.demoService.state.dump();
  const answer = await send();
  expect({ status: answer.status, error_code: answer.body.error_code, fields: Object.keys(answer.body.error_messages ?? {}), code: answer.body.error_messages?.[field]?.[0]?.code }).toEqual({
    status,
    error_code: status === 422 ? "invalid_parameters" : "invalid_request",
    fields: [field],
    code: `${field}_${code}`,
  });
  expect(demo.demoService.state.dump()).toBe(before);
  return answer;
}

interface Route {
  name: string;
  rules: FieldRules;
  status: 400 | 422;
  /** Sends `fields` to change, over a valid body where the route needs one (a create, and a PUT that takes the create's schema). */
  send: (fields: Record<string, unknown>) => Promise<Answer>;
}

const ROUTES: readonly Route[] = [
  { name: "form update", rules: FORM_FIELDS, status: 422, send: (fields) => call("PUT", `/v1/forms/${formId}`, fields) },
  { name: "person create", rules: PERSON_FIELDS, status: 422, send: (fields) => call("POST", `/v1/forms/${formId}/people`, { ...director, ...fields }) },
  { name: "account usage update", rules: ACCOUNT_USAGE_FIELDS, status: 400, send: (fields) => call("PUT", `/v1/forms/${formId}/account_usage`, { ...corporateForm.account_usage, ...fields }) },
  { name: "business information update", rules: BUSINESS_INFORMATION_FIELDS, status: 400, send: (fields) => call("PUT", `/v1/forms/${formId}/business_information`, { ...businessInformation, ...fields }) },
];

const ADDRESS_TEXT = ["street", "city", "postal_code", "apartment_number", "building_name", "building_number", "state_or_province"];

/** Every text field of a route, addresses' text fields dotted, with whether it is a description. */
interface TextField {
  field: string;
  body: (text: string) => Record<string, unknown>;
  description: boolean;
}

function textFields(rules: FieldRules): TextField[] {
  return Object.entries(rules).flatMap(([name, rule]): TextField[] => {
    if (rule.kind === "text") return [{ field: name, body: (text: string) => ({ [name]: text }), description: rule.description === true }];
    if (rule.kind !== "address") return [];
    return ADDRESS_TEXT.map((part) => ({ field: `${name}.${part}`, body: (text: string) => ({ [name]: { ...registeredAddress, [part]: text } }), description: false }));
  });
}

const CASES = ROUTES.flatMap((route) => textFields(route.rules).map((text) => ({ route, ...text })));

describe("onboarding text fields", () => {
  it("covers every text field of forms, people, account usage and business information", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES.map((entry) => [entry.route.name, entry.field, entry] as const))("%s refuses NUL, ESC, DEL and C1 characters in %s", async (_route, _field, { route, field, body, description }) => {
    const controls = ["\u0000", "\u001b", "\u007f", "\u0085", "\u009b", ...(description ? [] : ["\n", "\t"])];
    for (const control of controls) {
      const answer = await expectRefused(() => route.send(body(`Ac${control}me`)), route.status, field, "is_in_invalid_format");
      expect(answer.body.error_messages[field][0].message).toContain(`U+${control.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`);
    }
  });

  it.each(CASES.map((entry) => [entry.route.name, entry.field, entry] as const))("%s refuses %s over its length", async (_route, _field, { route, field, body, description }) => {
    await expectRefused(() => route.send(body("x".repeat(description ? 1001 : 256))), route.status, field, "is_too_long");
  });

  it("refuses a 900 kB e-mail address on form creation, on the form and on a person, and stores nothing", async () => {
    const huge = `${"a".repeat(900 * 1024)}@acme.example`;
    await expectRefused(() => call("POST", "/v1/forms", { data: { ...corporateForm.form, email: huge } }), 422, "email", "is_too_long");
    await expectRefused(() => call("POST", "/v1/forms", { data: { ...corporateForm.form, people: [{ ...director, email: huge }] } }), 422, "people[0].email", "is_too_long");
    await expectRefused(() => call("PUT", `/v1/forms/${formId}/people/${personId}`, { ...director, email: huge }), 422, "email", "is_too_long");
  });

  it("takes a name of 255 characters, and line breaks in a description", async () => {
    const name = "N".repeat(255);
    expect((await call("PUT", `/v1/forms/${formId}/people/${personId}`, { ...director, last_name: name })).body.data.last_name).toBe(name);
    const description = "Wholesale of coffee.\nImports from Colombia and Kenya.\r\nSells to cafés.";
    const updated = await call("PUT", `/v1/forms/${formId}/business_information`, { ...businessInformation, business_activity_description: description });
    expect([updated.status, updated.body.data.business_activity_description]).toEqual([200, description]);
  });
});

describe("onboarding dates of birth and roles", () => {
  /** The service's day (UTC, as its clock says: whatever instant the suite is pinned to), and days around it. */
  const today = () => new Date(demo.demoService.clock.now()).toISOString().slice(0, 10);
  const shifted = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const yearsBefore = (day: string, years: number) => `${String(Number(day.slice(0, 4)) - years).padStart(4, "0")}${day.slice(4)}`;
  const oldestAllowed = () => yearsBefore(today(), 120);

  it.each<[string, () => string]>([
    ["0001-01-01: more than 120 years ago", () => "0001-01-01"],
    ["the day before the oldest allowed (120 years ago)", () => shifted(oldestAllowed(), -1)],
    ["tomorrow: a day still to come", () => shifted(today(), 1)],
    ["2090-01-01: a day still to come", () => "2090-01-01"],
  ])("refuses a date of birth of %s on a person and on a form's person", async (_label, dateOfBirth) => {
    const dob = dateOfBirth();
    await expectRefused(() => call("POST", `/v1/forms/${formId}/people`, { ...director, dob }), 422, "dob", "not_in_range");
    await expectRefused(() => call("PUT", `/v1/forms/${formId}/people/${personId}`, { ...director, dob }), 422, "dob", "not_in_range");
    await expectRefused(() => call("POST", "/v1/forms", { data: { ...corporateForm.form, people: [{ ...director, dob }] } }), 422, "people[0].dob", "not_in_range");
  });

  it.each<[string, () => string]>([
    ["the oldest allowed (120 years ago today)", () => oldestAllowed()],
    ["today, the youngest allowed", () => today()],
  ])("takes a date of birth of %s", async (_label, dateOfBirth) => {
    const dob = dateOfBirth();
    const answer = await call("PUT", `/v1/forms/${formId}/people/${personId}`, { ...director, dob });
    expect([answer.status, answer.body.data.dob]).toEqual([200, dob]);
  });

  it("refuses a person with no role, on create, update and form creation", async () => {
    const refused = await expectRefused(() => call("POST", `/v1/forms/${formId}/people`, { ...director, roles: [] }), 422, "roles", "is_required");
    expect(refused.body.error_messages.roles[0].message).toBe("must name at least one of director, ultimate_business_owner, user");
    await expectRefused(() => call("PUT", `/v1/forms/${formId}/people/${personId}`, { ...director, roles: [] }), 422, "roles", "is_required");
    await expectRefused(() => call("POST", "/v1/forms", { data: { ...corporateForm.form, people: [{ ...director, roles: [] }] } }), 422, "people[0].roles", "is_required");
  });
});
