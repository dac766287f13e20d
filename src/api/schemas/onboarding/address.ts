/**
 * Addresses on the onboarding wire, named as the product names them. The document's field tables name an address
 * `personal_address_attributes` / `registered_address_attributes` / `trading_address_attributes` and its state
 * `state_of_province`; domain, jobs and the task pane use exactly those names. The wire differs in two places (the
 * service's OpenAPI file, docs/provider-api.md §10): answers carry the address under `personal_address` / `registered_address` /
 * `trading_address`, and requests and answers alike spell the state `state_or_province`. This file is the one place
 * that knows: the answer schemas rename on the way in, and requests are renamed on the way out (request-body.ts).
 */
import { z } from "zod";

const optionalText = z.string().nullish();

const WIRE_STATE = "state_or_province";
const STATE = "state_of_province";

export const onboardingAddressSchema = z
  .object({
    street: optionalText,
    city: optionalText,
    postal_code: optionalText,
    /** Two-letter country code. */
    country: optionalText,
    apartment_number: optionalText,
    building_name: optionalText,
    building_number: optionalText,
    /** Required for the US, Australia and Canada. */
    [WIRE_STATE]: optionalText,
  })
  .transform(({ [WIRE_STATE]: state, ...address }) => ({ ...address, [STATE]: state }));
export type OnboardingAddress = z.output<typeof onboardingAddressSchema>;

/** A request body with the state of each address (`*_attributes`) spelled as the wire spells it. */
export function addressesForTheWire(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([field, value]) => {
      if (!field.endsWith("_attributes") || typeof value !== "object" || value === null || !Object.hasOwn(value, STATE)) return [field, value];
      const { [STATE]: state, ...address } = value as Record<string, unknown>;
      return [field, { ...address, [WIRE_STATE]: state }];
    }),
  );
}

/** An address as an answer names it ("registered_address"), not followed by "_attributes". */
const RECORD_ADDRESS = /(^|\.|\])(personal_address|registered_address|trading_address)(?=\.|$)/g;

/**
 * A field named by a check of a wire body or by the service's error ("personal_address_attributes.state_or_province",
 * "people[0].personal_address.city", "registered_address.state_or_province") as the product names it
 * ("…_attributes.state_of_province", "…personal_address_attributes.city").
 */
export function addressFieldAsNamed(field: string): string {
  const named = field.replace(RECORD_ADDRESS, "$1$2_attributes");
  return named.endsWith(`_attributes.${WIRE_STATE}`) ? `${named.slice(0, -WIRE_STATE.length)}${STATE}` : named;
}
