import { parseCurrency } from "./currencies";
import { describeValue } from "./describe-value";
import { InvalidInputError } from "./invalid-input";

export interface CurrencyPair {
  base: string;
  quote: string;
}

// Two codes, optionally split by one of / : - or spaces ("EURGBP", "EUR/GBP", "eur - gbp").
const PAIR_SPELLING = /^([A-Z]{3})\s*[/:-]?\s*([A-Z]{3})$/;

/** Reads any common pair spelling into its two currencies, in the order written (no reordering). */
export function parsePair(value: unknown, field = "currency_pair"): CurrencyPair {
  if (typeof value !== "string") {
    throw new InvalidInputError(field, "type_is_wrong", `expected a currency pair such as EURGBP or EUR/GBP, got ${describeValue(value)}`);
  }
  const text = value.trim().toUpperCase();
  if (text === "") {
    throw new InvalidInputError(field, "is_required", "a currency pair is required, e.g. EURGBP or EUR/GBP");
  }
  const match = PAIR_SPELLING.exec(text);
  if (match === null) {
    throw new InvalidInputError(field, "is_in_invalid_format", `"${value}" is not a currency pair — write two ISO codes such as EURGBP, EUR/GBP, EUR:GBP, EUR-GBP or "EUR GBP"`);
  }
  const base = parseCurrency(match[1], field);
  const quote = parseCurrency(match[2], field);
  if (base === quote) {
    throw new InvalidInputError(field, "same_currency", `"${value}" names ${base} twice — a pair needs two different currencies`);
  }
  return { base, quote };
}

/** The six-letter wire form of a pair, e.g. "EURGBP". */
export function pairCode(pair: CurrencyPair): string {
  return pair.base + pair.quote;
}

/** Precedence of the major currencies: when two of them meet, the earlier one is the base. */
const MAJORS_BY_PRECEDENCE = ["EUR", "GBP", "AUD", "NZD", "USD"];

/**
 * Orders two currencies the way the market (and the service's detailed quotes) writes the pair, spec rule 2:
 * 1. both are among EUR, GBP, AUD, NZD, USD → the one earlier in that sequence is base (EURGBP, GBPUSD, AUDNZD);
 * 2. exactly one of them is in that list → it is base (USDJPY, EURCHF, GBPINR);
 * 3. otherwise the currency whose single unit is worth more is base and the less valuable one is quote
 *    (CHFJPY). `unitValueInUsd` supplies that ranking (any common measure works, only the order matters);
 *    equal values fall back to alphabetical order so the answer is always the same.
 * The codes must already be valid (see parseCurrency); the order they are given in does not matter.
 */
export function marketConventionPair(
  a: string,
  b: string,
  unitValueInUsd: (code: string) => number | undefined,
): CurrencyPair {
  if (a === b) {
    throw new InvalidInputError("currency_pair", "same_currency", `${a} cannot be paired with itself — choose two different currencies`);
  }
  const rankA = MAJORS_BY_PRECEDENCE.indexOf(a);
  const rankB = MAJORS_BY_PRECEDENCE.indexOf(b);
  if (rankA !== -1 || rankB !== -1) {
    const aFirst = rankB === -1 || (rankA !== -1 && rankA < rankB);
    return aFirst ? { base: a, quote: b } : { base: b, quote: a };
  }
  const valueA = knownValue(a, unitValueInUsd);
  const valueB = knownValue(b, unitValueInUsd);
  const aFirst = valueA > valueB || (valueA === valueB && a < b);
  return aFirst ? { base: a, quote: b } : { base: b, quote: a };
}

function knownValue(code: string, unitValueInUsd: (code: string) => number | undefined): number {
  const value = unitValueInUsd(code);
  if (value === undefined || !Number.isFinite(value) || value <= 0) {
    throw new InvalidInputError("currency_pair", "unknown_value", `no value is known for ${code}, so the market order of the pair cannot be decided — load rates for ${code} first`);
  }
  return value;
}
