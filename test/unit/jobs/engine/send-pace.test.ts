import { describe, expect, it } from "@jest/globals";
import { SEND_CHECK_WINDOW_MS, SendPace } from "../../../../src/jobs/engine/send-pace";

describe("SendPace", () => {
  it("sizes the send check's block to one window of sending at the run's pace, within its floor and cap", () => {
    let now = 0;
    const pace = new SendPace(() => now);
    // Before anything is sent: the floor (twice the requests in flight).
    expect(pace.blockSize(16, 500)).toBe(16);
    // Five rows a second under a rate limit, for a minute: a block is the 50 rows of the last ten seconds.
    for (let second = 0; second < 60; second += 1) {
      for (let row = 0; row < 5; row += 1) {
        now = second * 1_000 + row * 200;
        pace.sent();
      }
    }
    expect(SEND_CHECK_WINDOW_MS).toBe(10_000);
    expect(pace.recent()).toBe(50);
    expect(pace.blockSize(16, 500)).toBe(50);
    // A fast run (no rate limit): never more than the block of keys.
    for (let row = 0; row < 2_000; row += 1) pace.sent();
    expect(pace.blockSize(16, 500)).toBe(500);
    // A run that stalled (the service refused for a while): back to the floor.
    now += 60_000;
    expect(pace.blockSize(16, 500)).toBe(16);
  });
});
