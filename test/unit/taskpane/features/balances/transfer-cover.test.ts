/** Whether a transfer's source covers it now: exactly, in Decimal, with the shortfall when it does not. */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { coverOf } from "../../../../../src/taskpane/features/balances/transfer-cover";

describe("a transfer's cover", () => {
  it("covered at or above the amount; short by the exact difference below it", () => {
    expect(coverOf(new Decimal("5000"), new Decimal("5000"))).toEqual({ status: "covered", balance: new Decimal("5000") });
    expect(coverOf(new Decimal("5000"), new Decimal("999999"))).toEqual({ status: "short", balance: new Decimal("5000"), shortfall: new Decimal("994999") });
    // 0.3 - 0.1 is 0.19999999999999998 in binary floating point; the shortfall is 0.2.
    const short = coverOf(new Decimal("0.1"), new Decimal("0.3"));
    expect(short.status === "short" && short.shortfall.toString()).toBe("0.2");
  });
});
