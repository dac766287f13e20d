/** The arguments of FX.PAYMENTS, FX.CONVERSIONS and FX.TRANSACTIONS: what each takes, and the words of each refusal. */
import "../../support/fake-custom-functions";
import { describe, expect, it } from "@jest/globals";
import { InvalidInputError } from "../../../src/api";
import { parseHistoryArguments, parseStatus, parseWhom, type HistoryKind } from "../../../src/functions/history-arguments";

const contact = "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90";
const omitted = { from: null, to: null, status: null, currency: null, acting_as: null, headers: null };

function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof InvalidInputError) return error.message;
    throw error;
  }
  throw new Error("expected a refusal");
}

function parse(kind: HistoryKind, given: Partial<typeof omitted> | Record<string, unknown>, pane?: string) {
  return parseHistoryArguments(kind, { ...omitted, ...given }, pane);
}

describe("the reports' arguments", () => {
  it("default to everything, the pane's account and headers on", () => {
    expect(parse("payments", {})).toEqual({ kind: "payments", whom: { kind: "house" }, headers: true });
    expect(parse("payments", { acting_as: "" }, contact)).toEqual({ kind: "payments", whom: { kind: "contact", contactId: contact }, headers: true });
  });

  it("read dates from date cells (1900 serials) or YYYY-MM-DD text, both days included", () => {
    // 46023 is 2026-01-01 in the 1900 date system.
    expect(parse("transactions", { from: 46023, to: "2026-01-31" })).toMatchObject({ from: "2026-01-01", to: "2026-01-31" });
    expect(parse("transactions", { from: "2026-01-05", to: "2026-01-05" })).toMatchObject({ from: "2026-01-05", to: "2026-01-05" });
  });

  it("read a status by its code or its words, in any case, per kind", () => {
    expect(parse("payments", { status: "Awaiting authorisation" }).status).toBe("awaiting_authorisation");
    expect(parse("payments", { status: "submitted to the bank" }).status).toBe("submitted");
    expect(parse("payments", { status: "READY_TO_SEND" }).status).toBe("ready_to_send");
    expect(parseStatus("conversions", "Settled")).toBe("trade_settled");
    expect(parseStatus("conversions", "funds sent")).toBe("funds_sent");
    expect(parseStatus("transactions", "pending")).toBe("pending");
  });

  it("read currencies and headers as the other functions do", () => {
    expect(parse("payments", { currency: " eur ", headers: false })).toMatchObject({ currency: "EUR", headers: false });
  });

  it("tell the house, a contact id and a name apart", () => {
    expect(parseWhom("House", contact)).toEqual({ kind: "house" });
    expect(parseWhom("house account", undefined)).toEqual({ kind: "house" });
    expect(parseWhom(contact.toUpperCase(), undefined)).toEqual({ kind: "contact", contactId: contact });
    expect(parseWhom("  Acme Ltd ", undefined)).toEqual({ kind: "named", text: "Acme Ltd" });
  });

  it("refuse in words, naming the argument, never guessing", () => {
    expect(refusal(() => parse("payments", { status: "paid" }))).toBe(
      'status: "paid" is not a status of payments — use one of New, Ready to send, Awaiting authorisation, Authorised, Released, Submitted to the bank, Completed, Failed, Deleted, Suspended',
    );
    // A transaction status is not a conversion's.
    expect(refusal(() => parse("conversions", { status: "pending" }))).toMatch(/^status: "pending" is not a status of conversions — use one of Awaiting funds, /);
    expect(refusal(() => parse("payments", { currency: "EURO" }))).toMatch(/^currency: /);
    expect(refusal(() => parse("payments", { from: "31/01/2026" }))).toMatch(/^from: /);
    expect(refusal(() => parse("payments", { to: "yesterday" }))).toMatch(/^to: /);
    expect(refusal(() => parse("payments", { from: "2026-02-01", to: "2026-01-31" }))).toBe("to: 2026-01-31 is before from (2026-02-01) — the last day must be on or after the first");
    expect(refusal(() => parse("payments", { headers: "yes" }))).toMatch(/^headers: must be TRUE or FALSE/);
    expect(refusal(() => parse("payments", { acting_as: 42 }))).toMatch(/^acting_as: must be "house", a sub-account's name/);
  });
});
