import { describe, expect, it } from "@jest/globals";
import { paymentAuthorisationsSchema } from "../../../src/api/schemas";
import type { DemoServer } from "../../../src/demo-service/server";
import { MINUTE } from "../../support/demo-service";
import { GBP_BENEFICIARY, subAccount } from "../../support/demo-data";
import { advanceUntil } from "../../support/demo-admin";
import { call, codes, login, loginApprover } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const UNKNOWN = "9b2f6a4e-0c1d-4e2f-8a3b-4c5d6e7f8a9b";

describe("demo service: maker-checker (payments authorise, delete, with_deleted)", () => {
  let demoService: DemoServer;
  let maker: string;
  let approver: string;
  let beneficiaryId: string;
  withDemoService({ perTest: true, service: { approvalWorkflow: true } }, async (demo) => {
    demoService = demo.demoService;
    maker = await login(demoService);
    approver = await loginApprover(demoService);
    beneficiaryId = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token: maker })).body.id;
  });

  const pay = async (reference: string): Promise<string> => {
    const created = await call(demoService, "POST", "/v2/payments/create", { currency: "GBP", beneficiary_id: beneficiaryId, amount: "10.50", reason: "invoice", reference }, { token: maker });
    expect(created.body).toMatchObject({ status: "awaiting_authorisation", authorisation_steps_required: "1" });
    return created.body.id as string;
  };
  const authorise = async (ids: string[], token: string) => {
    const answer = await call(demoService, "POST", "/v2/payments/authorise", { "payment_ids[]": ids }, { token });
    expect(answer.status).toBe(200);
    return paymentAuthorisationsSchema.parse(answer.body).authorisations;
  };
  const status = async (id: string) => (await call(demoService, "GET", `/v2/payments/${id}`, { with_deleted: "true" }, { token: maker })).body.status;

  it("answers one entry per id in the order asked: authorised, refused for its creator, not found", async () => {
    const [first, second] = [await pay("A-1"), await pay("A-2")];
    const entries = await authorise([first, UNKNOWN, second], approver);
    expect(entries.map((entry) => [entry.payment_id, entry.updated, entry.payment_status, entry.auth_steps_taken, entry.auth_steps_required])).toEqual([
      [first, true, "authorised", 1, 1],
      [UNKNOWN, false, "", 0, 0],
      [second, true, "authorised", 1, 1],
    ]);
    expect(entries[1]!.error).toMatch(/not found/);
    expect([await status(first), await status(second)]).toEqual(["authorised", "authorised"]);
  });

  it("authorises by payment_ids alone, as the reference's AuthorisePayment: the house's and sub-accounts' payments in one call", async () => {
    const client = await subAccount(demoService, maker, "Harbour");
    const onBehalf = { token: maker };
    const theirBeneficiary = (await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, on_behalf_of: client.contactId }, onBehalf)).body.id;
    const theirs = await call(demoService, "POST", "/v2/payments/create", { currency: "GBP", beneficiary_id: theirBeneficiary, amount: "20", reason: "r", reference: "SUB", on_behalf_of: client.contactId }, onBehalf);
    expect(theirs.body).toMatchObject({ status: "awaiting_authorisation", payer_id: client.accountId });
    const ours = await pay("HOUSE");

    const entries = await authorise([theirs.body.id, ours], approver);
    expect(entries.map((entry) => [entry.payment_id, entry.updated, entry.payment_status, entry.error])).toEqual([
      [theirs.body.id, true, "authorised", null],
      [ours, true, "authorised", null],
    ]);
    // The sub-account's payment is still its own: read on its behalf, it is authorised.
    const read = await call(demoService, "GET", `/v2/payments/${theirs.body.id}`, { on_behalf_of: client.contactId }, { token: approver });
    expect(read.body.status).toBe("authorised");

    // on_behalf_of, when sent, narrows the call to that sub-account: a house payment is then not found.
    const other = await pay("HOUSE-2");
    const narrowed = await call(demoService, "POST", "/v2/payments/authorise", { "payment_ids[]": [other], on_behalf_of: client.contactId }, { token: approver });
    expect(paymentAuthorisationsSchema.parse(narrowed.body).authorisations[0]).toMatchObject({ updated: false, error: expect.stringMatching(/not found/) });
    expect(await status(other)).toBe("awaiting_authorisation");
  });

  it("refuses self-approval on that item only, with the service's words, and leaves the payment waiting", async () => {
    const mine = await pay("SELF");
    const entries = await authorise([mine], maker);
    expect(entries).toEqual([
      { payment_id: mine, payment_status: "awaiting_authorisation", updated: false, error: "You cannot authorise this Payment as it was created by you.", auth_steps_taken: 0, auth_steps_required: 1, short_reference: expect.any(String) },
    ]);
    expect(await status(mine)).toBe("awaiting_authorisation");
  });

  it("counts steps by different contacts and never takes two from the same contact", async () => {
    const settings = await call(demoService, "POST", "/__admin/approvals", { required: "true", steps: "2" });
    expect(settings.body).toEqual({ required: true, steps: 2 });
    const created = await call(demoService, "POST", "/v2/payments/create", { currency: "GBP", beneficiary_id: beneficiaryId, amount: "3", reason: "r", reference: "TWO" }, { token: maker });
    expect(created.body.authorisation_steps_required).toBe("2");
    const [firstStep] = await authorise([created.body.id], approver);
    expect(firstStep).toMatchObject({ updated: true, error: null, payment_status: "awaiting_authorisation", auth_steps_taken: 1, auth_steps_required: 2 });
    const [again] = await authorise([created.body.id], approver);
    expect(again).toMatchObject({ updated: false, payment_status: "awaiting_authorisation", auth_steps_taken: 1, auth_steps_required: 2 });
    expect(again!.error).toMatch(/already authorised.*another user/);
    const [byCreator] = await authorise([created.body.id], maker);
    expect(byCreator!.error).toBe("You cannot authorise this Payment as it was created by you.");
    expect(await status(created.body.id)).toBe("awaiting_authorisation");
  });

  it("never authorises one payment twice, even named twice in one call or asked again once authorised", async () => {
    const id = await pay("TWICE");
    const entries = await authorise([id, id], approver);
    expect(entries.map((entry) => entry.updated)).toEqual([true, false]);
    expect(entries[1]!.error).toBe("Payment in status authorised does not need authorisation");
    expect((await authorise([id], approver))[0]).toMatchObject({ updated: false, auth_steps_taken: 1 });
  });

  it("turns the workflow off and on through the admin route, and refuses steps below 1", async () => {
    expect((await call(demoService, "GET", "/__admin/approvals")).body).toEqual({ required: true, steps: 1 });
    await call(demoService, "POST", "/__admin/approvals", { required: "false" });
    const created = await call(demoService, "POST", "/v2/payments/create", { currency: "GBP", beneficiary_id: beneficiaryId, amount: "1", reason: "r", reference: "OFF" }, { token: maker });
    expect(created.body).toMatchObject({ status: "ready_to_send", authorisation_steps_required: "0" });
    const refused = await call(demoService, "POST", "/__admin/approvals", { steps: "0" });
    expect(refused.status).toBe(400);
    expect(refused.body.error_messages.steps[0].message).toMatch(/at least 1/);
  });

  it("deletes an unreleased payment: gone from get and find unless with_deleted, and never authorised or deleted again", async () => {
    const [kept, deleted] = [await pay("KEEP"), await pay("DROP")];
    const answer = await call(demoService, "POST", `/v2/payments/${deleted}/delete`, {}, { token: approver });
    expect(answer.body).toMatchObject({ id: deleted, status: "deleted" });

    const plain = await call(demoService, "GET", `/v2/payments/${deleted}`, {}, { token: maker });
    expect([plain.status, plain.body.error_code]).toEqual([404, "payment_not_found"]);
    expect(await status(deleted)).toBe("deleted");
    const ids = async (params: Record<string, string>) => ((await call(demoService, "GET", "/v2/payments/find", params, { token: maker })).body.payments as { id: string }[]).map((p) => p.id).sort();
    expect(await ids({})).toEqual([kept]);
    expect(await ids({ with_deleted: "true" })).toEqual([kept, deleted].sort());
    expect(await ids({ status: "awaiting_authorisation" })).toEqual([kept]);

    const [late] = await authorise([deleted], approver);
    expect(late).toMatchObject({ updated: false });
    expect(late!.error).toMatch(/not found.*deleted/);
    const again = await call(demoService, "POST", `/v2/payments/${deleted}/delete`, {}, { token: approver });
    expect(again.status).toBe(404);
  });

  it("lets an authorised payment continue to released, after which it can no longer be deleted", async () => {
    const id = await pay("GOES");
    demoService.clock.advance(10 * MINUTE);
    expect(await status(id)).toBe("awaiting_authorisation");
    await authorise([id], approver);
    // Released on its payment date: later the same day, or the next working day after a cut-off or a weekend.
    await advanceUntil(demoService, () => status(id), "released");
    expect(await status(id)).toBe("released");
    // Days may have passed on the simulated clock: the approver's idle token has expired, so sign in again.
    const refused = await call(demoService, "POST", `/v2/payments/${id}/delete`, {}, { token: await loginApprover(demoService) });
    expect([refused.status, refused.body.error_code, codes(refused)]).toEqual([400, "payment_delete_failed", ["payment_cannot_be_deleted"]]);
  });
});
