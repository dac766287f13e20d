import { describe, expect, it } from "@jest/globals";
import * as fixtures from "../wire-fixtures";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";

const funding = {
  id: fixtures.ids.funding,
  receiver_account_number: "0334273394",
  amount: "150.53",
  currency: "USD",
  sender_name: "Test sender",
};

describe("demoTopUp.create", () => {
  it("posts the inbound funds and parses the result", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.demoTopUp() }));
    const result = await core.demoTopUp.create(funding);
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["POST", "/v2/demo/funding/create"]);
    expect(call.form).toEqual(funding);
    expect(result.amount.toFixed()).toBe("150.53");
    expect(result.state).toBe("approved");
  });

  it("sends on_behalf_of for a sub-account's contact, and refuses one that is not an id before sending", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.demoTopUp() }));
    await core.demoTopUp.create(funding, { onBehalfOf: fixtures.ids.subAccountContact });
    expect(onlyCall(calls).form).toEqual({ ...funding, on_behalf_of: fixtures.ids.subAccountContact });
    const refusing = clientOver(() => ({ json: fixtures.demoTopUp() }));
    await expectRefusal(() => refusing.core.demoTopUp.create(funding, { onBehalfOf: "harbour" }), refusing.service.requests, "on_behalf_of", "is_not_valid_uuid");
  });

  it.each([
    ["id", { id: "funding-1" }, "is_not_valid_uuid"],
    ["amount", { amount: "150.531" }, "too_many_decimals"],
    ["currency", { currency: "US" }, "is_in_invalid_format"],
    ["receiver_account_number", { receiver_account_number: "" }, "is_required"],
    ["action", { action: "accept" as never }, "not_in_range"],
  ])("refuses a bad %s before sending anything", async (field, overrides, code) => {
    const { core, service } = clientOver(() => ({ json: fixtures.demoTopUp() }));
    await expectRefusal(() => core.demoTopUp.create({ ...funding, ...overrides }), service.requests, field, code);
  });
});
