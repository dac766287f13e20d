/**
 * Onboarding names on the wire (docs/demo-service.md, "Onboarding"): a nested form create takes addresses as the
 * document's "Form payload structure" names them (`personal_address`, `registered_address`) as well as the
 * per-resource routes' `*_attributes`; answers carry every property the onboarding OpenAPI file gives them, addresses
 * under its names; a PUT of a person, the account usage or the business information is checked as a create is.
 */
import { beforeAll, describe, expect, it } from "@jest/globals";
import { login, type Answer } from "../../../support/demo-http";
import { businessInformation, corporateForm, director, onboardingCall, registeredAddress } from "../../../support/onboarding-data";
import { withDemoService } from "../../../support/with-demo-service";

const demo = withDemoService();
let token: string;
const call = (method: "GET" | "POST" | "PUT", path: string, json?: unknown) => onboardingCall(demo.demoService, token, method, path, json);
const fieldsOf = (answer: Answer) => Object.keys(answer.body.error_messages ?? {});

const PERSON_PROPERTIES = [
  "id", "form_id", "document_ids", "roles", "first_name", "middle_name", "last_name", "dob", "phone_number", "email", "ownership_percentage", "id_number",
  "home_country", "passport_number", "passport_country_of_issue", "personal_address", "created_at", "updated_at",
];
const ACCOUNT_USAGE_PROPERTIES = [
  "id", "form_id", "document_ids", "collections_account", "collection_currencies", "payment_currencies", "transaction_countries", "one_off_transaction",
  "estimated_monthly_transaction_currency", "estimated_monthly_transaction_value", "estimated_monthly_transaction_volume", "source_of_funds",
  "primary_purpose", "purpose_details", "created_at", "updated_at",
];
const BUSINESS_PROPERTIES = [
  "id", "form_id", "document_ids", "business_country", "company_name", "trading_name", "legal_entity_type", "sector", "company_registration_number",
  "vat_number", "incorporation_date", "business_website", "business_activity_description", "registered_address", "trading_address", "created_at", "updated_at",
];

beforeAll(async () => {
  token = await login(demo.demoService);
});

describe("a nested form create with the seed's address names", () => {
  it("keeps an individual's personal_address and answers it under that name", async () => {
    const { personal_address_attributes: address, ...person } = { ...director, roles: ["user"] };
    const created = await call("POST", "/v1/forms", {
      data: { entity_type: "individual", country: "GB", email: "jane.doe@home.example" },
      account_usage: { collections_account: false, primary_purpose: "other", purpose_details: "Savings" },
      people: [{ ...person, personal_address: address }],
    });
    expect(created.status).toBe(201);
    const [stored] = (await call("GET", `/v1/forms/${created.body.data.id}/people`)).body.people;
    expect(stored.personal_address).toMatchObject(registeredAddress);
    expect(stored).not.toHaveProperty("personal_address_attributes");
  });

  it("takes a corporate form's registered_address (and trading_address), and still the *_attributes names", async () => {
    const { registered_address_attributes: registered, ...business } = businessInformation;
    const trading = { ...registeredAddress, street: "9 Dock Road", city: "Hull" };
    const bySeedNames = await call("POST", "/v1/forms", {
      data: { ...corporateForm.form, business_information: { ...business, registered_address: registered, trading_address: trading }, people: [director] },
    });
    expect(bySeedNames.status).toBe(201);
    const read = (await call("GET", `/v1/forms/${bySeedNames.body.data.id}`)).body.data;
    expect([read.business_information.registered_address.city, read.business_information.trading_address.city]).toEqual(["London", "Hull"]);
    const byRouteNames = await call("POST", "/v1/forms", { data: { ...corporateForm.form, business_information: businessInformation } });
    expect(byRouteNames.status).toBe(201);
  });

  it("names a problem of an address by the name the request used, and refuses an address given under both names", async () => {
    const { registered_address_attributes: registered, ...business } = businessInformation;
    const badCity = await call("POST", "/v1/forms", { data: { ...corporateForm.form, business_information: { ...business, registered_address: { ...registered, city: "" } } } });
    expect([badCity.status, fieldsOf(badCity)]).toEqual([422, ["business_information.registered_address.city"]]);
    const { personal_address_attributes: address, ...person } = director;
    const twice = await call("POST", "/v1/forms", { data: { ...corporateForm.form, people: [{ ...person, personal_address: address, personal_address_attributes: address }] } });
    expect([twice.status, fieldsOf(twice), twice.body.error_messages["people[0].personal_address"][0].code]).toEqual([
      422, ["people[0].personal_address"], "people[0].personal_address_is_given_twice",
    ]);
  });
});

describe("onboarding answers carry the OpenAPI file's properties", () => {
  it("a person, account usage and business information answer every property, null where never given", async () => {
    const form = await call("POST", "/v1/forms", { data: { ...corporateForm.form } });
    const formId = form.body.data.id as string;
    const person = await call("POST", `/v1/forms/${formId}/people`, { roles: ["director"], first_name: "Ann", last_name: "Lee", home_country: "GB" });
    expect(Object.keys(person.body.data)).toEqual(PERSON_PROPERTIES);
    expect(person.body.data).toMatchObject({ middle_name: null, personal_address: null, document_ids: null });
    const usage = await call("POST", `/v1/forms/${formId}/account_usage`, { collections_account: true, primary_purpose: "other" });
    expect(Object.keys(usage.body.data)).toEqual(ACCOUNT_USAGE_PROPERTIES);
    const business = await call("POST", `/v1/forms/${formId}/business_informations`, businessInformation);
    expect(Object.keys(business.body.data)).toEqual(BUSINESS_PROPERTIES);
    expect(business.body.data).toMatchObject({ registered_address: registeredAddress, trading_address: null });
  });
});

describe("a PUT of a section is checked as its create is", () => {
  it("refuses an account usage without primary_purpose, a business without its registered address, a person without a first name — storing nothing", async () => {
    const form = await call("POST", "/v1/forms", { data: { ...corporateForm.form, business_information: businessInformation, account_usage: corporateForm.account_usage, people: [director] } });
    const formId = form.body.data.id as string;
    const before = (await call("GET", `/v1/forms/${formId}`)).body.data;

    const usage = await call("PUT", `/v1/forms/${formId}/account_usage`, { collections_account: true, purpose_details: "Payroll" });
    expect([usage.status, fieldsOf(usage), usage.body.error_messages.primary_purpose[0].code]).toEqual([400, ["primary_purpose"], "primary_purpose_is_required"]);
    const { registered_address_attributes: _registered, ...withoutAddress } = businessInformation;
    const business = await call("PUT", `/v1/forms/${formId}/business_information`, withoutAddress);
    expect([business.status, fieldsOf(business)]).toEqual([400, ["registered_address_attributes"]]);
    const { first_name: _first, ...nameless } = director;
    const person = await call("PUT", `/v1/forms/${formId}/people/${before.people[0].id}`, nameless);
    expect([person.status, fieldsOf(person)]).toEqual([422, ["first_name"]]);
    expect((await call("GET", `/v1/forms/${formId}`)).body.data).toEqual(before);

    const whole = await call("PUT", `/v1/forms/${formId}/account_usage`, { ...corporateForm.account_usage, purpose_details: "Payroll" });
    expect([whole.status, whole.body.data.purpose_details, whole.body.data.primary_purpose]).toEqual([200, "Payroll", "paying_suppliers_or_bills"]);
  });
});
