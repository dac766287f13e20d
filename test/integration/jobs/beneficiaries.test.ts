import { describe, expect, it } from "@jest/globals";
import type { FetchLike } from "../../../src/api";
import { prepareJob, readOrders, refreshStatuses } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { Crash } from "./crash";
import { demoClient, jobContext } from "../../support/demo-client";
import { germanIban } from "../../support/demo-data";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { beneficiaryKind } from "../../../src/jobs/kinds/beneficiary";

const HEADERS = ["Payee", "CCY", "Country", "IBAN", "Account no", "Routing code type", "Routing code", "Branch code", "Entity type", "Address", "City", "Beneficiary country"];
type Row = (string | number)[];

/** 17 valid rows across GB, the euro area, the US, Mexico (CLABE) and Canada (two routing codes), named by `prefix`. */
function goodRows(prefix: string): Row[] {
  const uk = Array.from({ length: 8 }, (_, i): Row => [`${prefix} UK ${i}`, "GBP", "GB", "", `'3192681${i}`, "sort_code", "'601613", "", "company", "", "", ""]);
  const de = Array.from({ length: 5 }, (_, i): Row => [`${prefix} DE ${i}`, "EUR", "", germanIban(4100 + i), "", "", "", "", "company", "", "", ""]);
  const us = Array.from({ length: 2 }, (_, i): Row => [`${prefix} US ${i}`, "USD", "US", "", `'88800${i}`, "aba", "'021000021", "", "company", "", "", ""]);
  const mx: Row = [`${prefix} MX`, "MXN", "MX", "", "", "clabe", "'002010077777777771", "", "company", "Av. Reforma 1", "Ciudad de México", "MX"];
  const ca: Row = [`${prefix} CA`, "CAD", "CA", "", "'1234567", "institution_no", "'003", "'12345", "company", "", "", ""];
  return [...uk, ...de, ...us, mx, ca];
}

/** Three bad rows: an account number the service refuses, no currency, an IBAN with a mistyped character. */
function badRows(prefix: string): Row[] {
  return [
    [`${prefix} bad account`, "GBP", "GB", "", "'1234567", "sort_code", "'601613", "", "company", "", "", ""],
    [`${prefix} no currency`, "", "GB", "", "'12345678", "sort_code", "'601613", "", "company", "", "", ""],
    [`${prefix} bad IBAN`, "EUR", "", "DE89370400440532013001", "", "", "", "", "company", "", "", ""],
  ];
}

/** 20 rows, the bad ones among the good. */
function mixedRows(prefix: string): Row[] {
  const good = goodRows(prefix);
  const [a, b, c] = badRows(prefix);
  return [...good.slice(0, 4), a as Row, ...good.slice(4, 11), b as Row, ...good.slice(11), c as Row];
}

