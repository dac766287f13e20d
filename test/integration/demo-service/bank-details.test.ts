/**
 * The bank details lookup and the bank a beneficiary is saved with (issue 31 point 5, issue 29's lookup on create):
 * every answer and refusal the reference documents for `reference/bank_details/find`, each produced by the demo
 * directory's data, and what the client makes of them.
 */
import { describe, expect, it } from "@jest/globals";
import { BadRequestError } from "../../../src/api";
import { bankDetailsSchema, beneficiarySchema } from "../../../src/api/schemas";
import type { DemoServer } from "../../../src/demo-service/server";
import { demoClient } from "../../support/demo-client";
import { germanIban } from "../../support/demo-data";
import { call, login, type Answer, type Params } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const FIND = "/v2/reference/bank_details/find";
const refusal = (answer: Answer) => {
  const body = answer.body as { error_code: string; error_messages: Record<string, { code: string; message: string; params: Record<string, unknown> }[]> };
  return { status: answer.status, errorCode: body.error_code, messages: body.error_messages };
};

describe("demo service: reference/bank_details/find", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({}, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });
  const find = (params: Params) => call(demoService, "POST", FIND, params, { token });

  it("answers the reference's example for its IBAN, every field as SW-resp has it", async () => {
    const answer = await find({ identifier_type: "iban", identifier_value: "GB19TCCL00997901654515" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      identifier_type: "iban",
      identifier_value: "GB19TCCL00997901654515",
      account_number: "GB19TCCL00997901654515",
      bic_swift: "TCCLGB31XXX",
      bank_name: "THE CURRENCY CLOUD LIMITED",
      bank_branch: "",
      bank_address: "STEWARD STREET, 12 THE STEWARD BUILDING FLOOR 0",
      bank_city: "LONDON",
      bank_state: "GREATER LONDON",
      bank_post_code: "E1 6FQ",
      bank_country: "UNITED KINGDOM",
      bank_country_ISO: "GB",
      currency: null,
    });
    expect(bankDetailsSchema.parse(answer.body).bank_branch).toBeNull();
  });

  it.each([
    ["iban", germanIban(7), "COMMERZBANK AG", "KOELN", "GERMANY"],
    ["bic_swift", "COBADEFFXXX", "COMMERZBANK AG", "FRANKFURT AM MAIN", "GERMANY"],
    ["sort_code", "200605", "BARCLAYS BANK PLC", "LEICESTER", "UNITED KINGDOM"],
    ["aba", "026009593", "BANK OF AMERICA, N.A.", "NEW YORK", "UNITED STATES"],
    ["bsb_code", "062000", "COMMONWEALTH BANK OF AUSTRALIA", "SYDNEY", "AUSTRALIA"],
    ["routing_number", "000300002", "ROYAL BANK OF CANADA", "TORONTO", "CANADA"],
    ["cnaps", "102100099996", "INDUSTRIAL AND COMMERCIAL BANK OF CHINA LIMITED", "BEIJING", "CHINA"],
    ["ifsc", "HDFC0000001", "HDFC BANK LIMITED", "MUMBAI", "INDIA"],
  ])("finds the bank of a %s (%s)", async (type, value, name, city, country) => {
    const answer = await find({ identifier_type: type, identifier_value: value });
    expect(answer.status).toBe(200);
    expect(bankDetailsSchema.parse(answer.body)).toMatchObject({ identifier_type: type, identifier_value: value, bank_name: name, bank_city: city, bank_country: country, currency: null });
  });

  it.each([
    ["iban", "123abc456xyz", "invalid_iban", "IBAN is invalid."],
    ["iban", "GB33BUKB20201555555555", "invalid_iban", "IBAN is invalid."],
    ["bic_swift", "XXXXGB2L", "invalid_bic", "BIC_Swift is invalid"],
    ["aba", "123456789", "invalid_aba", "ABA is invalid"],
    ["sort_code", "400730", "invalid_sort_code", "SORT_CODE is invalid"],
    ["bsb_code", "06200", "invalid_bsb", "BSB_CODE is invalid"],
    ["routing_number", "12345", "invalid_routing_number", "ROUTING_NUMBER is invalid"],
    ["cnaps", "1021000999", "invalid_cnaps", "CNAPS is invalid"],
    ["ifsc", "HDFC0999999", "invalid_ifsc", "IFSC is invalid"],
    ["sort_code", "999999", "cannot_retrieve_bank_data", "Bank Details service is temporarily unavailable"],
    ["aba", "011000015", "cannot_retrieve_bank_data", "Bank Details service is temporarily unavailable"],
  ])("refuses a %s of %s: %s on base, as its own top-level code", async (type, value, code, text) => {
    expect(refusal(await find({ identifier_type: type, identifier_value: value }))).toEqual({ status: 400, errorCode: code, messages: { base: [{ code, message: text, params: {} }] } });
  });

  it.each<[Params, string, string, Record<string, unknown>]>([
    [{ identifier_value: "200605" }, "identifier_type", "identifier_type_is_required", {}],
    [{ identifier_type: "swift", identifier_value: "200605" }, "identifier_type", "identifier_type_not_in_range", { range: "iban, bic_swift, sort_code, aba, bsb_code, routing_number, cnaps, ifsc" }],
    [{ identifier_type: "sort_code" }, "identifier_value", "identifier_value_is_required", {}],
    [{ identifier_type: "sort_code", identifier_value: "  " }, "identifier_value", "identifier_value_is_empty", { type: "not_empty_string" }],
    [{ identifier_type: "sort_code", identifier_value: "" }, "identifier_value", "identifier_value_is_empty", { type: "not_empty_string" }],
    [{ identifier_type: "cnaps", identifier_value: "1".repeat(256) }, "identifier_value", "identifier_value_is_too_long", { maxlength: 255 }],
  ])("refuses %p: %s %s", async (params, field, code, codeParams) => {
    const answer = refusal(await find(params));
    expect([answer.status, answer.errorCode]).toEqual([400, "bank_details_find_failed"]);
    expect(answer.messages[field]?.[0]).toMatchObject({ code, params: codeParams });
  });

  it("reaches the client: the typed bank, and a refusal as a BadRequestError with the service's words", async () => {
    const client = demoClient(demoService);
    await expect(client.core.reference.bankDetails({ identifier_type: "sort_code", identifier_value: "20-06-05" })).resolves.toMatchObject({ bank_name: "BARCLAYS BANK PLC", bank_city: "LEICESTER", bank_country_ISO: "GB" });
    const error = await client.core.reference.bankDetails({ identifier_type: "sort_code", identifier_value: "40-07-30" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).errorCode).toBe("invalid_sort_code");
  });
});

