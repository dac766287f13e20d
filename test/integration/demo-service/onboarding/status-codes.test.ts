/**
 * The demo service's onboarding answers on the wire, for what the client refuses before sending and so never
 * shows: the document's status codes per endpoint (422 or 400 for a bad body depending on the route, 400 for bad
 * list filters, 404 for a malformed id), the onboarding error body, both payload layouts of a form create, forms
 * scoped to the house account, and the small body limit of the routes other than image upload.
 */
import { beforeAll, describe, expect, it } from "@jest/globals";
import { login } from "../../../support/demo-http";
import { businessInformation, corporateForm, director, onboardingCall } from "../../../support/onboarding-data";
import { withDemoService } from "../../../support/with-demo-service";

const demo = withDemoService();
let token: string;
const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, json?: unknown) => onboardingCall(demo.demoService, token, method, path, json);

/** The fields an error body names, e.g. ["country"]. */
const fieldsOf = (body: { error_messages: Record<string, unknown> | null }) => Object.keys(body.error_messages ?? {});

async function newCorporateForm(): Promise<string> {
  const answer = await call("POST", "/v1/forms", { data: { ...corporateForm.form } });
  expect(answer.status).toBe(201);
  return answer.body.data.id as string;
}

beforeAll(async () => {
  token = await login(demo.demoService);
});

describe("onboarding form creation on the wire", () => {
  it("takes the individual layout: data, account_usage and people at the top level (201)", async () => {
    const answer = await call("POST", "/v1/forms", {
      data: { entity_type: "individual", country: "GB", email: "sam@home.example" },
      account_usage: { collections_account: false, primary_purpose: "other", purpose_details: "Savings" },
      people: [{ roles: ["user"], first_name: "Sam", last_name: "Green", home_country: "GB" }],
    });
    expect(answer.status).toBe(201);
    const read = await call("GET", `/v1/forms/${answer.body.data.id}`);
    expect(read.body.data.account_usage.purpose_details).toBe("Savings");
    expect(read.body.data.people.map((person: { first_name: string }) => person.first_name)).toEqual(["Sam"]);
  });

  it("takes the corporate layout: business_information, account_usage and people inside data (201)", async () => {
    const answer = await call("POST", "/v1/forms", {
      data: { ...corporateForm.form, business_information: businessInformation, account_usage: corporateForm.account_usage, people: [director] },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ entity_type: "corporate", state: "new", detached_document_ids: [] });
    const read = await call("GET", `/v1/forms/${answer.body.data.id}`);
    expect(read.body.data.business_information.registered_address.city).toBe("London");
    expect(read.body.data.people).toHaveLength(1);
  });

  it("takes the flat layout: form fields at the top level (201)", async () => {
    const answer = await call("POST", "/v1/forms", { entity_type: "corporate", country: "DE", email: "cfo@beispiel.example", referred_by: "A colleague" });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ country: "DE", referred_by: "A colleague" });
  });

  it("answers an invalid create with 422 and the onboarding error body listing every problem", async () => {
    const answer = await call("POST", "/v1/forms", { data: { entity_type: "company", country: "GB", agreed_to_marketing_emails: "yes" } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ status: "unprocessable_entity", error_code: "invalid_parameters", reason: "Invalid parameters" });
    expect(fieldsOf(answer.body)).toEqual(["entity_type", "email", "agreed_to_marketing_emails"]);
    expect(answer.body.error_messages.email[0]).toEqual({ code: "email_is_required", message: "is required", params: {} });
  });

  it.each([
    ["a country that is not a permitted jurisdiction", { data: { ...corporateForm.form, country: "RU" } }, "country"],
    ["business information on an individual's form", { data: { entity_type: "individual", country: "GB", email: "a@b.example" }, business_information: businessInformation }, "business_information"],
    ["two people on an individual's form", { data: { entity_type: "individual", country: "GB", email: "a@b.example" }, people: [director, director] }, "people"],
    ["a US registered address without its state", { data: { ...corporateForm.form, business_information: { ...businessInformation, registered_address_attributes: { ...businessInformation.registered_address_attributes, country: "US" } } } }, "business_information.registered_address_attributes.state_or_province"],
  ])("answers 422 for %s", async (_name, body, field) => {
    const answer = await call("POST", "/v1/forms", body);
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer.body)).toEqual([field]);
  });
});

