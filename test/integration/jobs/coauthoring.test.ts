/**
 * Two people, one workbook: both select the same 200 payment rows and book them within the same seconds, each
 * from their own copy, whose writes reach the other's after 0–5 s (test/support/coauthored-workbooks.ts). The keys
 * each run writes settle before its rows are read for sending, so each row is sent by the one whose key stayed
 * on it: 200 payments, not 400. Without the wait, both pay.
 */
import { describe, expect, it } from "@jest/globals";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { resultHeaders } from "../../../src/jobs/engine/result-columns";
import type { RunOptions } from "../../../src/jobs/engine/run-booking";
import { kindSpec } from "../../../src/jobs/kinds";
import type { DemoServer } from "../../../src/demo-service/server";
import { CoauthoredWorkbooks } from "../../support/coauthored-workbooks";
import { demoClient, jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { seededRandom } from "../../support/ledger-checks";
import { columnValues, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";

const SHEET = "Payments";
const ROWS = 200;

describe("two people booking the same rows of one workbook", () => {
  let demoService: DemoServer;
  withDemoService({ perTest: true }, (demo) => ({ demoService } = demo));

  /** The same 200 payment rows in both copies of a shared workbook, selected in both. */
  async function sharedSheet(label: string, delay: () => number) {
    const beneficiary: Beneficiary = await createEurBeneficiary(demoClient(demoService), `Shared ${label}`);
    const workbook = new CoauthoredWorkbooks(delay);
    const rows = Array.from({ length: ROWS }, (_, index) => [beneficiary.id, `${index + 1}.25`, "EUR", `${label}-${index + 1}`, "Services", ...resultHeaders(kindSpec("payment")).map(() => "")]);
    workbook.setValues(SHEET, "A1", [[...PAYMENT_HEADERS, ...resultHeaders(kindSpec("payment"))], ...rows]);
    for (const copy of workbook.copies) copy.select(SHEET, `A2:A${ROWS + 1}`);
    const prepare = async (person: 0 | 1) => {
      const ctx = jobContext(demoClient(demoService), workbook.port(person), { random: seededRandom(person + 1) });
      return prepareJob(ctx, await readOrders(ctx, "payment"));
    };
    const payments = () => Object.values(demoService.state.data.payments).map((stored) => stored.wire).filter((payment) => payment.beneficiary_id === beneficiary.id);
    return { workbook, prepare, payments };
  }

  async function expectEveryRowPaidOnce(shared: Awaited<ReturnType<typeof sharedSheet>>, outcomes: { booked: number }[]) {
    await shared.workbook.settled();
    const payments = shared.payments();
    expect(payments).toHaveLength(ROWS);
    expect(new Set(payments.map((payment) => payment.reference)).size).toBe(ROWS);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.booked, 0)).toBe(ROWS);
    const [copy0, copy1] = shared.workbook.copies;
    const [results, ids] = [await columnValues(copy0, SHEET, "FX result"), await columnValues(copy0, SHEET, "FX id")];
    expect(new Set(results)).toEqual(new Set(["Booked"]));
    expect(new Set(ids)).toEqual(new Set(payments.map((payment) => payment.id)));
    expect(await columnValues(copy1, SHEET, "FX id")).toEqual(ids);
  }

  /** Both checked the rows before either booked; the second books `after` ms after the first's keys were written. */
  async function keysCrossing(label: string, after: number, options: RunOptions = {}) {
    const shared = await sharedSheet(label, () => 5_000);
    const [first, second] = [await shared.prepare(0), await shared.prepare(1)];
    const firstRun = first.run(first.confirm(), options);
    await until(() => shared.workbook.copies[0].syncCount > 0 && columnValues(shared.workbook.copies[0], SHEET, "FX key").then((keys) => keys[0] !== null));
    await new Promise((resolve) => setTimeout(resolve, after));
    const outcomes = await Promise.all([firstRun, second.run(second.confirm(), options)]);
    return { shared, outcomes };
  }

  it("the second keys the rows 4 s after the first, just before the first's keys reach it: each row is paid once", async () => {
    const { shared, outcomes } = await keysCrossing("CROSS", 4_000);
    await expectEveryRowPaidOnce(shared, outcomes);
  });

  it("without waiting for the other's keys, both pay: the window the wait closes", async () => {
    const { shared } = await keysCrossing("NOWAIT", 4_000, { settleMs: 0 });
    await shared.workbook.settled();
    expect(shared.payments().length).toBeGreaterThan(ROWS);
  });

  it("seeded delays of 0–5 s and starts within 2 s of each other: each row is paid once", async () => {
    const random = seededRandom(7);
    const shared = await sharedSheet("SEEDED", () => Math.floor(random() * 5_000));
    const first = shared.prepare(0).then((job) => job.run(job.confirm()));
    await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 2_000)));
    const second = shared.prepare(1).then((job) => job.run(job.confirm()));
    await expectEveryRowPaidOnce(shared, await Promise.all([first, second]));
  });
});

async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}
