/**
 * The result follows the booking: what Refresh statuses files a payment under, the statuses in words, and every
 * filed-under word still a done row (never sent again), as is every kind's done word whatever the row's kind (a
 * client row an earlier version wrote "Booked") — while the engine's own "Failed" (a refused request, retried under
 * its key) is not one.
 */
import { describe, expect, it } from "@jest/globals";
import { BOOKED, CREATED, DONE_RESULTS, FILED_UNDER, isDone, RESULT, type PreviousResult } from "../../../../src/jobs/engine/result-columns";
import { statusInWords } from "../../../../src/jobs/engine/status-words";
import { conversionStatusInWords } from "../../../../src/jobs/kinds/conversion";
import { paymentStatus } from "../../../../src/jobs/kinds/payment";
import { latestNeedingAuthorisation } from "../../../../src/jobs/kinds/payment/earlier-payments";

const previous = (result: string | undefined, id: string | undefined): PreviousResult => ({
  key: "fxd-key-1",
  result,
  id,
  own: new Map(),
  recordedActingAs: { contactId: undefined },
  status: undefined,
  shortReference: undefined,
  sentAs: undefined,
});

const payment = (status: string, steps = 0) => ({ status, failure_reason: "", payment_date: "2026-01-06", authorisation_steps_required: steps });

describe("which results are a done row", () => {
  it.each([BOOKED.done, BOOKED.differs, CREATED.done, CREATED.differs, RESULT.exists, ...Object.values(FILED_UNDER)])("%s with an FX id is done: never sent again", (result) => {
    expect(isDone(previous(result, "pay-1"))).toBe(true);
  });

  it.each([RESULT.failed, RESULT.notSent, RESULT.invalid, RESULT.held, RESULT.sending, RESULT.copy])("%s is not done, even beside an FX id", (result) => {
    expect(isDone(previous(result, "pay-1"))).toBe(false);
  });

  it("is not done without the id of what was booked or created", () => {
    expect(isDone(previous(FILED_UNDER.deleted, undefined))).toBe(false);
    expect(isDone(previous(CREATED.done, undefined))).toBe(false);
    expect(isDone(undefined)).toBe(false);
  });

  it("keeps the engine's Failed apart from a payment the bank could not pay", () => {
    expect(DONE_RESULTS.has(RESULT.failed)).toBe(false);
    expect(FILED_UNDER.paymentFailed).not.toBe(RESULT.failed);
  });
});

describe("what a payment is filed under, and its status in words", () => {
  it.each([
    ["ready_to_send", "Booked", "Ready to send"],
    ["new", "Booked", "New"],
    ["awaiting_authorisation", "Awaiting authorisation", "Awaiting authorisation"],
    ["authorised", "Authorised", "Authorised"],
    ["submitted", "Released", "Submitted to the bank"],
    ["released", "Released", "Released"],
    ["completed", "Completed", "Completed"],
    ["failed", "Payment failed", "Failed"],
    ["deleted", "Deleted", "Deleted"],
    ["returned", "Returned", "Returned"],
    ["suspended", "Suspended", "Suspended"],
  ])("%s is filed under %s with the status %s", (status, result, words) => {
    expect(paymentStatus(payment(status, 1))).toMatchObject({ result, status: words });
  });

  it("files every booked payment under a result that is still a booked row", () => {
    for (const status of ["new", "ready_to_send", "awaiting_authorisation", "authorised", "submitted", "released", "completed", "failed", "deleted", "returned", "suspended", "on_hold"]) {
      expect(DONE_RESULTS.has(paymentStatus(payment(status)).result)).toBe(true);
    }
  });

  it("says who acts on a payment awaiting authorisation, and why a failed one will not be paid", () => {
    expect(paymentStatus(payment("awaiting_authorisation", 2)).message).toBe("awaiting authorisation by another user of the account (2 steps): an approver authorises it in the Approvals tab");
    expect(paymentStatus({ ...payment("failed"), failure_reason: "account closed" }).message).toBe("failed: account closed — book a new payment if it is still due");
  });

  it("files a deleted payment the audit sheet says an approver rejected under Rejected, saying who, on which day and why; without that record it stays Deleted", () => {
    const rejection = { by: "approver@fxdesk.local", at: "2026-01-05T09:30:00.000Z", reason: "Paid twice: already settled by wire" };
    expect(paymentStatus(payment("deleted"), rejection)).toEqual({
      result: "Rejected",
      status: "Deleted",
      message: "Rejected by approver@fxdesk.local on Monday 5 January 2026: Paid twice: already settled by wire",
    });
    expect(DONE_RESULTS.has("Rejected")).toBe(true);
    expect(paymentStatus(payment("deleted"), { ...rejection, reason: "" }).message).toBe(
      "Rejected by approver@fxdesk.local on Monday 5 January 2026: no reason given — it will not be paid; book a new payment if it is still due",
    );
    expect(paymentStatus(payment("deleted"))).toMatchObject({ result: "Deleted", message: "deleted: it will not be paid — book a new payment if it is still due" });
    // A rejection recorded for a payment the service still holds does not outrank what the service says.
    expect(paymentStatus(payment("awaiting_authorisation", 1), rejection).result).toBe("Awaiting authorisation");
  });

  it("reads out a status it has no words for", () => {
    expect(paymentStatus(payment("on_hold"))).toEqual({ result: "Booked", status: "On hold", message: "" });
    expect(statusInWords("pending_review", {})).toBe("Pending review");
    expect(statusInWords("constructor", {})).toBe("Constructor");
  });

  it("gives conversions' statuses in words", () => {
    expect(["awaiting_funds", "funds_arrived", "trade_settled", "closed"].map(conversionStatusInWords)).toEqual(["Awaiting funds", "Funds arrived", "Settled", "Closed"]);
  });
});

describe("whether an account's payments wait for authorisation, told by its latest payment", () => {
  const made = (created_at: string, short_reference: string, authorisation_steps_required: number) => ({ created_at, short_reference, authorisation_steps_required });
  const older = made("2026-01-02T10:00:00+00:00", "260102-AAAA", 0);
  const newer = made("2026-01-05T09:00:00+00:00", "260105-BBBB", 2);

  it("goes by the latest payment whatever order the service lists them in", () => {
    expect(latestNeedingAuthorisation([older, newer])).toEqual({ steps: 2, lastBooking: "260105-BBBB" });
    expect(latestNeedingAuthorisation([newer, older])).toEqual({ steps: 2, lastBooking: "260105-BBBB" });
  });

  it("says nothing when the latest needed no authorisation, or there is none", () => {
    const switchedOff = made("2026-01-06T09:00:00+00:00", "260106-CCCC", 0);
    expect(latestNeedingAuthorisation([newer, switchedOff, older])).toBeUndefined();
    expect(latestNeedingAuthorisation([])).toBeUndefined();
  });
});