describe("bulk creating beneficiaries from rows", () => {
  let demoService: DemoServer;

  withDemoService((demo) => ({ demoService } = demo));

  const named = (prefix: string) => Object.values(demoService.state.data.beneficiaries).filter((stored) => stored.wire.name.startsWith(`${prefix} `));
  const creates = () => demoService.state.counters.snapshot()["POST /v2/beneficiaries/create"] ?? 0;

  it("creates 17 of 20 rows, tells the 3 bad ones by their columns, and a re-run creates none", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payees", HEADERS, mixedRows("A"));
    const ctx = jobContext(demoClient(demoService), workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    expect(job.preview).toMatchObject({ toCreate: 17, alreadyExisting: 0, invalid: 3 });
    // Each row's bank as the lookup names it (issue 31), one lookup per distinct code: the sort code, five IBANs and
    // the ABA; a CLABE and a Canadian institution number are not codes the lookup takes.
    expect(demoService.state.counters.snapshot()["POST /v2/reference/bank_details/find"]).toBe(7);
    if (job.kind !== "beneficiary") throw new Error(`expected a beneficiary job, got ${job.kind}`);
    const banks = new Map(job.preview.banks.map((entry) => [entry.name, entry.bank]));
    expect(job.preview.banks).toHaveLength(15);
    expect([banks.get("A UK 0"), banks.get("A UK 7"), banks.get("A DE 0"), banks.get("A US 1"), banks.get("A MX"), banks.get("A CA")]).toEqual([
      "NATIONAL WESTMINSTER BANK PLC, LONDON",
      "NATIONAL WESTMINSTER BANK PLC, LONDON",
      "COMMERZBANK AG, KOELN",
      "JPMORGAN CHASE BANK, N.A., NEW YORK",
      undefined,
      undefined,
    ]);
    demoService.state.counters.reset();
    const outcome = await job.run(job.confirm());
    expect([outcome.booked, outcome.rows.filter((row) => row.result === "invalid").length, outcome.failed]).toEqual([17, 3, 0]);
    expect(creates()).toBe(17);
    expect(named("A")).toHaveLength(17);

    const results = await columnValues(workbook, "Payees", "FX result");
    expect(results.filter((value) => value === "Created")).toHaveLength(17);
    const messages = (await columnValues(workbook, "Payees", "FX message")).map((value) => String(value ?? ""));
    // Told from the route's required details at the check (no validation asked), as the service would refuse it.
    expect(messages[4]).toBe("Account no: should be 8 digits");
    expect(messages[12]).toMatch(/^CCY: /);
    expect(messages[19]).toMatch(/^IBAN: .*check digits/);
    const ids = await columnValues(workbook, "Payees", "FX id");
    expect(new Set(ids.filter((id) => id !== null))).toEqual(new Set(named("A").map((stored) => stored.wire.id)));
    // The service got the mapped details: the CLABE and Canada's two routing codes.
    const mexican = named("A").find((stored) => stored.wire.currency === "MXN")?.wire;
    expect([mexican?.routing_code_type_1, mexican?.routing_code_value_1]).toEqual(["clabe", "002010077777777771"]);
    const canadian = named("A").find((stored) => stored.wire.currency === "CAD")?.wire;
    expect([canadian?.routing_code_type_1, canadian?.routing_code_type_2, canadian?.routing_code_value_2]).toEqual(["institution_no", "branch_code", "12345"]);

    // The same selection again: the booked rows are skipped, the bad ones stay refused, nothing is created.
    demoService.state.counters.reset();
    const again = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    const confirmation = again.confirm();
    expect([confirmation.rowsToSend, confirmation.bookedBefore, confirmation.invalidRows]).toEqual([0, 17, 3]);
    await again.run(confirmation);
    expect(creates()).toBe(0);

    // The same rows on a fresh sheet, without the results: each is found by currency, bank details and name.
    const fresh = new MemoryWorkbook();
    loadSheet(fresh, "Payees", HEADERS, mixedRows("A"));
    const freshCtx = jobContext(demoClient(demoService), fresh);
    const copy = await prepareJob(freshCtx, await readOrders(freshCtx, beneficiaryKind));
    expect(copy.preview).toMatchObject({ toCreate: 0, alreadyExisting: 17, invalid: 3 });
    const copyConfirmation = copy.confirm();
    expect([copyConfirmation.rowsToSend, copyConfirmation.existingRows]).toEqual([0, 17]);
    const copied = await copy.run(copyConfirmation);
    expect([copied.booked, copied.rows.filter((row) => row.result === "exists").length]).toEqual([0, 17]);
    expect(creates()).toBe(0);
    expect(named("A")).toHaveLength(17);
    expect(await columnValues(fresh, "Payees", "FX id")).toEqual(ids);
    expect((await columnValues(fresh, "Payees", "FX result")).filter((result) => result === "Exists")).toHaveLength(17);
  });

  it("shows a row whose beneficiary exists as existing, with its id, and books only the new ones", async () => {
    const rows = goodRows("E").slice(0, 4);
    const earlier = new MemoryWorkbook();
    loadSheet(earlier, "Payees", HEADERS, [rows[2] as Row]);
    const earlierCtx = jobContext(demoClient(demoService), earlier);
    const first = await prepareJob(earlierCtx, await readOrders(earlierCtx, beneficiaryKind));
    await first.run(first.confirm());
    const [existing] = named("E");
    if (existing === undefined) throw new Error("one beneficiary made before");

    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payees", HEADERS, rows);
    const ctx = jobContext(demoClient(demoService), workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    expect(job.rows.map((plan) => (plan.state === "ready" ? plan.exists : plan.state))).toEqual([undefined, undefined, { id: existing.wire.id, name: `${existing.wire.name} (GBP)` }, undefined]);
    const confirmation = job.confirm();
    expect([confirmation.rowsToSend, confirmation.existingRows, confirmation.bookedBefore]).toEqual([3, 1, 0]);

    const outcome = await job.run(confirmation);
    expect([outcome.booked, outcome.failed]).toEqual([3, 0]);
    expect(outcome.rows.find((row) => row.row === 3)).toMatchObject({ result: "exists", id: existing.wire.id });
    expect(creates()).toBe(3);
    expect(named("E")).toHaveLength(4);
    expect(await columnValues(workbook, "Payees", "FX result")).toEqual(["Created", "Created", "Exists", "Created"]);
    expect((await columnValues(workbook, "Payees", "FX id"))[2]).toBe(existing.wire.id);
    expect((await columnValues(workbook, "Payees", "FX message"))[2]).toBe(`exists already as ${existing.wire.name} (GBP) (found by the same details): not created again`);

    // Checked again, the existing row is done like the booked ones: never sent again.
    const again = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    expect(again.confirm()).toMatchObject({ rowsToSend: 0, existingRows: 0, bookedBefore: 4 });
  });

  it("refuses a row that repeats another row's beneficiary", async () => {
    const workbook = new MemoryWorkbook();
    const [first] = goodRows("R");
    loadSheet(workbook, "Twice", HEADERS, [first as Row, first as Row]);
    const ctx = jobContext(demoClient(demoService), workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    expect(job.preview).toMatchObject({ toCreate: 1, alreadyExisting: 0, invalid: 1 });
    await job.writeNotices();
    expect((await columnValues(workbook, "Twice", "FX message"))[1]).toBe("Payee: row 2 already creates this beneficiary (same currency, bank details and name) — delete one of the two rows");
  });

  it.each([1, 6, 17])("a run interrupted after %i creates, resumed, creates only the rest", async (k) => {
    const prefix = `K${k}`;
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payees", HEADERS, goodRows(prefix));
    const crash = new Crash(k, "/v2/beneficiaries/create");
    const dying = jobContext(demoClient(demoService, { fetch: crash.fetch, retry: { maxRetries: 1, initialDelayMs: 1, maxDelayMs: 2 } }), workbook, { workbook: crash.workbook(workbook) });
    const first = await prepareJob(dying, await readOrders(dying, beneficiaryKind));
    await first.run(first.confirm(), { concurrency: 3, blockSize: 5, retry: { maxRetries: 1 } }).catch(() => undefined);
    expect(crash.crashed).toBe(true);
    const createdBefore = named(prefix).length;
    expect(createdBefore).toBeGreaterThanOrEqual(k);

    demoService.state.counters.reset();
    const healthy = jobContext(demoClient(demoService), workbook);
    const resumed = await prepareJob(healthy, await readOrders(healthy, beneficiaryKind));
    const outcome = await resumed.run(resumed.confirm(), { concurrency: 3, blockSize: 5 });
    expect(outcome.failed).toBe(0);
    expect(creates()).toBe(17 - createdBefore);
    expect(named(prefix)).toHaveLength(17);
    expect(await columnValues(workbook, "Payees", "FX result")).toEqual(Array(17).fill("Created"));
    expect(new Set(await columnValues(workbook, "Payees", "FX id"))).toEqual(new Set(named(prefix).map((stored) => stored.wire.id)));
  });

  it("a create whose answer is lost is found by its natural key, not sent again", async () => {
    const prefix = "L";
    let lost = 0;
    // Every third create reaches the service but its answer never comes back.
    const losing: FetchLike = async (input, init) => {
      const response = await fetch(input, init);
      if (String(input).includes("/v2/beneficiaries/create")) {
        lost += 1;
        if (lost % 3 === 1) throw new TypeError("fetch failed: connection dropped after the request was sent");
      }
      return response;
    };
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payees", HEADERS, goodRows(prefix));
    const ctx = jobContext(demoClient(demoService, { fetch: losing, retry: { maxRetries: 3, initialDelayMs: 1, maxDelayMs: 2 } }), workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    demoService.state.counters.reset();
    const outcome = await job.run(job.confirm(), { concurrency: 4 });
    expect([outcome.booked, outcome.failed]).toEqual([17, 0]);
    expect(named(prefix)).toHaveLength(17);
    expect(creates()).toBe(17);
    expect(new Set(await columnValues(workbook, "Payees", "FX id"))).toEqual(new Set(named(prefix).map((stored) => stored.wire.id)));
  });

  it("refreshes each row's beneficiary: still there, or deleted since", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payees", HEADERS, goodRows("S").slice(0, 2));
    const client = demoClient(demoService);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    await job.run(job.confirm());
    const [first] = await columnValues(workbook, "Payees", "FX id");
    await client.core.beneficiaries.delete(String(first));
    const outcome = await refreshStatuses(ctx, beneficiaryKind, { from: "table", sheet: "Payees" });
    expect([outcome.refreshed, outcome.failed]).toEqual([2, 0]);
    expect(await columnValues(workbook, "Payees", "FX status")).toEqual(["Deleted", "Active"]);
    expect((await columnValues(workbook, "Payees", "FX message"))[0]).toBe("deleted: the service no longer has this beneficiary");
  });
});
