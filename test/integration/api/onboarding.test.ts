/**
 * The onboarding client against the demo service over HTTP: every endpoint's success through `client.onboarding`,
 * 404s as NotFoundError (an unknown and a malformed id alike), and after submit every change to the form or
 * anything in it refused with 422 as FormAlreadySubmittedError, the form left exactly as it was.
 */
import { beforeAll, describe, expect, it } from "@jest/globals";
import { FormAlreadySubmittedError, NotFoundError, UnprocessableEntityError, type ApiError } from "../../../src/api";
import type { OnboardingForm } from "../../../src/api/schemas";
import { corporateForm, director, fileOf, individualForm, PINNED_TIMESTAMP } from "../../support/onboarding-data";
import { withDemoService } from "../../support/with-demo-service";

const demo = withDemoService();
const unknownId = "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90";

async function failure(action: () => Promise<unknown>): Promise<ApiError> {
  return action().then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => error as ApiError,
  );
}

describe("onboarding reference lists", () => {
  it("lists countries with the permitted-jurisdiction flag, a country's document types, and supported currencies", async () => {
    const { reference } = demo.client.onboarding;
    const countries = await reference.countries();
    expect(countries.find((country) => country.iso2 === "GB")).toMatchObject({ iso3: "GBR", permitted_jurisdiction: true, eea_country: false });
    expect(countries.find((country) => country.iso2 === "DE")?.eea_country).toBe(true);
    expect(countries.some((country) => !country.permitted_jurisdiction)).toBe(true);
    expect(await reference.documentTypes("US")).toContain("state_id");
    expect(await reference.documentTypes("gbr")).toContain("passport");
    expect((await reference.supportedCurrencies()).map((currency) => currency.iso3)).toEqual(expect.arrayContaining(["EUR", "GBP", "USD"]));
  });

  it("answers 404 for a country it does not know", async () => {
    const error = await failure(() => demo.client.onboarding.reference.documentTypes("ZZ"));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.errorCode).toBe("country_not_found");
  });
});

