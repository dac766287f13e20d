/**
 * Answers the reference states outright, written from it (CurrencyCloud/currencycloud-swagger src/reference.yaml):
 * purpose codes for a currency code that is no currency (GetPaymentPurposeCodes: "No purpose codes will be returned
 * if an invalid currency code is given"), and a demo top-up of a whole amount, whose amounts the transactions answer
 * with two decimals as every amount of the reference's Transaction and SimulateFunding examples has ("100000.00",
 * "150.53").
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../src/demo-service/server";
import { call, login } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

describe("answers the reference states", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({}, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it.each(["XYZ", "eur", "EURO"])("purpose codes for the invalid currency code %s: none, answered 200", async (currency) => {
    const answer = await call(demoService, "GET", "/v2/reference/payment_purpose_codes", { currency, bank_account_country: "IN" }, { token });
    expect([answer.status, answer.body]).toEqual([200, { purpose_codes: [] }]);
  });

  it("still refuses a missing currency with the reference's only refusal", async () => {
    const answer = await call(demoService, "GET", "/v2/reference/payment_purpose_codes", { bank_account_country: "IN" }, { token });
    expect([answer.status, answer.body]).toEqual([
      400,
      { error_code: "payment_purpose_codes_failed", error_messages: { currency: [{ code: "currency_is_required", message: "currency is required", params: {} }] } },
    ]);
  });

  it("a demo top-up of 1000000000 answers, and is read back in the transactions, as 1000000000.00", async () => {
    const house = demoService.state.data.accounts[demoService.state.data.houseAccountId]!.wire;
    const id = "7d4c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09";
    const topUp = await call(demoService, "POST", "/v2/demo/funding/create", { id, receiver_account_number: house.short_reference, amount: "1000000000", currency: "CHF" }, { token });
    expect([topUp.status, topUp.body.amount]).toEqual([200, "1000000000.00"]);
    const found = await call(demoService, "GET", "/v2/transactions/find", { related_entity_id: id }, { token });
    // The balance after it is the seeded CHF balance plus the top-up, in two decimals too.
    expect(found.body.transactions.map((t: Record<string, unknown>) => [t.amount, t.balance_amount, t.currency])).toEqual([["1000000000.00", expect.stringMatching(/^1\d{9}\.\d{2}$/), "CHF"]]);
  });
});
