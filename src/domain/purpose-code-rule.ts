/**
 * Which payments must give a purpose code: SW CreatePayment's `purpose_code` — "Mandatory for all local INR and MYR
 * payments, Swift CNY payments, and Swift payments in any currency to banks in Bahrain or the United Arab Emirates"
 * (docs/provider-api.md §15). The client's reading; the demo service holds its own
 * (demo-service/rules/purpose-code-rule.ts), compared in test/unit/project/provider-rules-agree.test.ts.
 */
export function purposeCodeRequired(currency: string, bankCountry: string, paymentType: "regular" | "priority" | string): boolean {
  if (paymentType === "regular") return currency === "INR" || currency === "MYR";
  return currency === "CNY" || bankCountry === "AE" || bankCountry === "BH";
}

/**
 * A purpose code as a person reads and picks it: the code read out, with the provider's description after it
 * ("Advisor fees — Fees for advisory, technical, academic or specialist assistance"); a code in capitals (an
 * abbreviation) stays as it is. A description that only says the code's words again ("travel", "Travel") is left
 * out: "Travel", never "Travel — Travel" (issue 43: no label said twice). `purposeCodeOf` reads any of these back, and the code itself, pasted from the API or
 * an ERP (docs/words-and-errors.md, "Values in words, codes still read").
 */
export function purposeCodeInWords(code: string, description?: string): string {
  const words = /^[a-z][a-z0-9_]*$/.test(code) ? `${code.charAt(0).toUpperCase()}${code.slice(1).replace(/_/g, " ")}` : code;
  return purposeDescribed(description, words) ? `${words} ${PURPOSE_DESCRIPTION_MARK} ${description}` : words;
}

/** Whether `description` says more than the code's `words` (not empty, not the same words). */
export function purposeDescribed(description: string | undefined, words: string): description is string {
  return description !== undefined && description.trim() !== "" && description.trim().toLowerCase() !== words.toLowerCase();
}

/** What separates a purpose code's words from the provider's description in a drop-down's choice. */
export const PURPOSE_DESCRIPTION_MARK = "—";

/**
 * The code a purpose code cell names: its words (with or without the description), or the code as the service has
 * it, in any case and with spaces, underscores or hyphens alike ("Advisor fees", "ADVISOR_FEES", "advisor fees" all
 * name `advisor_fees`), as `codeOfValue` reads the other worded values (domain/value-words.ts). The provider's codes
 * are lower-case snake_case (docs/provider-api.md §15), so words of several parts are read as one; a single word in
 * capitals ("FAM", "P0103") is an abbreviation a route that lists no codes takes as free text, and stays as typed.
 */
export function purposeCodeOf(text: string): string {
  const words = text.split(` ${PURPOSE_DESCRIPTION_MARK} `)[0]?.trim() ?? "";
  const worded = /^[A-Z][a-z][a-z0-9]*(?: [a-z0-9]+)*$/.test(words) || /^[A-Za-z][A-Za-z0-9]*(?:[\s_-]+[A-Za-z0-9]+)+$/.test(words);
  return worded ? words.toLowerCase().replace(/[\s_-]+/g, "_") : words;
}
