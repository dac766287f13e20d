import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { Crash } from "./crash";
import { demoClient, jobContext } from "../../support/demo-client";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { conversionKind } from "../../../src/jobs/kinds/conversion";

const CONVERSION_HEADERS = ["Buy", "Sell", "Amount", "Fixed side", "Reason"];
/** How FX acting as names the sub-account's contact: as the acting-as picker does. */
const SUB_ACCOUNT_NAME = "Sub North — North Ltd";

/** Overwrites the one data row's cell of a column, as a person or an earlier version left it. */
async function setColumn(workbook: MemoryWorkbook, sheet: string, header: string, value: string): Promise<void> {
  const column = (await workbook.readTable(sheet)).headers.indexOf(header);
  if (column < 0) throw new Error(`no ${header} column on ${sheet}`);
  workbook.setValues(sheet, `${String.fromCharCode(65 + column)}2`, [[value]]);
}

describe("a row keeps the account its key was sent for", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let subAccountContact: string;

  withDemoService(async (demo) => {
    ({ demoService, client } = demo);
    const account = await client.core.accounts.create({ account_name: "North Ltd", legal_entity_type: "company", street: "1 High St", city: "London", country: "GB", postal_code: "E1 1AA" });
    const contact = await client.core.contacts.create({ account_id: account.id, first_name: "Sub", last_name: "North", email_address: "north@example.com", phone_number: "+44 20 0000 0000" });
    subAccountContact = contact.id;
    const south = await client.core.accounts.create({ account_name: "South Ltd", legal_entity_type: "company", street: "2 High St", city: "London", country: "GB", postal_code: "E1 1AB" });
    await client.core.contacts.create({ account_id: south.id, first_name: "Sub", last_name: "South", email_address: "south@example.com", phone_number: "+44 20 0000 0001" });
  });

  async function crashAfterSending(sheet: string, rows: (string | number)[][], actingAs: string | undefined): Promise<MemoryWorkbook> {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, sheet, [...CONVERSION_HEADERS, ...(rows[0]!.length > CONVERSION_HEADERS.length ? ["Acting as"] : [])], rows);
    const crash = new Crash(1, "/v2/conversions/create");
    const dying = jobContext(demoClient(demoService, { fetch: crash.fetch, retry: { maxRetries: 1, initialDelayMs: 1, maxDelayMs: 2 } }), workbook, { workbook: crash.workbook(workbook), defaultActingAs: actingAs });
    const job = await prepareJob(dying, await readOrders(dying, conversionKind));
    await job.run(job.confirm(), { retry: { maxRetries: 1 } }).catch(() => undefined);
    expect(crash.crashed).toBe(true);
    return workbook;
  }

  const withKey = (key: unknown) => Object.values(demoService.state.data.conversions).filter((conversion) => conversion.unique_request_id === key);

  it("recovers a crashed row for the account it was sent for, though the task pane now acts for another", async () => {
    const workbook = await crashAfterSending("Own", [["GBP", "EUR", "1000", "buy", "Invoices"]], undefined);
    const [key] = await columnValues(workbook, "Own", "FX key");
    expect(await columnValues(workbook, "Own", "FX acting as")).toEqual([null]);
    const [sent] = withKey(key);

    demoService.state.counters.reset();
    const ctx = jobContext(client, workbook, { defaultActingAs: subAccountContact });
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    const outcome = await job.run(job.confirm());
    expect(outcome.rows).toEqual([{ row: 1, key, result: "recovered", id: sent!.id }]);
    expect(demoService.state.counters.snapshot()["POST /v2/conversions/create"]).toBeUndefined();
    expect(withKey(key)).toHaveLength(1);
  });

  it("records a sub-account beside the key and keeps using it after the choice changes", async () => {
    const workbook = await crashAfterSending("Sub", [["USD", "EUR", "250", "buy", "Office"]], subAccountContact);
    const [key] = await columnValues(workbook, "Sub", "FX key");
    // The account by name for a person; its id kept with the key in FX sent as, for the run that resumes.
    expect(await columnValues(workbook, "Sub", "FX acting as")).toEqual([SUB_ACCOUNT_NAME]);
    expect(JSON.parse(String((await columnValues(workbook, "Sub", "FX sent as"))[0]))).toMatchObject({ $actingAs: subAccountContact });
    const [sent] = withKey(key);

    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    const outcome = await job.run(job.confirm());
    expect(outcome.rows).toEqual([{ row: 1, key, result: "recovered", id: sent!.id }]);
    expect(withKey(key)).toHaveLength(1);
    expect(await columnValues(workbook, "Sub", "FX acting as")).toEqual([SUB_ACCOUNT_NAME]);
  });

  it("still resumes a sheet an earlier version wrote, with the contact's id in FX acting as and none in FX sent as", async () => {
    const workbook = await crashAfterSending("Older", [["USD", "EUR", "260", "buy", "Office"]], subAccountContact);
    const [key] = await columnValues(workbook, "Older", "FX key");
    const [sentAs] = await columnValues(workbook, "Older", "FX sent as");
    const { $actingAs: _id, ...fields } = JSON.parse(String(sentAs)) as Record<string, unknown>;
    await setColumn(workbook, "Older", "FX acting as", subAccountContact);
    await setColumn(workbook, "Older", "FX sent as", JSON.stringify(fields));
    const [sent] = withKey(key);

    demoService.state.counters.reset();
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    const outcome = await job.run(job.confirm());
    expect(outcome.rows).toEqual([{ row: 1, key, result: "recovered", id: sent!.id }]);
    expect(demoService.state.counters.snapshot()["POST /v2/conversions/create"]).toBeUndefined();
    expect(withKey(key)).toHaveLength(1);
  });

  it("refuses, never books for another account, a keyed row whose FX acting as names an account its record does not hold", async () => {
    const workbook = await crashAfterSending("Lost", [["USD", "EUR", "270", "buy", "Office"]], subAccountContact);
    const [key] = await columnValues(workbook, "Lost", "FX key");
    await setColumn(workbook, "Lost", "FX sent as", "");
    demoService.state.counters.reset();
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    expect(job.rows).toEqual([{ row: 1, state: "invalid", message: expect.stringContaining("FX acting as") }]);
    expect(demoService.state.counters.snapshot()["POST /v2/conversions/create"]).toBeUndefined();
    expect(withKey(key)).toHaveLength(1);
  });

  it("refuses a keyed row whose own acting-as cell was changed since its key was sent", async () => {
    const workbook = await crashAfterSending("Edited", [["GBP", "USD", "75", "buy", "Travel", subAccountContact]], undefined);
    const [key] = await columnValues(workbook, "Edited", "FX key");
    const ctx = jobContext(client, workbook);
    // A cleared cell says nothing new: the recorded account stands.
    workbook.setValues("Edited", "F2", [[""]]);
    const cleared = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    expect(cleared.rows).toEqual([expect.objectContaining({ row: 1, state: "ready", order: expect.objectContaining({ actingAs: subAccountContact }) })]);

    // The same client by name, or by its contact's e-mail, is no change: it names the contact the key was sent for.
    for (const sameClient of ["north ltd", "NORTH@example.com"]) {
      workbook.setValues("Edited", "F2", [[sameClient]]);
      const named = await prepareJob(ctx, await readOrders(ctx, conversionKind));
      expect(named.rows).toEqual([expect.objectContaining({ row: 1, state: "ready", order: expect.objectContaining({ actingAs: subAccountContact }) })]);
    }

    workbook.setValues("Edited", "F2", [["South Ltd"]]);
    const edited = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    expect(edited.rows).toEqual([{ row: 1, state: "invalid", message: expect.stringContaining("its FX key was sent acting as the account FX acting as names") }]);
    await edited.run(edited.confirm());
    expect(withKey(key)).toHaveLength(1);
    expect(await columnValues(workbook, "Edited", "FX acting as")).toEqual([SUB_ACCOUNT_NAME]);
  });
});
