/**
 * The tolerance arithmetic of re-pricing before booking: which way a move is against the person (the currency they
 * buy decides, not the fixed side), a move in their favour never holds, exactly at the tolerance is kept, and the
 * tolerance as typed.
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { parseTolerance, percentText, rateMove, rateMovedMessage, type IndicativeRate } from "../../../../../src/jobs/kinds/conversion/agreed-rates";
import { repriceBeforeSending } from "../../../../../src/jobs/kinds/conversion/re-price";
import type { KindApi } from "../../../../../src/jobs/engine/booking-api";

const TOLERANCE = new Decimal("0.25");
const market = (bid: string, offer: string) => [new Decimal(bid), new Decimal(offer)] as const;

/** Buying EUR (EURGBP's base) the person pays the offer: 0.8500 core, 0.8526 with a 0.30 % spread. */
const BUYING_BASE: IndicativeRate = { currencyPair: "EURGBP", buyCurrency: "EUR", clientRate: new Decimal("0.8526"), coreRate: new Decimal("0.8500") };
/** Buying GBP (EURGBP's quote), so selling EUR, they get the bid: 0.8500 core, 0.8474 with the spread. */
const SELLING_BASE: IndicativeRate = { currencyPair: "EURGBP", buyCurrency: "GBP", clientRate: new Decimal("0.8474"), coreRate: new Decimal("0.8500") };

describe("a rate's move since the check", () => {
  it("buying the base currency, a higher offer is worse: beyond the tolerance the row is held, with the new client rate at the same spread", () => {
    // 0.852125 is priced as the service rounds an offer (up, 4 places): 0.8522, 0.2588 % above 0.8500.
    const move = rateMove(BUYING_BASE, market("0.849000", "0.852125"), TOLERANCE);
    expect(move.worsePercent.toFixed(4)).toBe("0.2588");
    expect(move.beyondTolerance).toBe(true);
    expect(move.newClientRate.toFixed()).toBe("0.8549");
  });

  it("buying the base currency, a lower offer is in the person's favour and never holds, however far it moved", () => {
    const move = rateMove(BUYING_BASE, market("0.700000", "0.700100"), TOLERANCE);
    expect(move.worsePercent.isNegative()).toBe(true);
    expect(move.beyondTolerance).toBe(false);
  });

  it("selling the base currency, a lower bid is worse and a higher bid is in the person's favour", () => {
    // A bid is rounded down, as the service rounds it: 0.847899 → 0.8478, 0.2588 % below 0.8500.
    const worse = rateMove(SELLING_BASE, market("0.847899", "0.851000"), TOLERANCE);
    expect(worse.worsePercent.toFixed(4)).toBe("0.2588");
    expect(worse.beyondTolerance).toBe(true);
    expect(worse.newClientRate.toFixed()).toBe("0.8452");
    const better = rateMove(SELLING_BASE, market("0.900000", "0.901000"), TOLERANCE);
    expect(better.worsePercent.toFixed(4)).toBe("-5.8824");
    expect(better.beyondTolerance).toBe(false);
  });

  it("the offer moving does not touch a row selling the base, nor the bid one buying it: each compares its own side", () => {
    expect(rateMove(SELLING_BASE, market("0.850000", "0.990000"), TOLERANCE).worsePercent.isZero()).toBe(true);
    expect(rateMove(BUYING_BASE, market("0.010000", "0.850000"), TOLERANCE).worsePercent.isZero()).toBe(true);
  });

  it("a move of exactly the tolerance is kept; one rate point more is held", () => {
    const agreed: IndicativeRate = { currencyPair: "GBPUSD", buyCurrency: "GBP", clientRate: new Decimal("1.2000"), coreRate: new Decimal("1.2000") };
    const exactly = rateMove(agreed, market("1.199000", "1.203000"), TOLERANCE);
    expect(exactly.worsePercent.toFixed()).toBe("0.25");
    expect(exactly.beyondTolerance).toBe(false);
    expect(rateMove(agreed, market("1.199000", "1.203001"), TOLERANCE).beyondTolerance).toBe(true);
    // A tolerance of 0 holds any move against the person, and still none in their favour.
    expect(rateMove(agreed, market("1.199000", "1.200001"), new Decimal(0)).beyondTolerance).toBe(true);
    expect(rateMove(agreed, market("1.199000", "1.199900"), new Decimal(0)).beyondTolerance).toBe(false);
  });

  it("the message says the old and new rate, how much worse in % and the tolerance", () => {
    const move = rateMove(BUYING_BASE, market("0.849000", "0.852125"), TOLERANCE);
    expect(rateMovedMessage(BUYING_BASE, move, TOLERANCE)).toBe(
      "rate moved against you: 0.8526 → 0.8549 (EURGBP), 0.26 % worse than the rate shown at Check; tolerance 0.25 %; check again to book at the new rate",
    );
  });
});

