/**
 * `POST /__admin/page-limit`: a test lowers the largest page every find takes (the documented 1,000 by default, an
 * Assumption: docs/demo-service.md), and a larger page is refused as the reference words it (SW FindTransfers'
 * `per_page_is_too_big`) with the lowered number; the setting is kept in memory and a reset leaves it.
 */
import { describe, expect, it } from "@jest/globals";
import { call, login } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const demo = withDemoService({ perTest: true });

const FINDS = [
  ["GET", "/v2/conversions/find", "conversion_find_failed"],
  ["GET", "/v2/payments/find", "payment_find_failed"],
  ["POST", "/v2/beneficiaries/find", "beneficiary_find_failed"],
  ["POST", "/v2/contacts/find", "contact_find_failed"],
  ["POST", "/v2/accounts/find", "account_find_failed"],
  ["GET", "/v2/transfers/find", "transfer_find_failed"],
  ["GET", "/v2/transactions/find", "transaction_find_failed"],
  ["GET", "/v2/balances/find", "balance_find_failed"],
] as const;

async function pageLimit(body: unknown) {
  const answer = await fetch(`${demo.demoService.url}/__admin/page-limit`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

describe("the largest page a find takes", () => {
  it("is 1,000 until lowered; lowered to 25, every find refuses 26 with that number and answers 25", async () => {
    expect(await pageLimit({})).toEqual({ status: 200, body: { max: 1000 } });
    expect(await pageLimit({ max: 25 })).toEqual({ status: 200, body: { max: 25 } });
    const token = await login(demo.demoService);
    for (const [method, path, errorCode] of FINDS) {
      const refused = await call(demo.demoService, method, path, { per_page: "26" }, { token });
      expect({ path, status: refused.status, body: refused.body }).toEqual({
        path,
        status: 400,
        body: { error_code: errorCode, error_messages: { per_page: [{ code: "per_page_is_too_big", message: "per_page can not be bigger than 25", params: { maxvalue: 25 } }] } },
      });
      const answered = await call(demo.demoService, method, path, { per_page: "25" }, { token });
      expect({ path, status: answered.status, perPage: answered.body.pagination.per_page }).toEqual({ path, status: 200, perPage: 25 });
    }
  });

  it("takes a whole number from 1 to 1,000 only, and a reset leaves it", async () => {
    for (const max of [0, 1001, 2.5, "many"]) expect((await pageLimit({ max })).status).toBe(400);
    expect(await pageLimit({})).toEqual({ status: 200, body: { max: 1000 } });
    await pageLimit({ max: 40 });
    expect((await fetch(`${demo.demoService.url}/__admin/reset`, { method: "POST" })).status).toBe(200);
    expect(await pageLimit({})).toEqual({ status: 200, body: { max: 40 } });
    expect(await pageLimit({ max: 1000 })).toEqual({ status: 200, body: { max: 1000 } });
  });
});
