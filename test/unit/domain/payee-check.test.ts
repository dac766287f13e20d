/**
 * Which payees the payee name check applies to (GBP paid locally to a UK bank; EUR paid by SEPA to an EU or EEA
 * bank), the request their details make, and every reason code of the guides said in words with whether going on
 * needs the person's "continue anyway" (docs/provider-api.md §16).
 */
import { describe, expect, it } from "@jest/globals";
import { payeeCheckInWords, payeeCheckKey, payeeCheckLine, payeeCheckRequest, payeeCheckScheme, type PayeeDetails } from "../../../src/domain";

const UK: PayeeDetails = { currency: "GBP", bank_country: "GB", bank_account_holder_name: "Acme Ltd", account_number: "41926819", routing_code_value_1: "60-16-13", payment_types: ["regular"] };
const NL: PayeeDetails = { currency: "EUR", bank_country: "NL", bank_account_holder_name: "Ricardo Sousa", iban: "nl91 abna 0417 1643 00", beneficiary_entity_type: "individual" };

describe("payee name check", () => {
  it.each([
    ["GBP paid locally to a UK bank", UK, "cop"],
    ["EUR paid by SEPA to a Dutch bank", NL, "vop"],
    ["GBP paid by Swift only", { ...UK, payment_types: ["priority"] }, undefined],
    ["GBP to a bank outside the UK", { ...UK, bank_country: "IE" }, undefined],
    ["EUR to a Swiss bank (not in the EU or EEA)", { ...NL, bank_country: "CH", iban: "CH9300762011623852957" }, undefined],
    ["USD", { ...UK, currency: "USD" }, undefined],
    ["GBP without an account number", { ...UK, account_number: null }, undefined],
  ])("applies to %s: %s", (_what, details, scheme) => {
    expect(payeeCheckScheme(details)).toBe(scheme);
  });

  it("makes the request of a UK company: its name, the account and the sort code without dashes", () => {
    expect(payeeCheckRequest(UK)).toEqual({
      payment_type: "regular", currency: "GBP", bank_country: "GB", beneficiary_entity_type: "company", beneficiary_company_name: "Acme Ltd",
      account_number: "41926819", routing_code_type_1: "sort_code", routing_code_value_1: "601613",
    });
  });

  it("makes the request of a SEPA individual, named by the account holder split at the last space, the IBAN compacted", () => {
    expect(payeeCheckRequest(NL)).toEqual({
      payment_type: "regular", currency: "EUR", bank_country: "NL", beneficiary_entity_type: "individual",
      beneficiary_first_name: "Ricardo", beneficiary_last_name: "Sousa", iban: "NL91ABNA0417164300",
    });
    expect(payeeCheckRequest({ ...NL, beneficiary_first_name: "Ricardo M.", beneficiary_last_name: "Sousa" })).toMatchObject({ beneficiary_first_name: "Ricardo M.", beneficiary_last_name: "Sousa" });
  });

  it("sends names with their accents taken off, which the reference's name pattern would refuse", () => {
    expect(payeeCheckRequest({ ...UK, beneficiary_company_name: "Müller Logistik AG" })).toMatchObject({ beneficiary_company_name: "Muller Logistik AG" });
    expect(payeeCheckRequest({ ...NL, beneficiary_first_name: "Zoë", beneficiary_last_name: "Ñúñez" })).toMatchObject({ beneficiary_first_name: "Zoe", beneficiary_last_name: "Nunez" });
    expect(payeeCheckRequest({ ...NL, bank_account_holder_name: "José García" })).toMatchObject({ beneficiary_first_name: "Jose", beneficiary_last_name: "Garcia" });
  });

  it("keys the same payee alike however its details were spelled", () => {
    const key = (details: PayeeDetails) => payeeCheckKey(payeeCheckRequest(details)!);
    expect(key({ ...UK, routing_code_value_1: "601613" })).toBe(key(UK));
    expect(key({ ...UK, bank_account_holder_name: "Acme Limited" })).not.toBe(key(UK));
  });

  it.each([
    ["full_match", "AV100", "Beneficiary details confirmed", false],
    ["no_match", "AV200", "Unable to confirm the account details", true],
    ["no_match", "AV201", "No match for beneficiary name", true],
    ["no_match", "AV202", "Unable to check provided details", true],
    ["no_match", "AV203", "Unable to check provided details", true],
    ["no_match", "AV204", "Unable to check provided details", true],
    ["no_match", "AV205", "Unable to check provided details", true],
    ["no_match", "AV206", "No match for provided details", true],
    ["no_match", "AV207", "Unable to check provided details", true],
    ["no_match", "AV208", "Unable to verify beneficiary details", true],
    ["close_match", "AV300", "Incorrect beneficiary name", true],
    ["close_match", "AV301", "Incorrect company name", true],
    ["close_match", "AV302", "Incorrect beneficiary name", true],
    ["close_match", "AV303", "Incorrect beneficiary type", true],
    ["close_match", "AV304", "Incorrect beneficiary type", true],
    ["close_match", "AV305", "Account has been switched", true],
  ] as const)("says %s %s in the guides' words", (answer, reasonCode, title, needsConfirmation) => {
    expect(payeeCheckInWords({ answer, reasonCode, actualName: "Ricardo Sousa" })).toEqual(expect.objectContaining({ title, needsConfirmation }));
  });

  it("names the account's holder in a close match, says a check that could not be made, and an unknown code by its answer", () => {
    expect(payeeCheckLine({ answer: "close_match", reasonCode: "AV300", actualName: "Ricardo Sousa" })).toBe(
      'Payee name check: Incorrect beneficiary name — the details closely match those on record, but the name on the account is "Ricardo Sousa" (AV300)',
    );
    expect(payeeCheckInWords({ answer: "unavailable", reasonCode: undefined, actualName: undefined })).toEqual({
      title: "Unable to check provided details", text: "the payee name check could not be made at this time", needsConfirmation: true,
    });
    expect(payeeCheckInWords({ answer: "full_match", reasonCode: "FMCH", actualName: "Test User" })).toEqual({ title: "Beneficiary details confirmed", text: "the service gave a reason FX Desk has no words for", needsConfirmation: false });
  });
});
