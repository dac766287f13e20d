/** The bank details lookup (issue 31 point 5): what reaches the service, and what is refused before it. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { BadRequestError } from "../../../../src/api";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";

/** SW-resp v2_reference_bank_details_find_POST_200, as test/fixtures/provider keeps it. */
const EXAMPLE = (JSON.parse(readFileSync(path.resolve(__dirname, "../../../fixtures/provider/reference/reference-bank-details-find.json"), "utf8")) as { body: Record<string, unknown> }).body;

describe("reference.bankDetails", () => {
  it("posts the identifier to reference/bank_details/find, as the reference has it, and reads the bank", async () => {
    const { core, calls } = clientOver(() => ({ json: EXAMPLE }));
    const bank = await core.reference.bankDetails({ identifier_type: "iban", identifier_value: "gb19 tccl 0099 7901 6545 15" });
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["POST", "/v2/reference/bank_details/find"]);
    expect(call.form).toEqual({ identifier_type: "iban", identifier_value: "GB19TCCL00997901654515" });
    expect(bank).toMatchObject({ bank_name: "THE CURRENCY CLOUD LIMITED", bank_city: "LONDON", bank_country_ISO: "GB", bank_branch: null, currency: null });
  });

  it.each([
    ["sort_code", "20-06-05", "200605"],
    ["ifsc", "sbin0001234", "SBIN0001234"],
    ["bic_swift", "barc gb 22", "BARCGB22"],
    ["aba", "026009593", "026009593"],
  ] as const)("sends a %s typed %j as %s", async (type, typed, sent) => {
    const { core, calls } = clientOver(() => ({ json: { ...EXAMPLE, identifier_type: type, identifier_value: sent } }));
    await core.reference.bankDetails({ identifier_type: type, identifier_value: typed });
    expect(onlyCall(calls).form).toEqual({ identifier_type: type, identifier_value: sent });
  });

  it.each([
    ["aba", "123456789", "is_in_invalid_format"],
    ["sort_code", "2006", "is_in_invalid_format"],
    ["iban", "GB19TCCL00997901654516", "iban_wrong_checksum"],
    ["bic_swift", "BARC", "bic_wrong_length"],
    ["cnaps", " ", "is_required"],
  ] as const)("refuses a %s of %j before sending anything", async (type, typed, code) => {
    const { core, service } = clientOver(() => ({ json: EXAMPLE }));
    await expectRefusal(() => core.reference.bankDetails({ identifier_type: type, identifier_value: typed }), service.requests, "identifier_value", code);
  });

  it("reads the recorded refusal, whose message is one object rather than a list (PY, NET, JS)", async () => {
    const { core } = clientOver(() => ({ status: 400, json: { error_code: "invalid_iban", error_messages: { base: { code: "invalid_iban", message: "IBAN is invalid.", params: {} } } } }));
    const error = await core.reference.bankDetails({ identifier_type: "iban", identifier_value: "GB19TCCL00997901654515" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).errorCode).toBe("invalid_iban");
    expect((error as BadRequestError).messages.base?.[0]?.message).toBe("IBAN is invalid.");
  });
});
