/**
 * Saving what is typed into a section against the demo service: a corporate form's business information created
 * once everything it needs has been typed (the first missing field named until then), an address typed one part at
 * a time merged over the saved one, and a submitted form refusing every change.
 */
import { describe, expect, it } from "@jest/globals";
import { FormAlreadySubmittedError, InvalidInputError } from "../../../../src/api";
import { loadApplication, saveSection } from "../../../../src/jobs";
import { withDemoService } from "../../../support/with-demo-service";

const demo = withDemoService({ perTest: true });

async function startCorporate() {
  return demo.client.onboarding.forms.create({ form: { entity_type: "corporate", country: "GB", email: "t@acme.example" } });
}

describe("saveSection", () => {
  it("creates the business information once everything it needs is typed, naming what is missing before", async () => {
    const { onboarding } = demo.client;
    const { id } = await startCorporate();
    const typed: Record<string, unknown> = { company_name: "Acme Trading Ltd", business_country: "GB" };
    const first = await saveSection(onboarding, (await loadApplication(onboarding, id)).form, { section: "business_information" }, typed).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(InvalidInputError);
    expect((first as InvalidInputError).field).toBe("legal_entity_type");
    Object.assign(typed, {
      legal_entity_type: "limited_liability_company",
      sector: "accountancy",
      incorporation_date: "2015-03-02",
      "registered_address_attributes.street": "1 Demo Street",
      "registered_address_attributes.city": "London",
      "registered_address_attributes.postal_code": "EC1A 1AA",
      "registered_address_attributes.country": "GB",
    });
    await saveSection(onboarding, (await loadApplication(onboarding, id)).form, { section: "business_information" }, typed);
    const saved = (await loadApplication(onboarding, id)).form.business_information;
    expect(saved).toMatchObject({ company_name: "Acme Trading Ltd", registered_address_attributes: { street: "1 Demo Street", city: "London", postal_code: "EC1A 1AA", country: "GB" } });
  });

  it("merges one typed address part over the saved address, the state under the one name the product uses", async () => {
    const { onboarding } = demo.client;
    const { id } = await startCorporate();
    const person = await onboarding.people.create(id, {
      roles: ["director"],
      first_name: "Ann",
      last_name: "Lee",
      home_country: "GB",
      personal_address_attributes: { street: "1 Main St", city: "London", postal_code: "E1 6AN", country: "GB" },
    });
    const save = async (values: Record<string, unknown>) => saveSection(onboarding, (await loadApplication(onboarding, id)).form, { section: "people", personId: person.id }, values);
    await save({ "personal_address_attributes.city": "Leeds", dob: "1970-01-02" });
    let [saved] = await onboarding.people.list(id);
    expect(saved?.personal_address_attributes).toMatchObject({ street: "1 Main St", city: "Leeds", postal_code: "E1 6AN", country: "GB" });
    expect(saved?.dob).toBe("1970-01-02");
    await save({ "personal_address_attributes.country": "US", "personal_address_attributes.state_of_province": "TX", "personal_address_attributes.postal_code": "73301" });
    [saved] = await onboarding.people.list(id);
    expect(saved?.personal_address_attributes).toMatchObject({ street: "1 Main St", city: "Leeds", postal_code: "73301", country: "US", state_of_province: "TX" });
  });

  it("updates the form's own fields, and a submitted form refuses any change as already submitted", async () => {
    const { onboarding } = demo.client;
    const { id } = await startCorporate();
    await saveSection(onboarding, (await loadApplication(onboarding, id)).form, { section: "form" }, { contact_name: "Jane Doe", agreed_to_terms_and_conditions: true, agreed_to_corporate_authority: true });
    expect((await onboarding.forms.get(id)).contact_name).toBe("Jane Doe");
    await onboarding.forms.submit(id);
    const refused = await saveSection(onboarding, (await loadApplication(onboarding, id)).form, { section: "form" }, { contact_name: "Someone else" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FormAlreadySubmittedError);
  });
});
