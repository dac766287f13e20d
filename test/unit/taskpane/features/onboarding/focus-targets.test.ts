/**
 * @jest-environment jsdom
 */
/** Where a checklist finding leads: its input first, then its address, person or document, then its section. */
import { describe, expect, it } from "@jest/globals";
import { elementOf, fieldElementId, focusTargets } from "../../../../../src/taskpane/features/onboarding/focus-targets";

describe("focusTargets", () => {
  it("leads a form field to its input, then the section", () => {
    expect(focusTargets({ section: "form", field: "email" })).toEqual(["onboarding-form-email", "onboarding-form"]);
  });

  it("leads a person's address part to its input, then the address's first part, the person and the section", () => {
    expect(focusTargets({ section: "people", personIndex: 1, field: "personal_address_attributes.city" })).toEqual([
      "onboarding-people-1--personal_address_attributes-city",
      "onboarding-people-1--personal_address_attributes-street",
      "onboarding-people-1-",
      "onboarding-people",
    ]);
  });

  it("leads a whole address to its first part", () => {
    expect(focusTargets({ section: "business_information", field: "registered_address_attributes" })).toEqual([
      "onboarding-business_information-registered_address_attributes",
      "onboarding-business_information-registered_address_attributes-street",
      "onboarding-business_information",
    ]);
  });

  it("leads a document's images and the list of people as a whole", () => {
    expect(focusTargets({ section: "documents", documentIndex: 0, field: "document_images" })).toEqual([
      "onboarding-documents-0--document_images",
      "onboarding-documents-0-",
      "onboarding-documents",
    ]);
    expect(focusTargets({ section: "people" })).toEqual(["onboarding-people-new", "onboarding-people"]);
  });

  it("leads what asks to add something to the input that adds it", () => {
    expect(focusTargets({ section: "people", field: "roles" })[1]).toBe("onboarding-people-new");
    expect(focusTargets({ section: "people", field: "ownership_percentage" }).slice(1, 3)).toEqual(["onboarding-people-*--ownership_percentage", "onboarding-people-new"]);
    expect(focusTargets({ section: "people", personIndex: 0, field: "document_ids" })).toContain("onboarding-documents-new");
    expect(focusTargets({ section: "business_information" })[0]).toBe("onboarding-business_information-company_name");
    expect(focusTargets({ section: "account_usage" })[0]).toBe("onboarding-account_usage-collections_account");
    expect(focusTargets({ section: "documents", documentIndex: 1, field: "category" }).slice(1, 2)).toEqual(["onboarding-documents-1--delete"]);
  });

  it("finds the first element matching an id with *", () => {
    document.body.innerHTML = '<input id="onboarding-people-1--dob"><input id="onboarding-people-2--ownership_percentage"><input id="onboarding-people-3--ownership_percentage">';
    expect(elementOf(document, "onboarding-people-*--ownership_percentage")?.id).toBe("onboarding-people-2--ownership_percentage");
    expect(elementOf(document, "onboarding-people-1--dob")?.id).toBe("onboarding-people-1--dob");
  });

  it("gives an input the id its finding looks for", () => {
    expect(fieldElementId("people[1].personal_address_attributes.city")).toBe(focusTargets({ section: "people", personIndex: 1, field: "personal_address_attributes.city" })[0]);
  });
});
