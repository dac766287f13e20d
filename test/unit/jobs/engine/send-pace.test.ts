import { describe, expect, it } from "@jest/globals";
import { roomWithinBudget, SEND_CHECK_WINDOW_MS, SendPace } from "../../../../src/jobs/engine/send-pace";

describe("SendPace", () => {
  it("sizes the send check's block to one window of answers at the run's pace, within its floor and cap", () => {
    let now = 0;
    const pace = new SendPace(() => now);
    // Before anything has come back: the floor (twice the requests in flight).
    expect(pace.blockSize(16, 500)).toBe(16);
    // Five rows a second under a rate limit, for a minute: a block is the 50 rows of the last ten seconds.
    for (let second = 0; second < 60; second += 1) {
      for (let row = 0; row < 5; row += 1) {
        now = second * 1_000 + row * 200;
        pace.sent();
        pace.answered();
      }
    }
    expect(SEND_CHECK_WINDOW_MS).toBe(10_000);
    expect(pace.recent()).toBe(50);
    expect(pace.blockSize(16, 500)).toBe(50);
    // A fast run (no rate limit): never more than the block of keys.
    for (let row = 0; row < 2_000; row += 1) pace.answered();
    expect(pace.blockSize(16, 500)).toBe(500);
    // A run that stalled (the service refused for a while): back to the floor.
    now += 60_000;
    expect(pace.blockSize(16, 500)).toBe(16);
  });

  it("takes a burst of requests handed out at once for nothing until they come back", () => {
    let now = 0;
    const pace = new SendPace(() => now);
    for (let slot = 0; slot < 16; slot += 1) pace.sent();
    now = 5;

    expect(pace.blockSize(32, 1_000)).toBe(32);
  });

  it("scales a run younger than one window to a whole window: 16 answers in its first 200 ms are 800 rows a window", () => {
    let now = 0;
    const pace = new SendPace(() => now);
    for (let slot = 0; slot < 16; slot += 1) pace.sent();
    now = 200;
    for (let slot = 0; slot < 16; slot += 1) pace.answered();

    expect(pace.expected(1_000)).toBe(800);
    expect(pace.blockSize(32, 1_000)).toBe(800);
    expect(pace.blockSize(32, 500)).toBe(500);
  });

  it("never reads further ahead than the rate budget lets rows be sent within the window", () => {
    let now = 0;
    let room = 140;
    const asked: [number, number][] = [];
    const pace = new SendPace(
      () => now,
      (windowMs, most) => {
        asked.push([windowMs, most]);
        return Math.min(most, room);
      },
    );
    // The budget's minute begins with room for a burst: 140 come back within a second.
    pace.sent();
    now = 1_000;
    for (let row = 0; row < 140; row += 1) pace.answered();
    // Taken alone, that pace is 1,400 rows a window; the budget has room for none more until its minute turns.
    room = 0;

    expect(pace.blockSize(16, 1_000)).toBe(16);
    expect(asked).toEqual([[10_000, 1_000]]);
    room = 24;
    expect(pace.blockSize(16, 1_000)).toBe(24);
  });
});

describe("roomWithinBudget", () => {
  it("finds the most requests that could all be sent within the window, up to the most asked", () => {
    // 30 at once, then one every 400 ms: the 55th could go 10 s from now, the 56th not.
    const msUntilRoomFor = (count: number) => Math.max(0, count - 30) * 400;
    const roomWithin = roomWithinBudget(msUntilRoomFor);

    expect(roomWithin(10_000, 1_000)).toBe(55);
    expect(roomWithin(10_000, 40)).toBe(40);
    expect(roomWithin(0, 1_000)).toBe(30);
    expect(roomWithinBudget(() => 60_000)(10_000, 1_000)).toBe(0);
  });
});
