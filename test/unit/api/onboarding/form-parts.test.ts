/**
 * The parts of an onboarding form through the client: people, account usage, business information (created at the
 * plural path), documents and document images — paths, JSON bodies, envelopes, and refusals before sending
 * (an image is checked by its content: type by magic bytes, size under 10 MB).
 */
import { describe, expect, it } from "@jest/globals";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";
import * as wire from "./onboarding-fixtures";

const { form: formId, person: personId, document: documentId, image: imageId } = wire.onboardingIds;
const formPath = `/onboarding/v1/forms/${formId}`;

describe("onboarding people", () => {
  const newPerson = {
    roles: ["ultimate_business_owner" as const],
    first_name: "Omar",
    last_name: "Haddad",
    home_country: "FR",
    dob: "1975-11-30",
    ownership_percentage: 30,
    document_ids: [documentId.toUpperCase()],
    personal_address_attributes: { street: "2 Rue X", city: "Paris", postal_code: "75001", country: "fr" },
  };

  it("create posts the person as JSON and unwraps data; list unwraps people", async () => {
    const { onboarding, calls } = clientOver((request) => (request.method === "GET" ? { json: { people: [wire.person()] } } : { status: 201, json: { data: wire.person() } }));
    const created = await onboarding.people.create(formId, newPerson);
    const listed = await onboarding.people.list(formId);
    const [create, list] = calls();
    expect([create?.method, create?.path]).toEqual(["POST", `${formPath}/people`]);
    expect(JSON.parse(create?.rawBody ?? "")).toEqual({
      ...newPerson,
      document_ids: [documentId],
      personal_address_attributes: { ...newPerson.personal_address_attributes, country: "FR" },
    });
    expect(created.personal_address_attributes?.city).toBe("London");
    expect([list?.method, list?.path]).toEqual(["GET", `${formPath}/people`]);
    expect(listed.map((person) => person.id)).toEqual([personId]);
  });

  it("get, update and delete address the person under its form; an update sends the whole person, the changes over the saved one", async () => {
    const { onboarding, calls } = clientOver((request) =>
      request.method === "DELETE" ? { json: { data: { message: "Person deleted", person_id: personId } } } : { json: { data: wire.person({ middle_name: "Ann" }) } },
    );
    await onboarding.people.get(formId, personId);
    const updated = await onboarding.people.update(formId, personId, { middle_name: "Ann", email: null });
    const deleted = await onboarding.people.delete(formId, personId);
    expect(calls().map((call) => [call.method, call.path])).toEqual([
      ["GET", `${formPath}/people/${personId}`],
      ["GET", `${formPath}/people/${personId}`],
      ["PUT", `${formPath}/people/${personId}`],
      ["DELETE", `${formPath}/people/${personId}`],
    ]);
    // The PUT takes the create's schema (docs/provider-api.md §10): the saved person's fields, the changes over them.
    expect(JSON.parse(calls()[2]?.rawBody ?? "")).toEqual({
      roles: ["director", "user"],
      first_name: "Jane",
      middle_name: "Ann",
      last_name: "Doe",
      home_country: "GB",
      dob: "1980-05-17",
      email: null,
      ownership_percentage: 25,
      document_ids: [],
      personal_address_attributes: { street: "1 Demo Street", city: "London", postal_code: "EC1A 1AA", country: "GB", state_or_province: null },
    });
    expect(updated.middle_name).toBe("Ann");
    expect(deleted.person_id).toBe(personId);
  });

  it.each([
    ["first_name", { first_name: "  " }, "is_required"],
    ["dob", { dob: "30/11/1975" }, "is_in_invalid_format"],
    ["ownership_percentage", { ownership_percentage: 120 }, "is_too_big"],
    ["document_ids", { document_ids: ["passport-1"] }, "not_in_range"],
    ["personal_address_attributes.city", { personal_address_attributes: { street: "1 Main St", city: "", postal_code: "1", country: "FR" } }, "is_required"],
    ["first_name", { first_name: "Om\u001bar" }, "is_in_invalid_format"],
    ["email", { email: "omar\u0000@example.fr" }, "is_in_invalid_format"],
    ["last_name", { last_name: "H".repeat(256) }, "is_too_long"],
    ["roles", { roles: [] }, "is_required"],
  ])("create refuses a bad %s before sending", async (field, overrides, code) => {
    const { onboarding, service } = clientOver(() => ({ status: 201, json: { data: wire.person() } }));
    await expectRefusal(() => onboarding.people.create(formId, { ...newPerson, ...overrides }), service.requests, field, code);
  });

  it("refuses a person id that is not a UUID", async () => {
    const { onboarding, service } = clientOver(() => ({ json: {} }));
    await expectRefusal(() => onboarding.people.delete(formId, "jane"), service.requests, "person_id", "is_not_valid_uuid");
  });
});

