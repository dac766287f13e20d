/**
 * The FX.* declarations load their bodies (cell-functions.ts) at the first call: a load that fails is a cell error
 * saying what to do, and the next call tries again instead of failing for good.
 */
import "../../support/fake-custom-functions";
import { describe, expect, it, jest } from "@jest/globals";

let loads = 0;
jest.mock("../../../src/functions/cell-functions", () => {
  loads += 1;
  if (loads === 1) throw new Error("the add-in's files could not be fetched");
  return { rate: async (pair: string) => (pair === "EURGBP" ? 0.85 : Number.NaN) };
});

describe("loading the functions' bodies", () => {
  it("answers a failed load with #N/A saying to reload, then loads again at the next call", async () => {
    const { rate } = await import("../../../src/functions/functions");

    await expect(rate("EURGBP")).rejects.toEqual(expect.objectContaining({ code: "#N/A", message: "FX Desk could not load its functions: reload the add-in" }));
    await expect(rate("EURGBP")).resolves.toBe(0.85);
    await expect(rate("EURGBP")).resolves.toBe(0.85);
    expect(loads).toBe(2);
  });
});
