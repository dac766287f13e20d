/** The one placer: a failure's field messages grouped by the places a surface gives them, in the order they came. */
import { describe, expect, it } from "@jest/globals";
import { BadRequestError, ConnectionError } from "../../../src/api";
import { fieldMessagesOf, InvalidInputError, placeFieldMessages } from "../../../src/domain";

const said = (code: string, message: string) => ({ code, message, params: {} });
const refusal = new BadRequestError({
  method: "POST",
  path: "/v2/beneficiaries/create",
  requestId: "req-1",
  status: 400,
  errorCode: "beneficiary_create_failed",
  messages: { account_number: [said("a", "is required"), said("b", "is too long")], iban: [said("c", "is not valid")], base: [said("d", "cannot be saved")] },
});

describe("placeFieldMessages", () => {
  it("groups each place's messages in order and keeps those without a place apart", () => {
    const placed = placeFieldMessages(refusal, (message) => (message.field === "base" ? undefined : "bank"));
    expect([...placed!.placed]).toEqual([["bank", [
      { field: "account_number", ...said("a", "is required") },
      { field: "account_number", ...said("b", "is too long") },
      { field: "iban", ...said("c", "is not valid") },
    ]]]);
    expect(placed!.unplaced).toEqual([{ field: "base", ...said("d", "cannot be saved") }]);
  });

  it("gives nothing to place for a failure not about the values, so the surface says it whole", () => {
    expect(placeFieldMessages(new ConnectionError("fetch failed", "GET", "/v2/rates/find"), () => "anywhere")).toBeUndefined();
    expect(placeFieldMessages(new Error("boom"), () => "anywhere")).toBeUndefined();
  });

  it("takes our own refusal of a value as one message about its field", () => {
    expect(fieldMessagesOf(new InvalidInputError("amount", "is_required", "an amount is required"))).toEqual([{ field: "amount", code: "is_required", message: "an amount is required", params: {} }]);
  });
});
