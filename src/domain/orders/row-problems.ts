import { InvalidInputError } from "../invalid-input";

/** One thing wrong with a row: which column, a stable code, and what to fix. */
export interface RowProblem {
  field: string;
  code: string;
  message: string;
}

/**
 * Collects every refusal of a row instead of stopping at the first, so a person fixes a row once.
 * Anything that is not an InvalidInputError is a bug and is rethrown.
 */
export class ProblemCollector {
  readonly problems: RowProblem[] = [];

  attempt<T>(read: () => T): T | undefined {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      this.problems.push({ field: error.field, code: error.code, message: error.message });
      return undefined;
    }
  }

  /** A problem of one column: "Amount: is zero". */
  add(field: string, code: string, message: string): void {
    this.problems.push({ field, code, message: `${field}: ${message}` });
  }

  /** A problem told as a whole sentence that names its columns itself ("add a Bank country column — …"). */
  addSentence(field: string, code: string, sentence: string): void {
    this.problems.push({ field, code, message: sentence });
  }

  get ok(): boolean {
    return this.problems.length === 0;
  }
}

/** The text written beside an invalid row: every problem, in column order of discovery. */
export function describeProblems(problems: readonly RowProblem[]): string {
  return problems.map((problem) => problem.message).join("; ");
}
