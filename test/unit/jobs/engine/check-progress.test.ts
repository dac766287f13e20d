import { describe, expect, it } from "@jest/globals";
import { checkPace, CheckCounter, type CheckProgress } from "../../../../src/jobs/engine/check-progress";
import { describeCheckProgress } from "../../../../src/taskpane/features/booking/check-progress";

describe("a check's row count", () => {
  it("reports each step, and nothing once the check is cancelled: rows whose lookups the cancel ended are not checked", () => {
    const cancel = new AbortController();
    const seen: CheckProgress[] = [];
    let now = 1_000;
    const counter = new CheckCounter(30, { signal: cancel.signal, onProgress: (progress) => seen.push(progress) }, () => now);
    counter.rowsChecked(2);
    now += 500;
    counter.rowsChecked(3);
    cancel.abort(new Error("cancelled"));
    counter.rowsChecked(1);
    expect(seen).toEqual([
      { total: 30, checked: 2, elapsedMs: 0, finishing: false },
      { total: 30, checked: 5, elapsedMs: 500, finishing: false },
    ]);
    expect(() => counter.throwIfCancelled()).toThrow("cancelled");
  });

  it("never counts past the rows read, and says when the rows are done", () => {
    const seen: CheckProgress[] = [];
    const counter = new CheckCounter(4, { onProgress: (progress) => seen.push(progress) }, () => 0);
    counter.rowsChecked(0);
    counter.rowsChecked(6);
    counter.finish();
    expect(seen.map((progress) => [progress.checked, progress.finishing])).toEqual([
      [4, false],
      [4, true],
    ]);
  });

  it("goes through a check's steps one after another, each counting the rows it has nothing to ask as checked", () => {
    const seen: CheckProgress[] = [];
    const counter = new CheckCounter(4, { onProgress: (progress) => seen.push(progress) }, () => 0, ["finding the payees", "pricing the fees"]);
    counter.nextStep(3);
    counter.nextStep(2);
    counter.finish();
    counter.done();
    expect(seen.map((progress) => [progress.step, progress.checked, progress.finishing, progress.done])).toEqual([
      [{ number: 1, of: 2, doing: "finding the payees" }, 1, false, undefined],
      [{ number: 2, of: 2, doing: "pricing the fees" }, 2, false, undefined],
      [undefined, 4, true, undefined],
      [undefined, 4, false, true],
    ]);
    // Row-steps: the bar goes forward over the steps and is full only once the rows are done.
    expect(seen.map((progress) => checkPace(progress))).toEqual([
      { total: 8, done: 1 },
      { total: 8, done: 6 },
      { total: 4, done: 4 },
      { total: 4, done: 4 },
    ]);
    expect(seen.map((progress) => describeCheckProgress(progress, undefined))).toEqual([
      "Step 1 of 2, finding the payees: 1 of 4 rows",
      "Step 2 of 2, pricing the fees: 2 of 4 rows",
      "Checked 4 rows; reading the account's balances…",
      "Checked 4 rows",
    ]);
  });

  it("begins no step and says nothing done once the check is cancelled", () => {
    const cancel = new AbortController();
    const seen: CheckProgress[] = [];
    const counter = new CheckCounter(2, { signal: cancel.signal, onProgress: (progress) => seen.push(progress) }, () => 0, ["a", "b"]);
    counter.nextStep(2);
    cancel.abort(new Error("cancelled"));
    expect(() => counter.nextStep(2)).toThrow("cancelled");
    expect(() => counter.done()).toThrow("cancelled");
    expect(seen.map((progress) => progress.step?.number)).toEqual([1]);
  });
});
