/**
 * The bank countries a EUR payee name check (Verification of Payee) answers for. The provider's EU guide,
 * "Verification of Payee (EU)" (docs/provider-api.md §16), names "the SEPA EUR regions" without a list.
 * Assumption: the countries whose banks must offer the check, the EU and the EEA (Regulation (EU) 2024/886); a GBP
 * check is the UK's alone (the UK guide). Another country is refused `invalid_bank_country`
 * (routes/account-verification.ts).
 */
export const PAYEE_CHECK_COUNTRIES: ReadonlySet<string> = new Set([
  // The EU's 27.
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT",
  "NL", "PL", "PT", "RO", "SE", "SI", "SK",
  // The EEA beyond it.
  "IS", "LI", "NO",
]);