describe("onboarding account usage and business information", () => {
  it("account usage: POST creates, GET reads, PUT updates, DELETE deletes, at the form's account_usage", async () => {
    const { onboarding, calls } = clientOver((request) =>
      request.method === "DELETE" ? { json: { data: { message: "deleted", form_id: formId } } } : { status: request.method === "POST" ? 201 : 200, json: { data: wire.accountUsage() } },
    );
    await onboarding.accountUsage.create(formId, { collections_account: true, primary_purpose: "other", purpose_details: "Payroll", payment_currencies: ["usd"] });
    const read = await onboarding.accountUsage.get(formId);
    await onboarding.accountUsage.update(formId, { estimated_monthly_transaction_volume: 12 });
    await onboarding.accountUsage.delete(formId);
    expect(calls().map((call) => [call.method, call.path])).toEqual([
      ["POST", `${formPath}/account_usage`],
      ["GET", `${formPath}/account_usage`],
      ["GET", `${formPath}/account_usage`],
      ["PUT", `${formPath}/account_usage`],
      ["DELETE", `${formPath}/account_usage`],
    ]);
    expect(JSON.parse(calls()[0]?.rawBody ?? "")).toEqual({ collections_account: true, primary_purpose: "other", purpose_details: "Payroll", payment_currencies: ["USD"] });
    expect(read.payment_currencies).toEqual(["USD", "GBP"]);
    expect(JSON.parse(calls()[3]?.rawBody ?? "")).toMatchObject({ collections_account: true, primary_purpose: "paying_suppliers_or_bills", estimated_monthly_transaction_volume: 12 });
  });

  it.each([
    ["primary_purpose", { collections_account: true, primary_purpose: "speculation" as never }, "not_in_range"],
    ["collections_account", { primary_purpose: "other" as const } as never, "is_required"],
    ["payment_currencies", { collections_account: true, primary_purpose: "other" as const, payment_currencies: ["EURO"] }, "not_in_range"],
    ["estimated_monthly_transaction_volume", { collections_account: true, primary_purpose: "other" as const, estimated_monthly_transaction_volume: 2.5 }, "type_is_wrong"],
  ])("account usage create refuses a bad %s before sending", async (field, usage, code) => {
    const { onboarding, service } = clientOver(() => ({ status: 201, json: { data: wire.accountUsage() } }));
    await expectRefusal(() => onboarding.accountUsage.create(formId, usage), service.requests, field, code);
  });

  it("business information is created at the plural path and read, updated and deleted at the singular one", async () => {
    const { onboarding, calls } = clientOver((request) =>
      request.method === "DELETE" ? { json: { data: { message: "deleted", form_id: formId } } } : { json: { data: wire.businessInformation() } },
    );
    const created = await onboarding.businessInformation.create(formId, {
      business_country: "GB",
      company_name: "Acme Trading Ltd",
      legal_entity_type: "limited_liability_company",
      sector: "Gaming",
      incorporation_date: "2015-03-02",
      registered_address_attributes: { street: "1 Demo Street", city: "London", postal_code: "EC1A 1AA", country: "GB" },
    });
    await onboarding.businessInformation.get(formId);
    await onboarding.businessInformation.update(formId, { trading_name: "Acme" });
    await onboarding.businessInformation.delete(formId);
    expect(calls().map((call) => [call.method, call.path])).toEqual([
      ["POST", `${formPath}/business_informations`],
      ["GET", `${formPath}/business_information`],
      ["GET", `${formPath}/business_information`],
      ["PUT", `${formPath}/business_information`],
      ["DELETE", `${formPath}/business_information`],
    ]);
    expect(created.company_name).toBe("Acme Trading Ltd");
  });

  it("business information refuses a sector outside the service's list", async () => {
    const { onboarding, service } = clientOver(() => ({ json: {} }));
    await expectRefusal(() => onboarding.businessInformation.update(formId, { sector: "gaming" as never }), service.requests, "sector", "not_in_range");
  });
});

