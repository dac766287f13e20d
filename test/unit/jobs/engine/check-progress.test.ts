import { describe, expect, it } from "@jest/globals";
import { CheckCounter, type CheckProgress } from "../../../../src/jobs/engine/check-progress";

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
});
