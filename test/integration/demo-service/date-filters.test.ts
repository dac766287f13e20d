/**
 * Date filters of the finds hold to the years the service plans in, 1900–2099, as its plain dates do (README, "The
 * demo service"). transactions/find refuses a day outside them the way SW FindTransactions refuses a date that is no
 * date: `<field>_type_is_wrong` with params `{type: "date"}` under `transaction_find_failed`. The other finds use
 * their own refusal of a malformed date, `<field>_is_in_invalid_format`; transfers/find words it as SW FindTransfers
 * lists it, "should be in ISO 8601 format" with no params. Nothing a refused find asks changes anything.
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../src/demo-service/server";
import { call, codes, login } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const TRANSACTION_DATE_FILTERS = [
  "settles_at_from", "settles_at_to", "created_at_from", "created_at_to", "updated_at_from", "updated_at_to", "completed_at_from", "completed_at_to",
] as const;

describe("demo service: date filters of the finds", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService(async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  const find = (path: string, params: Record<string, string>) => call(demoService, "GET", path, params, { token });

  it.each(TRANSACTION_DATE_FILTERS.flatMap((field) => ["0000-01-01", "9999-12-31T23:59:59Z", "1899-12-31T23:59:59+00:00", "2100-01-01"].map((value) => [field, value] as const)))(
    "transactions/find refuses %s=%s as it refuses a date that is no date, and changes nothing",
    async (field, value) => {
      const before = demoService.state.dump();
      const answer = await find("/v2/transactions/find", { [field]: value });
      expect([answer.status, answer.body]).toEqual([
        400,
        {
          error_code: "transaction_find_failed",
          error_messages: { [field]: [{ code: `${field}_type_is_wrong`, message: `${field} must be between 1900-01-01 and 2099-12-31`, params: { type: "date" } }] },
        },
      ]);
      expect(demoService.state.dump()).toBe(before);
    },
  );

  it("transactions/find words a date that is no date as the reference does, and takes the first and last days of the range", async () => {
    const malformed = await find("/v2/transactions/find", { created_at_to: "yesterday" });
    expect([malformed.status, malformed.body.error_messages]).toEqual([
      400,
      { created_at_to: [{ code: "created_at_to_type_is_wrong", message: "created_at_to should be of date type", params: { type: "date" } }] },
    ]);
    const edges = await find("/v2/transactions/find", { created_at_from: "1900-01-01", created_at_to: "2099-12-31T23:59:59Z", currency: "EUR" });
    expect(edges.status).toBe(200);
    expect(edges.body.transactions.map((t: { reason: string }) => t.reason)).toEqual(["Opening balance"]);
  });

  it("transfers/find refuses every lower bound before 1900 with SW FindTransfers' _is_too_old, all at once (how far back: Assumption)", async () => {
    const before = demoService.state.dump();
    const tooOld = (field: string) => [{ code: `${field}_is_too_old`, message: `${field} is set to a date too far back`, params: {} }];
    const answer = await find("/v2/transfers/find", { created_at_from: "1899-12-31T23:59:59Z", updated_at_from: "0001-01-01", completed_at_from: "1850-06-01" });
    expect([answer.status, answer.body]).toEqual([400, {
      error_code: "transfer_find_failed",
      error_messages: { created_at_from: tooOld("created_at_from"), updated_at_from: tooOld("updated_at_from"), completed_at_from: tooOld("completed_at_from") },
    }]);
    expect(demoService.state.dump()).toBe(before);
    expect((await find("/v2/transfers/find", { created_at_from: "1900-01-01T00:00:00Z" })).status).toBe(200);
  });

  it.each([
    ["/v2/payments/find", "created_at_from", { type: "datetime" }],
    ["/v2/conversions/find", "updated_at_to", { type: "datetime" }],
    // SW FindTransfers lists its malformed-date refusals with no params.
    ["/v2/transfers/find", "completed_at_from", {}],
  ])("%s refuses %s in year 9999 with its own malformed-date code", async (path, field, params) => {
    const before = demoService.state.dump();
    const answer = await find(path, { [field]: "9999-01-01T00:00:00Z" });
    expect([answer.status, codes(answer), answer.body.error_messages[field][0].params]).toEqual([400, [`${field}_is_in_invalid_format`], params]);
    expect(demoService.state.dump()).toBe(before);
  });

  it("transfers/find words a date that is no date as SW FindTransfers lists it, every filter at once, and changes nothing", async () => {
    const before = demoService.state.dump();
    const fields = ["created_at_from", "created_at_to", "updated_at_from", "updated_at_to", "completed_at_from", "completed_at_to"];
    const answer = await find("/v2/transfers/find", Object.fromEntries(fields.map((field) => [field, "31/12/2024"])));
    // Each upper bound's message names its lower bound, as the reference writes it (a slip answered as written).
    const said = (field: string, named: string) => [{ code: `${field}_is_in_invalid_format`, message: `${named} should be in ISO 8601 format`, params: {} }];
    expect([answer.status, answer.body]).toEqual([400, {
      error_code: "transfer_find_failed",
      error_messages: {
        created_at_from: said("created_at_from", "created_at_from"), created_at_to: said("created_at_to", "created_at_from"),
        updated_at_from: said("updated_at_from", "updated_at_from"), updated_at_to: said("updated_at_to", "updated_at_from"),
        completed_at_from: said("completed_at_from", "completed_at_from"), completed_at_to: said("completed_at_to", "completed_at_from"),
      },
    }]);
    expect(demoService.state.dump()).toBe(before);
  });
});
