/**
 * The payee name check, `POST /v2/beneficiaries/account_verification` (SW BeneficiaryAccountVerification; the
 * guides "Confirmation of Payee Outbound (UK)" and "Verification of Payee (EU)"): its fields, its 400 refusals with
 * the reference's codes, 503 for the test accounts that stand for an outage, 403 for a login not switched on for it
 * (`POST /__admin/payee-name-check`), and the answers of payee-names.ts.
 * Nothing is stored: each request is answered afresh (docs/demo-service.md "Payee name check").
 */
import type { FastifyInstance } from "fastify";
// The value set of the countries whose banks answer Verification of Payee (EU and EEA), shared with the client.
import { PAYEE_CHECK_COUNTRIES } from "../rules/payee-check-countries";
import { DemoError, FieldErrors, message } from "../errors";
import { accountRef, checkPayeeName, type Scheme } from "../payee-names";
import { readParams } from "../request-context";
import type { DemoRuntime } from "../runtime";

/** Assumption: the reference names no error_code for this operation; this follows the `<operation>_failed` convention. */
const ERROR_CODE = "account_verification_failed";
const NAME_PATTERN = /^[a-zA-Z0-9\-'\s]+$/;
const SPEC = {
  payment_type: { kind: "enum", values: ["regular"] },
  bank_country: { kind: "string", max: 2 },
  currency: { kind: "enum", values: ["GBP", "EUR"], required: true },
  account_number: { kind: "string", max: 50 },
  beneficiary_entity_type: {
    kind: "enum",
    values: ["company", "individual"],
    refused: {
      field: "beneficiary_entity_type",
      entry: message("invalid_beneficiary_type", "Beneficiary_entity_type must be either 'individual' or 'company'.", { range: "individual, company" }),
    },
  },
  beneficiary_company_name: { kind: "string", max: 255 },
  beneficiary_first_name: { kind: "string", max: 255 },
  beneficiary_last_name: { kind: "string", max: 255 },
  routing_code_type_1: { kind: "string", max: 50 },
  routing_code_value_1: { kind: "string", max: 50 },
  routing_code_type_2: { kind: "string", max: 50 },
  routing_code_value_2: { kind: "string", max: 50 },
  bic_swift: { kind: "string", max: 11 },
  iban: { kind: "string", max: 50 },
  secondary_reference_data: { kind: "string", max: 50 },
} as const;

/** SW BeneficiaryAccountVerification's 503: "Service is temporarily unavailable". */
const UNAVAILABLE = new DemoError(503, "service_unavailable", { base: [message("service_unavailable", "Service is temporarily unavailable")] });

/**
 * A login the provider has not enabled the check for. The reference lists no 403 for this operation; it refuses every
 * permission an account or login lacks the same way — 403 with `permission_denied` under `base`, "You do not have
 * permission '<permission>' to perform this operation" (SW GetPaymentTrackingInfo, GetConversionSplitPreview,
 * CancelTransfer) — and the guides say the contact must be enabled for this product (docs/provider-api.md §16).
 * Assumption: the permission's name, `account_verification`, which the provider does not publish.
 */
export const NOT_SWITCHED_ON = new DemoError(403, "permission_denied", {
  base: [message("permission_denied", "You do not have permission 'account_verification' to perform this operation")],
});

/** A name's pattern and size, as the reference's x-errors word them (140 characters at most). */
function checkName(errors: FieldErrors, field: string, value: string | undefined, sizeCode: string): void {
  if (value === undefined) return;
  if (!NAME_PATTERN.test(value)) errors.add(field, message(`invalid_field_${field === "beneficiary_company_name" ? "company_name" : field}`, `${field} must match "[a-zA-Z0-9-'\\s]+"`));
  if (value.length > 140) errors.add(field, message(sizeCode, `${field} size must be between 0 and 140`));
}

export function registerAccountVerificationRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.post("/v2/beneficiaries/account_verification", async (request) => {
    // The permission is the login's: it is refused before its fields are read, as tracking's is.
    if (!demoService.switches.payeeNameCheck) throw NOT_SWITCHED_ON;
    const params = readParams(request, SPEC, ERROR_CODE);
    const scheme: Scheme = params.currency === "GBP" ? "cop" : "vop";
    const errors = new FieldErrors();
    const country = params.bank_country ?? (scheme === "cop" ? "GB" : undefined);
    if (country !== undefined && !/^[A-Z]{2}$/.test(country)) errors.add("bank_country", message("invalid_field_bank_country", 'bank_country must match "^[A-Z]{2}$"'));
    else if (scheme === "cop" ? country !== "GB" : country === undefined || !PAYEE_CHECK_COUNTRIES.has(country)) {
      errors.add("bank_country", message("invalid_bank_country", `Country ${country ?? ""} is not supported`));
    }
    if (scheme === "cop") {
      // Required for GBP (SW BeneficiaryAccountVerification): absent is refused as every required field is.
      if (params.account_number === undefined) errors.add("account_number", message("account_number_is_required", "account_number is required"));
      else if (!/^[0-9]{8}$/.test(params.account_number)) errors.add("account_number", message("invalid_field_account_number", 'account_number must match "^[0-9]{8}$"'));
      if (params.routing_code_value_1 === undefined) errors.add("routing_code_value_1", message("routing_code_value_1_is_required", "routing_code_value_1 is required"));
      else if (!/^[0-9]{6}$/.test(params.routing_code_value_1)) errors.add("routing_code_value_1", message("invalid_field_routing_code_value_1", 'routing_code_value_1 must match "^[0-9]{6}$"'));
    } else if (params.iban === undefined) errors.add("iban", message("iban_is_required", "iban is required"));
    else if (!/^[a-zA-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/.test(params.iban)) errors.add("iban", message("invalid_field_iban", 'iban must match "^[a-zA-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$"'));

    const type = params.beneficiary_entity_type;
    const company = params.beneficiary_company_name;
    const hasPersonNames = params.beneficiary_first_name !== undefined || params.beneficiary_last_name !== undefined;
    if (type === undefined && scheme === "cop" && !errors.has("beneficiary_entity_type")) {
      errors.add("beneficiary_entity_type", message("beneficiary_entity_type_is_required", "beneficiary_entity_type is required"));
    }
    if (type === "individual") {
      if (company !== undefined) errors.add("beneficiary_last_name", message("expect_individual_names_only", "beneficiary_company_name must not be supplied when beneficiary_entity_type is individual."));
      if (params.beneficiary_first_name === undefined || params.beneficiary_last_name === undefined) {
        errors.add("beneficiary_last_name", message("missing_individual_names", "beneficiary_first_name and beneficiary_last_name are required when beneficiary_entity_type is individual."));
      }
    }
    if (type === "company") {
      if (hasPersonNames) errors.add("beneficiary_last_name", message("expect_company_name_only", "beneficiary_first_name and beneficiary_last_name must not be supplied when beneficiary_entity_type is company."));
      if (company === undefined) errors.add("company_name", message("missing_company_name", "beneficiary_company_name is required when beneficiary_entity_type is company."));
    }
    checkName(errors, "beneficiary_company_name", company, "missing_company_name");
    checkName(errors, "beneficiary_first_name", params.beneficiary_first_name, "invalid_field_beneficiary_first_name");
    checkName(errors, "beneficiary_last_name", params.beneficiary_last_name, "invalid_field_beneficiary_last_name");
    errors.throwIfAny(ERROR_CODE);

    // VoP needs no entity type: a name given is checked as it was given.
    const asked = type === "individual" || (type === undefined && company === undefined) ? "individual" : "company";
    const name = asked === "company" ? (company ?? "") : `${params.beneficiary_first_name ?? ""} ${params.beneficiary_last_name ?? ""}`;
    const account = accountRef(scheme, params.routing_code_value_1, params.account_number, params.iban);
    const answer = checkPayeeName(scheme, account, name, asked);
    if (answer === "unavailable") throw UNAVAILABLE;
    return answer;
  });
}
