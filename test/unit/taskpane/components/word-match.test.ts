/** The one way the pane matches what is typed against what a list shows: every word, any case, any accents, anywhere. */
import { describe, expect, it } from "@jest/globals";
import { folded, matchesEveryWord } from "../../../../src/taskpane/components/word-match";

describe("matchesEveryWord", () => {
  it.each<[string, string, boolean]>([
    ["Jane Doe — Acme Ltd", "acme jan", true],
    ["Jane Doe — Acme Ltd", "", true],
    ["Jane Doe — Acme Ltd", "   ", true],
    ["Jane Doe — Acme Ltd", "ACME", true],
    ["Jane Doe — Acme Ltd", "acme bob", false],
    ["Hansa Logistik GmbH EUR · bank in DE · IBAN •••• 6789", "6789", true],
    ["Beta Imports 260105-61173 · enabled · GB", "beta", true],
    // Accents are ignored both ways: typed without them, typed with them, in upper case.
    ["Müller Maschinenbau GmbH", "muller", true],
    ["Müller Maschinenbau GmbH", "MULLER maschinen", true],
    ["Muller Maschinenbau GmbH", "müller", true],
    ["Société Générale — Paris", "societe generale", true],
    ["Crédit Agricole", "CREDIT agricolé", true],
    ["Ångström Ltd", "angstrom", true],
    ["Zoë Çelik", "zoe celik", true],
    // Text already decomposed (a combining mark after its letter) matches the composed letter.
    ["Mu\u0308ller GmbH", "müller", true],
    // Still every word: an accent-free word that is not there does not match.
    ["Müller Maschinenbau GmbH", "muller bauer", false],
    ["Müller Maschinenbau GmbH", "miller", false],
  ])("%p, typed %p: %p", (shown, typed, expected) => {
    expect(matchesEveryWord(shown, typed)).toBe(expected);
  });
});

describe("folded", () => {
  it("lowers case and drops combining marks, keeping letters that are no letter plus mark", () => {
    expect(folded("Müller ÉCOLE naïve")).toBe("muller ecole naive");
    expect(folded("Straße Ørsted")).toBe("straße ørsted");
  });
});