describe("re-pricing a run's rows before sending", () => {
  /** A rates API answering one set of bid/offer pairs, counting its calls per account. */
  const ratesApi = (answers: Record<string, readonly [Decimal, Decimal]>) => {
    const calls: { pairs: readonly string[]; onBehalfOf: string | undefined }[] = [];
    const api = {
      rates: {
        find: (pairs: readonly string[], options: { onBehalfOf?: string } = {}) => {
          calls.push({ pairs, onBehalfOf: options.onBehalfOf });
          return Promise.resolve({ rates: Object.fromEntries(pairs.flatMap((pair) => (answers[pair] === undefined ? [] : [[pair, answers[pair]]]))), unavailable: [] });
        },
      },
    } as unknown as KindApi<"rates">;
    return { api, calls };
  };

  it("asks once per account for all its pairs, and holds only the rows moved against the person beyond the tolerance", async () => {
    const { api, calls } = ratesApi({ EURGBP: market("0.847899", "0.852125"), GBPUSD: market("1.199000", "1.203000") });
    const held = await repriceBeforeSending(
      api,
      [
        { row: 1, actingAs: undefined, agreed: BUYING_BASE },
        { row: 2, actingAs: undefined, agreed: SELLING_BASE },
        { row: 3, actingAs: "contact-a", agreed: { currencyPair: "GBPUSD", buyCurrency: "GBP", clientRate: new Decimal("1.2000"), coreRate: new Decimal("1.2000") } },
        { row: 4, actingAs: "contact-a", agreed: BUYING_BASE },
      ],
      TOLERANCE,
    );
    expect(calls).toEqual([
      { pairs: ["EURGBP"], onBehalfOf: undefined },
      { pairs: ["GBPUSD", "EURGBP"], onBehalfOf: "contact-a" },
    ]);
    expect(held.map((entry) => entry.row)).toEqual([1, 2, 4]);
    expect(held[1]?.message).toContain("0.8474 → 0.8452");
  });

  it("a pair the service no longer prices holds its rows with a message saying so", async () => {
    const { api } = ratesApi({});
    const held = await repriceBeforeSending(api, [{ row: 7, actingAs: undefined, agreed: BUYING_BASE }], TOLERANCE);
    expect(held).toEqual([{ row: 7, message: "not sent: the service gave no rate for EURGBP just before booking — check again to book" }]);
  });
});

describe("the tolerance as typed", () => {
  it("takes a percentage from 0 to 10, with or without its sign", () => {
    expect(parseTolerance("0.25").toFixed()).toBe("0.25");
    expect(parseTolerance(" 1.5 % ").toFixed()).toBe("1.5");
    expect(parseTolerance("0").toFixed()).toBe("0");
    expect(parseTolerance("10").toFixed()).toBe("10");
  });

  it("refuses anything else with what to type instead", () => {
    expect(() => parseTolerance("10.01")).toThrow("a rate tolerance of 10.01 % is more than the 10 % allowed: type a percentage from 0 to 10");
    expect(() => parseTolerance("-1")).toThrow('type the rate tolerance as a percentage from 0 to 10, e.g. 0.25; "-1" is not a number');
    expect(() => parseTolerance("")).toThrow("is not a number");
    expect(() => parseTolerance("0,25")).toThrow('"0,25" is not a number');
  });

  it("is shown with two places, or the places typed", () => {
    expect(percentText(new Decimal("0.25"))).toBe("0.25 %");
    expect(percentText(new Decimal("1"))).toBe("1.00 %");
    expect(percentText(new Decimal("0.125"))).toBe("0.125 %");
  });
});
