/**
 * A service code (`awaiting_funds`, `company_with_nominee_shareholders_or_shares_in_bearer_form`, `fxcg_rfx_default`)
 * in the words a finance user reads: the shared label table where a code needs more than its words spaced out, else
 * the code read out (underscores as spaces, first letter capital), so a code the service adds later still reads as
 * words. The raw code stays the value sent and stored; only what a person reads goes through here (issue 27).
 */

/** Codes whose words are not simply the code spaced out. */
export const CODE_WORDS: Readonly<Record<string, string>> = {
  // Spread tables an account may be given (domain/client-values.ts SPREAD_TABLE_NAMES).
  no_markup: "No mark-up",
  fxcg_rfx_default: "Standard spread (the provider's default)",
  "flat_0.00": "Flat 0.00 %",
  "flat_0.10": "Flat 0.10 %",
  "flat_0.25": "Flat 0.25 %",
  "flat_0.50": "Flat 0.50 %",
  "flat_1.00": "Flat 1.00 %",
  // Account and contact statuses.
  enabled_no_trading: "Enabled (no trading)",
  not_enabled: "Not enabled",
  // Onboarding roles and sides of a document image.
  ultimate_business_owner: "Ultimate business owner",
  face: "Face (holding the document)",
  // Identification types whose initials are read as such.
  national_id: "National ID",
  drivers_license: "Driving licence",
  drivers_license_canadian: "Canadian driving licence",
  clave_unica_de_registro_de_poblacion: "CURP (Mexican population register number)",
  registro_federal_de_contribuyentes: "RFC (Mexican taxpayer number)",
  credential_de_elector: "Voter card (Mexico)",
  matricula_consular: "Matrícula consular (Mexican consular ID)",
  citizenship_papers: "Citizenship papers",
  social_security_number: "Social security number",
  tax_id: "Tax ID",
  incorporation_number: "Incorporation number",
  others: "Other",
  none: "None",
  // Fields whose label in the pane is shorter than their words.
  as_at_date: "As at",
  // The client's own settings, named in camelCase.
  apiKey: "API key",
  // Bank details whose words are initials.
  iban: "IBAN",
  bic_swift: "BIC (SWIFT code)",
  loginId: "Login id",
};

/** The words for `code`: `words`' own entry, else the shared table's, else the code read out. */
export function codeInWords(code: string, words: Readonly<Record<string, string>> = {}): string {
  if (Object.hasOwn(words, code)) return words[code] as string;
  if (Object.hasOwn(CODE_WORDS, code)) return CODE_WORDS[code] as string;
  const spaced = code.replace(/_/g, " ").trim();
  return spaced === "" ? code : `${spaced.charAt(0).toUpperCase()}${spaced.slice(1)}`;
}

/** A field name (`as_at_date`, `people.0.date_of_birth`) as a person names it ("As at date", "Date of birth"). */
export function fieldInWords(field: string): string {
  const last = field.split(".").filter((part) => !/^\d+$/.test(part)).pop() ?? field;
  // A list item ("payment_types[0]") is named by its list; a camelCase name ("baseUrl") read out as snake_case is.
  const name = last.replace(/\[\d+\]$/, "");
  return codeInWords(Object.hasOwn(CODE_WORDS, name) ? name : name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase());
}

/** A service's sentence with the codes it quotes read out ("is not a valid sort_code" → "is not a valid sort code"). */
export function codesInWords(text: string): string {
  return text.replace(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g, (code) => code.replace(/_/g, " "));
}
