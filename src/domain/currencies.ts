import { code as isoRecord } from "currency-codes";
import { describeValue } from "./describe-value";
import { InvalidInputError } from "./invalid-input";

/**
 * ISO 4217 codes that are listed but can never be the currency of an account, a conversion or a payment,
 * so they are refused as input. The package has no flag for them, hence this short list:
 * - minor units "N.A." in ISO 4217 (the package reports 0): precious metals (XAU, XAG, XPT, XPD), the IMF's
 *   SDR (XDR), the ADB and SUCRE units of account (XUA, XSU), bond-market units (XBA–XBD), the testing code
 *   (XTS) and "no currency" (XXX). They are commodities or accounting units, not money a bank holds.
 * - ISO "fund" codes (indexed units and settlement variants such as CLF, UYW, USN, CHE): they price or index a
 *   national currency (CLP, USD, CHF…), which is what is actually paid.
 */
const NO_MINOR_UNITS = new Set(["XAU", "XAG", "XPT", "XPD", "XDR", "XUA", "XSU", "XBA", "XBB", "XBC", "XBD", "XTS", "XXX"]);
const FUND_CODES = new Set(["BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW"]);

/**
 * Market codes that are not in ISO 4217 but that FX providers trade and pay in: CNH is offshore renminbi,
 * settled outside mainland China, with the minor units of CNY.
 */
const MARKET_CODES: Readonly<Record<string, { digits: number }>> = { CNH: { digits: 2 } };

function lookup(code: string): { digits: number } | undefined {
  return MARKET_CODES[code] ?? isoRecord(code);
}

/** True for an upper-case ISO 4217 code of a currency that can be held, converted or paid (not XAU, XDR, CLF…). */
export function isCurrencyCode(code: string): boolean {
  return lookup(code) !== undefined && code === code.toUpperCase() && !NO_MINOR_UNITS.has(code) && !FUND_CODES.has(code);
}

/**
 * Digits after the decimal point that ISO 4217 gives the currency (JPY 0, EUR 2, BHD 3, CLF 4).
 * Fund codes answer too (useful to show their values); codes whose minor units ISO lists as "N.A." are refused.
 */
export function minorUnits(code: string): number {
  const record = code === code.toUpperCase() ? lookup(code) : undefined;
  if (record === undefined || NO_MINOR_UNITS.has(code)) {
    throw new InvalidInputError("currency", "unknown_currency", `"${code}" is not an ISO 4217 currency with minor units — use a code such as EUR, GBP or JPY`);
  }
  return record.digits;
}

/** Trims and upper-cases a currency code, refusing anything that is not a tradable ISO 4217 currency. */
export function parseCurrency(value: unknown, field = "currency"): string {
  if (typeof value !== "string") {
    throw new InvalidInputError(field, "type_is_wrong", `expected a three-letter currency code such as EUR, got ${describeValue(value)}`);
  }
  const code = value.trim().toUpperCase();
  if (code === "") {
    throw new InvalidInputError(field, "is_required", "a currency code is required, e.g. EUR");
  }
  if (!/^[A-Z]{3}$/.test(code)) {
    throw new InvalidInputError(field, "is_in_invalid_format", `"${value}" is not a three-letter currency code — use an ISO 4217 code such as EUR`);
  }
  if (lookup(code) === undefined) {
    throw new InvalidInputError(field, "unknown_currency", `"${code}" is not an ISO 4217 currency code — check the spelling (e.g. EUR, GBP, USD)`);
  }
  if (NO_MINOR_UNITS.has(code) || FUND_CODES.has(code)) {
    throw new InvalidInputError(field, "currency_not_tradable", `"${code}" is an ISO 4217 unit of account, fund or metal code, not a currency that can be converted or paid — use the national currency instead`);
  }
  return code;
}
