/**
 * The payment rows' words for the tracker's and the confirmation's answers (kinds/payment/payment-proof.ts), read from
 * the provider's own answers (test/fixtures/provider) and its refusals, including those the demo service never gives
 * (a failed payment's confirmation) or gives only when told (tracking without the permission).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { PermissionDeniedError, ServiceUnavailableError } from "../../../../../src/api";
import { paymentConfirmationSchema, paymentTrackingInfoSchema } from "../../../../../src/api/schemas";
import type { DoneRow } from "../../../../../src/jobs/engine/kind-spec";
import { utcDateTimeCell } from "../../../../../src/jobs/engine/result-values";
import { CONFIRMATION_ACTION, confirmationCells, TRACK_ACTION, trackingCells, trackingWanted } from "../../../../../src/jobs/kinds/payment/payment-proof";

const fixture = (name: string) => (JSON.parse(readFileSync(path.resolve(__dirname, "../../../../fixtures/provider", `${name}.json`), "utf8")) as { body: unknown }).body;
const ROW: DoneRow = { row: 4, id: "a739b199-8260-4ffa-a404-b4b58345332e", actingAs: undefined };
const refusal = { method: "GET", path: "/v2/payments/x/tracking_info", requestId: "r-1", messages: {} };

describe("payment tracking and confirmation, in a row's words", () => {
  it("says the recorded tracker answer as its status and reason, with the time of its last update", () => {
    const info = paymentTrackingInfoSchema.parse(fixture("python/payments-tracking-info"));
    expect(trackingCells(info, 1900)).toEqual({ "FX tracking": "On its way (transferred and tracked)", "FX tracked at (UTC)": utcDateTimeCell("2019-07-10T15:39:08+00:00", 1900) });
  });

  it("writes a completed payment's link and expiry, and no link for a failed or an expired one", () => {
    const completed = paymentConfirmationSchema.parse(fixture("ruby/payments-confirmation"));
    expect(confirmationCells(completed, 1900)).toEqual({ "FX confirmation": completed.confirmation_url, "FX confirmation expires (UTC)": utcDateTimeCell("2018-12-02T00:00:00+00:00", 1900) });
    expect(confirmationCells(paymentConfirmationSchema.parse(fixture("python/payments-confirmation")), 1900)).toEqual({ "FX confirmation": "None: the payment failed", "FX confirmation expires (UTC)": null });
    expect(confirmationCells(paymentConfirmationSchema.parse(fixture("reference/payments-confirmation")), 1900)["FX confirmation"]).toBe("Expired: the link to the document has lapsed");
  });

  it("says the provider has not enabled tracking when it answers 403, and counts an outage as a failure", async () => {
    const answering = (error: Error) => ({ payments: { trackingInfo: () => Promise.reject(error), confirmation: () => Promise.reject(error) } }) as never;
    const denied = new PermissionDeniedError({ ...refusal, status: 403, errorCode: "permission_denied" });
    expect(await TRACK_ACTION.run(answering(denied), [ROW], 1900)).toEqual([
      { row: 4, cells: { "FX tracking": "Not tracked: the provider has not enabled payment tracking on this account", "FX tracked at (UTC)": null }, failed: false },
    ]);
    const outage = new ServiceUnavailableError({ ...refusal, status: 503, errorCode: "service_unavailable" });
    const [tracked] = await TRACK_ACTION.run(answering(outage), [ROW], 1900);
    expect(tracked).toMatchObject({ failed: true, cells: { "FX tracking": expect.stringMatching(/^Not read: /) } });
    const [confirmed] = await CONFIRMATION_ACTION.run(answering(outage), [ROW], 1900);
    expect(confirmed).toMatchObject({ failed: true, cells: { "FX confirmation": expect.stringMatching(/^Not read: /) } });
  });

  it("asks the tracker on a refresh only about a Swift payment that has left the account and is not credited or rejected yet", () => {
    expect(trackingWanted({ payment_type: "priority", status: "released" }, ROW)).toBe(true);
    expect(trackingWanted({ payment_type: "priority", status: "completed" }, { ...ROW, own: new Map([["FX tracking", "On its way (transferred and tracked)"]]) })).toBe(true);
    expect(trackingWanted({ payment_type: "priority", status: "completed" }, { ...ROW, own: new Map([["FX tracking", "Credited to the payee"]]) })).toBe(false);
    expect(trackingWanted({ payment_type: "priority", status: "completed" }, { ...ROW, own: new Map([["FX tracking", "Rejected (returned)"]]) })).toBe(false);
    expect(trackingWanted({ payment_type: "priority", status: "ready_to_send" }, ROW)).toBe(false);
    expect(trackingWanted({ payment_type: "regular", status: "completed" }, ROW)).toBe(false);
  });
});