describe("onboarding status codes per endpoint", () => {
  let formId: string;

  beforeAll(async () => {
    formId = await newCorporateForm();
  });

  it("answers 404 with error_messages null for a malformed form id, and for an unknown route under /onboarding", async () => {
    for (const path of ["/v1/forms/not-a-uuid", "/v1/forms/123", `/v1/forms/${formId}x/people`]) {
      const answer = await call("GET", path);
      expect([path, answer.status, answer.body.error_messages]).toEqual([path, 404, null]);
      expect(answer.body).toMatchObject({ status: "not_found", reason: expect.any(String) });
    }
    expect((await call("DELETE", "/v1/forms/not-a-uuid/people/also-not")).status).toBe(404);
    expect((await call("GET", "/v1/nothing-here")).body).toMatchObject({ status: "not_found", error_code: "not_found", error_messages: null });
  });

  it("answers 401 in the onboarding error body without a valid token", async () => {
    const answer = await onboardingCall(demo.demoService, undefined, "GET", "/v1/forms");
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: "unauthorized", error_code: "auth_failed", reason: expect.any(String) });
  });

  it("answers 400 for list filters it does not know", async () => {
    for (const query of ["application_status=approved", "entity_type=company", "per_page=0", "page=first", "order=name"]) {
      const answer = await call("GET", `/v1/forms?${query}`);
      expect([query, answer.status, answer.body.error_code]).toEqual([query, 400, "invalid_request"]);
    }
    expect((await call("GET", "/v1/forms?application_status=new&entity_type=corporate&page=1&per_page=5")).status).toBe(200);
  });

  it("answers 422 for an invalid form update or person, as the document's table lists for those routes", async () => {
    expect((await call("PUT", `/v1/forms/${formId}`, { entity_type: "company" })).status).toBe(422);
    expect((await call("PUT", `/v1/forms/${formId}`, { country: "IR" })).status).toBe(422);
    expect((await call("POST", `/v1/forms/${formId}/people`, { roles: ["boss"], first_name: "A" })).status).toBe(422);
    const person = await call("POST", `/v1/forms/${formId}/people`, director);
    expect(person.status).toBe(201);
    const badUpdate = await call("PUT", `/v1/forms/${formId}/people/${person.body.data.id}`, { ...director, ownership_percentage: 101 });
    expect([badUpdate.status, fieldsOf(badUpdate.body)]).toEqual([422, ["ownership_percentage"]]);
    expect((await call("POST", `/v1/forms/${formId}/people`, { ...director, document_ids: ["0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90"] })).status).toBe(422);
  });

  it("answers 400 for an invalid account usage body and 422 for documents that are not the form's", async () => {
    expect((await call("POST", `/v1/forms/${formId}/account_usage`, { collections_account: "no", primary_purpose: "other" })).status).toBe(400);
    const unknownDocument = await call("POST", `/v1/forms/${formId}/account_usage`, { collections_account: true, primary_purpose: "other", document_ids: ["0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90"] });
    expect([unknownDocument.status, fieldsOf(unknownDocument.body)]).toEqual([422, ["document_ids"]]);
    const created = await call("POST", `/v1/forms/${formId}/account_usage`, { collections_account: true, primary_purpose: "other" });
    expect(created.status).toBe(201);
    expect((await call("POST", `/v1/forms/${formId}/account_usage`, { collections_account: true, primary_purpose: "other" })).status).toBe(422);
    expect((await call("PUT", `/v1/forms/${formId}/account_usage`, { collections_account: true, primary_purpose: "speculation" })).status).toBe(400);
    expect((await call("PUT", `/v1/forms/${formId}/account_usage`, { collections_account: true, primary_purpose: "investment_activity" })).status).toBe(200);
  });

  it("answers 422 for invalid business information on create and 400 on update; 422 on an individual's form", async () => {
    const badAddress = await call("POST", `/v1/forms/${formId}/business_informations`, { ...businessInformation, registered_address_attributes: { city: "London" } });
    expect(badAddress.status).toBe(422);
    expect(fieldsOf(badAddress.body)).toEqual(["registered_address_attributes.street", "registered_address_attributes.postal_code", "registered_address_attributes.country"]);
    expect((await call("POST", `/v1/forms/${formId}/business_informations`, businessInformation)).status).toBe(201);
    expect((await call("PUT", `/v1/forms/${formId}/business_information`, { ...businessInformation, sector: "gaming" })).status).toBe(400);
    expect((await call("PUT", `/v1/forms/${formId}/business_information`, { ...businessInformation, sector: "Gaming" })).status).toBe(200);
    const individual = await call("POST", "/v1/forms", { entity_type: "individual", country: "GB", email: "a@b.example" });
    expect((await call("POST", `/v1/forms/${individual.body.data.id}/business_informations`, businessInformation)).status).toBe(422);
    expect((await call("POST", `/v1/forms/${individual.body.data.id}/people`, { ...director, roles: ["user"] })).status).toBe(201);
    expect((await call("POST", `/v1/forms/${individual.body.data.id}/people`, { ...director, roles: ["user"] })).status).toBe(422);
  });

  it("answers 400 for an invalid document and 201 for a valid one; DELETE of an existing section answers 200 twice", async () => {
    expect((await call("POST", `/v1/forms/${formId}/documents`, { document_type: "passport", category: "identity" })).status).toBe(400);
    expect((await call("POST", `/v1/forms/${formId}/documents`, { document_type: "passport", category: "proof_of_identity" })).status).toBe(201);
    expect((await call("DELETE", `/v1/forms/${formId}/account_usage`)).status).toBe(200);
    expect((await call("DELETE", `/v1/forms/${formId}/account_usage`)).status).toBe(200);
    expect((await call("GET", `/v1/forms/${formId}/account_usage`)).status).toBe(404);
  });

  it("answers a body with unreadable JSON, or one over the small limit, with 400 in the onboarding error body", async () => {
    const unreadable = await fetch(`${demo.demoService.url}/onboarding/v1/forms`, { method: "POST", headers: { "X-Auth-Token": token, "Content-Type": "application/json" }, body: "{" });
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toMatchObject({ status: "bad_request", error_code: "invalid_request" });
    const oversized = await call("POST", "/v1/forms", { ...corporateForm.form, affiliate_code: "x".repeat(2 * 1024 * 1024) });
    expect([oversized.status, oversized.body.error_code]).toEqual([400, "invalid_request"]);
  });

  it("keeps forms to the house account that created them: another account's form is not found", async () => {
    const other = await newCorporateForm();
    const stored = demo.demoService.state.data.onboarding?.forms[other];
    if (!stored) throw new Error("the form was not stored");
    stored.accountId = "5b4f2a8e-0c1d-4e2f-8a9b-0c1d2e3f4a5b";
    expect((await call("GET", `/v1/forms/${other}`)).status).toBe(404);
    expect((await call("DELETE", `/v1/forms/${other}`)).status).toBe(404);
    const listed = await call("GET", "/v1/forms?per_page=100");
    expect(listed.body.forms.map((form: { id: string }) => form.id)).not.toContain(other);
  });
});
