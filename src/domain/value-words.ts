/**
 * A value a person picks from a fixed set (a payment type, an entity type, an identification type) in words, and
 * read back from what a cell holds: the words, or the service's code for people who paste from the API or an ERP,
 * or a sheet an earlier version wrote with codes — in any case, with spaces, underscores or hyphens alike
 * (docs/words-and-errors.md, "Values in words, codes still read").
 */
import { codeInWords } from "./code-words";

/** The words of each of `codes` (its entry in `words`, else the shared table's, else the code read out). */
export function valuesInWords(codes: readonly string[], words: Readonly<Record<string, string>> = {}): string[] {
  return codes.map((code) => codeInWords(code, words));
}

/** The code `text` names — by its code, its words or one of `aliases` — or undefined. */
export function codeOfValue<T extends string>(text: string, codes: readonly T[], words: Readonly<Record<string, string>> = {}, aliases: Readonly<Record<string, T>> = {}): T | undefined {
  const key = comparable(text);
  const aliased = Object.entries(aliases).find(([alias]) => comparable(alias) === key)?.[1];
  return codes.find((code) => comparable(code) === key || comparable(codeInWords(code, words)) === key) ?? aliased;
}

function comparable(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_,()-]+/g, " ").trim();
}

/** The provider's payment types in a finance user's words: a local scheme payment, or a Swift wire (docs/words-and-errors.md). */
export const PAYMENT_TYPE_WORDS: Readonly<Record<string, string>> = { regular: "Local", priority: "Swift" };

/**
 * The payment types a payee is saved for, in the table's words, local first: "Local", "Swift", "Local and Swift" —
 * as a beneficiary row writes them (orders' BOTH_PAYMENT_TYPES), wherever a payee's types are shown.
 */
export function payeePaymentTypesInWords(codes: readonly string[]): string {
  const ordered = [...new Set(codes)].sort((a, b) => rank(a) - rank(b));
  return valuesInWords(ordered, PAYMENT_TYPE_WORDS).join(" and ");
}

const rank = (code: string): number => (code === "regular" ? 0 : code === "priority" ? 1 : 2);
