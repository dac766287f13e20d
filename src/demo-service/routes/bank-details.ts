/**
 * `POST /v2/reference/bank_details/find`: the bank an IBAN, BIC or routing code names, from the demo directory
 * (bank-directory.ts), with the reference's refusals (SW FinfBankDetailsPost; docs/demo-service.md, "Bank details").
 */
import type { FastifyInstance } from "fastify";
import type { BankDetailsInput } from "../wire";
import { BANK_IDENTIFIER_TYPES, lookUp, type BankIdentifierType } from "../bank-directory";
import { badRequest, message } from "../errors";
import { readParams } from "../request-context";

/** Assumption: the reference gives no top-level code for its field refusals; the service's `<operation>_failed` pattern. */
const FIELD_REFUSAL = "bank_details_find_failed";

/**
 * A code the lookup cannot use, by type (SW x-errors). "IBAN is invalid." ends with a stop as PY, NET and JS recorded
 * it; the others are worded as the reference has them. The reference lists none for an IFSC: `invalid_ifsc` follows
 * the others' pattern (Assumption).
 */
const INVALID: Readonly<Record<BankIdentifierType, { code: string; text: string }>> = {
  iban: { code: "invalid_iban", text: "IBAN is invalid." },
  bic_swift: { code: "invalid_bic", text: "BIC_Swift is invalid" },
  sort_code: { code: "invalid_sort_code", text: "SORT_CODE is invalid" },
  aba: { code: "invalid_aba", text: "ABA is invalid" },
  bsb_code: { code: "invalid_bsb", text: "BSB_CODE is invalid" },
  routing_number: { code: "invalid_routing_number", text: "ROUTING_NUMBER is invalid" },
  cnaps: { code: "invalid_cnaps", text: "CNAPS is invalid" },
  ifsc: { code: "invalid_ifsc", text: "IFSC is invalid" },
};

const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region" });

/** A refusal on `base` whose top-level code is its own, as the recorded refusal has it (PY, NET, JS: `invalid_iban`). */
function baseRefusal(code: string, text: string) {
  return badRequest(code, "base", message(code, text));
}

export function registerBankDetailsRoutes(app: FastifyInstance): void {
  app.post("/v2/reference/bank_details/find", async (request) => {
    // Given but blank is "empty", not missing (SW lists both; which answers "" is an Assumption: empty).
    const given = (request.body as Record<string, unknown> | undefined)?.identifier_value;
    if (typeof given === "string" && given.trim() === "") {
      throw badRequest(FIELD_REFUSAL, "identifier_value", message("identifier_value_is_empty", "identifier_value should not be empty", { type: "not_empty_string" }));
    }
    const params = readParams(
      request,
      {
        identifier_type: { kind: "enum", values: BANK_IDENTIFIER_TYPES, required: true },
        identifier_value: { kind: "string", required: true, min: 1, max: 255 },
      },
      FIELD_REFUSAL,
    );
    const type = params.identifier_type as BankIdentifierType;
    const answer = lookUp(type, params.identifier_value);
    if ("refused" in answer) {
      if (answer.refused === "unavailable") throw baseRefusal("cannot_retrieve_bank_data", "Bank Details service is temporarily unavailable");
      throw baseRefusal(INVALID[type].code, INVALID[type].text);
    }
    const { found } = answer;
    const body: BankDetailsInput = {
      identifier_type: type,
      identifier_value: params.identifier_value,
      // The recordings answer an IBAN as the account number; a bank code names no account (Assumption: "").
      account_number: type === "iban" ? params.identifier_value.replace(/\s+/g, "").toUpperCase() : "",
      bic_swift: found.bic_swift,
      bank_name: found.bank_name,
      bank_branch: found.bank_branch,
      bank_address: found.bank_address,
      bank_city: found.bank_city,
      bank_state: found.bank_state,
      bank_post_code: found.bank_post_code,
      bank_country: (REGION_NAMES.of(found.bank_country_ISO) ?? found.bank_country_ISO).toUpperCase(),
      bank_country_ISO: found.bank_country_ISO,
      currency: null,
    };
    return body;
  });
}
