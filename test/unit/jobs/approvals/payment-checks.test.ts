/**
 * The acknowledgement an approver ticks before authorising a payment whose payee name check was not a full match: it
 * names the mismatch — both names where the service gave the one on the account — so the audit sheet says what was seen.
 */
import { describe, expect, it } from "@jest/globals";
import { acknowledgementOf } from "../../../../src/jobs/approvals/payment-checks";

describe("the acknowledgement of a payee name check", () => {
  it("is none for a full match", () => {
    expect(acknowledgementOf({ kind: "answered", result: { answer: "full_match", reasonCode: "AV100", actualName: "Acme GmbH" } }, "Acme GmbH")).toBeUndefined();
  });

  it("names both names for a close match, the payee's for a no match, and the answer's words for anything else", () => {
    expect(acknowledgementOf({ kind: "answered", result: { answer: "close_match", reasonCode: "AV300", actualName: "Ricardo Sousa" } }, "Ricardo Souza")).toBe(
      'I have seen that the name on the account is "Ricardo Sousa", not "Ricardo Souza" (close match)',
    );
    expect(acknowledgementOf({ kind: "answered", result: { answer: "no_match", reasonCode: "AV201", actualName: undefined } }, "Sousa Consulting")).toBe('I have seen that the name on the account is not "Sousa Consulting" (no match)');
    expect(acknowledgementOf({ kind: "answered", result: { answer: "no_match", reasonCode: "AV200", actualName: undefined } }, "Sousa Consulting")).toBe(
      'I have seen that the payee name check for "Sousa Consulting" said: Unable to confirm the account details, there is no account with this account number and sort code (no match)',
    );
  });

  it("says the name could not be checked when the check had no answer, could not be made, or is not switched on for the login", () => {
    expect(acknowledgementOf({ kind: "answered", result: { answer: "unavailable", reasonCode: undefined, actualName: undefined } }, "Offline Ltd")).toBe(
      'I have seen that the name on the account could not be checked for "Offline Ltd" (not checked: the payee name check could not be made at this time)',
    );
    expect(acknowledgementOf({ kind: "not switched on" }, "Offline Ltd")).toBe(
      'I have seen that the name on the account could not be checked for "Offline Ltd": payee name checks are not switched on for this login',
    );
    expect(acknowledgementOf({ kind: "could not be checked", why: "the service did not answer in time" }, "Offline Ltd")).toBe(
      'I have seen that the name on the account could not be checked for "Offline Ltd": the service did not answer in time',
    );
  });
});
