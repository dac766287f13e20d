/** The applicant a form names in the list: the company, an individual's person, else who fills it in. */
import { describe, expect, it } from "@jest/globals";
import { onboardingFormWithSectionsSchema } from "../../../../../src/api/schemas";
import { applicantOf } from "../../../../../src/taskpane/features/onboarding/applicant-name";

const T = "2026-01-05T09:00:00+00:00";
const ID = "11111111-1111-4111-8111-111111111111";
const base = onboardingFormWithSectionsSchema.parse({ id: ID, entity_type: "corporate", state: "new", country: "GB", email: "t@acme.example", created_at: T, updated_at: T });
const person = { id: ID, roles: ["user"], first_name: "Sam", last_name: "Green", home_country: "GB", created_at: T, updated_at: T };

describe("applicantOf", () => {
  it("names a company by its company name", () => {
    const form = onboardingFormWithSectionsSchema.parse({ ...base, business_information: { id: ID, company_name: "Acme Ltd", created_at: T, updated_at: T } });
    expect(applicantOf(form)).toBe("Acme Ltd");
  });
  it("names an individual by their person", () => {
    expect(applicantOf(onboardingFormWithSectionsSchema.parse({ ...base, entity_type: "individual", people: [person] }))).toBe("Sam Green");
  });
  it("falls back to who fills in the form, then their e-mail", () => {
    expect(applicantOf({ ...base, contact_name: "Jane Doe" })).toBe("Jane Doe");
    expect(applicantOf(base)).toBe("t@acme.example");
  });
});
