/**
 * The one place a message about a field becomes what a person reads (docs/words-and-errors.md, "Field errors in a
 * person's words"): every surface — a sheet row, a cell, the pane's forms, onboarding — names the field its own way
 * (a column's header, a form's label, the field in words) and hands the message here for the rest. The field's code
 * at the message's start is dropped (the surface names the field), codes it quotes are read out, and the schema
 * wording of the provider's reference and of our own checks is said plainly: no "got null", no "of string type",
 * no "character(s)".
 */
import { codesInWords } from "./code-words";

/** Our own checks' schema phrases, each a whole reason, and how a person says it; the first that fits is used. */
const PLAIN_WORDING: readonly [RegExp, (...parts: string[]) => string][] = [
  // Our own checks: "expected a date such as 2026-01-31, got null" and the like (domain/describe-value.ts).
  [/^expected (.+?)[,;] got (?:null|nothing)$/, (what) => `is empty — enter ${what}`],
  [/^expected (.+?)[,;] got (?:number |boolean )?(.+)$/, (what, value) => (isTypeName(value) ? `should be ${what}` : `${value} is not ${what}`)],
  [/^must be one of (.+?)[,;] got (?:null|nothing)$/, (choices) => `is empty — use one of ${choices}`],
  [/^must be one of (.+?)[,;] got (?:number |boolean )?(.+)$/, (choices, value) => (isTypeName(value) ? `should be one of ${choices}` : `${value} is not one of ${choices}`)],
  [/^must be at most (\S+?)[,;] got (\S+)$/, (max, value) => `is ${value}; it can be at most ${max}`],
  [/^must be at least (\S+?)[,;] got (\S+)$/, (min, value) => `is ${value}; it must be at least ${min}`],
  [/^must be between (.+?)[,;] got (\S+)$/, (range, value) => `is ${value}; it must be between ${range}`],
  [/^(.+?)[,;] got (?:null|nothing)$/, (what) => `is empty — it ${what}`],
  [/^(.+?)[,;] got (?:number |boolean )?(.+)$/, (what, value) => (isTypeName(value) ? what : `${what} (${value} was given)`)],
];

/** The provider's field rules (test/support/refusal-table.ts has them as its reference words them), wherever they stand in a message. */
const PROVIDER_WORDING: readonly [RegExp, (...parts: string[]) => string][] = [
  [/can not be longer than (\d+) character\(s\)/, (max) => `can be at most ${max} ${max === "1" ? "character" : "characters"} long`],
  [/can not be shorter than (\d+) character\(s\)/, (min) => `needs at least ${min} ${min === "1" ? "character" : "characters"}`],
  [/should be in range: (.+)$/, (range) => `should be one of ${range}`],
  [/should be in UUID format/, () => "should be an id as the service gives it (36 letters, digits and dashes)"],
  [/should be of (\w+) type/, (type) => `should be ${TYPE_WORDS[type] ?? type}`],
  [/is not a valid ISO 4217 currency code/, () => "is not a currency code (three letters such as EUR)"],
  [/is in invalid format/, () => "is not in a format the service accepts"],
  // A payee's particulars (SW CreateBeneficiary, UpdateBeneficiary, ValidateBeneficiary; payers' dates of birth too).
  [/^should be later(?: than (\d{4}-\d{2}-\d{2}))?$/, (bound) => (bound ? `is too far in the past: it should be after ${bound}` : "is too far in the past")],
  [/^should be earlier(?: than todays date)?$/, () => "is in the future: it should be before today"],
  [/^Beneficiary names cannot contain numbers for an individual$/, () => "a person's name cannot contain digits"],
  [/^Beneficiary names cannot consist entirely of numbers for a company$/, () => "a company's name cannot be digits only"],
  [/^You can not use this currency with beneficiaries$/, () => "payees cannot be paid in this currency"],
];

/** The provider's type names in a person's words. */
const TYPE_WORDS: Readonly<Record<string, string>> = { string: "text", integer: "a whole number", numeric: "a number", number: "a number", boolean: "yes or no", array: "a list", hash: "a set of fields", object: "a set of fields", date: "a date" };

/** A bare type name (describeValue's "object", "undefined") says nothing a person can act on. */
function isTypeName(value: string): boolean {
  return ["string", "number", "boolean", "object", "undefined", "bigint", "symbol", "function"].includes(value);
}

/**
 * A field's message without the field: the field's name at its start dropped — as its code (`sell_currency`), its
 * code spaced out, or `names` (the surface's label for it) — and the rest in plain words.
 */
export function reasonInWords(message: string, names: readonly string[] = []): string {
  const said = names.flatMap((name) => [name, name.replace(/_/g, " ")]).reduce(withoutLeading, message.trim());
  for (const [pattern, words] of PLAIN_WORDING) {
    const match = pattern.exec(said);
    if (match) return saidOnce(codesInWords(words(...match.slice(1).map((part) => part ?? ""))));
  }
  // A replacer gets the match, its groups, the offset and the whole text: the groups are the words' parts.
  const plain = PROVIDER_WORDING.reduce((text, [pattern, words]) => text.replace(pattern, (...args: unknown[]) => words(...(args.slice(1, -2) as string[]))), said);
  return saidOnce(codesInWords(plain));
}

/**
 * Words said twice dropped: a code read out and then its label in brackets says the same thing twice once the code
 * is words ("currency pair (Currency pair)" → "currency pair"); a label that says more stays ("client buy currency
 * (Client buys)"). Words compared in any case, underscores as spaces.
 */
function saidOnce(text: string): string {
  const comparable = (words: string) => words.toLowerCase().replace(/[_\s]+/g, " ").trim();
  return text.replace(/ \(([^()]+)\)/g, (bracket: string, inner: string, offset: number) => {
    const before = comparable(text.slice(0, offset));
    const words = comparable(inner);
    const repeated = words !== "" && before.endsWith(words) && !/[a-z0-9]/.test(before.charAt(before.length - words.length - 1));
    return repeated ? "" : bracket;
  });
}

/**
 * A field's message as a person reads it apart from the field: "Sell currency: buy and sell currency are both USD".
 * `label` is how the surface names the field; `field` its code, dropped from the message's start too.
 */
export function fieldMessageInWords(label: string, field: string, message: string): string {
  return `${label}: ${reasonInWords(message, [field, label])}`;
}

/** The text less a leading field name, however it is capitalised ("Account number is missing" → "is missing"). */
function withoutLeading(text: string, prefix: string): string {
  if (prefix === "") return text;
  const lead = `${prefix.toLowerCase()} `;
  const colon = `${prefix.toLowerCase()}: `;
  const lower = text.toLowerCase();
  if (lower.startsWith(colon) && text.length > colon.length) return text.slice(colon.length);
  return lower.startsWith(lead) && text.length > lead.length ? text.slice(lead.length) : text;
}