describe("onboarding forms and their parts", () => {
  it("creates a corporate form from the document's payload layout and reads it back with its sections", async () => {
    const { forms } = demo.client.onboarding;
    const created = await forms.create(corporateForm);
    expect(created).toMatchObject({ entity_type: "corporate", state: "new", country: "GB", agreed_to_terms_and_conditions: false, created_at: PINNED_TIMESTAMP });
    const read = await forms.get(created.id);
    expect(read.business_information).toMatchObject({ company_name: "Acme Trading Ltd", registered_address_attributes: { city: "London" } });
    expect(read.account_usage?.payment_currencies).toEqual(["USD"]);
    expect(read.people?.map((person) => [person.first_name, person.roles])).toEqual([["Jane", ["director", "user"]]]);
    expect(read.people?.[0]?.personal_address_attributes?.postal_code).toBe("EC1A 1AA");
  });

  it("lists forms with the status and kind filters and pages", async () => {
    const { forms } = demo.client.onboarding;
    const individual = await forms.create(individualForm);
    await forms.create(corporateForm);
    await forms.update(individual.id, { agreed_to_terms_and_conditions: true });
    await forms.submit(individual.id);
    const submitted = await forms.list({ application_status: "submitted", entity_type: "individual" });
    expect(submitted.forms.map((form) => form.id)).toEqual([individual.id]);
    expect(submitted.forms[0]?.people?.[0]?.first_name).toBe("Sam");
    const corporates = await forms.listAll({ entity_type: "corporate", per_page: 1 }).toArray();
    expect(corporates.length).toBeGreaterThanOrEqual(1);
    expect(corporates.every((form) => form.entity_type === "corporate")).toBe(true);
    const firstPage = await forms.list({ per_page: 1 });
    expect(firstPage.pagination).toMatchObject({ current_page: 1, per_page: 1, previous_page: -1 });
  });

  it("people: create, list, get, update, delete", async () => {
    const { forms, people } = demo.client.onboarding;
    const form = await forms.create({ form: corporateForm.form });
    const owner = await people.create(form.id, { roles: ["ultimate_business_owner"], first_name: "Omar", last_name: "Haddad", home_country: "FR", ownership_percentage: 30 });
    expect(owner).toMatchObject({ form_id: form.id, ownership_percentage: 30 });
    expect((await people.list(form.id)).map((person) => person.id)).toEqual([owner.id]);
    expect((await people.get(form.id, owner.id)).last_name).toBe("Haddad");
    const updated = await people.update(form.id, owner.id, { ownership_percentage: 45, middle_name: "K" });
    expect([updated.ownership_percentage, updated.middle_name, updated.first_name]).toEqual([45, "K", "Omar"]);
    expect(await people.delete(form.id, owner.id)).toMatchObject({ person_id: owner.id });
    expect(await people.list(form.id)).toEqual([]);
    expect(await failure(() => people.get(form.id, owner.id))).toBeInstanceOf(NotFoundError);
  });

  it("account usage and business information: create (201), get, update, delete", async () => {
    const { forms, accountUsage, businessInformation } = demo.client.onboarding;
    const form = await forms.create({ form: corporateForm.form });
    expect(await failure(() => accountUsage.get(form.id))).toBeInstanceOf(NotFoundError);
    const usage = await accountUsage.create(form.id, { collections_account: true, primary_purpose: "other", purpose_details: "Payroll abroad" });
    expect((await accountUsage.get(form.id)).id).toBe(usage.id);
    expect((await accountUsage.update(form.id, { estimated_monthly_transaction_volume: 12 })).estimated_monthly_transaction_volume).toBe(12);
    expect(await accountUsage.delete(form.id)).toMatchObject({ form_id: form.id });
    expect(await accountUsage.delete(form.id)).toMatchObject({ form_id: form.id });

    const business = await businessInformation.create(form.id, corporateForm.business_information!);
    expect((await businessInformation.get(form.id)).id).toBe(business.id);
    const renamed = await businessInformation.update(form.id, { trading_name: "Acme", trading_address_attributes: { street: "9 Dock Road", city: "Hull", postal_code: "HU1 1AA", country: "GB" } });
    expect([renamed.trading_name, renamed.trading_address_attributes?.city, renamed.company_name]).toEqual(["Acme", "Hull", "Acme Trading Ltd"]);
    const second = await failure(() => businessInformation.create(form.id, corporateForm.business_information!));
    expect(second).toBeInstanceOf(UnprocessableEntityError);
    expect(await businessInformation.delete(form.id)).toMatchObject({ form_id: form.id });
    expect(await failure(() => businessInformation.get(form.id))).toBeInstanceOf(NotFoundError);
  });

  it("documents and images: create, reference from a person, list with image ids and section, delete", async () => {
    const { forms, people, documents, documentImages } = demo.client.onboarding;
    const form = await forms.create({ form: corporateForm.form });
    const licence = await documents.create(form.id, { document_type: "driving_licence", category: "proof_of_identity" });
    const front = await documentImages.create(form.id, licence.id, { image: fileOf("jpg", 2048), side: "front" });
    const back = await documentImages.create(form.id, licence.id, { image: `data:image/png;base64,${fileOf("png", 1024)}`, side: "back" });
    expect([front.side, back.side]).toEqual(["front", "back"]);
    expect((await documentImages.list(form.id, licence.id)).map((image) => image.side)).toEqual(["front", "back"]);
    expect((await forms.get(form.id)).detached_document_ids).toEqual([licence.id]);

    const holder = await people.create(form.id, { ...director, document_ids: [licence.id] });
    const [listed] = await documents.list(form.id);
    expect(listed).toMatchObject({ id: licence.id, document_image_ids: [front.id, back.id], form_section_type: "person", form_section_id: holder.id });
    expect((await forms.get(form.id)).detached_document_ids).toEqual([]);

    expect(await documentImages.delete(form.id, licence.id, back.id)).toMatchObject({ document_image_id: back.id });
    expect(await failure(() => documentImages.delete(form.id, licence.id, back.id))).toBeInstanceOf(NotFoundError);
    expect(await documents.delete(form.id, licence.id)).toMatchObject({ document_id: licence.id });
    expect(await documents.list(form.id)).toEqual([]);
    expect((await people.get(form.id, holder.id)).document_ids).toEqual([]);
    expect(await failure(() => documentImages.list(form.id, licence.id))).toBeInstanceOf(NotFoundError);
  });

  it("deletes a form that is not submitted, with everything in it", async () => {
    const { forms } = demo.client.onboarding;
    const form = await forms.create(corporateForm);
    expect(await forms.delete(form.id)).toMatchObject({ form_id: form.id });
    expect(await failure(() => forms.get(form.id))).toBeInstanceOf(NotFoundError);
    expect(await failure(() => forms.delete(form.id))).toBeInstanceOf(NotFoundError);
  });

  it("answers 404 for a form, person, document or image that does not exist", async () => {
    const { forms, people, accountUsage, businessInformation, documents, documentImages } = demo.client.onboarding;
    const form = await forms.create({ form: corporateForm.form });
    const document = await documents.create(form.id, { document_type: "passport", category: "proof_of_identity" });
    const calls: [string, () => Promise<unknown>][] = [
      ["get form", () => forms.get(unknownId)],
      ["update form", () => forms.update(unknownId, { contact_name: "X" })],
      ["delete form", () => forms.delete(unknownId)],
      ["submit form", () => forms.submit(unknownId)],
      ["list people", () => people.list(unknownId)],
      ["create person", () => people.create(unknownId, director)],
      ["get person", () => people.get(form.id, unknownId)],
      ["update person", () => people.update(form.id, unknownId, { first_name: "X" })],
      ["delete person", () => people.delete(form.id, unknownId)],
      ["get account usage", () => accountUsage.get(unknownId)],
      ["update account usage", () => accountUsage.update(unknownId, { collections_account: true })],
      ["delete account usage", () => accountUsage.delete(unknownId)],
      ["create account usage", () => accountUsage.create(unknownId, { collections_account: true, primary_purpose: "other" })],
      ["get business information", () => businessInformation.get(unknownId)],
      ["update business information", () => businessInformation.update(unknownId, { trading_name: "X" })],
      ["delete business information", () => businessInformation.delete(unknownId)],
      ["create business information", () => businessInformation.create(unknownId, corporateForm.business_information!)],
      ["list documents", () => documents.list(unknownId)],
      ["create document", () => documents.create(unknownId, { document_type: "passport", category: "proof_of_identity" })],
      ["delete document", () => documents.delete(form.id, unknownId)],
      ["list images", () => documentImages.list(form.id, unknownId)],
      ["create image", () => documentImages.create(form.id, unknownId, { image: fileOf("png", 64), side: "front" })],
      ["delete image", () => documentImages.delete(form.id, document.id, unknownId)],
    ];
    for (const [name, call] of calls) {
      const error = await failure(call);
      expect([name, error instanceof NotFoundError, error.status]).toEqual([name, true, 404]);
    }
  });
});

