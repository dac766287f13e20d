import { describe, expect, it } from "@jest/globals";
import { InvalidInputError, NotFoundError } from "../../../src/api";
import { DEMO_APPROVER } from "../../../src/demo-service/demo-credentials";
import { createEurBeneficiary, subAccount } from "../../support/demo-data";
import { login } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

describe("client: payments authorise, delete and find with_deleted under maker-checker", () => {
  const demo = withDemoService({ perTest: true, service: { approvalWorkflow: true } });

  const book = async (reference: string) => {
    const beneficiary = await createEurBeneficiary(demo.client, `Payee ${reference}`);
    return demo.client.core.payments.create({ currency: "EUR", beneficiary_id: beneficiary.id, amount: "12.34", reason: "Services", reference });
  };
  const approver = () => demo.newClient({ loginId: DEMO_APPROVER.loginId, apiKey: DEMO_APPROVER.apiKey });

  it("authorise answers per item: the creator refused, the approver authorised once, a second time refused", async () => {
    const payment = await book("AUTH-1");
    expect([payment.status, payment.authorisation_steps_required]).toEqual(["awaiting_authorisation", 1]);
    const own = await demo.client.core.payments.authorise([payment.id]);
    expect(own.authorisations).toEqual([expect.objectContaining({ payment_id: payment.id, updated: false, error: "You cannot authorise this Payment as it was created by you.", auth_steps_taken: 0 })]);
    const checker = approver();
    const first = await checker.core.payments.authorise([payment.id]);
    expect(first.authorisations[0]).toMatchObject({ updated: true, error: null, payment_status: "authorised", auth_steps_taken: 1, auth_steps_required: 1 });
    const second = await checker.core.payments.authorise([payment.id]);
    expect(second.authorisations[0]).toMatchObject({ updated: false, error: "Payment in status authorised does not need authorisation" });
    await expect(checker.core.payments.authorise([])).rejects.toBeInstanceOf(InvalidInputError);
  });

  it("from the house: finds every client's payments with scope all, authorises them by id alone, deletes one on behalf of its account", async () => {
    const harbour = await subAccount(demo.demoService, await login(demo.demoService), "Harbour");
    const beneficiary = await createEurBeneficiary(demo.client, "Harbour payee", harbour.contactId);
    const booked = (reference: string) =>
      demo.client.core.payments.create({ currency: "EUR", beneficiary_id: beneficiary.id, amount: "40", reason: "Services", reference }, { onBehalfOf: harbour.contactId });
    const [first, second] = [await booked("SUB-1"), await booked("SUB-2")];
    const house = await book("HOUSE-1");
    const checker = approver();
    const awaiting = async (scope?: "all") => (await checker.core.payments.findAll({ status: "awaiting_authorisation", ...(scope ? { scope } : {}) }).toArray()).map((p) => p.reference).sort();
    expect(await awaiting()).toEqual(["HOUSE-1"]);
    expect(await awaiting("all")).toEqual(["HOUSE-1", "SUB-1", "SUB-2"]);

    const answer = await checker.core.payments.authorise([first.id, house.id]);
    expect(answer.authorisations.map((entry) => [entry.payment_id, entry.payment_status, entry.error])).toEqual([
      [first.id, "authorised", null],
      [house.id, "authorised", null],
    ]);
    // DeletePayment documents on_behalf_of: a sub-account's payment is deleted on its behalf (from the house alone, not found).
    await expect(checker.core.payments.delete(second.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await checker.core.payments.delete(second.id, { onBehalfOf: harbour.contactId })).status).toBe("deleted");
    expect(await awaiting("all")).toEqual([]);
  });

  it("delete leaves the payment deleted: not found by get or find unless with_deleted", async () => {
    const [kept, dropped] = [await book("DEL-KEEP"), await book("DEL-DROP")];
    expect((await approver().core.payments.delete(dropped.id)).status).toBe("deleted");
    await expect(demo.client.core.payments.get(dropped.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await demo.client.core.payments.get(dropped.id, { with_deleted: true })).status).toBe("deleted");
    const references = async (withDeleted?: boolean) =>
      (await demo.client.core.payments.findAll(withDeleted === undefined ? {} : { with_deleted: withDeleted }).toArray()).map((p) => p.reference).sort();
    expect(await references()).toEqual([kept.reference]);
    expect(await references(true)).toEqual(["DEL-DROP", "DEL-KEEP"]);
    await expect(demo.client.core.payments.delete(dropped.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
