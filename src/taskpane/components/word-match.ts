/**
 * How the pane matches what a person types against what a list shows (the acting-as picker, the beneficiaries and
 * clients lists searched over the rows already loaded): every word typed, any case and with or without accents,
 * found somewhere in the row's text — "acme jan" finds "Jane Doe — Acme Ltd", "6789" finds "Account •••• 6789",
 * "muller" finds "Müller" and "MÜLLER" finds "Muller".
 */

/** True when every word of `query` is part of `shown`, ignoring case and accents; an empty query matches everything. */
export function matchesEveryWord(shown: string, query: string): boolean {
  const text = folded(shown);
  return folded(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * Text as it is compared: lower case, and each letter without its accents — decomposed (NFD: "ü" is "u" and a
 * combining diaeresis) and the combining marks dropped, so "é", "è" and "e" are one letter. Letters that are not a
 * base letter and a mark ("ß", "ø", "æ") stay as they are: a person typing them types them.
 */
export function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}
