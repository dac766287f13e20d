import { describe, expect, it } from "@jest/globals";
import { DEMO_APPROVER } from "../../../src/demo-service/demo-credentials";
import { prepareJob, readOrders, refreshStatuses } from "../../../src/jobs/kind-jobs";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { createEurBeneficiary } from "../../support/demo-data";
import { jobContext } from "../../support/demo-client";
import { advanceUntil } from "../../support/demo-admin";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

describe("refreshing the statuses of payment rows under maker-checker", () => {
  const demo = withDemoService({ perTest: true, service: { approvalWorkflow: true } });

  it("shows awaiting authorisation after booking, then authorised, released and deleted as the approver acts", async () => {
    const beneficiary = await createEurBeneficiary(demo.client, "Checker GmbH");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", ["Beneficiary", "Amount", "Currency", "Reference", "Reason"], [
      [beneficiary.id, "10.00", "EUR", "MC-1", "Services"],
      [beneficiary.id, "20.00", "EUR", "MC-2", "Services"],
      [beneficiary.id, "30.00", "EUR", "MC-3", "Services"],
    ]);
    const ctx = jobContext(demo.client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    // The account's first payment: nothing at the service tells yet that its payments wait for approval.
    expect(job.confirm().authorisation).toEqual([]);
    const outcome = await job.run(job.confirm());
    expect(outcome).toMatchObject({ booked: 3, awaitingAuthorisation: 3 });
    expect(outcome.rows.map((row) => row.awaitsAuthorisation)).toEqual([true, true, true]);
    expect(await columnValues(workbook, "Pay", "FX status")).toEqual(["Awaiting authorisation", "Awaiting authorisation", "Awaiting authorisation"]);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Booked", "Booked", "Booked"]);

    const ids = (await columnValues(workbook, "Pay", "FX id")).map(String);
    const approver = demo.newClient({ loginId: DEMO_APPROVER.loginId, apiKey: DEMO_APPROVER.apiKey });
    const answer = await approver.core.payments.authorise([ids[0]!, ids[1]!]);
    expect(answer.authorisations.map((entry) => entry.payment_status)).toEqual(["authorised", "authorised"]);
    await approver.core.payments.delete(ids[2]!);

    expect(await refreshStatuses(ctx, paymentKind)).toEqual({ refreshed: 3, changed: 3, failed: 0, notBooked: 0, copies: 0, leftOut: [] });
    expect(await columnValues(workbook, "Pay", "FX status")).toEqual(["Authorised", "Authorised", "Deleted"]);
    const paymentDate = (await demo.client.core.payments.get(ids[0]!)).payment_date;
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual([
      `authorised: queued for ${paymentDate}`,
      expect.stringMatching(/^authorised: /),
      "deleted: it will not be paid — book a new payment if it is still due",
    ]);
    // The result follows the payment: what a person files it under.
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Authorised", "Authorised", "Deleted"]);

    // Released on the payment date: later the same day, or the next working day after a cut-off or a weekend.
    await advanceUntil(demo.demoService, async () => (await demo.client.core.payments.get(ids[0]!)).status, "released");
    expect(await refreshStatuses(ctx, paymentKind)).toMatchObject({ changed: 2, failed: 0 });
    expect(await columnValues(workbook, "Pay", "FX status")).toEqual(["Released", "Released", "Deleted"]);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Released", "Released", "Deleted"]);
  });

  it("never books again a payment the approver deleted: the row reads Deleted and a run of the whole sheet skips it", async () => {
    const beneficiary = await createEurBeneficiary(demo.client, "Deleted Payee GmbH");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", ["Beneficiary", "Amount", "Currency", "Reference", "Reason"], [
      [beneficiary.id, "40.00", "EUR", "DEL-1", "Services"],
      [beneficiary.id, "50.00", "EUR", "DEL-2", "Services"],
    ]);
    const ctx = jobContext(demo.client, workbook, { now: () => demo.demoService.clock.now() });
    const first = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect((await first.run(first.confirm())).booked).toBe(2);
    const ids = (await columnValues(workbook, "Pay", "FX id")).map(String);
    const approver = demo.newClient({ loginId: DEMO_APPROVER.loginId, apiKey: DEMO_APPROVER.apiKey });
    await approver.core.payments.delete(ids[0]!);
    await approver.core.payments.authorise([ids[1]!]);
    await refreshStatuses(ctx, paymentKind);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Deleted", "Authorised"]);

    workbook.select("Pay", "A2:A3");
    const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(again.rows.map((row) => row.state)).toEqual(["booked", "booked"]);
    const confirmation = again.confirm({ acceptDuplicates: true, acceptCopies: true });
    expect(confirmation).toMatchObject({ rowsToSend: 0, bookedBefore: 2 });
    await again.run(confirmation);
    const made = await demo.client.core.payments.findAll({ with_deleted: true, per_page: 100 }).toArray();
    expect(made.filter((payment) => payment.reference.startsWith("DEL-")).map((payment) => payment.reference).sort()).toEqual(["DEL-1", "DEL-2"]);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Deleted", "Authorised"]);
    expect(await columnValues(workbook, "Pay", "FX id")).toEqual(ids);

    // The same payment typed again as a new row is booked as new: a deleted payment is not one it repeats.
    workbook.setValues("Pay", "A4", [[beneficiary.id, "40.00", "EUR", "DEL-1", "Services"]]);
    workbook.select("Pay", "A4");
    const retyped = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(retyped.confirm()).toMatchObject({ rowsToSend: 1, heldRows: 0 });
    workbook.setValues("Pay", "A5", [[beneficiary.id, "50.00", "EUR", "DEL-2", "Services"]]);
    workbook.select("Pay", "A5");
    const repeat = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    // The authorised one is still to be paid: typed again, it is held as a possible duplicate.
    expect(repeat.confirm()).toMatchObject({ rowsToSend: 0, heldRows: 1 });
  });

  it("keeps saying a deleted payment's row differs from its booking until the row is put back, then files it under Deleted", async () => {
    const beneficiary = await createEurBeneficiary(demo.client, "Edited Payee GmbH");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", ["Beneficiary", "Amount", "Currency", "Reference", "Reason"], [[beneficiary.id, "60.00", "EUR", "EDIT-1", "Services"]]);
    const ctx = jobContext(demo.client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect((await job.run(job.confirm())).booked).toBe(1);
    const [id] = (await columnValues(workbook, "Pay", "FX id")).map(String);
    const approver = demo.newClient({ loginId: DEMO_APPROVER.loginId, apiKey: DEMO_APPROVER.apiKey });
    await approver.core.payments.delete(id!);

    workbook.setValues("Pay", "B2", [["65.00"]]);
    workbook.select("Pay", "A2");
    await refreshStatuses(ctx, paymentKind);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Booked, row differs"]);
    expect(await columnValues(workbook, "Pay", "FX status")).toEqual(["Deleted"]);
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual([expect.stringMatching(/^deleted: it will not be paid .* — the row differs from its booking: Amount: 60\.00 → 65\.00 EUR$/)]);

    workbook.setValues("Pay", "B2", [["60.00"]]);
    await refreshStatuses(ctx, paymentKind);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Deleted"]);
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual(["deleted: it will not be paid — book a new payment if it is still due"]);
  });

  it("tells the maker before booking when the account's last payment waited for authorisation, and after booking how many wait", async () => {
    const beneficiary = await createEurBeneficiary(demo.client, "Next Run GmbH");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", ["Beneficiary", "Amount", "Currency", "Reference", "Reason"], [[beneficiary.id, "70.00", "EUR", "NEXT-1", "Services"]]);
    // The window of earlier payments is measured on the demo service's clock, never the machine's.
    const ctx = jobContext(demo.client, workbook, { now: () => demo.demoService.clock.now() });
    const first = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    await first.run(first.confirm());
    const shortReference = String((await columnValues(workbook, "Pay", "FX short ref"))[0]);

    loadSheet(workbook, "Pay 2", ["Beneficiary", "Amount", "Currency", "Reference", "Reason"], [[beneficiary.id, "80.00", "EUR", "NEXT-2", "Services"]]);
    const next = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const confirmation = next.confirm();
    expect(shortReference).toMatch(/\S/);
    expect(confirmation.authorisation).toEqual([{ actingAs: undefined, steps: 1, lastBooking: shortReference }]);
    expect(await next.run(confirmation)).toMatchObject({ booked: 1, awaitingAuthorisation: 1 });
  });
});
