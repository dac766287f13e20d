/**
 * The person keeps working while a run goes: rows are inserted above the data, the data is sorted, a row is
 * deleted just after its request was sent and a row not yet sent is edited. Every key and result must land on its own row, nothing may be
 * booked twice, and a re-run finishes exactly what is left.
 */
import { describe, expect, it } from "@jest/globals";
import type { FetchLike } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { AUDIT_SHEET } from "../../../src/jobs/engine/audit-log";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { Crash } from "./crash";
import { demoClient, jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const SHEET = "Pay";
const ROWS = 12;
const AMOUNT_COLUMN = PAYMENT_HEADERS.indexOf("Amount");

describe("rows that move while a run is going", () => {
  let demoService: DemoServer;
  let beneficiary: Beneficiary;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    beneficiary = await createEurBeneficiary(demo.client, "Moving Rows GmbH");
  });

  const payments = () => Object.values(demoService.state.data.payments).map((stored) => stored.wire);

  /** Each data row of the sheet by its reference, with the job's columns beside it. */
  async function rowsByReference(workbook: MemoryWorkbook): Promise<Map<string, Record<string, unknown>>> {
    const block = await workbook.readTable(SHEET);
    const header = (name: string) => block.headers.indexOf(name);
    const rows = new Map<string, Record<string, unknown>>();
    for (const row of block.rows) {
      const reference = row.values[header("Reference")];
      if (typeof reference !== "string") continue;
      rows.set(reference, Object.fromEntries(block.headers.map((name, index) => [name, row.values[index] ?? null])));
    }
    return rows;
  }

  it("writes keys and results on their own rows through inserts, a sort, a delete and an edit; a re-run books only what is left", async () => {
    const workbook = new MemoryWorkbook();
    // Amounts rise with the row, so sorting by amount descending reverses the order.
    loadSheet(workbook, SHEET, PAYMENT_HEADERS, Array.from({ length: ROWS }, (_, index) => [beneficiary.id, `${index + 1}0.50`, "EUR", `MOVE-${index + 1}`, "Services"]));

    // The person's edits, made while requests are on their way (the n-th create has just been sent).
    let creates = 0;
    const rowOf = async (reference: string) => {
      const block = await workbook.readTable(SHEET);
      const index = block.headers.indexOf("Reference");
      return block.rows.find((row) => row.values[index] === reference)?.row ?? -1;
    };
    const edits: Record<number, () => Promise<void>> = {
      2: async () => workbook.insertRows(SHEET, 1, 3),
      4: async () => {
        const block = await workbook.readTable(SHEET);
        workbook.sortRows(SHEET, 1, block.headerRow + block.rows.length, AMOUNT_COLUMN, true);
      },
      5: async () => workbook.deleteRows(SHEET, await rowOf("MOVE-5"), 1),
      7: async () => workbook.setValues(SHEET, `B${(await rowOf("MOVE-11")) + 1}`, [["999.99"]]),
    };
    const editingFetch: FetchLike = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === "POST" && String(input).endsWith("/v2/payments/create")) {
        creates += 1;
        await edits[creates]?.();
      }
      return response;
    };

    const ctx = jobContext(demoClient(demoService, { fetch: editingFetch }), workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    // Small blocks: later rows are keyed after the edits, so they must be found again before their key is written.
    const outcome = await job.run(job.confirm(), { concurrency: 1, blockSize: 3 });

    const byRow = new Map(outcome.rows.map((row) => [row.row + 1, row]));
    // MOVE-5's row was deleted while its request was on its way: booked, and reported with the audit log.
    expect(byRow.get(6)).toMatchObject({ result: "booked", message: expect.stringContaining("its row was deleted or edited during the run") });
    // MOVE-11 changed before its key was written: not sent, and found at the end as edited, so it says what changed (issue 39).
    expect(byRow.get(12)).toMatchObject({ result: "not sent", message: "changed since the check (Amount: 110.50 → 999.99 EUR): check it and run again" });
    expect(outcome.booked).toBe(ROWS - 1);

    const sheetRows = await rowsByReference(workbook);
    expect(sheetRows.has("MOVE-5")).toBe(false);
    const audit = await workbook.readTable(AUDIT_SHEET);
    const bookedMove5 = payments().find((payment) => payment.reference === "MOVE-5");
    expect(audit.rows.some((row) => row.values.includes(bookedMove5?.id ?? "missing"))).toBe(true);
    const booked = new Map(payments().map((payment) => [payment.id, payment]));
    for (let index = 1; index <= ROWS; index += 1) {
      if (index === 5) continue;
      const row = sheetRows.get(`MOVE-${index}`);
      if (index === 11) {
        expect(row).toMatchObject({ "FX result": "Not sent", "FX message": "changed since the check (Amount: 110.50 → 999.99 EUR): check it and run again", "FX key": null, Amount: 999.99 });
        continue;
      }
      // The result beside each row is the payment of that row: same reference, same amount, same key.
      const payment = booked.get(String(row?.["FX id"]));
      expect(row?.["FX result"]).toBe("Booked");
      expect(payment?.reference).toBe(`MOVE-${index}`);
      expect(payment?.amount).toBe(`${index}0.50`);
      expect(payment?.unique_request_id).toBe(row?.["FX key"]);
    }

    // Run the sheet again: only the edited row goes, once.
    workbook.select(SHEET, `A2:A${(await workbook.readTable(SHEET)).rows.length + 1}`);
    const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const second = await again.run(again.confirm());
    expect([second.booked, second.recovered, second.failed]).toEqual([1, 0, 0]);
    const references = payments().map((payment) => payment.reference).sort();
    expect(references).toEqual(Array.from({ length: ROWS }, (_, index) => `MOVE-${index + 1}`).sort());
    expect(payments().find((payment) => payment.reference === "MOVE-11")?.amount).toBe("999.99");
    expect((await rowsByReference(workbook)).get("MOVE-11")?.["FX result"]).toBe("Booked");
  });

  it("two runs prepared on the same rows book them once: the second finds the rows taken", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, SHEET, PAYMENT_HEADERS, Array.from({ length: 4 }, (_, index) => [beneficiary.id, `${index + 1}.00`, "EUR", `TWICE-${index + 1}`, "Services"]));
    const ctx = jobContext(demoClient(demoService), workbook);
    const first = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const second = await prepareJob(ctx, await readOrders(ctx, paymentKind));

    const [a, b] = await Promise.all([first.run(first.confirm()), second.run(second.confirm())]);
    expect(a.booked + b.booked).toBe(4);
    expect([...a.rows, ...b.rows].filter((row) => row.result === "not sent")).toHaveLength(4);
    expect(payments().map((payment) => payment.reference).sort()).toEqual(["TWICE-1", "TWICE-2", "TWICE-3", "TWICE-4"]);
  });

  it("a row edited after its key was sent says it differs from what was booked, and is never booked again", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, SHEET, PAYMENT_HEADERS, [1, 2, 3].map((n) => [beneficiary.id, `${n}.00`, "EUR", `EDIT-${n}`, "Services"]));
    // The add-in dies once the first create has reached the service: row 2 carries its key, not its result.
    const crash = new Crash(1, "/v2/payments/create");
    const dying = jobContext(demoClient(demoService, { fetch: crash.fetch, retry: { maxRetries: 0 } }), workbook, { workbook: crash.workbook(workbook) });
    const first = await prepareJob(dying, await readOrders(dying, paymentKind));
    await first.run(first.confirm(), { concurrency: 1, retry: { maxRetries: 0 } }).catch(() => undefined);
    expect(payments().map((payment) => payment.reference)).toEqual(["EDIT-1"]);

    // The person changes the amount and the reference of that row, then runs the rows again.
    workbook.setValues(SHEET, "B2", [["1.50", "EUR", "EDIT-1b"]]);
    const ctx = jobContext(demoClient(demoService), workbook);
    workbook.select(SHEET, "A2:A4");
    const resumed = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const outcome = await resumed.run(resumed.confirm());
    expect([outcome.booked, outcome.recovered]).toEqual([2, 1]);
    expect((await columnValues(workbook, SHEET, "FX result"))[0]).toBe("Booked, row differs");
    const message = (await columnValues(workbook, SHEET, "FX message"))[0];
    expect(message).toContain("amount: booked 1.00 EUR, row 1.50 EUR");
    expect(message).toContain('reference: booked "EDIT-1", row "EDIT-1b"');

    // Booked is booked: a third run sends nothing for it.
    const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(again.confirm().rowsToSend).toBe(0);
    expect(payments().map((payment) => payment.reference).sort()).toEqual(["EDIT-1", "EDIT-2", "EDIT-3"]);
  });
});
