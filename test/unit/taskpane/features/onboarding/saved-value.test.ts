/** Saved values read for the inputs, address parts from inside the address, under the names the inputs use. */
import { describe, expect, it } from "@jest/globals";
import { savedValue } from "../../../../../src/taskpane/features/onboarding/saved-value";

describe("savedValue", () => {
  const person = { dob: "1980-05-17", personal_address_attributes: { city: "Austin", state_of_province: "TX" } };
  it("reads a plain field", () => expect(savedValue(person, "dob")).toBe("1980-05-17"));
  it("reads an address part, the state included", () => {
    expect(savedValue(person, "personal_address_attributes.city")).toBe("Austin");
    expect(savedValue(person, "personal_address_attributes.state_of_province")).toBe("TX");
  });
  it("reads nothing from a missing section", () => expect(savedValue(null, "dob")).toBeUndefined());
});
