/**
 * What a finance user should never have to read (issue 27 point 4): a snake_case code (`ready_to_send`,
 * `FxPayments_mwwcgg6z`), a UUID, or a regular expression (`^[A-Z]{4}0[A-Z0-9]{6}$`); and (issue 43) words said twice,
 * a code read out and then its own label in brackets ("currency pair (Currency pair)"). Found in a page's visible
 * text, each with the line it sits on, so a failure says where to look.
 */

export interface RawToken {
  kind: "snake_case" | "uuid" | "pattern" | "code" | "repeat";
  token: string;
  line: string;
}

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** Two or more words joined by underscores, of letters and digits (an identifier, never prose). */
const SNAKE_CASE = /(?<![\w@.])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w@])/g;
/** A regular expression's tell-tales: an anchor before a class or group, a class with a count, an escape class. */
const PATTERN = /\^[[(\\]|\][{+*]|\\[dwsb]|\(\?[!:=]|\{\d+(?:,\d*)?\}\$?/g;

export function rawTokens(text: string): RawToken[] {
  const found: RawToken[] = [];
  for (const line of text.split("\n")) {
    for (const match of line.matchAll(UUID)) found.push({ kind: "uuid", token: match[0], line: line.trim() });
    for (const match of line.matchAll(SNAKE_CASE)) found.push({ kind: "snake_case", token: match[0], line: line.trim() });
    for (const match of line.matchAll(PATTERN)) found.push({ kind: "pattern", token: match[0], line: line.trim() });
    found.push(...repeatedWords(line));
  }
  return found;
}

/** Words, then the same words in brackets, in any case: "proof of business activity (proof of business activity)". */
function repeatedWords(line: string): RawToken[] {
  const comparable = (words: string) => words.toLowerCase().replace(/[_\s]+/g, " ").trim();
  return [...line.matchAll(/ \(([^()]+)\)/g)].flatMap((match) => {
    const before = comparable(line.slice(0, match.index));
    const words = comparable(match[1] ?? "");
    const repeated = words !== "" && before.endsWith(words) && !/[a-z0-9]/.test(before.charAt(before.length - words.length - 1));
    return repeated ? [{ kind: "repeat" as const, token: `${words} (${match[1] ?? ""})`, line: line.trim() }] : [];
  });
}

/**
 * A value a person picks or reads in a cell or a drop-down written as the service's code: one word all in lower case
 * ("regular", "company", "created", "buy"), where words start with a capital ("Local", "Company", "Created", "Buy").
 */
const CODE_VALUE = /^[a-z]+$/;

export function codeValues(values: readonly string[]): RawToken[] {
  return values.filter((value) => CODE_VALUE.test(value.trim())).map((value) => ({ kind: "code", token: value.trim(), line: value.trim() }));
}

/**
 * A column header naming a code in one of its parts (split at commas, colons and semicolons): "Purpose codes: INR to
 * IN, company" has the service's entity type `company` where words belong ("… to companies in India").
 */
export function headerCodes(headers: readonly string[]): RawToken[] {
  return headers.flatMap((header) =>
    header
      .split(/[,:;]/)
      .map((part) => part.trim())
      .filter((part) => CODE_VALUE.test(part))
      .map((part) => ({ kind: "code" as const, token: part, line: header.trim() })),
  );
}

/** A token the visible text may hold, with why (the test's allow-list): matched against the token, or against its line. */
export interface AllowedToken {
  token?: RegExp;
  line?: RegExp;
  why: string;
}

export function notAllowed(tokens: readonly RawToken[], allowList: readonly AllowedToken[]): RawToken[] {
  return tokens.filter(
    (found) => !allowList.some((allowed) => (allowed.token === undefined || allowed.token.test(found.token)) && (allowed.line === undefined || allowed.line.test(found.line))),
  );
}
