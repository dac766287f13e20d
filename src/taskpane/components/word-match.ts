/**
 * How the pane matches what a person types against what a list shows (the acting-as picker, the beneficiaries and
 * clients lists searched over the rows already loaded): every word typed, any case, found somewhere in the row's
 * text — "acme jan" finds "Jane Doe — Acme Ltd", "6789" finds "Account •••• 6789".
 */

/** True when every word of `query` is part of `shown`, ignoring case; an empty query matches everything. */
export function matchesEveryWord(shown: string, query: string): boolean {
  const text = shown.toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
