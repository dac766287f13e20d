/**
 * The payee name check through the client against the demo service: every answer and reason code of the guides
 * from the demo's test pack (docs/demo-service.md "Payee name check"), the 503 that stands for an outage (retried,
 * then refused as unavailable), each 400 refusal with the reference's code, no answer kept between checks, and the
 * refusal of a login the check is not switched on for (POST /__admin/payee-name-check).
 */
import { describe, expect, it } from "@jest/globals";
import { ServiceUnavailableError } from "../../../src/api";
import type { PayeeCheckRequest } from "../../../src/domain";
import { askPayeeCheck, checkPayee } from "../../../src/jobs/payees/payee-checks";
import { switchPayeeNameCheck } from "../../support/demo-admin";
import { call, login } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const demo = withDemoService();
const CHECK = "POST /v2/beneficiaries/account_verification";

const cop = (accountNumber: string, names: Partial<PayeeCheckRequest> = {}, sortCode = "040004"): PayeeCheckRequest => ({
  payment_type: "regular",
  currency: "GBP",
  bank_country: "GB",
  account_number: accountNumber,
  routing_code_type_1: "sort_code",
  routing_code_value_1: sortCode,
  beneficiary_entity_type: "individual",
  beneficiary_first_name: "Ricardo",
  beneficiary_last_name: "Sousa",
  ...names,
});
const vop = (iban: string, names: Partial<PayeeCheckRequest> = {}): PayeeCheckRequest => ({
  payment_type: "regular",
  currency: "EUR",
  bank_country: iban.slice(0, 2),
  iban,
  beneficiary_entity_type: "individual",
  beneficiary_first_name: "Ricardo",
  beneficiary_last_name: "Sousa",
  ...names,
});
const company = (name: string): Partial<PayeeCheckRequest> => ({ beneficiary_entity_type: "company", beneficiary_first_name: undefined, beneficiary_last_name: undefined, beneficiary_company_name: name });
const asIndividual = (first: string, last: string): Partial<PayeeCheckRequest> => ({ beneficiary_first_name: first, beneficiary_last_name: last });

describe("payee name check: Confirmation of Payee (GBP)", () => {
  it.each([
    ["the name on record", cop("73515966", {}, "015561"), { answer: "full_match", actual_name: "Ricardo Sousa", reason_code: "AV100", reason: "Full match.", reason_type: "okay" }],
    ["a close name (AV300) with the name on record", cop("73515966", asIndividual("Ricardo", "Sous"), "015561"), { answer: "close_match", actual_name: "Ricardo Sousa", reason_code: "AV300", reason: "String is a close match to the account name.", reason_type: "warning" }],
    ["another name (AV201) without one", cop("73515966", asIndividual("Ricardo", "Smith"), "015561"), { answer: "no_match", actual_name: null, reason_code: "AV201", reason: "String does not match the account name.", reason_type: "rejected" }],
    ["a company asked as an individual, same name (AV303)", cop("40308669", asIndividual("Contoso Trading", "Ltd"), "200605"), { answer: "close_match", actual_name: null, reason_code: "AV303", reason_type: "warning" }],
    ["a company asked as an individual, close name (AV301)", cop("40308669", asIndividual("Contoso Trading", "Lt"), "200605"), { answer: "close_match", actual_name: "Contoso Trading Ltd", reason_code: "AV301", reason_type: "warning" }],
    ["a person asked as a company, same name (AV304)", cop("73515966", company("Ricardo Sousa"), "015561"), { answer: "close_match", actual_name: null, reason_code: "AV304", reason_type: "warning" }],
    ["a person asked as a company, close name (AV302)", cop("73515966", company("Ricardo Souza"), "015561"), { answer: "close_match", actual_name: "Ricardo Sousa", reason_code: "AV302", reason_type: "warning" }],
    ["the UK guide's no-match example (AV201)", cop("11235813", asIndividual("Ricardo", "Smith"), "314159"), { answer: "no_match", actual_name: null, reason_code: "AV201", reason: "String does not match the account name.", reason_type: "rejected" }],
    // The UK guide's AV207 row: "Using data not included in our test pack results in this response in our demo environment".
    ["an account outside the test pack as the provider's demo does (AV207)", cop("12345678", company("Fabrikam Ltd"), "123456"), { answer: "no_match", actual_name: null, reason_code: "AV207", reason: "Unable to check account details.", reason_type: "rejected" }],
    ["an account at the demo bank (sort code 601613): the name asked about", cop("12345678", company("Fabrikam Ltd"), "601613"), { answer: "full_match", actual_name: "Fabrikam Ltd", reason_code: "AV100" }],
  ])("answers %s", async (_what, request, expected) => {
    expect(await demo.client.core.beneficiaries.verifyAccount(request)).toEqual(expect.objectContaining(expected));
  });

  it.each(["AV200", "AV202", "AV203", "AV204", "AV205", "AV206", "AV207"])("answers the test account for %s with no match", async (code) => {
    const answer = await demo.client.core.beneficiaries.verifyAccount(cop(`00000${code.slice(2)}`));
    expect(answer).toEqual(expect.objectContaining({ answer: "no_match", actual_name: null, reason_code: code, reason_type: "rejected" }));
  });

  it("answers the test account for AV305 (switched) with a close match", async () => {
    expect(await demo.client.core.beneficiaries.verifyAccount(cop("00000305"))).toEqual(
      expect.objectContaining({ answer: "close_match", reason_code: "AV305", reason: "Account has been switched to a different organisation.", reason_type: "warning" }),
    );
  });

  it("answers the outage test account 503 service_unavailable, which the client retries, then refuses as unavailable", async () => {
    const before = demo.sent.filter((sent) => sent === CHECK).length;
    await expect(demo.client.core.beneficiaries.verifyAccount(cop("00000503"))).rejects.toBeInstanceOf(ServiceUnavailableError);
    // The guides ask for a retry before the outage is shown: the first request and the client's 6 retries.
    expect(demo.sent.filter((sent) => sent === CHECK).length - before).toBe(7);
  });

  it("asks afresh every time: the same question twice reaches the service twice", async () => {
    const before = demo.sent.filter((sent) => sent === CHECK).length;
    await demo.client.core.beneficiaries.verifyAccount(cop("73515966", {}, "015561"));
    await demo.client.core.beneficiaries.verifyAccount(cop("73515966", {}, "015561"));
    expect(demo.sent.filter((sent) => sent === CHECK).length - before).toBe(2);
  });
});

