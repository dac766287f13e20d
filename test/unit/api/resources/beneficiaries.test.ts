import { describe, expect, it } from "@jest/globals";
import * as fixtures from "../wire-fixtures";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";

const newBeneficiary = {
  name: "Erika (Berlin)",
  bank_account_holder_name: "Erika Mustermann",
  bank_country: "DE",
  currency: "EUR",
  iban: "DE89 3704 0044 0532 0130 00",
  bic_swift: "cobadeff",
  beneficiary_entity_type: "individual" as const,
  beneficiary_first_name: "Erika",
  beneficiary_last_name: "Mustermann",
  bank_address: ["Kaiserplatz", "Frankfurt am Main"],
  payment_types: ["regular" as const, "priority" as const],
  default_beneficiary: false,
};

const expectedForm = {
  name: "Erika (Berlin)",
  bank_account_holder_name: "Erika Mustermann",
  bank_country: "DE",
  currency: "EUR",
  iban: "DE89370400440532013000",
  bic_swift: "COBADEFF",
  beneficiary_entity_type: "individual",
  beneficiary_first_name: "Erika",
  beneficiary_last_name: "Mustermann",
  "bank_address[]": ["Kaiserplatz", "Frankfurt am Main"],
  "payment_types[]": ["regular", "priority"],
  default_beneficiary: "false",
};

describe("beneficiaries.create / validate", () => {
  it("create posts the beneficiary with bracket arrays and electronic IBAN/BIC, and parses it", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.beneficiary() }));
    const beneficiary = await core.beneficiaries.create(newBeneficiary, { onBehalfOf: fixtures.ids.subAccountContact });
    const call = onlyCall(calls);
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/v2/beneficiaries/create");
    expect(call.form).toEqual({ ...expectedForm, on_behalf_of: fixtures.ids.subAccountContact });
    expect(call.rawBody).toContain("bank_address%5B%5D=Kaiserplatz&bank_address%5B%5D=Frankfurt+am+Main");
    expect(beneficiary.default_beneficiary).toBe(false);
    expect(beneficiary.email).toBeNull();
  });

  it("validate posts the bank details to /validate, without a saved beneficiary's own fields (SW ValidateBeneficiary)", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.beneficiary() }));
    const beneficiary = await core.beneficiaries.validate(newBeneficiary);
    const call = onlyCall(calls);
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/v2/beneficiaries/validate");
    const { name: _name, bank_account_holder_name: _holder, default_beneficiary: _default, ...bankDetails } = expectedForm;
    expect(call.form).toEqual(bankDetails);
    expect(beneficiary.iban).toBe("DE89370400440532013000");
  });

  it.each([
    ["iban with a wrong check digit", { iban: "DE89370400440532013001" }, "iban", "iban_wrong_checksum"],
    ["iban of the wrong length", { iban: "DE8937040044053201300" }, "iban", "iban_wrong_length"],
    ["bic of 9 characters", { bic_swift: "COBADEFF5" }, "bic_swift", "bic_wrong_length"],
    ["missing name", { name: "" }, "name", "is_required"],
    ["missing holder name", { bank_account_holder_name: " " }, "bank_account_holder_name", "is_required"],
    ["three-letter bank country", { bank_country: "DEU" }, "bank_country", "is_in_invalid_format"],
    ["bad currency", { currency: "EURO" }, "currency", "is_in_invalid_format"],
    ["unknown payment type", { payment_types: ["swift" as never] }, "payment_types[0]", "not_in_range"],
    ["unknown routing code type", { routing_code_type_1: "sortcode", routing_code_value_1: "601613" }, "routing_code_type_1", "not_in_range"],
    ["bad date of birth", { beneficiary_date_of_birth: "1980-13-01" }, "beneficiary_date_of_birth", "is_in_invalid_format"],
  ])("create refuses a %s before sending anything", async (_label, overrides, field, code) => {
    const { core, service } = clientOver(() => ({ json: fixtures.beneficiary() }));
    await expectRefusal(() => core.beneficiaries.create({ ...newBeneficiary, ...overrides }), service.requests, field, code);
  });
});

describe("beneficiaries.find / findAll", () => {
  it.each([
    ["a routing code value without its type", { routing_code_value: "601613" }, "routing_code_type"],
    ["a routing code type without its value", { routing_code_type: "sort_code" as const }, "routing_code_value"],
  ])("find refuses %s before sending anything (the service's incorrect_mapping)", async (_label, filter, field) => {
    const { core, service } = clientOver(() => ({ json: { beneficiaries: [], pagination: fixtures.pagination() } }));
    await expectRefusal(() => core.beneficiaries.find(filter), service.requests, field, "is_required");
  });

  it("find posts its filters (kind read) and parses the envelope", async () => {
    const { core, calls } = clientOver(() => ({
      json: { beneficiaries: [fixtures.beneficiary({ default_beneficiary: "true" })], pagination: fixtures.pagination() },
    }));
    const result = await core.beneficiaries.find({ currency: "eur", name: "Erika", per_page: 25 }, { onBehalfOf: fixtures.ids.subAccountContact });
    const call = onlyCall(calls);
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/v2/beneficiaries/find");
    expect(call.form).toEqual({ currency: "EUR", name: "Erika", per_page: "25", on_behalf_of: fixtures.ids.subAccountContact });
    expect(result.beneficiaries[0]?.default_beneficiary).toBe(true);
  });

  it("findAll stops when the signal aborts between pages", async () => {
    const controller = new AbortController();
    const { core, calls } = clientOver((request) => {
      const page = Number(request.form.page);
      return {
        json: {
          beneficiaries: [fixtures.beneficiary()],
          pagination: fixtures.pagination({ total_entries: 5, total_pages: 5, current_page: page, per_page: 1, next_page: page + 1 }),
        },
      };
    });
    let pagesSeen = 0;
    const walk = async () => {
      for await (const _page of core.beneficiaries.findAll({ per_page: 1 }, { signal: controller.signal }).pages()) {
        pagesSeen += 1;
        if (pagesSeen === 2) controller.abort(new Error("user closed the panel"));
      }
    };
    await expect(walk()).rejects.toThrow("user closed the panel");
    expect(pagesSeen).toBe(2);
    expect(calls()).toHaveLength(2);
  });
});

