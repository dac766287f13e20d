import { describe, expect, it } from "@jest/globals";
import { Faults, parseFaultSeed } from "../../../src/demo-service/faults";
import { faultSeedOf } from "../../support/demo-service";
import { faultSeedNote, withFaultSeed } from "../../support/fault-seed";

const SETTINGS = { latencyMs: 0, share429: 0.2, share503: 0.15, shareDropped: 0.1 };
const sequence = (faults: Faults, draws: number) => Array.from({ length: draws }, () => faults.draw());

describe("faults drawn from a seed", () => {
  it("gives the same sequence of 1,000 faults for the same seed, and another for another seed", () => {
    const first = sequence(new Faults(SETTINGS, 20260105), 1_000);
    expect(sequence(new Faults(SETTINGS, 20260105), 1_000)).toEqual(first);
    expect(sequence(new Faults(SETTINGS, 20260106), 1_000)).not.toEqual(first);
    // Every kind of fault is in it, in about its share (the exact counts are the seed's).
    const count = (outcome: string) => first.filter((drawn) => drawn === outcome).length;
    expect([count("drop"), count("503"), count("429")].every((n) => n > 50)).toBe(true);
    expect(count("none")).toBeGreaterThan(450);
  });

  it("keeps its seed, a fresh one when none is given", () => {
    expect(new Faults(SETTINGS, 7).seed).toBe(7);
    const fresh = new Faults(SETTINGS).seed;
    expect(Number.isInteger(fresh) && fresh >= 0 && fresh <= 0xffff_ffff).toBe(true);
  });

  it("reads a seed as typed: a whole number below 2^32, nothing else", () => {
    expect([parseFaultSeed("42"), parseFaultSeed(" 4294967295 "), parseFaultSeed("0")]).toEqual([42, 4294967295, 0]);
    expect([parseFaultSeed("4294967296"), parseFaultSeed("-1"), parseFaultSeed("1.5"), parseFaultSeed("x"), parseFaultSeed(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("a failing fault test names its seed", () => {
  it("reruns with the seed FXDESK_FAULT_SEED gives the harness, and refuses one mistyped", () => {
    expect(faultSeedOf("123456")).toBe(123456);
    expect(Number.isInteger(faultSeedOf(undefined))).toBe(true);
    expect(Number.isInteger(faultSeedOf(""))).toBe(true);
    expect(() => faultSeedOf("12a")).toThrow(/FXDESK_FAULT_SEED must be a whole number/);
  });

  it("puts the seed and how to rerun with it at the head of the failure's message and stack", async () => {
    const demoService = { state: { faults: new Faults(SETTINGS, 123456) } };
    const failure = (await withFaultSeed(demoService, async () => {
      expect(1).toBe(2);
    }).catch((error: unknown) => error)) as Error;
    expect(failure.message.startsWith(`${faultSeedNote(123456)}\n`)).toBe(true);
    expect(failure.message).toContain("FXDESK_FAULT_SEED=123456");
    expect(failure.message).toContain("toBe");
    expect(failure.stack?.startsWith(faultSeedNote(123456))).toBe(true);
    expect(failure.stack?.split(faultSeedNote(123456))).toHaveLength(2);
  });

  it("passes a success through untouched", async () => {
    await expect(withFaultSeed({ state: { faults: new Faults(SETTINGS, 1) } }, async () => "done")).resolves.toBe("done");
  });
});
