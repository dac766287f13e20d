/**
 * One rule for which failures put messages beside fields, on every surface that places them: a sheet row
 * (describeFailure, describeBankDetailsRefusal), the Beneficiaries form (formErrorsOf), the Clients forms
 * (refusalOf) and the onboarding application (errorPlaces). The provider's validation errors (400, 422) and our own
 * input refusals are placed; any other failure, whatever messages it carries, is said whole.
 */
import { describe, expect, it } from "@jest/globals";
import {
  type ApiError,
  AuthenticationError,
  BadRequestError,
  FormAlreadySubmittedError,
  type FieldMessages,
  HeldRateRefusedError,
  InvalidInputError,
  NotFoundError,
  PermissionDeniedError,
  ServiceUnavailableError,
  UnprocessableEntityError,
} from "../../../../src/api";
import { CLIENT_FIELDS, ColumnNames, mapColumns, PAYMENT_FIELDS } from "../../../../src/domain/orders";
import { describeBankDetailsRefusal } from "../../../../src/jobs/payees/bank-details-refusal";
import { describeFailure } from "../../../../src/jobs/error-text";
import { formErrorsOf } from "../../../../src/taskpane/features/beneficiaries/field-errors";
import { CONTACT_FORM, refusalOf } from "../../../../src/taskpane/features/clients/form-fields";
import { errorPlaces } from "../../../../src/taskpane/features/onboarding/error-places";

const messages: FieldMessages = { first_name: [{ code: "first_name_is_too_long", message: "first_name is too long", params: {} }] };
const details = (status: number, errorCode: string) => ({ method: "POST", path: "/v2/contacts/create", requestId: "req-1", status, errorCode, messages });
const columns = ColumnNames.of(mapColumns(["Payee", "Currency", "Amount", "IBAN"], PAYMENT_FIELDS, {}));
/** A client sheet naming the first name its own way: a message placed beside the column says "Given name", one said whole "First name" (every field in words, issue 43). */
const clientColumns = ColumnNames.of(mapColumns(["Given name"], CLIENT_FIELDS, {}));
const bank = { iban: "DE89370400440532013000", bankCountry: "DE" } as never;
const route = { currency: "EUR", bankCountry: "DE", paymentTypes: ["regular" as const] };

/** Whether each surface put the first_name message beside its first-name field. */
function placedOn(error: unknown) {
  return {
    row: describeFailure(error, clientColumns).startsWith("Given name: is too long"),
    bankDetails: describeBankDetailsRefusal(error, bank, route, columns).startsWith("First name: is too long"),
    beneficiaryForm: formErrorsOf(error, new Map([["first_name", "First name"]])).byField.first_name !== undefined,
    clientForm: refusalOf(error, CONTACT_FORM).problems.first_name !== undefined,
    onboarding: errorPlaces(error, "people[1]", "people[1].email")["people[1].first_name"] !== undefined,
  };
}

const everywhere = { row: true, bankDetails: true, beneficiaryForm: true, clientForm: true, onboarding: true };
const nowhere = { row: false, bankDetails: false, beneficiaryForm: false, clientForm: false, onboarding: false };

describe("which failures put their messages beside fields", () => {
  it.each<[string, unknown]>([
    ["a 400 refusal of the values", new BadRequestError(details(400, "contact_create_failed"))],
    ["a 422 refusal of the values (onboarding checks after parsing)", new UnprocessableEntityError(details(422, "invalid_parameters"))],
    ["our own refusal before sending", new InvalidInputError("first_name", "first_name_is_too_long", "is too long")],
  ])("%s: beside the field on every surface", (_, error) => {
    expect(placedOn(error)).toEqual(everywhere);
  });

  it.each<[string, ApiError]>([
    ["a 404", new NotFoundError(details(404, "contact_not_found"))],
    ["a 403", new PermissionDeniedError(details(403, "permission_denied"))],
    ["an outage", new ServiceUnavailableError(details(503, "service_unavailable"))],
    ["a refused login", new AuthenticationError(details(401, "auth_failed"))],
    ["a submitted form (its own words)", new FormAlreadySubmittedError(details(422, "form_already_submitted"))],
    ["a held rate refused (its own words)", new HeldRateRefusedError({ ...details(400, "conversion_create_failed"), messages: { quote_id: [{ code: "quote_expired", message: "expired", params: {} }], ...messages } })],
  ])("%s is said whole on every surface, whatever messages it carries", (_, error) => {
    expect(placedOn(error)).toEqual(nowhere);
  });

  it("a failure said whole still reaches the person, with the request id where the surface keeps it", () => {
    const down = new ServiceUnavailableError({ ...details(503, "service_unavailable"), messages: { base: [{ code: "maintenance", message: "Down for maintenance", params: {} }] } });
    expect(describeFailure(down)).toBe("Down for maintenance (support reference req-1)");
    expect(formErrorsOf(down, new Map())).toEqual({ byField: {}, general: ["The FX Desk service answered 503 service_unavailable: Down for maintenance."], requestId: "req-1" });
    expect(refusalOf(down, CONTACT_FORM)).toEqual({ problems: {}, message: "The FX Desk service answered 503 service_unavailable: Down for maintenance." });
    expect(errorPlaces(down, "form", "form.submit")).toEqual({ "form.submit": "The FX Desk service answered 503 service_unavailable: Down for maintenance." });
  });

  it("a validation error without messages is said whole too, never as an empty refusal", () => {
    const bare = new BadRequestError({ ...details(400, "contact_create_failed"), messages: {} });
    expect(refusalOf(bare, CONTACT_FORM)).toEqual({ problems: {}, message: "The FX Desk service answered 400 contact_create_failed." });
  });
});