describe("beneficiaries.get / update / delete", () => {
  it("get reads one beneficiary", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.beneficiary() }));
    const beneficiary = await core.beneficiaries.get(fixtures.ids.beneficiary, { onBehalfOf: fixtures.ids.subAccountContact });
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["GET", `/v2/beneficiaries/${fixtures.ids.beneficiary}`]);
    expect(call.query).toEqual({ on_behalf_of: fixtures.ids.subAccountContact });
    expect(beneficiary.bank_address).toEqual(["Kaiserplatz", "Frankfurt am Main"]);
  });

  it("update posts only the changed fields to /v2/beneficiaries/{id}", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.beneficiary({ default_beneficiary: "true", email: "erika@example.de" }) }));
    const updated = await core.beneficiaries.update(fixtures.ids.beneficiary, { email: "erika@example.de", default_beneficiary: true });
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["POST", `/v2/beneficiaries/${fixtures.ids.beneficiary}`]);
    expect(call.form).toEqual({ email: "erika@example.de", default_beneficiary: "true" });
    expect(updated.default_beneficiary).toBe(true);
  });

  it("update refuses an empty change and a bad IBAN before sending anything", async () => {
    const { core, service } = clientOver(() => ({ json: fixtures.beneficiary() }));
    await expectRefusal(() => core.beneficiaries.update(fixtures.ids.beneficiary, {}), service.requests, "beneficiary", "nothing_to_update");
    await expectRefusal(() => core.beneficiaries.update(fixtures.ids.beneficiary, { iban: "GB00 0000" }), service.requests, "iban");
    await expectRefusal(() => core.beneficiaries.update("Erika", { name: "Erika" }), service.requests, "id", "is_not_valid_uuid");
  });

  it("delete posts to /v2/beneficiaries/{id}/delete and returns the beneficiary", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.beneficiary() }));
    const deleted = await core.beneficiaries.delete(fixtures.ids.beneficiary);
    const call = onlyCall(calls);
    expect([call.method, call.path, call.rawBody]).toEqual(["POST", `/v2/beneficiaries/${fixtures.ids.beneficiary}/delete`, ""]);
    expect(deleted.id).toBe(fixtures.ids.beneficiary);
  });
});

describe("beneficiaries.verifyAccount (the payee name check)", () => {
  const request = {
    payment_type: "regular" as const,
    currency: "EUR" as const,
    bank_country: "NL",
    iban: "nl91 abna 0417 1643 00",
    beneficiary_entity_type: "individual" as const,
    beneficiary_first_name: "Ricardo",
    beneficiary_last_name: "Sous",
  };

  it("posts the payee's details with the IBAN compacted and no on_behalf_of, and reads the answer", async () => {
    const answer = { answer: "close_match", actual_name: "Ricardo Sousa", reason_code: "AV300", reason: "String is a close match to the account name.", reason_type: "warning" };
    const { core, calls } = clientOver(() => ({ json: answer }));
    expect(await core.beneficiaries.verifyAccount(request)).toEqual(answer);
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["POST", "/v2/beneficiaries/account_verification"]);
    expect(call.form).toEqual({ ...request, iban: "NL91ABNA0417164300" });
  });

  it("reads a no match without a name, as the guides' examples send it", async () => {
    const { core } = clientOver(() => ({ json: { answer: "no_match", actual_name: null, reason_code: "AV201", reason: "String does not match the account name.", reason_type: "rejected" } }));
    expect(await core.beneficiaries.verifyAccount(request)).toMatchObject({ answer: "no_match", actual_name: null });
  });

  it.each([
    ["a currency neither scheme checks", { currency: "USD" as never }, "currency", "not_in_range"],
    ["an IBAN with a wrong check digit", { iban: "NL92ABNA0417164300" }, "iban", "iban_wrong_checksum"],
    ["an entity type of neither kind", { beneficiary_entity_type: "trust" as never }, "beneficiary_entity_type", "not_in_range"],
  ])("refuses %s before sending anything", async (_label, overrides, field, code) => {
    const { core, service } = clientOver(() => ({ json: {} }));
    await expectRefusal(() => core.beneficiaries.verifyAccount({ ...request, ...overrides }), service.requests, field, code);
  });
});