describe("a submitted form", () => {
  let form: OnboardingForm;
  let personId: string;
  let documentId: string;
  let imageId: string;

  beforeAll(async () => {
    const { forms, people, documents, documentImages } = demo.client.onboarding;
    form = await forms.create(corporateForm);
    personId = (await people.list(form.id))[0]!.id;
    documentId = (await documents.create(form.id, { document_type: "passport", category: "proof_of_identity" })).id;
    imageId = (await documentImages.create(form.id, documentId, { image: fileOf("pdf", 512), side: "front" })).id;
    await forms.update(form.id, { agreed_to_terms_and_conditions: true, agreed_to_corporate_authority: true });
    form = await forms.submit(form.id);
  });

  it("is submitted only once the terms are agreed, and a corporate one once the corporate authority is too", async () => {
    const { forms } = demo.client.onboarding;
    expect(form.state).toBe("submitted");
    const draft = await forms.create(corporateForm);
    const refused = await failure(() => forms.submit(draft.id));
    expect(refused).toBeInstanceOf(UnprocessableEntityError);
    expect(refused).not.toBeInstanceOf(FormAlreadySubmittedError);
    expect(Object.keys(refused.messages)).toEqual(["agreed_to_terms_and_conditions", "agreed_to_corporate_authority"]);
    await forms.update(draft.id, { agreed_to_terms_and_conditions: true });
    expect(Object.keys((await failure(() => forms.submit(draft.id))).messages)).toEqual(["agreed_to_corporate_authority"]);
    await forms.update(draft.id, { agreed_to_corporate_authority: true });
    expect((await forms.submit(draft.id)).state).toBe("submitted");
  });

  it("refuses every change to itself and anything in it with 422 already submitted, and stays exactly as it was", async () => {
    const { forms, people, accountUsage, businessInformation, documents, documentImages } = demo.client.onboarding;
    const before = demo.demoService.state.dump();
    const changes: [string, () => Promise<unknown>][] = [
      ["submit again", () => forms.submit(form.id)],
      ["update form", () => forms.update(form.id, { contact_name: "Someone else" })],
      ["delete form", () => forms.delete(form.id)],
      ["create person", () => people.create(form.id, director)],
      ["update person", () => people.update(form.id, personId, { first_name: "Janet" })],
      ["delete person", () => people.delete(form.id, personId)],
      ["create account usage", () => accountUsage.create(form.id, { collections_account: true, primary_purpose: "other" })],
      ["update account usage", () => accountUsage.update(form.id, { collections_account: true })],
      ["delete account usage", () => accountUsage.delete(form.id)],
      ["create business information", () => businessInformation.create(form.id, corporateForm.business_information!)],
      ["update business information", () => businessInformation.update(form.id, { trading_name: "Other" })],
      ["delete business information", () => businessInformation.delete(form.id)],
      ["create document", () => documents.create(form.id, { document_type: "visa", category: "supporting" })],
      ["delete document", () => documents.delete(form.id, documentId)],
      ["create image", () => documentImages.create(form.id, documentId, { image: fileOf("png", 64), side: "back" })],
      ["delete image", () => documentImages.delete(form.id, documentId, imageId)],
    ];
    for (const [name, change] of changes) {
      const error = await failure(change);
      expect([name, error instanceof FormAlreadySubmittedError, error.status, error.errorCode]).toEqual([name, true, 422, "form_already_submitted"]);
    }
    expect(demo.demoService.state.dump()).toBe(before);
    const read = await forms.get(form.id);
    expect([read.state, read.people?.length, read.account_usage?.primary_purpose]).toEqual(["submitted", 1, "paying_suppliers_or_bills"]);
    expect((await documentImages.list(form.id, documentId)).map((image) => image.id)).toEqual([imageId]);
  });
});
