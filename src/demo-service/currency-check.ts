/**
 * Memoised `isCurrencyCode`: the domain check scans the ISO list, and rates/find asks it twice per pair on the
 * hottest route. Only real codes (three capitals) are remembered, so the cache stays small.
 */
import { isCurrencyCode } from "../domain/currencies";

const known = new Map<string, boolean>();

export function isTradableCurrency(code: string): boolean {
  let answer = known.get(code);
  if (answer === undefined) {
    answer = isCurrencyCode(code);
    if (/^[A-Z]{3}$/.test(code)) known.set(code, answer);
  }
  return answer;
}
