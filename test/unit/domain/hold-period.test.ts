import { describe, expect, it } from "@jest/globals";
import { holdPeriodMs } from "../../../src/domain";

describe("hold period", () => {
  it("reads whole seconds and minutes as the provider writes them", () => {
    expect(holdPeriodMs("30s")).toBe(30_000);
    expect(holdPeriodMs("3m")).toBe(180_000);
    expect(holdPeriodMs("120s")).toBe(120_000);
  });

  it.each(["", "0s", "03m", "1h", "3 m", "3M", "1.5m", "m", "-30s", "1000000s"])("is not a hold period: %j", (text) => {
    expect(holdPeriodMs(text)).toBeUndefined();
  });
});
