/**
 * Payments refused the way the reference's x-errors list them (CreatePayment, UpdatePayment, GetPayment,
 * DeletePayment, FindPayments, AuthorisePayment): the top-level error_code, the field (category), the code, the
 * message and the params — and nothing stored or changed by a refusal.
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../src/demo-service/server";
import { MINUTE, MONDAY_9AM, ON_MONDAY_9AM } from "../../support/demo-service";
import { GBP_BENEFICIARY, subAccount } from "../../support/demo-data";
import { call, login, type Answer, type Params } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const LONG_LIVED = 60 * 24 * 365;

/** The one field and message of a refusal, as the wire carries them. */
function refusal(answer: Answer): [number, string, Record<string, unknown>] {
  return [answer.status, answer.body?.error_code, answer.body?.error_messages];
}

describe(`demo service: payments as the reference words them ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let token: string;
  let beneficiaryId: string;
  const payment = (extra: Params = {}): Params => ({ currency: "GBP", beneficiary_id: beneficiaryId, amount: "250.10", reason: "Invoice 7", reference: "INV-7", ...extra });
  const allPayments = async () => (await call(demoService, "GET", "/v2/payments/find", { with_deleted: "true", per_page: "100" }, { token })).body.payments;
  const paymentById = async (id: string) => (await call(demoService, "GET", `/v2/payments/${id}`, {}, { token })).body;

  /** Sends a create that must be refused with exactly `messages`, and checks that no payment was stored. */
  async function refusedCreate(params: Params, messages: Record<string, unknown>): Promise<void> {
    const before = await allPayments();
    const answer = await call(demoService, "POST", "/v2/payments/create", params, { token });
    expect(refusal(answer)).toEqual([400, "payment_create_failed", messages]);
    expect(await allPayments()).toEqual(before);
  }

  withDemoService({ service: { clock: { start: MONDAY_9AM }, tokenIdleMinutes: LONG_LIVED }, perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
    beneficiaryId = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body.id;
  });

  it("refuses an unknown beneficiary and one paid in another currency with the reference's codes", async () => {
    await refusedCreate(payment({ beneficiary_id: "1c0d7e7a-9d1b-4c5e-8f7a-2b3c4d5e6f70" }), {
      beneficiary_id: [{ code: "invalid_beneficiary_id", message: "Unknown beneficiary_id", params: {} }],
    });
    await refusedCreate(payment({ currency: "USD" }), {
      beneficiary_currency: [{ code: "invalid_beneficiary_currency", message: "You cannot assign this Beneficiary to the Payment as it is the incorrect currency", params: {} }],
    });
  });

  it("refuses a payment date that is no date as payment_date_type_is_wrong and a day without payments as invalid_payment_date", async () => {
    await refusedCreate(payment({ payment_date: "05/01/2026" }), {
      payment_date: [{ code: "payment_date_type_is_wrong", message: "payment_date should be of date type", params: { type: "date" } }],
    });
    await refusedCreate(payment({ payment_date: "2026-01-10" }), {
      payment_date: [{ code: "invalid_payment_date", message: "The payment date is invalid", params: {} }],
    });
  });

  it("refuses an unknown payment type on create as invalid_type under type, and on update as payment_type_not_in_range", async () => {
    await refusedCreate(payment({ payment_type: "swift" }), {
      type: [{ code: "invalid_type", message: "Invalid Payment type", params: {} }],
    });
    const created = await call(demoService, "POST", "/v2/payments/create", payment({ payment_date: "2026-02-02" }), { token });
    const before = await paymentById(created.body.id);
    const update = await call(demoService, "POST", `/v2/payments/${created.body.id}`, { payment_type: "swift" }, { token });
    expect(refusal(update)).toEqual([400, "payment_update_failed", {
      payment_type: [{ code: "payment_type_not_in_range", message: "payment_type should be in range: priority, regular", params: { range: "priority, regular" } }],
    }]);
    expect(await paymentById(created.body.id)).toEqual(before);
  });

  it("refuses an unknown charge type as invalid_charge_type and any charge type on a regular payment as charge_type_not_available", async () => {
    await refusedCreate(payment({ charge_type: "both" }), {
      charge_type: [{ code: "invalid_charge_type", message: "Invalid banking_charges supplied, must be in range [ours, shared]", params: {} }],
    });
    await refusedCreate(payment({ charge_type: "ours" }), {
      charge_type: [{ code: "charge_type_not_available", message: "Not available charge_type has been provided", params: { charge_type: "shared, ours" } }],
    });
  });

  it("checks payer details: the entity type's range, identification documents, dates of birth and the names each type needs", async () => {
    await refusedCreate(payment({ payer_entity_type: "trust" }), {
      payer_entity_type: [{ code: "payer_entity_type_not_in_range", message: "payer_entity_type should be in range: individual, company", params: { range: "individual, company" } }],
    });
    const identification = await call(demoService, "POST", "/v2/payments/create", payment({ payer_entity_type: "company", payer_company_name: "Acme GmbH", payer_identification_type: "library_card" }), { token });
    // CreatePayment's own words (UpdatePayment's payer_identification_type_not_in_range: field-rules/payments.test.ts).
    expect(identification.body.error_messages.payer_identification_type).toEqual([{ code: "identification_type_is_invalid", message: "identification_type is invalid", params: {} }]);
    await refusedCreate(payment({ payer_entity_type: "individual", payer_first_name: "Ada", payer_last_name: "Byron", payer_date_of_birth: "1990-13-01" }), {
      payer_date_of_birth: [{ code: "payer_date_of_birth_type_is_wrong", message: "payer_date_of_birth should be of date type", params: { type: "date" } }],
    });
    await refusedCreate(payment({ payer_city: "Berlin" }), {
      payer_entity_type: [{ code: "payer_entity_type_is_missing", message: "Payer entity type is missing", params: {} }],
    });
    await refusedCreate(payment({ payer_entity_type: "company", payer_first_name: "Ada" }), {
      payer_company_name: [{ code: "payer_company_name_is_missing", message: "Payer company name is missing", params: {} }],
    });
    await refusedCreate(payment({ payer_entity_type: "individual" }), {
      payer_first_name: [{ code: "payer_first_name_is_missing", message: "Payer first name is missing", params: {} }],
      payer_last_name: [{ code: "payer_last_name_is_missing", message: "Payer last name is missing", params: {} }],
    });

    const fourthParty = await call(demoService, "POST", "/v2/payments/create", payment({
      payer_entity_type: "company", payer_company_name: "Acme GmbH", payer_country: "DE", payer_city: "Berlin", payer_address: "Unter den Linden 1",
      payer_identification_type: "incorporation_number", payer_identification_value: "HRB 1234",
    }), { token });
    expect([fourthParty.status, fourthParty.body.payer_details_source]).toEqual([200, "payer"]);
  });

  it("refuses payer details on behalf of a sub-account as extra_dependent_params", async () => {
    const { contactId } = await subAccount(demoService, token, "Payer Ltd");
    const theirs = (await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, on_behalf_of: contactId }, { token })).body.id;
    const answer = await call(demoService, "POST", "/v2/payments/create", payment({ beneficiary_id: theirs, on_behalf_of: contactId, payer_entity_type: "company", payer_company_name: "Acme GmbH" }), { token });
    expect(refusal(answer)).toEqual([400, "payment_create_failed", {
      base: [{
        code: "extra_dependent_params",
        message:
          "Parameters payer_entity_type, payer_company_name, payer_first_name, payer_last_name, payer_address, payer_country, payer_postcode, " +
          "payer_state_or_province, payer_date_of_birth, payer_identification_type, payer_identification_value can't be provided in the same " +
          "request with 'payer_details_source' with value 'account'",
        params: {},
      }],
    }]);
    expect((await call(demoService, "GET", "/v2/payments/find", { on_behalf_of: contactId }, { token })).body.payments).toEqual([]);
  });

  it("refuses an unknown conversion as invalid_conversion_id", async () => {
    await refusedCreate(payment({ conversion_id: "1c0d7e7a-9d1b-4c5e-8f7a-2b3c4d5e6f70" }), {
      conversion_id: [{ code: "invalid_conversion_id", message: "Conversion could not be found", params: {} }],
    });
  });

  it("refuses to edit a processed payment under can_not_be_edited and leaves it as it was", async () => {
    const created = await call(demoService, "POST", "/v2/payments/create", payment(), { token });
    demoService.clock.advance(10 * MINUTE);
    const before = await paymentById(created.body.id);
    expect(before.status).toBe("released");
    const answer = await call(demoService, "POST", `/v2/payments/${created.body.id}`, { reference: "INV-8" }, { token });
    expect(refusal(answer)).toEqual([400, "payment_update_failed", {
      can_not_be_edited: [{ code: "payment_can_not_be_edited", message: "Sorry this Payment has already been processed and you are unable to Edit it", params: {} }],
    }]);
    expect(await paymentById(created.body.id)).toEqual(before);
  });

  it("words an update's unknown charge type as charge_type_not_in_range, and checks a payer entity type named again", async () => {
    const created = await call(demoService, "POST", "/v2/payments/create", payment({ payment_date: "2026-02-02" }), { token });
    const before = await paymentById(created.body.id);
    const charge = await call(demoService, "POST", `/v2/payments/${created.body.id}`, { charge_type: "both" }, { token });
    expect(refusal(charge)).toEqual([400, "payment_update_failed", {
      charge_type: [{ code: "charge_type_not_in_range", message: "charge_type should be in range: ours, shared", params: { range: "ours, shared" } }],
    }]);
    const payer = await call(demoService, "POST", `/v2/payments/${created.body.id}`, { payer_entity_type: "company" }, { token });
    expect(refusal(payer)).toEqual([400, "payment_update_failed", {
      payer_company_name: [{ code: "payer_company_name_is_missing", message: "Payer company name is missing", params: {} }],
    }]);
    expect(await paymentById(created.body.id)).toEqual(before);
  });

  it("answers an id that is no UUID with a 400 under id: invalid_id on get and delete, id_is_not_valid_uuid on update", async () => {
    const created = await call(demoService, "POST", "/v2/payments/create", payment({ payment_date: "2026-02-02" }), { token });
    const before = await allPayments();
    expect(refusal(await call(demoService, "GET", "/v2/payments/not-a-uuid", {}, { token }))).toEqual([400, "payment_not_found", {
      id: [{ code: "invalid_id", message: "ID has invalid format", params: {} }],
    }]);
    expect(refusal(await call(demoService, "POST", "/v2/payments/not-a-uuid/delete", {}, { token }))).toEqual([400, "payment_delete_failed", {
      id: [{ code: "invalid_id", message: "ID has invalid format", params: {} }],
    }]);
    expect(refusal(await call(demoService, "POST", "/v2/payments/not-a-uuid", { reference: "INV-8" }, { token }))).toEqual([400, "payment_update_failed", {
      id: [{ code: "id_is_not_valid_uuid", message: "id should be in UUID format", params: {} }],
    }]);
    expect(refusal(await call(demoService, "GET", `/v2/payments/${created.body.id}`, { with_deleted: "yes" }, { token }))).toEqual([400, "payment_not_found", {
      id: [{ code: "with_deleted_type_is_wrong", message: "with_deleted should be of boolean type", params: { type: "boolean" } }],
    }]);
    expect(await allPayments()).toEqual(before);
  });

  it("checks find filters as FindPayments lists them", async () => {
    const status = await call(demoService, "GET", "/v2/payments/find", { status: "lost" }, { token });
    const range = "new, ready_to_send, completed, failed, released, suspended, awaiting_authorisation, submitted, authorised, deleted";
    expect(refusal(status)).toEqual([400, "payment_find_failed", {
      status: [{ code: "status_not_in_range", message: `status should be in range: ${range}`, params: { range } }],
    }]);
    expect(refusal(await call(demoService, "GET", "/v2/payments/find", { currency: "XX" }, { token }))).toEqual([400, "payment_find_failed", {
      id: [{ code: "invalid_currency", message: "currency has invalid format", params: {} }],
    }]);
    expect(refusal(await call(demoService, "GET", "/v2/payments/find", { charge_type: "both" }, { token }))).toEqual([400, "payment_find_failed", {
      charge_type: [{ code: "invalid_charge_type", message: "Invalid banking_charges supplied, must be in range [ours, shared]", params: {} }],
    }]);
  });

  it("files a missing payment_ids under id on authorise", async () => {
    const answer = await call(demoService, "POST", "/v2/payments/authorise", {}, { token });
    expect(refusal(answer)).toEqual([400, "payment_authorise_failed", {
      id: [{ code: "payment_ids_is_required", message: "payment_ids is required", params: {} }],
    }]);
  });
});
