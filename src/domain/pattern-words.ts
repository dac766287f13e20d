/**
 * The service's field patterns (a JavaScript-style regular expression per bank detail) said in words, so a refusal
 * tells the person what to type instead of quoting a regex. Covers the shapes the service uses: a run of one kind
 * of character with a length, alternatives of those, a fixed list of values, "not only digits"; undefined for any
 * other pattern, which the caller then quotes as it is.
 */

import { codeInWords } from "./code-words";

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
  if (choices) return `one of: ${(choices[1] ?? "").split("|").map((choice) => codeInWords(choice)).join(", ")}`;
  const alternatives = pattern.split("|").filter((part) => part.startsWith("^") && part.endsWith("$"));
  if (alternatives.length > 1 && alternatives.join("|") === pattern) {
    const words = alternatives.map(runWords);
    return words.every((word) => word !== undefined) ? words.join(" or ") : undefined;
  }
  return runWords(pattern);
}

/**
 * A value that fits the pattern, to show as "for example …" where the pattern has no simple words (IFSC:
 * `^[A-Z]{4}0[A-Z0-9]{6}$` → "ABCD0123456"). Reads the patterns bank details use: literals, classes, `\d`, counts
 * (`{n}`, `{m,n}`, `?`, `+`, `*`), groups and alternatives (the first one is taken); undefined for anything else
 * (look-aheads, back-references), so a message never shows the regular expression itself.
 */
export function patternExample(pattern: string): string | undefined {
  const reader = { source: pattern.replace(/^\^/, "").replace(/\$$/, ""), at: 0 };
  try {
    const example = alternativesExample(reader);
    return reader.at === reader.source.length && example !== "" ? example : undefined;
  } catch {
    return undefined;
  }
}

interface PatternReader {
  source: string;
  at: number;
}

function alternativesExample(reader: PatternReader): string {
  const first = sequenceExample(reader);
  while (reader.source[reader.at] === "|") {
    reader.at += 1;
    sequenceExample(reader);
  }
  return first;
}

function sequenceExample(reader: PatternReader): string {
  let text = "";
  for (;;) {
    const char = reader.source[reader.at];
    if (char === undefined || char === "|" || char === ")") return text;
    const atom = atomExample(reader);
    text += repeated(atom, countOf(reader));
  }
}

/** One atom as a function of its position in a run, so `[A-Z]{4}` reads ABCD and `\d{6}` 123456. */
function atomExample(reader: PatternReader): (index: number) => string {
  const char = reader.source[reader.at] as string;
  if (char === "(") {
    reader.at += 1;
    if (reader.source[reader.at] === "?") {
      if (reader.source.slice(reader.at, reader.at + 2) !== "?:") throw new Error("unsupported group");
      reader.at += 2;
    }
    const inner = alternativesExample(reader);
    if (reader.source[reader.at] !== ")") throw new Error("unclosed group");
    reader.at += 1;
    return () => inner;
  }
  if (char === "[") {
    const end = reader.source.indexOf("]", reader.at);
    if (end < 0) throw new Error("unclosed class");
    const body = reader.source.slice(reader.at + 1, end);
    reader.at = end + 1;
    return classExample(body);
  }
  if (char === "\\") {
    const escaped = reader.source[reader.at + 1];
    reader.at += 2;
    if (escaped === "d") return (index) => String((index + 1) % 10);
    if (escaped !== undefined && /[^\w]/.test(escaped)) return () => escaped;
    throw new Error("unsupported escape");
  }
  if (/[.*+?{}^$]/.test(char)) {
    if (char !== ".") throw new Error("unsupported token");
    reader.at += 1;
    return (index) => String.fromCharCode(65 + (index % 26));
  }
  reader.at += 1;
  return () => char;
}

/** A class's example characters: digits where it takes them (a bank code reads as digits after letters), else its first range. */
function classExample(body: string): (index: number) => string {
  if (body.startsWith("^")) throw new Error("negated class");
  if (body.includes("0-9") || body.includes("\\d")) return (index) => String((index + 1) % 10);
  const range = /([A-Za-z])-([A-Za-z])/.exec(body);
  if (range) {
    const from = (range[1] as string).charCodeAt(0);
    const span = (range[2] as string).charCodeAt(0) - from + 1;
    return (index) => String.fromCharCode(from + (index % span));
  }
  const literal = body.replace(/\\/g, "").charAt(0);
  if (literal === "") throw new Error("empty class");
  return () => literal;
}

/** How many times the atom before it repeats: `{n}`, `{m,n}` (the smallest count that is not zero), `+` (once), `?` and `*` (left out). */
function countOf(reader: PatternReader): number {
  const rest = reader.source.slice(reader.at);
  const braces = /^\{(\d+)(?:,(\d*))?\}/.exec(rest);
  if (braces) {
    reader.at += braces[0].length;
    return Math.max(Number(braces[1]), 1);
  }
  if (rest.startsWith("+")) {
    reader.at += 1;
    return 1;
  }
  if (rest.startsWith("?") || rest.startsWith("*")) {
    reader.at += 1;
    return 0;
  }
  return 1;
}

function repeated(atom: (index: number) => string, count: number): string {
  return Array.from({ length: count }, (_, index) => atom(index)).join("");
}
