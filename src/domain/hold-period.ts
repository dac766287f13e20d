/**
 * A held rate's hold period as the provider writes it: a whole number of seconds or minutes, `30s` or `3m`
 * (docs/provider-api.md §13). The client checks it before sending; the demo service reads it its own way (demo-service/rules/hold-period.ts).
 */
const HOLD_PERIOD = /^([1-9]\d{0,5})([sm])$/;

/** The period's length in milliseconds, or undefined when the text is not a hold period. */
export function holdPeriodMs(text: string): number | undefined {
  const match = HOLD_PERIOD.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * (match[2] === "m" ? 60_000 : 1_000);
}
