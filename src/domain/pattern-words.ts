/**
 * The service's field patterns (a JavaScript-style regular expression per bank detail) said in words, so a refusal
 * tells the person what to type instead of quoting a regex. Covers the shapes the service uses: a run of one kind
 * of character with a length, alternatives of those, a fixed list of values, "not only digits"; undefined for any
 * other pattern, which the caller then quotes as it is.
 */

/** What each single character class matches, as a noun for a count of them. */
const CHARACTER_KINDS: Record<string, string> = {
  "\\d": "digits",
  "[0-9]": "digits",
  "[A-Z]": "capital letters",
  "[A-z]": "letters",
  "[a-zA-Z]": "letters",
  "[0-9A-Z]": "capital letters or digits",
  "[A-Z0-9]": "capital letters or digits",
  "[^0-9]": "characters other than digits",
  ".": "characters",
};

/** "{8}" → "8", "{1,17}" → "up to 17", "{4,9}" → "4 to 9". */
function countWords(min: string, max: string | undefined): string {
  if (max === undefined) return min;
  return min === "0" || min === "1" ? `up to ${max}` : `${min} to ${max}`;
}

/** One anchored run, `^X{m,n}$` (a group around it allowed): "8 digits". */
function runWords(pattern: string): string | undefined {
  const run = /^\^\(?(\\d|\.|\[[^\]]+\])\{(\d+)(?:,(\d+))?\}\)?\$$/.exec(pattern);
  if (!run) return undefined;
  const [, kind = "", min = "", max] = run;
  const noun = CHARACTER_KINDS[kind];
  return noun === undefined ? undefined : `${countWords(min, max)} ${noun}`;
}

export function patternWords(pattern: string): string | undefined {
  if (pattern === "^[A-z]{2}$" || pattern === "^[A-Z]{2}$") return "a two-letter country code, e.g. GB";
  const notOnlyDigits = /^\^\(\?!\\d\+\$\)(.*)$/.exec(pattern);
  if (notOnlyDigits) {
    const rest = runWords(`^${notOnlyDigits[1]}`);
    return rest === undefined ? undefined : `${rest}, not only digits`;
  }
  const choices = /^\^\(([\w|]+)\)\$$/.exec(pattern);
  if (choices) return `one of: ${(choices[1] ?? "").split("|").join(", ")}`;
  const alternatives = pattern.split("|").filter((part) => part.startsWith("^") && part.endsWith("$"));
  if (alternatives.length > 1 && alternatives.join("|") === pattern) {
    const words = alternatives.map(runWords);
    return words.every((word) => word !== undefined) ? words.join(" or ") : undefined;
  }
  return runWords(pattern);
}
