/**
 * Clients and beneficiaries are created, not booked: their rows read "Created" under "FX created at (UTC)". Versions
 * before wrote "Booked" and "FX booked at (UTC)" for them too; such a sheet is still done on a re-run (nothing is
 * created twice), keeps its one time column, and Refresh statuses writes its rows in the kind's words.
 */
import { describe, expect, it } from "@jest/globals";
import type { OrderKind } from "../../../src/jobs";
import type { KindSpec } from "../../../src/jobs/engine/kind-spec";
import { beneficiaryKind } from "../../../src/jobs/kinds/beneficiary";
import { clientKind } from "../../../src/jobs/kinds/client";
import { prepareJob, readOrders, refreshStatuses } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { columnLetters } from "../../../src/workbook/address";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { demoClient, jobContext } from "../../support/demo-client";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";

type Row = (string | number)[];
interface KindSheet {
  kind: OrderKind;
  spec: KindSpec;
  headers: string[];
  row(index: number): Row;
  createRoute: string;
}

const CLIENTS: KindSheet = {
  kind: "client",
  spec: clientKind,
  headers: ["Client reference", "Client name", "Entity type", "Street", "City", "Country", "Postcode", "State", "First name", "Last name", "Email", "Phone", "Time zone", "DOB"],
  row: (i) => [`OLD-${i}`, `Old Trading ${i}`, "company", "1 Quay St", "Bristol", "GB", "BS1 4DJ", "", "Ada", `Lovelace${i}`, `old${i}@client.example`, "0117 496 0000", "Europe/London", ""],
  createRoute: "POST /v2/accounts/create",
};

const PAYEES: KindSheet = {
  kind: "beneficiary",
  spec: beneficiaryKind,
  headers: ["Payee", "CCY", "Country", "IBAN", "Account no", "Routing code type", "Routing code", "Branch code", "Entity type", "Address", "City", "Beneficiary country"],
  row: (i) => [`Old payee ${i}`, "GBP", "GB", "", `'4192681${i}`, "sort_code", "'601613", "", "company", "", "", ""],
  createRoute: "POST /v2/beneficiaries/create",
};

const SHEET = "Old";

/** Rewrites what a run wrote as an earlier version wrote it: "Booked" in FX result, the time under "FX booked at (UTC)". */
async function asEarlierVersionWroteIt(workbook: MemoryWorkbook): Promise<void> {
  const block = await workbook.readTable(SHEET);
  const timeColumn = block.headers.indexOf("FX created at (UTC)");
  const resultColumn = block.headers.indexOf("FX result");
  expect([timeColumn, resultColumn].every((index) => index >= 0)).toBe(true);
  workbook.setValues(SHEET, `${columnLetters(timeColumn)}1`, [["FX booked at (UTC)"]]);
  workbook.setValues(
    SHEET,
    `${columnLetters(resultColumn)}2`,
    block.rows.map(() => ["Booked"]),
  );
}

describe("a client or beneficiary sheet an earlier version wrote 'Booked' on", () => {
  let demoService: DemoServer;
  withDemoService({ perTest: true }, (demo) => ({ demoService } = demo));
  const creates = (route: string) => demoService.state.counters.snapshot()[route] ?? 0;

  it.each([CLIENTS, PAYEES])("$kind rows read 'Booked' are done: a re-run creates only the new row, in the sheet's one time column", async (kind) => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, SHEET, kind.headers, [kind.row(0), kind.row(1)]);
    const ctx = jobContext(demoClient(demoService), workbook);
    const first = await prepareJob(ctx, await readOrders(ctx, kind.spec));
    await first.run(first.confirm());
    expect(await columnValues(workbook, SHEET, "FX result")).toEqual(["Created", "Created"]);
    await asEarlierVersionWroteIt(workbook);

    // A third row typed below; the whole sheet checked and run again.
    workbook.setValues(SHEET, "A4", [kind.row(2)]);
    workbook.select(SHEET, "A2:A4");
    demoService.state.counters.reset();
    const again = await prepareJob(ctx, await readOrders(ctx, kind.spec));
    expect(again.rows.map((plan) => plan.state)).toEqual(["booked", "booked", "ready"]);
    expect(again.confirm()).toMatchObject({ rowsToSend: 1, bookedBefore: 2 });
    const outcome = await again.run(again.confirm());
    expect([outcome.booked, outcome.failed]).toEqual([1, 0]);
    expect(creates(kind.createRoute)).toBe(1);

    const headers = (await workbook.readTable(SHEET)).headers;
    expect(headers).toContain("FX booked at (UTC)");
    expect(headers).not.toContain("FX created at (UTC)");
    expect(await columnValues(workbook, SHEET, "FX result")).toEqual(["Booked", "Booked", "Created"]);
    expect((await columnValues(workbook, SHEET, "FX booked at (UTC)")).map((value) => typeof value)).toEqual(["number", "number", "number"]);
  });

  it.each([CLIENTS, PAYEES])("Refresh statuses reads $kind rows an earlier version wrote 'Booked' and writes them 'Created'", async (kind) => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, SHEET, kind.headers, [kind.row(0), kind.row(1)]);
    const ctx = jobContext(demoClient(demoService), workbook);
    const first = await prepareJob(ctx, await readOrders(ctx, kind.spec));
    await first.run(first.confirm());
    await asEarlierVersionWroteIt(workbook);

    const outcome = await refreshStatuses(ctx, kind.spec, { from: "table", sheet: SHEET });
    expect([outcome.refreshed, outcome.failed, outcome.notBooked]).toEqual([2, 0, 0]);
    expect(await columnValues(workbook, SHEET, "FX result")).toEqual(["Created", "Created"]);
    expect(creates(kind.createRoute)).toBe(2);
  });
});
