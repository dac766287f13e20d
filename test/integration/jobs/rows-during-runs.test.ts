/**
 * The engine's invariant while the person keeps working (issue 24): a seeded person sorts, inserts, deletes, edits
 * and copies rows of a payments sheet between and during the requests of a run (test/support/sheet-user.ts), at
 * several block sizes (the pane's default, 500, among them) and concurrencies. Then every payment at the service
 * must match the cells of a row as they stood when it was sent, and every row reading "Booked" must have exactly
 * that payment (test/support/row-invariant.ts); running the whole sheet again books exactly what was left.
 *
 * A failure names its seed, block size and concurrency (run it alone with -t), the violations, and everything the
 * person did and every request sent, in order.
 */
import { describe, expect, it } from "@jest/globals";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { AUDIT_SHEET, AUDIT_HEADERS } from "../../../src/jobs/engine/audit-log";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { RunOptions } from "../../../src/jobs/engine/run-booking";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { demoClient, jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { seededRandom } from "../../support/ledger-checks";
import { invariantViolations, rerunPlan, rerunViolations, silentRowViolations, type Observed } from "../../support/row-invariant";
import { SheetUser } from "../../support/sheet-user";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const SHEET = "Payments";
const ROWS = 30;
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const BLOCK_SIZES = [3, 20, 500];
const CONCURRENCY = [1, 4];
const SEND_STEP_MS = 2_500;
const CASES = BLOCK_SIZES.flatMap((blockSize) => CONCURRENCY.map((concurrency) => ({ blockSize, concurrency })));

describe.each(SEEDS)("rows sorted, inserted, deleted, edited and copied during runs (seed %i)", (seed) => {
  let demoService: DemoServer;
  // One service per seed: each case pays its own beneficiary, so its payments are told apart.
  withDemoService((demo) => ({ demoService } = demo));

  const observe = async (workbook: MemoryWorkbook, user: SheetUser, beneficiary: Beneficiary): Promise<Observed> => {
    const payments = Object.values(demoService.state.data.payments).map((stored) => stored.wire).filter((payment) => payment.beneficiary_id === beneficiary.id);
    const audit = workbook.model.hasSheet(AUDIT_SHEET) ? await workbook.readTable(AUDIT_SHEET) : undefined;
    const idColumn = AUDIT_HEADERS.indexOf("Resulting id");
    const auditIds = new Set((audit?.rows ?? []).map((row) => String(row.values[idColumn])));
    return { lines: user.lines(), payments, auditIds };
  };

  it.each(CASES)(`seed ${seed}: block size $blockSize, concurrency $concurrency`, async ({ blockSize, concurrency }) => {
    const beneficiary = await createEurBeneficiary(demoClient(demoService), `Rows ${seed}-${blockSize}-${concurrency}`);
    const workbook = new MemoryWorkbook();
    const user = new SheetUser({ workbook, sheet: SHEET, random: seededRandom(seed), beneficiary: beneficiary.id, rows: ROWS, prefix: `S${seed}B${blockSize}C${concurrency}` });
    // Run ids come from the (frozen) clock and this draw: each case draws its own, or its keys would be another case's.
    const runIds = seededRandom(seed * 10_000 + blockSize * 10 + concurrency);
    // The run's clock moves on 2.5 s with each payment sent, the pace of a run under the provider's rate limit: the job
    // then reads the rows about to be sent in blocks of one window's answers (send-pace.ts), fewer than its floor of
    // twice the concurrency (at least 8), so a row it sends was read within that many sends and those on the wire.
    let runNow = demoService.clock.now();
    const pacedFetch = user.fetch((input, init) => {
      if (init.method === "POST") runNow += SEND_STEP_MS;
      return fetch(input, init);
    });
    const ctx = jobContext(demoClient(demoService, { fetch: pacedFetch }), workbook, { now: () => runNow, random: runIds });
    const options: RunOptions = { blockSize, concurrency };
    const history = { states: user.states, runStarts: user.runStarts, window: Math.max(8, 2 * concurrency) + concurrency };
    const violations: string[] = [];

    try {
      // The person keeps working while the rows are checked and previewed, and while they are sent.
      user.startRun(1, true);
      const runTags = new Set(user.lines().flatMap((line) => (line.tag === null ? [] : [line.tag])));
      const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
      user.act("after the check, before confirming");
      user.act("after the check, before confirming");
      await job.run(job.confirm(), options);
      user.stopActing();
      const afterRun = await observe(workbook, user, beneficiary);
      violations.push(...invariantViolations("after the run", afterRun, user.sent, history, user.copies));
      violations.push(...silentRowViolations("after the run", afterRun, runTags, user.copies));

      // The whole sheet again, nobody touching it: it books exactly what is left.
      const plan = rerunPlan(afterRun, user.copies);
      workbook.select(SHEET, `A2:A${afterRun.lines.length + 1}`);
      user.startRun(2, false);
      const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
      await again.run(again.confirm({ acceptDuplicates: true }), options);
      const afterRerun = await observe(workbook, user, beneficiary);
      violations.push(...rerunViolations(plan, afterRun, afterRerun, user.sent, history, user.copies));
      violations.push(...invariantViolations("after the rerun", afterRerun, user.sent, history, user.copies, new Set(afterRun.payments.map((payment) => payment.id))));
    } catch (error) {
      violations.push(`the job threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }

    expect(violations.length === 0 ? [] : [...violations, "— what the person did, and what was sent —", ...user.log]).toEqual([]);
  });
});
