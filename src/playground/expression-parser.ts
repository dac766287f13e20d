/**
 * Reads an ordinary formula (=C2*1.1, =SUM(C2:C9)/2, ="EUR "&A1) into a tree, by recursive descent: numbers, "text"
 * ("" escapes a quote), TRUE/FALSE, cell references (A1, $A$1) and ranges (A1:B3) on the formula's own sheet,
 * function calls, parentheses, unary minus and plus, and the binary operators in Excel's precedence, loosest
 * first: comparisons (= <> < > <= >=), &, + and -, * and /, ^ — with negation binding tighter than ^ (=-2^2 is 4)
 * and every operator, ^ too, taken left to right (=2^3^2 is 64). Names are only told apart here; what a
 * function does is the evaluator's business (expression-evaluator.ts).
 */
import { tryParseRange, type CellRef, type RangeRect } from "../workbook";

export type BinaryOperator = "=" | "<>" | "<" | ">" | "<=" | ">=" | "&" | "+" | "-" | "*" | "/" | "^";

export type Expression =
  | { kind: "number"; value: number }
  | { kind: "text"; value: string }
  | { kind: "boolean"; value: boolean }
  | { kind: "cell"; ref: CellRef; address: string }
  | { kind: "range"; rect: RangeRect; address: string }
  | { kind: "negate"; operand: Expression }
  | { kind: "binary"; operator: BinaryOperator; left: Expression; right: Expression }
  | { kind: "call"; name: string; args: Expression[] };

export type ParsedExpression =
  | { ok: true; expression: Expression; references: RangeRect[] }
  | { ok: false; code: "#NAME?" | "#REF!"; message: string };

type Token =
  | { kind: "number"; value: number; text: string }
  | { kind: "text"; value: string; text: string }
  | { kind: "word"; text: string }
  | { kind: "symbol"; text: string };

/** What keeps a formula from being read, with the Excel error the cell shows for it. */
class Unreadable extends Error {
  constructor(
    readonly code: "#NAME?" | "#REF!",
    message: string,
  ) {
    super(message);
  }
}

const NUMBER = /^(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?/i;
const WORD = /^[A-Za-z_$][A-Za-z0-9_.$]*/;
// Two-character symbols first, so "<=" is not read as "<" then "=".
const SYMBOLS = ["<>", "<=", ">=", "=", "<", ">", "&", "+", "-", "*", "/", "^", "(", ")", ",", ":", "!"];
const CELL = /^\$?[A-Z]{1,3}\$?\d+$/i;

const COMPARISONS: readonly BinaryOperator[] = ["=", "<>", "<", ">", "<=", ">="];
const CONCATENATION: readonly BinaryOperator[] = ["&"];
const ADDITION: readonly BinaryOperator[] = ["+", "-"];
const MULTIPLICATION: readonly BinaryOperator[] = ["*", "/"];
const EXPONENTIATION: readonly BinaryOperator[] = ["^"];

/** Reads `formula` ("=…"); every cell and range it reads is listed in `references`. */
export function parseExpression(formula: string): ParsedExpression {
  try {
    const parser = new ExpressionParser(tokenize(formula.replace(/^=/, "")));
    return { ok: true, expression: parser.formula(), references: parser.references };
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let rest = text.trimStart();
  while (rest !== "") {
    const number = NUMBER.exec(rest)?.[0];
    const word = WORD.exec(rest)?.[0];
    const symbol = SYMBOLS.find((candidate) => rest.startsWith(candidate));
    let length: number;
    if (number !== undefined) {
      tokens.push({ kind: "number", value: Number(number), text: number });
      length = number.length;
    } else if (rest.startsWith('"')) {
      const literal = /^"((?:[^"]|"")*)"/.exec(rest);
      if (!literal) throw new Unreadable("#NAME?", "A text in the formula has no closing quote");
      tokens.push({ kind: "text", value: (literal[1] ?? "").replaceAll('""', '"'), text: literal[0] });
      length = literal[0].length;
    } else if (word !== undefined) {
      tokens.push({ kind: "word", text: word });
      length = word.length;
    } else if (symbol !== undefined) {
      tokens.push({ kind: "symbol", text: symbol });
      length = symbol.length;
    } else {
      throw new Unreadable("#NAME?", `Cannot read the formula at ${rest.slice(0, 20)}`);
    }
    rest = rest.slice(length).trimStart();
  }
  return tokens;
}

