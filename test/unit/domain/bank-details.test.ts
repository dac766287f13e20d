import { describe, expect, it } from "@jest/globals";
import { checkBic, checkIban } from "../../../src/domain";
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
