/**
 * Onboarding payloads for tests against the demo service: a corporate and an individual application's parts, the
 * smallest real files of each accepted type, and plain JSON calls to /onboarding for what the client would refuse
 * before sending (so the service's own answers can be tested too).
 */
import type { OnboardingBusinessInformationFields, OnboardingFormCreateParams, OnboardingPersonFields } from "../../src/api";
import type { Reachable } from "./demo-client";
import type { Answer } from "./demo-http";
import { PINNED_NOW } from "./demo-service";

/** The pinned instant as the service writes its timestamps (`2026-01-05T09:00:00+00:00` by default). */
export const PINNED_TIMESTAMP = new Date(PINNED_NOW).toISOString().replace(".000Z", "+00:00");

export const registeredAddress = { street: "1 Demo Street", city: "London", postal_code: "EC1A 1AA", country: "GB" };

export const director: OnboardingPersonFields = {
  roles: ["director", "user"],
  first_name: "Jane",
  last_name: "Doe",
  home_country: "GB",
  dob: "1980-05-17",
  email: "jane.doe@acme.example",
  personal_address_attributes: registeredAddress,
};

export const businessInformation: OnboardingBusinessInformationFields = {
  business_country: "GB",
  company_name: "Acme Trading Ltd",
  legal_entity_type: "limited_liability_company",
  sector: "accountancy",
  incorporation_date: "2015-03-02",
  company_registration_number: "01234567",
  business_website: "https://acme.example",
  registered_address_attributes: registeredAddress,
};

export const corporateForm: OnboardingFormCreateParams = {
  form: { entity_type: "corporate", country: "GB", email: "treasury@acme.example", contact_name: "Jane Doe", phone_number: "+44 20 7946 0000" },
  business_information: businessInformation,
  account_usage: { collections_account: false, primary_purpose: "paying_suppliers_or_bills", source_of_funds: "business_revenue", payment_currencies: ["USD"] },
  people: [director],
};

export const individualForm: OnboardingFormCreateParams = {
  form: { entity_type: "individual", country: "GB", email: "sam@home.example" },
  account_usage: { collections_account: false, primary_purpose: "property_purchase_or_sale", source_of_funds: "other" },
  people: [{ roles: ["user"], first_name: "Sam", last_name: "Green", home_country: "GB", email: "sam@home.example" }],
};

/** A file of `bytes` bytes that starts like a real one of its type, as base64. */
export function fileOf(type: "png" | "pdf" | "jpg", bytes: number): string {
  const magic = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pdf: [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37],
    jpg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46],
  }[type];
  const file = Buffer.alloc(bytes, 0x20);
  Buffer.from(magic).copy(file);
  return file.toString("base64");
}

/** A JSON call to the demo service as the real API takes it, with the token given. */
export async function onboardingCall(demoService: Reachable, token: string | undefined, method: "GET" | "POST" | "PUT" | "DELETE", path: string, json?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers["X-Auth-Token"] = token;
  if (json !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${demoService.url}/onboarding${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}