class ExpressionParser {
  readonly references: RangeRect[] = [];
  private position = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  formula(): Expression {
    if (this.tokens.length === 0) throw new Unreadable("#NAME?", "The formula is empty");
    const expression = this.comparison();
    const extra = this.tokens[this.position];
    if (extra !== undefined) throw new Unreadable("#NAME?", `Cannot read the formula from ${extra.text} on`);
    return expression;
  }

  private comparison(): Expression {
    return this.binary(COMPARISONS, () => this.concatenation());
  }

  private concatenation(): Expression {
    return this.binary(CONCATENATION, () => this.addition());
  }

  private addition(): Expression {
    return this.binary(ADDITION, () => this.multiplication());
  }

  private multiplication(): Expression {
    return this.binary(MULTIPLICATION, () => this.exponentiation());
  }

  private exponentiation(): Expression {
    return this.binary(EXPONENTIATION, () => this.unary());
  }

  /** One precedence level: operands from `operand`, joined left to right by any of `operators`. */
  private binary(operators: readonly BinaryOperator[], operand: () => Expression): Expression {
    let left = operand();
    let operator = this.symbolOf(operators);
    while (operator !== undefined) {
      this.position++;
      left = { kind: "binary", operator, left, right: operand() };
      operator = this.symbolOf(operators);
    }
    return left;
  }

  private unary(): Expression {
    if (this.isSymbol("-")) {
      this.position++;
      return { kind: "negate", operand: this.unary() };
    }
    if (this.isSymbol("+")) {
      this.position++;
      return this.unary();
    }
    return this.primary();
  }

  private primary(): Expression {
    const token = this.next();
    if (token.kind === "number") return { kind: "number", value: token.value };
    if (token.kind === "text") return { kind: "text", value: token.value };
    if (token.kind === "symbol") {
      if (token.text !== "(") throw new Unreadable("#NAME?", `Cannot read the formula at ${token.text}`);
      const inner = this.comparison();
      this.expectSymbol(")");
      return inner;
    }
    if (this.isSymbol("(")) return this.call(token.text);
    if (this.isSymbol("!")) {
      throw new Unreadable("#REF!", `The playground reads cells of the formula's own sheet only: write A1 rather than ${token.text}!A1`);
    }
    const upper = token.text.toUpperCase();
    if (upper === "TRUE" || upper === "FALSE") return { kind: "boolean", value: upper === "TRUE" };
    if (CELL.test(token.text)) return this.reference(token.text);
    throw new Unreadable("#NAME?", `${token.text} is not a name the playground knows`);
  }

  private call(name: string): Expression {
    this.expectSymbol("(");
    const args: Expression[] = [];
    if (this.isSymbol(")")) {
      this.position++;
      return { kind: "call", name: name.toUpperCase(), args };
    }
    for (;;) {
      args.push(this.comparison());
      if (!this.isSymbol(",")) break;
      this.position++;
    }
    this.expectSymbol(")");
    return { kind: "call", name: name.toUpperCase(), args };
  }

  /** A1 or $A$1, or a range A1:B3 when a colon and a second cell follow. */
  private reference(first: string): Expression {
    let address = first;
    if (this.isSymbol(":")) {
      this.position++;
      const second = this.next();
      if (second.kind !== "word" || !CELL.test(second.text)) throw new Unreadable("#NAME?", `${first}: needs a second cell, e.g. ${first}:B3`);
      address = `${first}:${second.text}`;
    }
    const rect = tryParseRange(address.replaceAll("$", "").toUpperCase());
    if (!rect) throw new Unreadable("#REF!", `${address} lies beyond the sheet's last row or column`);
    this.references.push(rect);
    const canonical = address.toUpperCase();
    return address.includes(":") ? { kind: "range", rect, address: canonical } : { kind: "cell", ref: { row: rect.row, column: rect.column }, address: canonical };
  }

  private next(): Token {
    const token = this.tokens[this.position++];
    if (token === undefined) throw new Unreadable("#NAME?", "The formula ends too early");
    return token;
  }

  private isSymbol(text: string): boolean {
    const token = this.tokens[this.position];
    return token?.kind === "symbol" && token.text === text;
  }

  private symbolOf(operators: readonly BinaryOperator[]): BinaryOperator | undefined {
    const token = this.tokens[this.position];
    return token?.kind === "symbol" ? operators.find((operator) => operator === token.text) : undefined;
  }

  private expectSymbol(text: string): void {
    const token = this.tokens[this.position];
    if (token?.kind !== "symbol" || token.text !== text) {
      throw new Unreadable("#NAME?", `Expected ${text} ${token === undefined ? "at the end of the formula" : `before ${token.text}`}`);
    }
    this.position++;
  }
}