describe("payee name check: Verification of Payee (EUR)", () => {
  const RISK = "By authorising this payment, you may be transferring funds to a payment account that does not belong to the intended recipient. Please double-check the beneficiary details before proceeding.";
  it.each([
    ["the name on record", vop("NL91ABNA0417164300"), { answer: "full_match", actual_name: "Ricardo Sousa", reason_code: "AV100", reason: "Beneficiary details confirmed.", reason_type: "okay" }],
    ["a close name", vop("NL91ABNA0417164300", asIndividual("Ricardo", "Sous")), { answer: "close_match", actual_name: "Ricardo Sousa", reason_code: "AV300", reason: `The beneficiary details provided closely match those on record, however the beneficiary name is Ricardo Sousa. ${RISK}`, reason_type: "warning" }],
    ["another name", vop("NL91ABNA0417164300", asIndividual("Ricardo", "Smith")), { answer: "no_match", actual_name: null, reason_code: "AV201", reason: `Beneficiary details provided do not match those on record. ${RISK}`, reason_type: "rejected" }],
    ["a company on record by its name", vop("DE38370400440000004711", company("Acme GmbH")), { answer: "full_match", actual_name: "Acme GmbH", reason_code: "AV100" }],
    ["the test account whose check fails for now", vop("NL63ABNA0000000202"), { answer: "no_match", reason_code: "AV202", reason: `The beneficiary details provided could not be verified at this time. ${RISK}` }],
    ["the test account whose bank does not check", vop("NL95ABNA0000000208", company("ABC Corp")), { answer: "no_match", reason_code: "AV208", reason: `The beneficiary details provided could not be verified, as the beneficiary's bank does not perform the check. ${RISK}` }],
  ])("answers %s", async (_what, request, expected) => {
    expect(await demo.client.core.beneficiaries.verifyAccount(request)).toEqual(expect.objectContaining(expected));
  });

  it("answers the outage test account 503", async () => {
    await expect(demo.client.core.beneficiaries.verifyAccount(vop("NL84ABNA0000000503"))).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});

describe("payee name check: refusals on the wire (SW BeneficiaryAccountVerification 400)", () => {
  const PATH = "/v2/beneficiaries/account_verification";
  const GOOD = { payment_type: "regular", currency: "GBP", bank_country: "GB", account_number: "73515966", routing_code_type_1: "sort_code", routing_code_value_1: "015561", beneficiary_entity_type: "individual", beneficiary_first_name: "Ricardo", beneficiary_last_name: "Sousa" };
  const refusal = async (params: Record<string, string | undefined>) => {
    const token = await login(demo.demoService);
    const answer = await call(demo.demoService, "POST", PATH, params, { token, multipart: true });
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe("account_verification_failed");
    return Object.fromEntries(Object.entries(answer.body.error_messages as Record<string, { code: string }[]>).map(([field, entries]) => [field, entries.map((entry) => entry.code)]));
  };

  it("answers the good request as multipart, as the reference sends it", async () => {
    const token = await login(demo.demoService);
    const answer = await call(demo.demoService, "POST", PATH, GOOD, { token, multipart: true });
    expect([answer.status, answer.body.reason_code]).toEqual([200, "AV100"]);
  });

  it.each([
    ["an account number not of 8 digits", { account_number: "1234" }, { account_number: ["invalid_field_account_number"] }],
    ["a sort code not of 6 digits", { routing_code_value_1: "01-55-61" }, { routing_code_value_1: ["invalid_field_routing_code_value_1"] }],
    ["an entity type of neither kind", { beneficiary_entity_type: "trust" }, { beneficiary_entity_type: ["invalid_beneficiary_type"] }],
    ["a bank country not in the pattern", { bank_country: "gb" }, { bank_country: ["invalid_field_bank_country"] }],
    ["a bank country the scheme does not serve", { bank_country: "FR" }, { bank_country: ["invalid_bank_country"] }],
    ["an individual without a last name", { beneficiary_last_name: undefined }, { beneficiary_last_name: ["missing_individual_names"] }],
    ["an individual with a company name", { beneficiary_company_name: "Sousa Ltd" }, { beneficiary_last_name: ["expect_individual_names_only"] }],
    ["a company without its name", { beneficiary_entity_type: "company", beneficiary_first_name: undefined, beneficiary_last_name: undefined }, { company_name: ["missing_company_name"] }],
    ["a company with a person's names", { beneficiary_entity_type: "company", beneficiary_company_name: "Sousa Ltd" }, { beneficiary_last_name: ["expect_company_name_only"] }],
    ["a first name outside the pattern", { beneficiary_first_name: "Ric@rdo" }, { beneficiary_first_name: ["invalid_field_beneficiary_first_name"] }],
    ["a last name over 140 characters", { beneficiary_last_name: "S".repeat(141) }, { beneficiary_last_name: ["invalid_field_beneficiary_last_name"] }],
    ["a company name outside the pattern", { beneficiary_entity_type: "company", beneficiary_first_name: undefined, beneficiary_last_name: undefined, beneficiary_company_name: "Sousa & Co" }, { beneficiary_company_name: ["invalid_field_company_name"] }],
    ["a currency neither GBP nor EUR", { currency: "USD" }, { currency: ["currency_not_in_range"] }],
    ["an IBAN outside the pattern (EUR)", { currency: "EUR", bank_country: "NL", account_number: undefined, routing_code_type_1: undefined, routing_code_value_1: undefined, iban: "NL-91-ABNA" }, { iban: ["invalid_field_iban"] }],
  ])("refuses %s with the reference's code", async (_what, change, expected) => {
    expect(await refusal({ ...GOOD, ...change })).toEqual(expected);
  });

  it("refuses a parameter it does not take with invalid_extra_parameters", async () => {
    expect(await refusal({ ...GOOD, on_behalf_of: "7a4f0e35-2d54-4a55-8a8e-5d0ff4b79d1c" })).toEqual({ base: ["invalid_extra_parameters"] });
  });
});

describe("payee name check: a login it is not switched on for", () => {
  it("answers the provider's refusal of a permission while switched off, which the client reads as not switched on, and answers again once switched on", async () => {
    await switchPayeeNameCheck(demo.demoService, false);
    try {
      const token = await login(demo.demoService);
      const good = { payment_type: "regular", currency: "GBP", bank_country: "GB", account_number: "73515966", routing_code_value_1: "015561", beneficiary_entity_type: "individual", beneficiary_first_name: "Ricardo", beneficiary_last_name: "Sousa" };
      const answer = await call(demo.demoService, "POST", "/v2/beneficiaries/account_verification", good, { token });
      expect([answer.status, answer.body]).toEqual([
        403,
        { error_code: "permission_denied", error_messages: { base: [{ code: "permission_denied", message: "You do not have permission 'account_verification' to perform this operation", params: {} }] } },
      ]);
      expect(await checkPayee(demo.client.core, cop("73515966", {}, "015561"))).toEqual({ kind: "not switched on" });
      expect(await askPayeeCheck(demo.client.core, cop("73515966", {}, "015561"))).toBeUndefined();
    } finally {
      await switchPayeeNameCheck(demo.demoService, true);
    }
    expect(await checkPayee(demo.client.core, cop("73515966", {}, "015561"))).toEqual({ kind: "answered", result: { answer: "full_match", reasonCode: "AV100", actualName: "Ricardo Sousa" } });
  });
});
