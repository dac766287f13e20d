/**
 * The gate before authorising: a payment is ticked only once the tab's checks are in, and one whose payee name check
 * was not a full match only once its acknowledgement is ticked.
 */
import { describe, expect, it } from "@jest/globals";
import type { PaymentChecked } from "../../../../../src/jobs";
import { acknowledgementNeeded, CHECKING, notYetAuthorisable, type RecheckState } from "../../../../../src/taskpane/features/approvals/authorisation-gate";

const MATCHED = "p-matched";
const MISMATCHED = "p-mismatched";
const UNCHECKED_ROUTE = "p-swift";
const ACKNOWLEDGEMENT = 'I have seen that the name on the account is "Ricardo Sousa", not "Ricardo Souza" (close match)';
const checked = (acknowledgement: string | undefined, withCheck = true): PaymentChecked => ({
  payeeCheck: withCheck ? { line: "Payee name check: …", nameOnAccount: undefined, acknowledgement } : undefined,
  bank: "ABN AMRO BANK N.V., AMSTERDAM",
  fee: "no fee · local payment",
  purpose: "No purpose code",
});
const done: RecheckState = {
  status: "done",
  byPayment: new Map([
    [MATCHED, checked(undefined)],
    [MISMATCHED, checked(ACKNOWLEDGEMENT)],
    [UNCHECKED_ROUTE, checked(undefined, false)],
  ]),
};

describe("the authorisation gate", () => {
  it("holds every payment while the checks are made again, and when they could not be made", () => {
    expect(notYetAuthorisable(MATCHED, { status: "checking" }, new Set())).toBe(CHECKING);
    expect(notYetAuthorisable(MATCHED, { status: "failed", message: "The service did not answer." }, new Set([MATCHED]))).toMatch(/^Its payee could not be checked again \(The service did not answer\.\)/);
    expect(notYetAuthorisable("p-not-in-the-answer", done, new Set())).toMatch(/^Its payee could not be checked again/);
  });

  it("lets a full match and a route without a check through; a mismatch only with its acknowledgement", () => {
    expect([MATCHED, UNCHECKED_ROUTE].map((id) => notYetAuthorisable(id, done, new Set()))).toEqual([undefined, undefined]);
    expect(notYetAuthorisable(MISMATCHED, done, new Set())).toBe("Tick the acknowledgement of its payee name check to authorise it.");
    expect(notYetAuthorisable(MISMATCHED, done, new Set([MATCHED]))).toBe("Tick the acknowledgement of its payee name check to authorise it.");
    expect(notYetAuthorisable(MISMATCHED, done, new Set([MISMATCHED]))).toBeUndefined();
  });

  it("names the acknowledgement a payment needs: none for a full match or while checking", () => {
    expect([MATCHED, MISMATCHED, UNCHECKED_ROUTE].map((id) => acknowledgementNeeded(id, done))).toEqual([undefined, ACKNOWLEDGEMENT, undefined]);
    expect(acknowledgementNeeded(MISMATCHED, { status: "checking" })).toBeUndefined();
  });
});
