import { describe, expect, it } from "@jest/globals";
import { checkBic, checkIban, checkRoutingCode } from "../../../src/domain";
import { refusal } from "./expect-refusal";

describe("checkIban", () => {
  it("returns the electronic form of a valid IBAN", () => {
    expect(checkIban(" gb82 west 1234 5698 7654 32 ")).toBe("GB82WEST12345698765432");
    expect(checkIban("DE89370400440532013000")).toBe("DE89370400440532013000");
  });

  it.each<[unknown, string, string]>([
    ["GB83WEST12345698765432", "iban_wrong_checksum", "check digits"],
    ["GB82WEST1234569876543", "iban_wrong_length", "GB IBANs have 22 characters; \"GB82WEST1234569876543\" has 21"],
    ["DE8937040044053201300099", "iban_wrong_length", "DE IBANs have 22 characters"],
    ["XX82WEST12345698765432", "iban_unknown_country", "first two letters"],
    ["US82WEST12345698765432", "iban_unknown_country", "first two letters"],
    ["GB82WES112345698765432", "iban_wrong_format", "GB IBAN layout"],
    ["", "is_required", "required"],
    [null, "type_is_wrong", "null"],
  ])("refuses %p with %s", (value, code, messagePart) => {
    const error = refusal(() => checkIban(value));
    expect(error.code).toBe(code);
    expect(error.field).toBe("iban");
    expect(error.message).toContain(messagePart);
  });

  it("uses the caller's field name", () => {
    expect(refusal(() => checkIban("GB00", "beneficiary IBAN")).message.startsWith("beneficiary IBAN: ")).toBe(true);
  });
});

describe("checkBic", () => {
  it.each([
    ["DEUTDEFF", "DEUTDEFF"],
    ["deutdeff500", "DEUTDEFF500"],
    [" NEDS ZA JJ XXX ", "NEDSZAJJXXX"],
  ])("accepts %p as %s", (value, expected) => {
    expect(checkBic(value)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ["DEUTDEF", "bic_wrong_length"],
    ["DEUTDEFF5", "bic_wrong_length"],
    ["DEUTXXFF", "bic_unknown_country"],
    ["DEU1DEFF", "bic_wrong_format"],
    ["", "is_required"],
    [42, "type_is_wrong"],
  ])("refuses %p with %s", (value, code) => {
    const error = refusal(() => checkBic(value));
    expect(error.code).toBe(code);
    expect(error.field).toBe("bic_swift");
    expect(error.message.startsWith("bic_swift: ")).toBe(true);
  });
});

describe("checkRoutingCode (issue 31: the checks each scheme defines, before any request)", () => {
  it.each<[Parameters<typeof checkRoutingCode>[0], string, string]>([
    ["sort_code", "20-06-05", "200605"],
    ["sort_code", "20 06 05", "200605"],
    ["sort_code", " 200605 ", "200605"],
    ["aba", "026009593", "026009593"],
    ["aba", "021000021", "021000021"],
    ["ifsc", "sbin0001234", "SBIN0001234"],
    ["bsb_code", " 062-000 ", "062-000"],
  ])("takes a %s written %j as %s", (type, typed, sent) => {
    expect(checkRoutingCode(type, typed, "Routing code")).toBe(sent);
  });

  it("refuses 123456789 as an ABA routing number, in words: its check digit does not fit", () => {
    const error = refusal(() => checkRoutingCode("aba", "123456789", "ABA"));
    expect(error.field).toBe("ABA");
    expect(error.reason).toBe(`"123456789" is not an ABA routing number: its last digit is not the check digit of the first eight — a digit is probably mistyped; copy it again from the payee's bank details`);
  });

  it.each<[Parameters<typeof checkRoutingCode>[0], string, string]>([
    ["aba", "02600959", "it has 9 digits"],
    ["sort_code", "20-06-0", "a UK sort code has 6 digits, e.g. 20-00-00"],
    ["sort_code", "20/06/05", "a UK sort code has 6 digits"],
    ["ifsc", "SBIN1001234", "4 letters for the bank, a 0, then 6 letters or digits"],
  ])("refuses a %s written %j: %s", (type, typed, words) => {
    expect(refusal(() => checkRoutingCode(type, typed, "Routing code")).reason).toContain(words);
  });
});
