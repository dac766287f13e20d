/**
 * A held rate's hold period as the provider writes it: a whole number of seconds or minutes, `30s` or `3m` (SW
 * CreateQuoteConversion `hold_period`, the held-rates guide; docs/provider-api.md §13). The longest number is the
 * demo service's own bound (Assumption: the reference gives none). The client reads it its own way
 * (domain/hold-period.ts); test/unit/project/provider-rules-agree.test.ts compares the two.
 */
const HOLD_PERIOD = /^([1-9]\d{0,5})([sm])$/;

/** The period's length in milliseconds, or undefined when the text is not a hold period. */
export function holdPeriodMs(text: string): number | undefined {
  const match = HOLD_PERIOD.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * (match[2] === "m" ? 60_000 : 1_000);
}
