import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { totalsByCurrency, type ApprovalRow } from "../../../../../src/taskpane/features/approvals/approval-rows";
import { isOpen, isStillAwaiting, stillAwaiting, type RowOutcome } from "../../../../../src/taskpane/features/approvals/row-outcomes";

const row = (id: string, currency: string, amount: string) => ({ id, currency, amount: new Decimal(amount) }) as ApprovalRow;
const rows = [row("a", "EUR", "1250.50"), row("b", "EUR", "980.00"), row("c", "CHF", "4300"), row("d", "EUR", "310.25"), row("e", "EUR", "2150")];
const totals = (outcomes: ReadonlyMap<string, RowOutcome>) => {
  const awaiting = stillAwaiting(rows, outcomes);
  return [awaiting.length, totalsByCurrency(awaiting).map(({ currency, count, text }) => `${currency} ${text} (${count})`)];
};

describe("what still awaits authorisation after this session's outcomes", () => {
  it("counts and totals every loaded payment before anything happened", () => {
    expect(totals(new Map())).toEqual([5, ["CHF 4,300.00 (1)", "EUR 4,690.75 (4)"]]);
  });

  it("drops a deleted payment from the count and its currency's total (5 payments become 4)", () => {
    expect(totals(new Map([["e", { kind: "deleted", message: "Deleted: it will not be paid" }]]))).toEqual([4, ["CHF 4,300.00 (1)", "EUR 2,540.75 (3)"]]);
  });

  it("drops authorised payments, keeps refused ones and those with steps still to take, and drops a currency left with none", () => {
    const outcomes = new Map<string, RowOutcome>([
      ["a", { kind: "authorised", message: "Authorised (1 of 1)" }],
      ["b", { kind: "refused", message: "You cannot authorise this Payment as it was created by you." }],
      ["c", { kind: "authorised", message: "Authorised (1 of 1)" }],
      ["d", { kind: "step-taken", message: "Your authorisation is step 1 of 2: 1 more by other users" }],
      ["e", { kind: "deleted", message: "Deleted: it will not be paid" }],
    ]);
    expect(totals(outcomes)).toEqual([2, ["EUR 1,290.25 (2)"]]);
    const every = new Map(rows.map((r): [string, RowOutcome] => [r.id, { kind: "deleted", message: "Deleted" }]));
    expect(totals(every)).toEqual([0, []]);
  });

  it("still lets a refused row be acted on, but not one authorised, deleted or with a step taken here", () => {
    const kinds = ["refused", "authorised", "step-taken", "deleted"] as const;
    expect(kinds.map((kind) => [kind, isOpen({ kind, message: "" }), isStillAwaiting({ kind, message: "" })])).toEqual([
      ["refused", true, true],
      ["authorised", false, false],
      ["step-taken", false, true],
      ["deleted", false, false],
    ]);
    expect([isOpen(undefined), isStillAwaiting(undefined)]).toEqual([true, true]);
  });
});
