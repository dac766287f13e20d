/**
 * Two people, one workbook: both select the same 200 payment rows and book them within the same seconds, each
 * from their own copy, whose writes reach the other's after 0–5 s (test/support/coauthored-workbooks.ts). The keys
 * each run writes settle before its rows are read for sending, so each row is sent by the one whose key stayed
 * on it: 200 payments, not 400. Without the wait, both pay.
 *
 * The seconds are kept by the test's clock (test/support/actors-clock.ts), which the writes travelling between the
 * copies and the runs' wait for co-authors' keys (RunOptions.settleSleep) both use: it moves only while both runs
 * wait, so each interleaving happens as set out whatever the machine's speed, and the file takes no real seconds.
 */
import { describe, expect, it } from "@jest/globals";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { resultHeaders } from "../../../src/jobs/engine/result-columns";
import type { RunOptions } from "../../../src/jobs/engine/run-booking";
import type { DemoServer } from "../../../src/demo-service/server";
import { ActorsClock } from "../../support/actors-clock";
import { CoauthoredWorkbooks } from "../../support/coauthored-workbooks";
import { demoClient, jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { seededRandom } from "../../support/ledger-checks";
import { columnValues, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const SHEET = "Payments";
const ROWS = 200;

describe("two people booking the same rows of one workbook", () => {
  let demoService: DemoServer;
  withDemoService({ perTest: true }, (demo) => ({ demoService } = demo));

  /** The same 200 payment rows in both copies of a shared workbook, selected in both. */
  async function sharedSheet(label: string, clock: ActorsClock, delay: () => number) {
    const beneficiary: Beneficiary = await createEurBeneficiary(demoClient(demoService), `Shared ${label}`);
    const workbook = new CoauthoredWorkbooks(delay, clock);
    const rows = Array.from({ length: ROWS }, (_, index) => [beneficiary.id, `${index + 1}.25`, "EUR", `${label}-${index + 1}`, "Services", ...resultHeaders(paymentKind).map(() => "")]);
    workbook.setValues(SHEET, "A1", [[...PAYMENT_HEADERS, ...resultHeaders(paymentKind)], ...rows]);
    for (const copy of workbook.copies) copy.select(SHEET, `A2:A${ROWS + 1}`);
    const prepare = async (person: 0 | 1) => {
      const ctx = jobContext(demoClient(demoService), workbook.port(person), { random: seededRandom(person + 1) });
      return prepareJob(ctx, await readOrders(ctx, paymentKind));
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
    const clock = new ActorsClock();
    const shared = await sharedSheet(label, clock, () => 5_000);
    const [first, second] = [await shared.prepare(0), await shared.prepare(1)];
    const runOptions: RunOptions = { ...options, settleSleep: clock.sleep };
    // The first writes its keys at 0 on its copy; the clock moves only once it waits for co-authors' keys (or is done).
    const firstRun = clock.actor(() => first.run(first.confirm(), runOptions));
    const keys = (person: 0 | 1) => columnValues(shared.workbook.copies[person], SHEET, "FX key");
    const secondRun = clock.actorAfter(after, async () => {
      // What each copy holds as the second books: the first's keys on every row of its own copy, none yet on the second's.
      const [own, others] = [await keys(0), await keys(1)];
      return { startedAt: clock.now, own, others, outcome: await second.run(second.confirm(), runOptions) };
    });
    const [firstOutcome, seen] = await Promise.all([firstRun, secondRun]);
    expect(seen.startedAt).toBe(after);
    expect(seen.own.every((key) => typeof key === "string" && key !== "")).toBe(true);
    expect(new Set(seen.others)).toEqual(new Set([null]));
    return { shared, outcomes: [firstOutcome, seen.outcome] };
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
    const clock = new ActorsClock();
    const shared = await sharedSheet("SEEDED", clock, () => Math.floor(random() * 5_000));
    const book = (person: 0 | 1) => shared.prepare(person).then((job) => job.run(job.confirm(), { settleSleep: clock.sleep }));
    const first = clock.actor(() => book(0));
    const second = clock.actorAfter(Math.floor(random() * 2_000), () => book(1));
    await expectEveryRowPaidOnce(shared, await Promise.all([first, second]));
  });
});
