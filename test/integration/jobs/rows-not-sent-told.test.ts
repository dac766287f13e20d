/**
 * Every row a run does not send says why on the sheet (issue 39, point 6): a row changed after Check, one edited and
 * then copied (two rows alike, and the run cannot tell which it read), one deleted and one edited while the run goes,
 * rows moved by a sort, and held rows, one of them edited. Asserted on the sheet's cells and on what reached the
 * service; a row that is gone is named in the run's outcome with why its reason could not be written beside it.
 */
import { describe, expect, it } from "@jest/globals";
import type { FetchLike } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import type { DemoServer } from "../../../src/demo-service/server";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import type { CellValue } from "../../../src/workbook/port";
import { demoClient, jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const SHEET = "Pay";
const column = (header: string) => String.fromCharCode(65 + PAYMENT_HEADERS.indexOf(header));

describe("a run that does not send some of its rows", () => {
  let demoService: DemoServer;
  let beneficiary: Beneficiary;
  withDemoService(async (demo) => {
    demoService = demo.demoService;
    beneficiary = await createEurBeneficiary(demo.client, "Told Rows GmbH");
  });

  /** The sheet's rows below the header, each as header → cell. */
  async function sheetRows(workbook: MemoryWorkbook): Promise<Record<string, CellValue>[]> {
    const block = await workbook.readTable(SHEET);
    return block.rows.map((row) => Object.fromEntries(block.headers.map((header, index) => [header, row.values[index] ?? null])));
  }

  async function rowOf(workbook: MemoryWorkbook, reference: string): Promise<number> {
    const block = await workbook.readTable(SHEET);
    const index = block.headers.indexOf("Reference");
    const found = block.rows.find((row) => row.values[index] === reference);
    if (found === undefined) throw new Error(`no row ${reference}`);
    return found.row;
  }

  it("writes each reason in the row's FX result and FX message, on every row that could be it, and names the rows it could not write to", async () => {
    const workbook = new MemoryWorkbook();
    const row = (reference: string, amount: string) => [beneficiary.id, amount, "EUR", reference, "Services"];
    loadSheet(workbook, SHEET, PAYMENT_HEADERS, [
      row("NS-1", "10.50"),
      row("NS-2", "20.50"),
      row("NS-3", "30.50"),
      row("NS-4", "40.50"),
      row("NS-5", "50.50"),
      row("NS-6", "60.50"),
      row("NS-7", "70.50"),
      row("TWIN", "80.50"),
      row("TWIN", "80.50"),
    ]);

    // While the first payment is on its way: NS-4 is deleted, NS-6 (not keyed yet) edited, and the sheet sorted.
    let creates = 0;
    const editingFetch: FetchLike = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === "POST" && String(input).endsWith("/v2/payments/create") && ++creates === 1) {
        workbook.deleteRows(SHEET, await rowOf(workbook, "NS-4"), 1);
        workbook.setValues(SHEET, `${column("Amount")}${(await rowOf(workbook, "NS-6")) + 1}`, [["66.66"]]);
        const block = await workbook.readTable(SHEET);
        workbook.sortRows(SHEET, 1, block.headerRow + block.rows.length, PAYMENT_HEADERS.indexOf("Amount"), true);
      }
      return response;
    };
    const ctx = jobContext(demoClient(demoService, { fetch: editingFetch }), workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const confirmation = job.confirm();
    expect([confirmation.rowsToSend, confirmation.heldRows]).toEqual([7, 2]);

    // After the confirmation: NS-2's amount changes; NS-3's reference changes and the row is copied below the data;
    // one of the twins (held as a repeat) gets another reason.
    workbook.setValues(SHEET, `${column("Amount")}3`, [["2000"]]);
    workbook.setValues(SHEET, `${column("Reference")}4`, [["NS-3b"]]);
    workbook.copyRows(SHEET, 3, 1, 10);
    workbook.setValues(SHEET, `${column("Reason")}10`, [["Rent"]]);
    const outcome = await job.run(confirmation, { concurrency: 1, blockSize: 3 });

    const paid = Object.values(demoService.state.data.payments).map((stored) => stored.wire.reference).sort();
    expect(paid).toEqual(["NS-1", "NS-5", "NS-7"]);
    expect([outcome.booked, outcome.notSent]).toEqual([3, 4]);

    const rows = await sheetRows(workbook);
    // Every row not booked says why, in both columns.
    const silent = rows.filter((cells) => cells["FX result"] !== "Booked" && (cells["FX result"] === null || cells["FX message"] === null || cells["FX message"] === ""));
    expect(silent).toEqual([]);
    const byReference = (reference: string) => rows.filter((cells) => cells.Reference === reference);
    expect(byReference("NS-2")).toEqual([expect.objectContaining({ "FX result": "Not sent", "FX message": expect.stringMatching(/^changed since the check \(Amount: /) })]);
    expect(byReference("NS-6")).toEqual([expect.objectContaining({ "FX result": "Not sent", "FX message": expect.stringMatching(/^changed since the check \(Amount: /) })]);
    // NS-3 as edited and its copy are alike: the run cannot tell which one it read, and each says so.
    const alike = byReference("NS-3b");
    expect(alike).toHaveLength(2);
    for (const cells of alike) expect(cells).toMatchObject({ "FX result": "Not sent", "FX key": null, "FX message": expect.stringMatching(/^not sent: the row checked as row 4 changed before it was sent, and rows \d+ and \d+, which read alike now, could be it/) });
    // The twin held as a repeat still is; the one edited since says what changed rather than why it was held.
    const twins = rows.filter((cells) => cells.Reference === "TWIN");
    expect(twins.map((cells) => [cells.Reason, cells["FX result"]])).toEqual(expect.arrayContaining([["Services", "Needs confirmation"], ["Rent", "Not sent"]]));
    expect(twins.find((cells) => cells.Reason === "Rent")?.["FX message"]).toBe("changed since the check (Reason: Services → Rent): check it and run again");

    // The outcome names the rows as checked, and where their reasons went or why they could not be written.
    const told = new Map(outcome.rows.map((entry) => [entry.row + 1, entry]));
    expect(told.get(5)).toMatchObject({ result: "not sent", message: expect.stringContaining("not found on the sheet at the end of the run (deleted, or edited beyond recognition)") });
    expect(told.get(4)).toMatchObject({ result: "not sent", message: expect.stringMatching(/^not sent: it changed before it was sent, and rows \d+ and \d+ could be it, so why is written on each of them/) });
  });
});
