import { describe, expect, it } from "@jest/globals";
import { InvalidInputError, NotFoundError } from "../../../src/api";
import { DEMO_APPROVER } from "../../../src/sim/demo-credentials";
import { createEurBeneficiary } from "../../support/demo-data";
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
