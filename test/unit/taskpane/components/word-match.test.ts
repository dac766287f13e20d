/** The one way the pane matches what is typed against what a list shows: every word, any case, anywhere. */
import { describe, expect, it } from "@jest/globals";
import { matchesEveryWord } from "../../../../src/taskpane/components/word-match";

describe("matchesEveryWord", () => {
  it.each<[string, string, boolean]>([
    ["Jane Doe — Acme Ltd", "acme jan", true],
    ["Jane Doe — Acme Ltd", "", true],
    ["Jane Doe — Acme Ltd", "   ", true],
    ["Jane Doe — Acme Ltd", "ACME", true],
    ["Jane Doe — Acme Ltd", "acme bob", false],
    ["Hansa Logistik GmbH EUR · bank in DE · IBAN •••• 6789", "6789", true],
    ["Beta Imports 260105-61173 · enabled · GB", "beta", true],
  ])("%p, typed %p: %p", (shown, typed, expected) => {
    expect(matchesEveryWord(shown, typed)).toBe(expected);
  });
});
