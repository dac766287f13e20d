/**
 * Whether the provider takes an e-mail address (its CreateContact pattern, `EMAIL_PATTERN` in client-values.ts), and
 * if not, why in a person's words: what it has that the provider does not take, and what to do.
 */
import { EMAIL_PATTERN } from "./client-values";

/** The characters the pattern allows before the @ (`[\w._%+-]`, \w being ASCII letters, digits and _). */
const NAME_CHARACTER = /[\w.%+-]/;

/** Why the provider refuses `email`, or undefined when it takes it. */
export function emailProblem(email: string): string | undefined {
  if (EMAIL_PATTERN.test(email)) return undefined;
  const at = email.lastIndexOf("@");
  if (at <= 0 || email.indexOf("@") !== at || at === email.length - 1) return `"${email}" is not an e-mail address — write it as name@example.com`;
  const refused = [...new Set([...email.slice(0, at)].filter((character) => !NAME_CHARACTER.test(character)))];
  if (refused.length > 0) {
    const named = refused.map((character) => (character === " " ? "a space" : `“${character}”`)).join(", ");
    return `"${email}" has ${named} before the @, which the provider does not take in an e-mail address (only letters a to z without accents, digits and . _ % + -) — use another address for this contact`;
  }
  return `"${email}" does not end in a domain the provider takes — write it as name@example.com (letters, digits and hyphens, an ending of two letters or more, no dot at the end)`;
}
