/**
 * One name for each address field through the product — the document's: `*_attributes`, `state_of_province` — and
 * the wire's own names only at the boundary: answers carry `personal_address` / `registered_address` /
 * `trading_address` with `state_or_province`, requests carry `*_attributes` with `state_or_province`, and the
 * service's refusals name either.
 */
import { describe, expect, it } from "@jest/globals";
import { InvalidInputError, UnprocessableEntityError } from "../../../../src/api";
import { clientOver } from "../../../support/fake-client";
import * as wire from "./onboarding-fixtures";

const { form: formId, person: personId } = wire.onboardingIds;
const texas = { street: "1 Main St", city: "Austin", postal_code: "73301", country: "US" };

describe("address names at the onboarding wire boundary", () => {
  it("reads a person's and a business's addresses from the wire under the product's names", async () => {
    const { onboarding } = clientOver((request) =>
      request.path.endsWith("/business_information")
        ? { json: { data: wire.businessInformation({ registered_address: { ...texas, state_or_province: "TX" }, trading_address: null }) } }
        : { json: { data: wire.person({ personal_address: { ...texas, state_or_province: "TX" } }) } },
    );
    const person = await onboarding.people.get(formId, personId);
    const business = await onboarding.businessInformation.get(formId);
    expect(person.personal_address_attributes).toMatchObject({ ...texas, state_of_province: "TX" });
    expect(business.registered_address_attributes).toMatchObject({ ...texas, state_of_province: "TX" });
    expect(business.trading_address_attributes).toBeNull();
    expect(Object.keys(person)).not.toContain("personal_address");
    expect(Object.keys(person.personal_address_attributes ?? {})).not.toContain("state_or_province");
  });

  it("sends the state as the wire spells it", async () => {
    const { onboarding, calls } = clientOver(() => ({ json: { data: wire.person() } }));
    await onboarding.people.update(formId, personId, { personal_address_attributes: { ...texas, state_of_province: "TX" } });
    const put = calls().find((call) => call.method === "PUT");
    expect(JSON.parse(put?.rawBody ?? "").personal_address_attributes).toEqual({ ...texas, state_or_province: "TX" });
  });

  it("names a refused state by the product's name, so the refusal lands beside its input", async () => {
    const { onboarding, calls } = clientOver(() => ({ json: { data: wire.person() } }));
    const refused = await onboarding.people.update(formId, personId, { personal_address_attributes: texas }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvalidInputError);
    expect((refused as InvalidInputError).field).toBe("personal_address_attributes.state_of_province");
    expect(calls()).toEqual([]);
  });

  it("names the fields of the service's refusals by the product's names, nested or flat, keeping the error's class and request id", async () => {
    const message = (text: string) => [{ code: "invalid", message: text, params: {} }];
    const { onboarding } = clientOver(() => ({
      status: 422,
      headers: { "X-Request-Id": "onb-422" },
      json: {
        status: "unprocessable_entity",
        error_code: "invalid_parameters",
        reason: "Invalid parameters",
        error_messages: {
          registered_address: { state_or_province: message("no such state"), city: message("is required") },
          "people[0].personal_address_attributes.state_or_province": message("is required for an address in US"),
          company_name: message("is too long"),
        },
      },
    }));
    const refused = await onboarding.businessInformation.update(formId, { company_name: "Acme" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnprocessableEntityError);
    const { messages, requestId } = refused as UnprocessableEntityError;
    expect(requestId).toBe("onb-422");
    expect(Object.fromEntries(Object.entries(messages).map(([field, list]) => [field, list.map((entry) => entry.message)]))).toEqual({
      "registered_address_attributes.state_of_province": ["no such state"],
      "registered_address_attributes.city": ["is required"],
      "people[0].personal_address_attributes.state_of_province": ["is required for an address in US"],
      company_name: ["is too long"],
    });
  });
});