describe("onboarding documents and images", () => {
  it("documents: create answers the bare document, list adds image ids and the section, delete by id", async () => {
    const { onboarding, calls } = clientOver((request) => {
      if (request.method === "POST") return { status: 201, json: { data: wire.document() } };
      if (request.method === "DELETE") return { json: { data: { message: "Document deleted", document_id: documentId } } };
      return { json: { documents: [{ ...wire.document(), document_image_ids: [imageId], form_section_type: "person", form_section_id: personId }] } };
    });
    const created = await onboarding.documents.create(formId, { document_type: "passport", category: "proof_of_identity" });
    const listed = await onboarding.documents.list(formId);
    await onboarding.documents.delete(formId, documentId);
    expect(calls().map((call) => [call.method, call.path])).toEqual([
      ["POST", `${formPath}/documents`],
      ["GET", `${formPath}/documents`],
      ["DELETE", `${formPath}/documents/${documentId}`],
    ]);
    expect(JSON.parse(calls()[0]?.rawBody ?? "")).toEqual({ document_type: "passport", category: "proof_of_identity" });
    expect(created.id).toBe(documentId);
    expect(listed[0]?.document_image_ids).toEqual([imageId]);
    expect(listed[0]?.form_section_type).toBe("person");
  });

  it("documents refuse a category outside the list before sending", async () => {
    const { onboarding, service } = clientOver(() => ({ json: {} }));
    await expectRefusal(() => onboarding.documents.create(formId, { document_type: "passport", category: "identity" as never }), service.requests, "category", "not_in_range");
  });

  it.each([
    ["a PNG", wire.PNG_BASE64],
    ["a PDF", wire.PDF_BASE64],
    ["a JPG as a data: URL", `data:image/jpeg;base64,${wire.JPG_BASE64}`],
  ])("images: %s is sent as given, with its side", async (_name, image) => {
    const { onboarding, calls } = clientOver(() => ({ status: 201, json: { data: wire.image({ side: "back" }) } }));
    const created = await onboarding.documentImages.create(formId, documentId, { image, side: "back" });
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["POST", `${formPath}/documents/${documentId}/document_images`]);
    expect(JSON.parse(call.rawBody)).toEqual({ image, side: "back" });
    expect(created.side).toBe("back");
  });

  it("images: list unwraps document_images, delete addresses the image", async () => {
    const { onboarding, calls } = clientOver((request) =>
      request.method === "GET" ? { json: { document_images: [wire.image(), wire.image({ side: "face" })] } } : { json: { data: { message: "deleted", document_image_id: imageId } } },
    );
    const listed = await onboarding.documentImages.list(formId, documentId);
    const deleted = await onboarding.documentImages.delete(formId, documentId, imageId);
    expect(listed.map((image) => image.side)).toEqual(["front", "face"]);
    expect(calls()[1]?.path).toBe(`${formPath}/documents/${documentId}/document_images/${imageId}`);
    expect(deleted.document_image_id).toBe(imageId);
  });

  it.each([
    ["a GIF", Buffer.from("GIF89a\u0001\u0000\u0001\u0000", "latin1").toString("base64"), "image_type_not_supported"],
    ["a PNG labelled as a PDF", `data:application/pdf;base64,${wire.PNG_BASE64}`, "image_type_mismatch"],
    ["text that is not base64", "not base64 at all!", "image_is_not_base64"],
    ["a file of 10 MB or more", `${wire.PDF_BASE64.slice(0, 8)}${"A".repeat(Math.ceil((10 * 1024 * 1024) / 3) * 4 - 8)}`, "image_is_too_large"],
  ])("images: %s is refused by its content before sending", async (_name, image, code) => {
    const { onboarding, service } = clientOver(() => ({ status: 201, json: { data: wire.image() } }));
    await expectRefusal(() => onboarding.documentImages.create(formId, documentId, { image, side: "front" }), service.requests, "image", code);
  });

  it("images: a side other than front, back or face is refused before sending", async () => {
    const { onboarding, service } = clientOver(() => ({ status: 201, json: { data: wire.image() } }));
    await expectRefusal(() => onboarding.documentImages.create(formId, documentId, { image: wire.PNG_BASE64, side: "left" as never }), service.requests, "side", "not_in_range");
  });
});
