/** The client forms' checks (sub-account and contact) with the service's value sets: each problem by field, saying what to fix. */
import { describe, expect, it } from "@jest/globals";
import { checkAccountDraft, checkContactDraft } from "../../../src/domain/client-form";

const ACCOUNT = { account_name: " Harbour Ltd ", legal_entity_type: "company", street: "1 Quay St", city: "Bristol", country: "gb", your_reference: "HB-1", postal_code: "" };
const CONTACT = { first_name: "Ada", last_name: "Lovelace", email_address: "ada@example.com", phone_number: "0117 496 0000" };

describe("checkAccountDraft", () => {
  it("accepts a your_reference of exactly 25 characters, counted as a person counts them", () => {
    expect(checkAccountDraft({ ...ACCOUNT, your_reference: "CL-" + "9".repeat(22) })).toMatchObject({ ok: true, draft: { your_reference: "CL-" + "9".repeat(22) } });
    expect(checkAccountDraft({ ...ACCOUNT, your_reference: "Zürich-Ünïcode-Référence" })).toMatchObject({ ok: true });
  });

  it("trims, upper-cases the country and leaves blanks out", () => {
    expect(checkAccountDraft(ACCOUNT)).toEqual({
      ok: true,
      draft: { account_name: "Harbour Ltd", legal_entity_type: "company", street: "1 Quay St", city: "Bristol", country: "GB", your_reference: "HB-1" },
    });
  });

  it.each([
    [{ account_name: "" }, { account_name: "is required — fill it in" }],
    [{ legal_entity_type: "partnership" }, { legal_entity_type: '"partnership" is not one the service accepts — choose one of Company, Individual' }],
    [{ country: "GBR" }, { country: '"GBR" is not a country code — use the two-letter ISO code, e.g. GB or US' }],
    [{ country: "US" }, { state_or_province: "is required in US — fill it in", postal_code: "is required in US — fill it in" }],
    [{ identification_type: "passport" }, { identification_value: "is required with identification type passport — fill it in" }],
    [{ identification_type: "library_card", identification_value: "1" }, { identification_type: expect.stringMatching(/^"library_card" is not one the service accepts — choose one of None, Other, /) }],
    [{ status: "closed" }, { status: '"closed" is not one the service accepts — choose one of Enabled, Disabled, Enabled (no trading)' }],
    [{ spread_table: "generous" }, { spread_table: expect.stringContaining("choose one of No mark-up, Standard spread (the provider's default)") }],
    [{ legal_entity_sub_type: "llc" }, { legal_entity_sub_type: expect.stringContaining("choose one of Sole trader, Limited liability company") }],
    [{ account_name: "x".repeat(151) }, { account_name: "has 151 characters; at most 150 are allowed — shorten it" }],
    // The reference's CreateAccount and UpdateAccount: your_reference can not be longer than 25 characters.
    [{ your_reference: "CL-" + "9".repeat(23) }, { your_reference: "has 26 characters; at most 25 are allowed — shorten it" }],
  ])("refuses %j with %j", (change, problems) => {
    expect(checkAccountDraft({ ...ACCOUNT, ...change })).toEqual({ ok: false, problems });
  });
});

describe("checkContactDraft", () => {
  it("accepts a contact with a time zone, date of birth and login id", () => {
    const checked = checkContactDraft({ ...CONTACT, timezone: "America/New_York", date_of_birth: "1980-02-29", login_id: "ada" }, "individual");
    expect(checked).toEqual({ ok: true, draft: { ...CONTACT, timezone: "America/New_York", date_of_birth: "1980-02-29", login_id: "ada" } });
  });

  it("accepts a time zone name with digits, as the service stores it (Etc/GMT+5)", () => {
    expect(checkContactDraft({ ...CONTACT, timezone: "Etc/GMT+5" }, "company")).toEqual({ ok: true, draft: { ...CONTACT, timezone: "Etc/GMT+5" } });
  });

  it.each([
    [{ email_address: "ada@" }, "company", { email_address: '"ada@" is not an e-mail address — write it as name@example.com' }],
    [{ timezone: "London" }, "company", { timezone: '"London" is not a time zone name — pick one such as Europe/London' }],
    [{ date_of_birth: "1981-02-29" }, "company", { date_of_birth: '"1981-02-29" is not a date — write it as YYYY-MM-DD, e.g. 1980-01-31' }],
    [{}, "individual", { date_of_birth: "is required for the contact of an individual — fill it in" }],
    [{ first_name: "<b>", phone_number: " " }, "company", { first_name: "must not contain < or > — remove them", phone_number: "is required — fill it in" }],
  ])("refuses %j (of a %s) with %j", (change, type, problems) => {
    expect(checkContactDraft({ ...CONTACT, ...change }, type)).toEqual({ ok: false, problems });
  });
});
