/** What a person types into the panel: the "as at" instant on the UTC clock, and the transfer form with its key. */
import { describe, expect, it } from "@jest/globals";
import { InvalidInputError } from "../../../../../src/domain/invalid-input";
import { parseAsAt, utcMinuteText } from "../../../../../src/taskpane/features/balances/as-at";
import { checkTransferDraft, submissionKey, type TransferDraft } from "../../../../../src/taskpane/features/balances/transfer-draft";

const NOW = Date.parse("2026-01-05T09:00:00Z");
const HOUSE = "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90";
const ALPHA = "946f2d58-e150-11e6-a5af-080027a79e8f";

describe("as at", () => {
  it("reads a UTC date and time, a bare date as its last second, and empty as now", () => {
    expect(parseAsAt(" 2026-01-02 17:30 ", NOW)).toBe("2026-01-02T17:30:00Z");
    expect(parseAsAt("2026-01-02T08:05", NOW)).toBe("2026-01-02T08:05:00Z");
    expect(parseAsAt("2026-01-02", NOW)).toBe("2026-01-02T23:59:59Z");
    expect(parseAsAt("", NOW)).toBeUndefined();
  });

  it.each(["02/01/2026", "2026-02-30 10:00", "2026-01-02 24:00", "2026-01-02 10:60", "yesterday"])("refuses %s saying how to write it", (text) => {
    expect(() => parseAsAt(text, NOW)).toThrow(/write it as YYYY-MM-DD HH:MM in UTC/);
  });

  it("refuses an instant that has not happened yet on the given clock", () => {
    expect(() => parseAsAt("2026-01-05 09:01", NOW)).toThrow(/has not happened yet/);
    expect(() => parseAsAt("2026-01-05", NOW)).toThrow(InvalidInputError);
  });

  it("prints instants on the UTC clock to the minute", () => {
    expect(utcMinuteText(NOW)).toBe("2026-01-05 09:00 UTC");
    expect(utcMinuteText("2026-01-05T10:30:59+01:00")).toBe("2026-01-05 09:30 UTC");
  });
});

describe("transfer form", () => {
  const draft: TransferDraft = { sourceAccountId: HOUSE, destinationAccountId: ALPHA, currency: "gbp", amount: "1,250.50", reason: " Float " };

  it("turns a complete form into the transfer to send", () => {
    const checked = checkTransferDraft(draft);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect({ ...checked.params, amount: checked.params.amount.toString() }).toEqual({
      source_account_id: HOUSE,
      destination_account_id: ALPHA,
      currency: "GBP",
      amount: "1250.5",
      reason: "Float",
    });
  });

  it("names every problem beside its field, sending nothing", () => {
    const checked = checkTransferDraft({ sourceAccountId: HOUSE, destinationAccountId: HOUSE, currency: "JPY", amount: "10.5", reason: "x".repeat(256) });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.problems).sort()).toEqual(["amount", "destinationAccountId", "reason"]);
    expect(checked.problems.amount).toContain("JPY allows no decimals");
    expect(checked.problems.destinationAccountId).toContain("other than the one the money leaves");
    expect(checkTransferDraft({ ...draft, sourceAccountId: "", currency: "EURO" })).toMatchObject({ ok: false, problems: { sourceAccountId: expect.any(String), currency: expect.any(String) } });
  });

  it("keeps one idempotency key per form content: the same form resent keeps it, a changed form gets a new one", () => {
    let made = 0;
    const newKey = () => `key-${++made}`;
    const first = submissionKey(draft, undefined, newKey);
    const retried = submissionKey({ ...draft }, first, newKey);
    const changed = submissionKey({ ...draft, amount: "1,250.51" }, retried, newKey);
    expect([first.key, retried.key, changed.key]).toEqual(["key-1", "key-1", "key-2"]);
  });
});
