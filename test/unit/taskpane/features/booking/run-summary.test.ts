import { describe, expect, it } from "@jest/globals";
import { runAgainAdvice } from "../../../../../src/taskpane/features/booking/run-summary";

describe("what the summary says about running the rows again", () => {
  it("says nothing when every row was booked or left out on purpose", () => {
    expect(runAgainAdvice({ failed: 0, notSent: 0 })).toBeUndefined();
  });

  it("counts the rows not sent and says a re-run cannot book anything twice", () => {
    expect(runAgainAdvice({ failed: 0, notSent: 42 })).toBe(
      "Run the same rows again to finish: the 42 rows not sent never reached the service; rows already booked are skipped, so nothing is booked twice.",
    );
  });

  it("names failed rows apart: they are retried under their keys", () => {
    expect(runAgainAdvice({ failed: 1, notSent: 3 })).toBe(
      "Run the same rows again to finish: the 3 rows not sent never reached the service, and the row that failed is retried under its key; rows already booked are skipped, so nothing is booked twice.",
    );
  });
});
