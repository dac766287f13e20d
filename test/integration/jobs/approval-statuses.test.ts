import { describe, expect, it } from "@jest/globals";
import { DEMO_APPROVER } from "../../../src/sim/demo-credentials";
import { prepareJob, readOrders } from "../../../src/jobs/engine/booking-job";
import { refreshStatuses } from "../../../src/jobs/engine/refresh-statuses";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { createEurBeneficiary } from "../../support/demo-data";
import { jobContext } from "../../support/demo-client";
import { advanceUntil } from "../../support/demo-admin";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";

describe("refreshing the statuses of payment rows under maker-checker", () => {
  const demo = withDemoService({ service: { approvalWorkflow: true } });

  it("shows awaiting authorisation after booking, then authorised, released and deleted as the approver acts", async () => {
    const beneficiary = await createEurBeneficiary(demo.client, "Checker GmbH");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", ["Beneficiary", "Amount", "Currency", "Reference", "Reason"], [
      [beneficiary.id, "10.00", "EUR", "MC-1", "Services"],
      [beneficiary.id, "20.00", "EUR", "MC-2", "Services"],
      [beneficiary.id, "30.00", "EUR", "MC-3", "Services"],
    ]);
    const ctx = jobContext(demo.client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, "payment"));
    expect((await job.run(job.confirm())).booked).toBe(3);
    expect(await columnValues(workbook, "Pay", "FX status")).toEqual(["awaiting_authorisation", "awaiting_authorisation", "awaiting_authorisation"]);

    const ids = (await columnValues(workbook, "Pay", "FX id")).map(String);
    const approver = demo.newClient({ loginId: DEMO_APPROVER.loginId, apiKey: DEMO_APPROVER.apiKey });
    const answer = await approver.core.payments.authorise([ids[0]!, ids[1]!]);
    expect(answer.authorisations.map((entry) => entry.payment_status)).toEqual(["authorised", "authorised"]);
    await approver.core.payments.delete(ids[2]!);

    expect(await refreshStatuses(ctx, "payment")).toEqual({ refreshed: 3, changed: 3, failed: 0, notBooked: 0, copies: 0, leftOut: [] });
    expect(await columnValues(workbook, "Pay", "FX status")).toEqual(["authorised", "authorised", "deleted"]);
    const paymentDate = (await demo.client.core.payments.get(ids[0]!)).payment_date;
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual([
      `authorised: queued for ${paymentDate}`,
      expect.stringMatching(/^authorised: /),
      "deleted: it will not be paid — book a new payment if it is still due",
    ]);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Booked", "Booked", "Booked"]);

    // Released on the payment date: later the same day, or the next working day after a cut-off or a weekend.
    await advanceUntil(demo.sim, async () => (await demo.client.core.payments.get(ids[0]!)).status, "released");
    expect(await refreshStatuses(ctx, "payment")).toMatchObject({ changed: 2, failed: 0 });
    expect(await columnValues(workbook, "Pay", "FX status")).toEqual(["released", "released", "deleted"]);
  });
});
