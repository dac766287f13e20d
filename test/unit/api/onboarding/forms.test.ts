/**
 * Onboarding forms through the client: the create payload laid out as the document's "Form payload structure"
 * table says, JSON on the wire, `{"data": …}` unwrapped, the unwrapped list with its null page numbers, and
 * refusals before anything is sent.
 */
import { describe, expect, it } from "@jest/globals";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";
import type { RecordedRequest } from "../../../support/fake-service";
import * as wire from "./onboarding-fixtures";

const { form: formId } = wire.onboardingIds;

const director = { roles: ["director", "user"] as ("director" | "user")[], first_name: "Jane", last_name: "Doe", home_country: "gb", email: "jane.doe@acme.example" };
const usage = { collections_account: false, primary_purpose: "paying_suppliers_or_bills" as const, source_of_funds: "business_revenue" };
const business = {
  business_country: "GB",
  company_name: "Acme Trading Ltd",
  legal_entity_type: "limited_liability_company" as const,
  sector: "accountancy" as const,
  incorporation_date: "2015-03-02",
  registered_address_attributes: { street: "1 Demo Street", city: "London", postal_code: "EC1A 1AA", country: "GB" },
};

const jsonOf = (call: RecordedRequest): unknown => JSON.parse(call.rawBody);

describe("onboarding forms", () => {
  it("create sends an individual's payload as data, account_usage and people, in JSON, and unwraps data", async () => {
    const { onboarding, calls } = clientOver(() => ({ status: 201, json: { data: wire.form({ entity_type: "individual" }) } }));
    const created = await onboarding.forms.create({
      form: { entity_type: "individual", country: "gb", email: " jane@acme.example " },
      account_usage: usage,
      people: [{ ...director, roles: ["user"] }],
    });
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["POST", "/onboarding/v1/forms"]);
    expect(call.headers["content-type"]).toBe("application/json");
    expect(jsonOf(call)).toEqual({
      data: { entity_type: "individual", country: "GB", email: "jane@acme.example" },
      account_usage: usage,
      people: [{ roles: ["user"], first_name: "Jane", last_name: "Doe", home_country: "GB", email: "jane.doe@acme.example" }],
    });
    expect(created.id).toBe(formId);
    expect(created.entity_type).toBe("individual");
  });

  it("create nests a corporate's business information, account usage and people inside data", async () => {
    const { onboarding, calls } = clientOver(() => ({ status: 201, json: { data: wire.form() } }));
    await onboarding.forms.create({
      form: { entity_type: "corporate", country: "GB", email: "treasury@acme.example", agreed_to_marketing_emails: false },
      business_information: business,
      account_usage: usage,
      people: [director],
    });
    expect(jsonOf(onlyCall(calls))).toEqual({
      data: {
        entity_type: "corporate",
        country: "GB",
        email: "treasury@acme.example",
        agreed_to_marketing_emails: false,
        business_information: business,
        account_usage: usage,
        people: [{ ...director, home_country: "GB" }],
      },
    });
  });

  it.each([
    ["entity_type", { form: { entity_type: "company" as never, country: "GB", email: "a@acme.example" } }, "not_in_range"],
    ["country", { form: { entity_type: "corporate" as const, country: "Britain", email: "a@acme.example" } }, "is_in_invalid_format"],
    ["email", { form: { entity_type: "corporate" as const, country: "GB", email: "" } }, "is_required"],
    ["agreed_to_terms_and_conditions", { form: { entity_type: "corporate" as const, country: "GB", email: "a@acme.example", agreed_to_terms_and_conditions: "yes" as never } }, "type_is_wrong"],
    ["people[0].roles", { form: { entity_type: "corporate" as const, country: "GB", email: "a@acme.example" }, people: [{ ...director, roles: ["boss" as never] }] }, "not_in_range"],
    ["business_information.registered_address_attributes.state_of_province", { form: { entity_type: "corporate" as const, country: "US", email: "a@acme.example" }, business_information: { ...business, business_country: "US", registered_address_attributes: { ...business.registered_address_attributes, country: "US" } } }, "is_required"],
    ["business_information", { form: { entity_type: "individual" as const, country: "GB", email: "a@acme.example" }, business_information: business }, "not_applicable"],
    ["people", { form: { entity_type: "individual" as const, country: "GB", email: "a@acme.example" }, people: [director, director] }, "wrong_count"],
  ])("create refuses a bad %s before sending anything", async (field, params, code) => {
    const { onboarding, service } = clientOver(() => ({ status: 201, json: { data: wire.form() } }));
    const error = await expectRefusal(() => onboarding.forms.create(params), service.requests, field, code);
    expect(error.reason.startsWith(field)).toBe(false);
  });

  it("list sends its filters as a query, reads the unwrapped list and turns null page numbers into -1", async () => {
    const { onboarding, calls } = clientOver(() => ({
      json: {
        forms: [{ ...wire.form({ state: "submitted" }), people: [wire.person()], account_usage: wire.accountUsage(), business_information: null }],
        pagination: { total_entries: 1, total_pages: 1, current_page: 1, per_page: 10, previous_page: null, next_page: null, order: "updated_at", order_asc_desc: "desc" },
      },
    }));
    const result = await onboarding.forms.list({ application_status: "submitted", entity_type: "corporate", per_page: 10, order: "updated_at", order_asc_desc: "desc" });
    const call = onlyCall(calls);
    expect([call.method, call.path, call.rawBody]).toEqual(["GET", "/onboarding/v1/forms", ""]);
    expect(call.query).toEqual({ application_status: "submitted", entity_type: "corporate", per_page: "10", order: "updated_at", order_asc_desc: "desc" });
    expect(result.forms[0]?.people?.[0]?.first_name).toBe("Jane");
    expect(result.forms[0]?.account_usage?.primary_purpose).toBe("paying_suppliers_or_bills");
    expect([result.pagination.previous_page, result.pagination.next_page]).toEqual([-1, -1]);
  });

  it("listAll follows next_page until the service says null", async () => {
    const { onboarding, calls } = clientOver((request) => {
      const page = Number(request.query.page);
      return {
        json: {
          forms: [wire.form({ contact_name: `Applicant ${page}` })],
          pagination: { total_entries: 2, total_pages: 2, current_page: page, per_page: 1, previous_page: page === 1 ? null : 1, next_page: page === 1 ? 2 : null, order: "created_at", order_asc_desc: "asc" },
        },
      };
    });
    const names = (await onboarding.forms.listAll({ entity_type: "corporate", per_page: 1 }).toArray()).map((item) => item.contact_name);
    expect(names).toEqual(["Applicant 1", "Applicant 2"]);
    expect(calls().map((call) => call.query.entity_type)).toEqual(["corporate", "corporate"]);
  });

  it.each([
    ["application_status", { application_status: "approved" as never }],
    ["per_page", { per_page: 0 }],
    ["order", { order: "name" as never }],
  ])("list refuses a bad %s", async (field, params) => {
    const { onboarding, service } = clientOver(() => ({ json: {} }));
    await expectRefusal(() => onboarding.forms.list(params), service.requests, field);
  });

  it("get unwraps the form with its sections", async () => {
    const { onboarding, calls } = clientOver(() => ({
      json: { data: { ...wire.form(), people: [wire.person()], account_usage: null, business_information: wire.businessInformation(), unknown_field: 1 } },
    }));
    const found = await onboarding.forms.get(formId.toUpperCase());
    expect(onlyCall(calls).path).toBe(`/onboarding/v1/forms/${formId}`);
    expect(found.business_information?.registered_address_attributes?.city).toBe("London");
    expect(found.people).toHaveLength(1);
    expect(found).not.toHaveProperty("unknown_field");
  });

  it("update PUTs only the fields given, null clearing one; delete and submit use the form's path", async () => {
    const { onboarding, calls } = clientOver((request) =>
      request.method === "DELETE" ? { json: { data: { message: "Form deleted", form_id: formId } } } : { json: { data: wire.form({ state: request.path.endsWith("/submit") ? "submitted" : "new" }) } },
    );
    await onboarding.forms.update(formId, { agreed_to_terms_and_conditions: true, referred_by: null });
    const submitted = await onboarding.forms.submit(formId);
    const deleted = await onboarding.forms.delete(formId);
    const [update, submit, remove] = calls();
    expect([update?.method, update?.path]).toEqual(["PUT", `/onboarding/v1/forms/${formId}`]);
    expect(JSON.parse(update?.rawBody ?? "")).toEqual({ agreed_to_terms_and_conditions: true, referred_by: null });
    expect([submit?.method, submit?.path]).toEqual(["POST", `/onboarding/v1/forms/${formId}/submit`]);
    expect(submitted.state).toBe("submitted");
    expect([remove?.method, remove?.path, remove?.rawBody]).toEqual(["DELETE", `/onboarding/v1/forms/${formId}`, ""]);
    expect(deleted).toEqual({ message: "Form deleted", form_id: formId });
  });

  it("update refuses clearing a required field, and every form call refuses a form id that is not a UUID", async () => {
    const { onboarding, service } = clientOver(() => ({ json: {} }));
    await expectRefusal(() => onboarding.forms.update(formId, { email: null }), service.requests, "email", "is_required");
    await expectRefusal(() => onboarding.forms.get("form-1"), service.requests, "form_id", "is_not_valid_uuid");
    await expectRefusal(() => onboarding.forms.submit("../countries"), service.requests, "form_id", "is_not_valid_uuid");
  });
});
