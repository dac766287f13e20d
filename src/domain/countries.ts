import { InvalidInputError } from "./invalid-input";

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

/**
 * Codes people write that are not the ISO code of their country. "UK" is reserved by ISO 3166 for the United
 * Kingdom, whose code is GB; the European Union uses "EL" for Greece (GR).
 */
const CODE_ALIASES: Readonly<Record<string, string>> = { UK: "GB", EL: "GR" };

/** English names people type for a country beside the platform's own ("Britain", "England"…). */
const NAME_ALIASES: Readonly<Record<string, string>> = {
  "united kingdom": "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  usa: "US",
  "united states of america": "US",
  america: "US",
};

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * Codes the platform names that are not ISO 3166-1 countries today: withdrawn ones (DD East Germany, SU, YU, DY
 * Dahomey, HV Upper Volta, NH New Hebrides, RH Southern Rhodesia, VD North Vietnam…), the
 * exceptionally reserved ones (AC, CP, DG, EA, IC, TA) and groupings (EU, EZ, UN, QO) and pseudo-regions (XA, XB).
 * Left out, so "Germany" is DE and not the withdrawn DD.
 */
const NOT_COUNTRIES: ReadonlySet<string> = new Set(["AN", "BU", "CS", "DD", "DY", "FX", "HV", "NH", "NT", "RH", "SU", "TP", "VD", "YD", "YU", "ZR", "AC", "CP", "CQ", "DG", "EA", "IC", "TA", "EU", "EZ", "UN", "QO", "XA", "XB"]);

/** Every two-letter code the platform names, by its English names (long and short), lower-cased. */
let codesByName: Map<string, string> | undefined;
function codeByName(name: string): string | undefined {
  if (codesByName === undefined) {
    codesByName = new Map();
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const code = `${first}${second}`;
        if (!isKnownCountryCode(code)) continue;
        for (const names of [REGION_NAMES, SHORT_REGION_NAMES]) {
          const known = names.of(code)?.toLowerCase();
          if (known !== undefined && !codesByName.has(known)) codesByName.set(known, code);
        }
      }
    }
  }
  return NAME_ALIASES[name] ?? codesByName.get(name);
}

/** True for a two-letter code the platform knows as a country or territory (not "ZZ", not a withdrawn code, not an alias above). */
export function isKnownCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || CODE_ALIASES[code] !== undefined || NOT_COUNTRIES.has(code)) return false;
  const name = REGION_NAMES.of(code);
  return name !== undefined && name !== code && name !== "Unknown Region";
}

/**
 * The ISO 3166 two-letter code of a country as a person types it: "gb", "UK" and "United Kingdom" are all GB;
 * undefined when the text names no country, so the caller can say what to type.
 */
export function countryCodeOf(text: string): string | undefined {
  const typed = text.trim();
  const upper = typed.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper)) {
    const code = CODE_ALIASES[upper] ?? upper;
    return isKnownCountryCode(code) ? code : undefined;
  }
  return typed.length > 2 ? codeByName(typed.toLowerCase().replace(/\s+/g, " ").replace(/^the /, "")) : undefined;
}

/**
 * A country code as saved, read as the code it stands for: "uk" and "UK" are GB, "el" is GR; any other text comes
 * back trimmed and upper-cased (a name is not read as a code here: on a saved form it is still an error to report).
 */
export function canonicalCountryCode(text: string): string {
  const upper = text.trim().toUpperCase();
  return CODE_ALIASES[upper] ?? upper;
}

/**
 * What to keep of a typed country: its code when one is recognised, else the text upper-cased as typed, so a check
 * can still say what is wrong with it.
 */
export function normalisedCountry(text: string): string {
  return countryCodeOf(text) ?? text.trim().toUpperCase();
}

/**
 * A two-letter country code as typed where the service takes one (a bank's or a beneficiary's country): upper-cased,
 * and refused in words when it is not two letters or is a code people write that the service does not take — "UK"
 * (ISO 3166 reserves it; the United Kingdom is GB) and "EL" (the EU's code for Greece, GR): docs/provider-api.md §17.
 */
export function checkCountryCode(text: string, field: string): string {
  const code = text.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) {
    throw new InvalidInputError(field, "is_in_invalid_format", `"${text.trim()}" is not a country code — use the two-letter ISO code, e.g. GB or DE`);
  }
  const meant = CODE_ALIASES[code];
  if (meant !== undefined) {
    throw new InvalidInputError(field, "is_in_invalid_format", `"${code}" is not a country code the service takes — use ${meant} (${REGION_NAMES.of(meant) ?? meant})`);
  }
  return code;
}