describe("demo service: the bank a beneficiary is saved with (create and update look it up)", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });
  const uk = { name: "Acme Ltd", bank_account_holder_name: "Acme Ltd", bank_country: "GB", currency: "GBP", account_number: "13071472", routing_code_type_1: "sort_code" };
  const create = async (params: Params) => {
    const answer = await call(demoService, "POST", "/v2/beneficiaries/create", params, { token });
    expect(answer.status).toBe(200);
    return beneficiarySchema.parse(answer.body);
  };

  it("fills bank_name and bank_address from the directory on create, over a name the request gave (NET, JS)", async () => {
    expect(await create({ ...uk, routing_code_value_1: "200605" })).toMatchObject({ bank_name: "BARCLAYS BANK PLC", bank_address: ["Leicester", "Leicestershire"] });
    const eur = { name: "Employee Funds", bank_account_holder_name: "John Doe", bank_country: "DE", currency: "EUR", iban: "DE75512108001245126199", bic_swift: "COBADEFF", bank_name: "HSBC Bank", "bank_address[]": ["4356 Wisteria Lane"] };
    expect(await create(eur)).toMatchObject({ bank_name: "COMMERZBANK AG", bank_address: ["KAISERSTRASSE 16", "60261 FRANKFURT AM MAIN"] });
  });

  it("keeps what the request gave for a bank the directory lacks, else answers the demo environment's placeholder (PY)", async () => {
    expect(await create({ ...uk, routing_code_value_1: "400730", bank_name: "Typed Bank", "bank_address[]": ["1 High St"] })).toMatchObject({ bank_name: "Typed Bank", bank_address: ["1 High St"] });
    expect(await create({ ...uk, name: "Other", routing_code_value_1: "400730" })).toMatchObject({
      bank_name: "TEST BANK NAME",
      bank_address: ["TEST BANK ADDRESS", " NOT USING EXTERNAL SERVICE", " DEVELOPMENT ENVIRONMENT."],
    });
  });

  it("looks the bank up again when an update changes the details, and leaves it when it does not", async () => {
    const saved = await create({ ...uk, routing_code_value_1: "200605" });
    const update = async (params: Params) => beneficiarySchema.parse((await call(demoService, "POST", `/v2/beneficiaries/${saved.id}`, params, { token })).body);
    expect(await update({ bank_account_holder_name: "Acme Group" })).toMatchObject({ bank_name: "BARCLAYS BANK PLC", bank_address: ["Leicester", "Leicestershire"] });
    expect(await update({ routing_code_value_1: "601613" })).toMatchObject({ bank_name: "NATIONAL WESTMINSTER BANK PLC", bank_address: ["250 Bishopsgate", "London", "EC2M 4AA"] });
    // NET: an update naming another bank beside a BIC the directory knows is answered with the BIC's bank.
    expect(await update({ bic_swift: "DABADKKK", bank_name: "Emmet Bank" })).toMatchObject({ bank_name: "DANSKE BANK A/S", bank_address: ["HOLMENS KANAL 2-12", "1092 COPENHAGEN"] });
  });
});
