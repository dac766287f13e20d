/** The Clients forms' fields: starting values from what is edited, only changes sent, and the service's refusal beside its fields. */
import { describe, expect, it } from "@jest/globals";
import { BadRequestError } from "../../../../../src/api";
import { ACCOUNT_EDIT_FORM, ACCOUNT_FORM, changedValues, CONTACT_EDIT_FORM, CONTACT_FORM, refusalOf, updatedValues, valuesOf } from "../../../../../src/taskpane/features/clients/form-fields";
import { ACCOUNT_LEGAL_ENTITY_SUB_TYPES, SPREAD_TABLE_NAMES } from "../../../../../src/domain/client-values";

const said = (code: string, message: string) => [{ code, message, params: {} }];

describe("the Clients form fields", () => {
  it("offers the service's value sets and the account-create fields the issue names", () => {
    expect(ACCOUNT_FORM.map((entry) => entry.field)).toEqual([
      "account_name", "your_reference", "legal_entity_type", "legal_entity_sub_type", "street", "city", "postal_code", "state_or_province", "country",
      "identification_type", "identification_value", "status", "spread_table",
    ]);
    expect(ACCOUNT_FORM.find((entry) => entry.field === "legal_entity_sub_type")?.options).toBe(ACCOUNT_LEGAL_ENTITY_SUB_TYPES);
    expect(ACCOUNT_FORM.find((entry) => entry.field === "spread_table")?.options).toBe(SPREAD_TABLE_NAMES);
    expect(CONTACT_FORM.find((entry) => entry.field === "timezone")?.kind).toBe("timezone");
  });

  it("starts from what is edited, blank where it has nothing, and sends only what changed", () => {
    const before = valuesOf(CONTACT_FORM, { first_name: "Ada", last_name: "Lovelace", login_id: null } as never);
    expect(before).toMatchObject({ first_name: "Ada", last_name: "Lovelace", login_id: "", timezone: "" });
    expect(changedValues(before, { first_name: "Grace", last_name: "Lovelace", timezone: "Europe/Paris", login_id: undefined })).toEqual({ first_name: "Grace", timezone: "Europe/Paris" });
  });

  it("says the your_reference limit of the reference (25) where it is typed", () => {
    expect(ACCOUNT_FORM.find((entry) => entry.field === "your_reference")?.hint).toMatch(/^Up to 25 characters/);
  });

  it("on edit offers the legal entity sub-type as a choice and sends its change (SW UpdateAccount lists it)", () => {
    expect(ACCOUNT_EDIT_FORM.find((entry) => entry.field === "legal_entity_sub_type")).toEqual({
      field: "legal_entity_sub_type", label: "Legal entity sub-type", kind: "select", options: ACCOUNT_LEGAL_ENTITY_SUB_TYPES,
    });
    const before = valuesOf(ACCOUNT_EDIT_FORM, { account_name: "Harbour", legal_entity_sub_type: "trust", your_reference: "HB-1" } as never);
    expect(updatedValues(ACCOUNT_EDIT_FORM, before, { ...before, legal_entity_sub_type: "registered_charity" })).toEqual({ legal_entity_sub_type: "registered_charity" });
    // Unchanged, it is not sent (the service keeps every field not sent).
    expect(updatedValues(ACCOUNT_EDIT_FORM, before, { ...before, account_name: "Harbour Holdings" })).toEqual({ account_name: "Harbour Holdings" });
  });

  it("on edit shows the address and country read-only, saying they cannot be changed, and never sends them", () => {
    // The provider refuses a change to them (SW UpdateAccount's editing_*_not_allowed).
    expect(ACCOUNT_EDIT_FORM.filter((entry) => entry.readOnly).map((entry) => entry.field)).toEqual(["street", "city", "postal_code", "state_or_province", "country"]);
    expect(ACCOUNT_EDIT_FORM.find((entry) => entry.field === "city")?.hint).toBe(
      "Set when the account is created: the provider does not let you change an account's address or country here. Its support team can.",
    );
    expect(ACCOUNT_FORM.some((entry) => entry.readOnly)).toBe(false);
    const before = valuesOf(ACCOUNT_EDIT_FORM, { account_name: "Harbour", legal_entity_sub_type: "trust", your_reference: "HB-1", city: "Bristol", country: "GB" } as never);
    const after = { ...before, account_name: "Harbour Holdings", legal_entity_sub_type: "other", city: "Bath", country: "IE" };
    expect(updatedValues(ACCOUNT_EDIT_FORM, before, after)).toEqual({ account_name: "Harbour Holdings", legal_entity_sub_type: "other" });
    // The create form keeps every changed field.
    expect(updatedValues(ACCOUNT_FORM, before, after)).toEqual({ account_name: "Harbour Holdings", legal_entity_sub_type: "other", city: "Bath", country: "IE" });
  });

  it("on a contact's edit shows the first and last name read-only, saying why, and never sends them", () => {
    expect(CONTACT_EDIT_FORM.filter((entry) => entry.readOnly).map((entry) => entry.field)).toEqual(["first_name", "last_name"]);
    expect(CONTACT_EDIT_FORM.find((entry) => entry.field === "first_name")?.hint).toBe(
      "Set when the contact is created: the provider does not let you change a contact's name here. Its support team can.",
    );
    expect(CONTACT_FORM.some((entry) => entry.readOnly)).toBe(false);
    const before = valuesOf(CONTACT_EDIT_FORM, { first_name: "Ada", last_name: "Lovelace", phone_number: "1" } as never);
    const after = { ...before, first_name: "Grace", last_name: "Hopper", phone_number: "2" };
    expect(updatedValues(CONTACT_EDIT_FORM, before, after)).toEqual({ phone_number: "2" });
  });

  it("says the provider's refusal of a name change in words, apart from the fields (SW UpdateContact: category name)", () => {
    const error = new BadRequestError({
      method: "POST", path: "/v2/contacts/6c046a7e-1f0e-4b7c-9d8a-2b1b1b1b1b1b", requestId: "req-1", status: 400, errorCode: "contact_update_failed",
      messages: { name: said("editing_first_last_name_not_allowed", "You cannot edit First and Last name. Please contact support for additional information") },
    });
    const refusal = refusalOf(error, CONTACT_EDIT_FORM);
    expect(refusal.problems).toEqual({});
    expect(refusal.message).toMatch(/^Name: .*cannot edit First and Last name\. Please contact support/);
    expect(refusal.message).not.toMatch(/editing_first_last_name_not_allowed/);
  });

  it("puts the service's messages beside their fields and the rest in one message", () => {
    const error = new BadRequestError({
      method: "POST", path: "/v2/contacts/create", requestId: "req-1", status: 400, errorCode: "contact_create_failed",
      messages: { login_id: said("login_id_in_use", "login_id is already in use"), base: said("generic", "Something else") },
    });
    expect(refusalOf(error, CONTACT_FORM)).toEqual({ problems: { login_id: "is already in use" }, message: "Something else" });
    expect(refusalOf(new Error("boom"), CONTACT_FORM).problems).toEqual({});
  });
});
