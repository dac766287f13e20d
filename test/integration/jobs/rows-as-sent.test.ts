/**
 * A run pays each row as it stands when it is sent: a row deleted or edited before its request is not sent; a row
 * edited after its request reads "Booked, row differs" with what changed, on that run and the next; a copied row
 * (with its FX columns, as Excel copies whole rows) is a copy, never the booking of its original. At the pane's
 * block size (500, every key written before the first request) and at smaller ones.
 */
import { describe, expect, it } from "@jest/globals";
import type { FetchLike } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { prepareJob, readOrders, refreshStatuses } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { advanceUntil } from "../../support/demo-admin";
import { demoClient, jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const SHEET = "Pay";
const ROWS = 24;

/** Sheet rows by reference, each with every header's cell. */
async function rowsByReference(workbook: MemoryWorkbook): Promise<Map<string, Record<string, unknown> & { at: number }>> {
  const block = await workbook.readTable(SHEET);
  const rows = new Map<string, Record<string, unknown> & { at: number }>();
  for (const row of block.rows) {
    const record: Record<string, unknown> & { at: number } = { at: row.row, ...Object.fromEntries(block.headers.map((name, index) => [name, row.values[index] ?? null])) };
    const reference = record["Reference"];
    if (typeof reference === "string" && !rows.has(reference)) rows.set(reference, record);
  }
  return rows;
}

/** Copies whole sheet rows (every cell, FX columns too) above `to`, as Excel's "Insert Copied Cells" does. */
async function copyRow(workbook: MemoryWorkbook, from: number, to: number): Promise<void> {
  const block = await workbook.readTable(SHEET);
  const values = block.rows.find((row) => row.row === from)?.values ?? [];
  workbook.insertRows(SHEET, to, 1);
  workbook.setValues(SHEET, `A${to + 1}`, [values.map((value) => (value === null ? "" : typeof value === "string" && /^[=+\-@]/.test(value) ? `'${value}` : value))]);
}

describe("each row as it stands when it is sent", () => {
  let demoService: DemoServer;
  let beneficiary: Beneficiary;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    beneficiary = await createEurBeneficiary(demo.client, "As Sent GmbH");
  });

  const payments = () => Object.values(demoService.state.data.payments).map((stored) => stored.wire);
  const amountOf = (index: number) => `${index + 1}00.50`;

  function sheetOf(count: number): MemoryWorkbook {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, SHEET, PAYMENT_HEADERS, Array.from({ length: count }, (_, index) => [beneficiary.id, amountOf(index), "EUR", `SENT-${index + 1}`, "Services"]));
    return workbook;
  }

  /** A fetch that calls `act` when a payment create with that reference is about to be sent. */
  function onSend(act: (reference: string) => Promise<void>): FetchLike {
    return async (input, init) => {
      if (init?.method === "POST" && String(input).endsWith("/v2/payments/create")) {
        const body = init.body instanceof URLSearchParams ? init.body : new URLSearchParams(String(init.body));
        await act(body.get("reference") ?? "");
      }
      return fetch(input, init);
    };
  }

  for (const blockSize of [3, 20, 500]) {
    it(`block size ${blockSize}: a deleted or edited row is not sent; a row edited once sent says so, then and on the next run`, async () => {
      const workbook = sheetOf(ROWS);
      const rowOf = async (reference: string) => (await rowsByReference(workbook)).get(reference)?.at ?? -1;
      // When SENT-2 is sent: SENT-20 is deleted and SENT-21's amount changed (neither sent yet). When SENT-9 is
      // sent, its own amount is changed: its request already carries the amount as checked.
      const fetchLike = onSend(async (reference) => {
        if (reference === "SENT-2") {
          workbook.deleteRows(SHEET, await rowOf("SENT-20"), 1);
          workbook.setValues(SHEET, `B${(await rowOf("SENT-21")) + 1}`, [[4321.09]]);
        }
        if (reference === "SENT-9") workbook.setValues(SHEET, `B${(await rowOf("SENT-9")) + 1}`, [[999.99]]);
      });
      const ctx = jobContext(demoClient(demoService, { fetch: fetchLike }), workbook);
      const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
      const outcome = await job.run(job.confirm(), { concurrency: 1, blockSize });

      const paid = new Map(payments().map((payment) => [payment.reference, payment]));
      expect(paid.has("SENT-20")).toBe(false);
      expect(paid.has("SENT-21")).toBe(false);
      expect(paid.get("SENT-9")?.amount).toBe("900.50");
      expect(paid.size).toBe(ROWS - 2);
      expect(outcome.booked).toBe(ROWS - 2);
      expect(outcome.notSent).toBe(2);

      const rows = await rowsByReference(workbook);
      if (blockSize >= 21) {
        // Keyed before it changed: found by its key, and told why it was not sent.
        expect(rows.get("SENT-21")).toMatchObject({ "FX result": "Not sent", "FX message": "changed since the check (Amount: 2,100.50 → 4,321.09 EUR): check it and run again" });
      } else {
        // Changed before its key was written: found at the end where it was last seen, as edited (most of its cells as
        // read, no key), and told why it was not sent (issue 39) — it gets no key, as it was never sent.
        const message = "changed since the check (Amount: 2,100.50 → 4,321.09 EUR): check it and run again";
        expect(rows.get("SENT-21")).toMatchObject({ "FX result": "Not sent", "FX message": message, "FX key": null });
        expect(outcome.rows.find((row) => row.row === 21)).toMatchObject({ result: "not sent", message });
      }
      expect(rows.get("SENT-9")).toMatchObject({
        "FX result": "Booked, row differs",
        "FX id": paid.get("SENT-9")?.id,
        "FX message": expect.stringContaining(`booked as ${paid.get("SENT-9")?.short_reference} with the cells as they were checked, but the row changed after it was sent — Amount: 900.50 → 999.99 EUR`),
      });
      for (const [reference, row] of rows) {
        if (reference === "SENT-9" || reference === "SENT-21") continue;
        expect([reference, row["FX result"], row["FX id"]]).toEqual([reference, "Booked", paid.get(reference)?.id]);
      }

      // The next run sends the edited row at its new amount, once; the row booked before it changed is not sent
      // again and still says what differs.
      workbook.select(SHEET, `A2:A${rows.size + 1}`);
      const again = await prepareJob(jobContext(demoClient(demoService), workbook), await readOrders(jobContext(demoClient(demoService), workbook), paymentKind));
      const confirmation = again.confirm();
      expect([confirmation.rowsToSend, confirmation.bookedBefore]).toEqual([1, ROWS - 2]);
      expect(confirmation.totals.map((total) => [total.currency, total.amount.toFixed(2), total.rows])).toEqual([["EUR", "4321.09", 1]]);
      const second = await again.run(confirmation);
      expect(second.booked).toBe(1);
      expect(payments().filter((payment) => payment.reference === "SENT-21").map((payment) => payment.amount)).toEqual(["4321.09"]);
      const after = await rowsByReference(workbook);
      expect(after.get("SENT-9")).toMatchObject({ "FX result": "Booked, row differs", "FX message": expect.stringContaining('Amount: 900.50 → 999.99 EUR') });
    });
  }

  it("a booked row edited after the run reads 'Booked, row differs' at the next check, with what changed, and is not sent", async () => {
    const workbook = sheetOf(3);
    const ctx = jobContext(demoClient(demoService), workbook);
    const first = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    await first.run(first.confirm());
    workbook.setValues(SHEET, "B3", [[4321.09]]);

    workbook.select(SHEET, "A2:A4");
    const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(again.confirm().rowsToSend).toBe(0);
    await again.writeNotices();
    const row = (await rowsByReference(workbook)).get("SENT-2");
    const booked = payments().find((payment) => payment.reference === "SENT-2");
    expect(row).toMatchObject({
      "FX result": "Booked, row differs",
      "FX id": booked?.id,
      "FX message": `booked as ${booked?.short_reference} with other cells — Amount: 200.50 → 4,321.09 EUR. The booking stands: put the row back, or clear its FX columns to send it as a new payment`,
    });
    expect(payments()).toHaveLength(3);
  });

  for (const blockSize of [3, 500]) {
    it(`block size ${blockSize}: rows copied during a run are marked as copies, never given their original's booking`, async () => {
      const workbook = sheetOf(12);
      const rowOf = async (reference: string) => (await rowsByReference(workbook)).get(reference)?.at ?? -1;
      // Copies made as the run goes: of a booked row, of a row keyed but not sent, and of one about to be sent,
      // one of them inserted above its original so the original moves down.
      const fetchLike = onSend(async (reference) => {
        if (reference === "SENT-4") await copyRow(workbook, await rowOf("SENT-2"), 14);
        if (reference === "SENT-6") await copyRow(workbook, await rowOf("SENT-10"), await rowOf("SENT-10"));
        if (reference === "SENT-8") await copyRow(workbook, await rowOf("SENT-8"), 1);
      });
      const ctx = jobContext(demoClient(demoService, { fetch: fetchLike }), workbook);
      const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
      const outcome = await job.run(job.confirm(), { concurrency: 1, blockSize });

      const block = await workbook.readTable(SHEET);
      const header = (name: string) => block.headers.indexOf(name);
      const lines = block.rows
        .map((row) => ({ at: row.row, reference: row.values[header("Reference")], result: row.values[header("FX result")], id: row.values[header("FX id")], message: row.values[header("FX message")] }))
        .filter((line) => line.reference !== null);
      expect(payments()).toHaveLength(12);
      expect(lines).toHaveLength(15);
      // SENT-10 is copied before its key is written when blocks are small: the two rows are then the same, one
      // takes the key and the other is a new row with nothing beside it (a later run holds it as a duplicate).
      const keyedBeforeCopy = blockSize >= 10;
      expect(outcome.copies).toBe(keyedBeforeCopy ? 3 : 2);
      const paid = new Map(payments().map((payment) => [payment.reference, payment.id]));
      for (const reference of ["SENT-2", "SENT-8", "SENT-10"]) {
        const carrying = lines.filter((line) => line.reference === reference);
        const booked = carrying.filter((line) => line.result === "Booked");
        const others = carrying.filter((line) => line.result !== "Booked");
        expect([reference, booked.map((line) => line.id), others.length]).toEqual([reference, [paid.get(reference)], 1]);
        if (reference === "SENT-10" && !keyedBeforeCopy) expect(others[0]).toMatchObject({ result: null, id: null });
        else expect(others[0]).toMatchObject({ result: "Copy", id: null, message: expect.stringContaining(`carries the FX key of row ${(booked[0]?.at ?? 0) + 1}, so it is a copy`) });
      }
      // The booked rows' ids are each one payment's, and no id is shown twice.
      const ids = lines.filter((line) => line.result === "Booked").map((line) => line.id);
      expect(new Set(ids).size).toBe(12);

      // The next check sends nothing: copies are held, a new row that repeats a booked one is held as a duplicate.
      workbook.select(SHEET, `A2:A${lines.at(-1)!.at + 1}`);
      const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
      const confirmation = again.confirm();
      expect([confirmation.rowsToSend, confirmation.copyRows, confirmation.heldRows, confirmation.bookedBefore]).toEqual([0, keyedBeforeCopy ? 3 : 2, keyedBeforeCopy ? 0 : 1, 12]);
    });
  }

  /** Three rows booked, then row 3 (SENT-2) copied whole, FX columns and all, to row 5. */
  async function threeBookedThenRow3CopiedTo5() {
    const workbook = sheetOf(3);
    const ctx = jobContext(demoClient(demoService), workbook);
    const first = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    await first.run(first.confirm());
    const original = (await rowsByReference(workbook)).get("SENT-2");
    await copyRow(workbook, 2, 4);
    return { workbook, ctx, original };
  }

  it("a run with nothing to send still writes its notices, a copy's among them, where the rows are now", async () => {
    // Row 3 (SENT-2, booked) copied whole to row 5, as it is: checked again, nothing is to be sent.
    const { workbook, ctx, original } = await threeBookedThenRow3CopiedTo5();
    workbook.select(SHEET, "A2:A5");
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const outcome = await job.run(job.confirm());

    expect([outcome.booked, outcome.failed]).toEqual([0, 0]);
    const block = await workbook.readTable(SHEET);
    const cell = (at: number, header: string) => block.rows.find((row) => row.row === at)?.values[block.headers.indexOf(header)] ?? null;
    expect([cell(2, "FX result"), cell(2, "FX id")]).toEqual(["Booked", original?.["FX id"]]);
    expect([cell(4, "FX result"), cell(4, "FX id")]).toEqual(["Copy", null]);
    expect(cell(4, "FX message")).toEqual(expect.stringContaining("carries the FX key of row 3, so it is a copy"));
  });

  it("a booked row copied as a template for a new payment is a copy: held until confirmed, then booked as new under its own key", async () => {
    // The person copies row 3 (SENT-2, booked) to row 5 and types the new payment's amount and reference over it.
    const { workbook, ctx, original } = await threeBookedThenRow3CopiedTo5();
    workbook.setValues(SHEET, "B5", [[75.25, "EUR", "SENT-NEW"]]);
    workbook.select(SHEET, "A2:A5");
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const held = job.confirm();
    expect([held.rowsToSend, held.copyRows, held.bookedBefore, held.totals.length]).toEqual([0, 1, 3, 0]);
    const copy = job.rows.find((plan) => plan.row === 4);
    expect(copy).toMatchObject({ state: "ready", existingKey: undefined, copyOf: { key: original?.["FX key"], at: 2 } });

    const accepted = job.confirm({ acceptCopies: true });
    expect([accepted.rowsToSend, accepted.totals.map((total) => total.amount.toFixed(2))]).toEqual([1, ["75.25"]]);
    const outcome = await job.run(accepted);
    expect(outcome.booked).toBe(1);
    const rows = await rowsByReference(workbook);
    const made = payments().find((payment) => payment.reference === "SENT-NEW");
    expect(made?.amount).toBe("75.25");
    expect(rows.get("SENT-NEW")).toMatchObject({ "FX result": "Booked", "FX id": made?.id, "FX key": made?.unique_request_id });
    expect(rows.get("SENT-NEW")?.["FX key"]).not.toBe(original?.["FX key"]);
    expect(rows.get("SENT-2")).toMatchObject({ "FX result": "Booked", "FX id": original?.["FX id"], "FX key": original?.["FX key"] });
    expect(payments()).toHaveLength(4);
  });

  it("Refresh statuses leaves a copied row alone and keeps saying what changed on a booked row", async () => {
    const workbook = sheetOf(3);
    const ctx = jobContext(demoClient(demoService), workbook);
    const first = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    await first.run(first.confirm());
    await copyRow(workbook, 1, 4);
    workbook.setValues(SHEET, "B4", [[4321.09]]);

    // The payments move on at the service: the refresh has a new status to write.
    const id = String(payments().find((payment) => payment.reference === "SENT-1")?.id);
    await advanceUntil(demoService, async () => (await demoClient(demoService).core.payments.get(id)).status, "released");

    workbook.select(SHEET, "A2:A5");
    const outcome = await refreshStatuses(ctx, paymentKind);
    expect(outcome).toMatchObject({ refreshed: 3, copies: 1, notBooked: 0, failed: 0 });
    const block = await workbook.readTable(SHEET);
    const cell = (row: number, header: string) => block.rows.find((line) => line.row === row)?.values[block.headers.indexOf(header)] ?? null;
    expect(cell(1, "FX status")).toBe("Released");
    // The result follows the payment; a row that differs from its booking keeps saying so until it is put back.
    expect(cell(1, "FX result")).toBe("Released");
    expect(cell(3, "FX result")).toBe("Booked, row differs");
    expect(cell(3, "FX message")).toEqual(expect.stringContaining("the row differs from its booking: Amount: 300.50 → 4,321.09 EUR"));
    // The copy keeps what was copied onto it: its original's status as it was then.
    expect(cell(4, "FX status")).toBe("Ready to send");
  });
});
