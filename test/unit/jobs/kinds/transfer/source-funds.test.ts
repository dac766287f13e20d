/**
 * What a transfer run takes from each source account against what it holds: its balance less its transfers out still
 * pending (this sheet's own excepted: they are its rows), plus what other rows that can complete move into it, for
 * the rows the choices send.
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import type { TransferOrder } from "../../../../../src/domain/orders/transfer-order";
import type { KindApi } from "../../../../../src/jobs/engine/booking-api";
import type { RowPlan } from "../../../../../src/jobs/engine/row-plan";
import type { HouseAccount } from "../../../../../src/jobs/house-accounts";
import { readSourceFunds, sourceNeeds } from "../../../../../src/jobs/kinds/transfer/source-funds";

const HOUSE: HouseAccount = { id: "house", name: "Treasury Ltd (house account)", shortReference: "H-1", house: true };
const ACME: HouseAccount = { id: "acme", name: "Acme Ltd", shortReference: "A-1", house: false };
const ORBIT: HouseAccount = { id: "orbit", name: "Orbit Ltd", shortReference: "O-1", house: false };

function api() {
  const balances = [
    { account_id: "house", currency: "EUR", amount: new Decimal("1000.00") },
    { account_id: "acme", currency: "EUR", amount: new Decimal("50.00") },
  ];
  const pending = [
    { source_account_id: "house", currency: "EUR", amount: new Decimal("300.00"), unique_request_id: null },
    { source_account_id: "house", currency: "EUR", amount: new Decimal("100.00"), unique_request_id: "own-request" },
  ];
  const asked: unknown[] = [];
  const read = (list: unknown[]) => (params: unknown) => {
    asked.push(params);
    return { toArray: async () => list };
  };
  return { api: { balances: { findAll: read(balances) }, transfers: { findAll: read(pending) } } as unknown as KindApi<"balances" | "transfers">, asked };
}

const ready = (row: number, currency: string, amount: string, duplicateOf: string[] = []): RowPlan<TransferOrder> => ({
  row,
  state: "ready",
  order: { source: "", destination: "", currency, amount: new Decimal(amount), reason: undefined, actingAs: undefined },
  existingKey: undefined,
  recover: false,
  duplicateOf,
});

describe("what each source account holds", () => {
  it("is its balance less its transfers out still pending, except the sheet's own; every account from one find each", async () => {
    const { api: source, asked } = api();
    const funds = await readSourceFunds(source, new Set(["own-request"]));
    expect(asked).toEqual([{ scope: "all", per_page: 100 }, { status: "pending", per_page: 100 }]);
    expect(funds.get("house|EUR")).toEqual({ balance: new Decimal("1000.00"), pendingOut: new Decimal("300.00") });
    expect(funds.get("acme|EUR")).toEqual({ balance: new Decimal("50.00"), pendingOut: new Decimal(0) });
  });
});

describe("what the rows sent take from each source", () => {
  it("totals per source and currency in sheet order, with the shortfall beyond what it holds; a held duplicate counts once confirmed", async () => {
    // No key of the sheet's is pending at the service: both transfers out of the house wait for its money.
    const funds = await readSourceFunds(api().api, new Set());
    const rows = [ready(1, "EUR", "500.00"), ready(2, "EUR", "250.00"), ready(3, "EUR", "80.00"), ready(4, "GBP", "5.00"), ready(5, "EUR", "250.00", ["row 3"])];
    const moves = new Map([
      [1, { source: HOUSE, destination: ACME }],
      [2, { source: HOUSE, destination: ORBIT }],
      [3, { source: ACME, destination: ORBIT }],
      [4, { source: ORBIT, destination: ACME }],
      [5, { source: HOUSE, destination: ORBIT }],
    ]);
    const job = { rows, preview: { moves, funds } };
    const shown = (choices: { acceptDuplicates?: boolean }) =>
      sourceNeeds(job, choices).map((need) => [need.source.id, need.currency, need.rows, need.total.toFixed(2), need.available.toFixed(2), need.shortfall.toFixed(2)]);
    expect(shown({})).toEqual([
      ["house", "EUR", 2, "750.00", "600.00", "150.00"],
      // Row 1 completes (the house holds 600), so the 500 it moves into Acme covers row 3.
      ["acme", "EUR", 1, "80.00", "550.00", "0.00"],
      ["orbit", "GBP", 1, "5.00", "0.00", "5.00"],
    ]);
    expect(shown({ acceptDuplicates: true })[0]).toEqual(["house", "EUR", 3, "1000.00", "600.00", "400.00"]);
  });
});

describe("money other rows of the run move into a source", () => {
  const empty = new Map<string, { balance: Decimal; pendingOut: Decimal }>();
  const needsOf = (rows: RowPlan<TransferOrder>[], moves: Map<number, { source: HouseAccount; destination: HouseAccount }>, funds = empty) =>
    sourceNeeds({ rows, preview: { moves, funds } }, {}).map((need) => [need.source.id, need.movedIn.toFixed(2), need.available.toFixed(2), need.shortfall.toFixed(2)]);

  it("counts whatever the order on the sheet: a row emptying an account another row fills below it waits for it, then completes", () => {
    const funds = new Map([["house|EUR", { balance: new Decimal("100.00"), pendingOut: new Decimal(0) }]]);
    const moves = new Map([
      [1, { source: ACME, destination: ORBIT }],
      [2, { source: HOUSE, destination: ACME }],
    ]);
    expect(needsOf([ready(1, "EUR", "100.00"), ready(2, "EUR", "100.00")], moves, funds)).toEqual([
      ["acme", "100.00", "100.00", "0.00"],
      ["house", "0.00", "100.00", "0.00"],
    ]);
  });

  it("counts nothing from rows that wait themselves: money moved back and forth between empty accounts funds neither", () => {
    const moves = new Map([
      [1, { source: ACME, destination: ORBIT }],
      [2, { source: ORBIT, destination: ACME }],
    ]);
    expect(needsOf([ready(1, "EUR", "100.00"), ready(2, "EUR", "100.00")], moves)).toEqual([
      ["acme", "0.00", "0.00", "100.00"],
      ["orbit", "0.00", "0.00", "100.00"],
    ]);
  });

  it("counts only the rows that complete: of two rows out of a source holding enough for one, only the first brings money", () => {
    const funds = new Map([["house|EUR", { balance: new Decimal("150.00"), pendingOut: new Decimal(0) }]]);
    const moves = new Map([
      [1, { source: HOUSE, destination: ACME }],
      [2, { source: HOUSE, destination: ORBIT }],
      [3, { source: ORBIT, destination: ACME }],
    ]);
    expect(needsOf([ready(1, "EUR", "100.00"), ready(2, "EUR", "100.00"), ready(3, "EUR", "20.00")], moves, funds)).toEqual([
      ["house", "0.00", "150.00", "50.00"],
      ["orbit", "0.00", "0.00", "20.00"],
    ]);
  });
});
