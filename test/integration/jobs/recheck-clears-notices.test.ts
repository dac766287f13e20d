/**
 * A row a check found invalid, then fixed by the person: the next check clears the "Invalid" and the message it
 * wrote beside the row (issue 27: the sheet kept saying Invalid beside a good row). Rows still invalid keep theirs.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { conversionKind } from "../../../src/jobs/kinds/conversion";

const HEADERS = ["Buy", "Sell", "Amount", "Fixed side", "Reason"];

describe("a check rewrites what an earlier check said beside a row", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;

  withDemoService((demo) => ({ demoService, client } = demo));

  async function check(workbook: MemoryWorkbook): Promise<void> {
    workbook.select("Trades", "A2:A3");
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    await job.writeNotices();
  }

  it("clears Invalid and its message from a row fixed since, keeps them on a row still wrong, and sends nothing", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Trades", HEADERS, [
      ["GBP", "EUR", "100.005", "buy", "Invoices"],
      ["USD", "GBP", "abc", "buy", "Payroll"],
    ]);
    await check(workbook);
    expect(await columnValues(workbook, "Trades", "FX result")).toEqual(["Invalid", "Invalid"]);
    const [firstMessage] = await columnValues(workbook, "Trades", "FX message");
    expect(String(firstMessage)).toContain("GBP allows at most 2 decimals");

    workbook.setValues("Trades", "C2", [[100]]);
    demoService.state.counters.reset();
    await check(workbook);

    expect(await columnValues(workbook, "Trades", "FX result")).toEqual([null, "Invalid"]);
    const messages = await columnValues(workbook, "Trades", "FX message");
    expect(messages[0]).toBeNull();
    expect(String(messages[1])).toContain("Amount");
    const sent = Object.keys(demoService.state.counters.snapshot()).filter((route) => route.startsWith("POST /v2/conversions/create"));
    expect(sent).toEqual([]);
  });
});
