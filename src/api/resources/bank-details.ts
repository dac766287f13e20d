/**
 * The bank a code names: `POST /v2/reference/bank_details/find` (SW FinfBankDetailsPost; docs/provider-api.md §17).
 * The value is checked as its scheme defines before it is sent (IBAN, BIC, ABA, sort code, IFSC: domain), so a
 * refusal of the service means the lookup does not know the code.
 */
import { checkBic, checkIban, checkRoutingCode, InvalidInputError, type RoutingCodeType } from "../../domain";
import type { Requester, RequestOptions } from "../internal/request-spec";
import { bankDetailsSchema, type BankDetails } from "../schemas/bank-details";
import { oneOf, requiredText } from "./request-values";

/** What the lookup takes a code as, in the reference's order (SW `identifier_type_not_in_range`). */
export const BANK_IDENTIFIER_TYPES = ["iban", "bic_swift", "sort_code", "aba", "bsb_code", "routing_number", "cnaps", "ifsc"] as const;
export type BankIdentifierType = (typeof BANK_IDENTIFIER_TYPES)[number];

export interface BankDetailsParams {
  identifier_type: BankIdentifierType;
  identifier_value: string;
}

/** The lookup's type for a beneficiary's routing code type; undefined for the types it does not look up (CLABE, bank code…). */
export function bankIdentifierOfRoutingCode(type: RoutingCodeType): BankIdentifierType | undefined {
  return (BANK_IDENTIFIER_TYPES as readonly string[]).includes(type) ? (type as BankIdentifierType) : undefined;
}

/** The value as the lookup is sent it, checked where its scheme has a check. */
export function bankIdentifierValue(type: BankIdentifierType, value: string, field = "identifier_value"): string {
  switch (type) {
    case "iban":
      return checkIban(value, field);
    case "bic_swift":
      return checkBic(value, field);
    case "aba":
    case "sort_code":
    case "ifsc":
    case "bsb_code":
    case "cnaps":
      return checkRoutingCode(type, requiredText(value, field), field);
    default: {
      const text = requiredText(value, field);
      if ([...text].length > 255) throw new InvalidInputError(field, "is_too_long", "has more than 255 characters");
      return text;
    }
  }
}

export function createBankDetailsLookup(requester: Requester) {
  return {
    /** The bank an IBAN, BIC or routing code names (name, address, city, country…). It takes no `on_behalf_of`. */
    async bankDetails(params: BankDetailsParams, options: RequestOptions = {}): Promise<BankDetails> {
      const type = oneOf(params.identifier_type, BANK_IDENTIFIER_TYPES, "identifier_type");
      return requester.request({
        method: "POST",
        path: "/v2/reference/bank_details/find",
        params: { identifier_type: type, identifier_value: bankIdentifierValue(type, params.identifier_value) },
        schema: bankDetailsSchema,
        // A lookup: sending it again changes nothing.
        repeatable: true,
        options,
      });
    },
  };
}
