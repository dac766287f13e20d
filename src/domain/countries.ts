const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region" });
const SHORT_REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region", style: "short" });

/** English names that take "the": "the UK", "the Netherlands", "the Dominican Republic". */
const TAKES_THE = /^(UK|US|United .*|Netherlands|Philippines|Bahamas|Gambia|Maldives|Comoros|.* Islands|.* Republic)$/;

/**
 * A two-letter country code as a sentence names it after "to" or "in": "the UK", "Germany", "the US".
 * The short English names are the platform's (Intl); a code it does not know stays as it was written.
 */
export function countryInSentence(code: string): string {
  const upper = code.toUpperCase();
  // An unknown code comes back as itself (or as "Unknown Region") in the long form; the short form of a known
  // one may be its code ("US").
  const known = /^[A-Z]{2}$/.test(upper) && ![upper, "Unknown Region"].includes(REGION_NAMES.of(upper) ?? upper);
  const name = known ? SHORT_REGION_NAMES.of(upper) : undefined;
  if (name === undefined) return code;
  return TAKES_THE.test(name) ? `the ${name}` : name;
}
