import { formatCell, formatRange, type CellRef, type CellValue, type RangeRect, type WorkbookModel } from "../workbook";
import { isCellError, registeredFunction } from "./custom-functions-runtime";
import type { FunctionMetadata } from "../functions";
import { FormulaError, evaluateExpression } from "./expression-evaluator";
import { parseExpression } from "./expression-parser";
import { isFxCall, parseFormula, type FormulaArgument } from "./formula-parser";

/** What a cell shows beyond its value: an error's message (hover text), a spilled value, "still computing". */
interface CellAnnotation {
  errorMessage?: string;
  busy?: boolean;
  /** The format a function's formatted number carries, shown where the cell's own format is General. */
  numberFormat?: string;
}

type Key = string;
const keyOf = (sheet: string, ref: CellRef): Key => `${sheet}!${ref.row}:${ref.column}`;

interface FormulaState {
  sheet: string;
  ref: CellRef;
  formula: string;
  references: RangeRect[];
  generation: number;
  cancel?: () => void;
  spill: ({ ref: CellRef } & ShownCell)[];
  /** The last table the function returned, kept to lay it out again when a cell it would spill into changes. */
  table?: unknown[][];
}

/**
 * Evaluates the formulas of an in-memory workbook the way Excel would. A formula that is one FX call runs the
 * real function through the stand-in runtime: omitted optional arguments are null, a range argument is a matrix,
 * a streaming function gets an invocation whose results land in the cell. Any other formula is arithmetic
 * (=C2*1.1, =SUM(C2:C9)) evaluated at once in doubles (expression-evaluator.ts). Errors show their code with the
 * message kept for hover; a formula is evaluated again whenever a cell it reads changes. Results go into the
 * model with setFormulaResult; spilled values are kept here as an overlay.
 */
export class FormulaEngine {
  private readonly formulas = new Map<Key, FormulaState>();
  private readonly annotations = new Map<Key, CellAnnotation>();
  private readonly spilled = new Map<Key, ShownCell>();
  private readonly listeners = new Set<() => void>();
  private readonly pending = new Set<Promise<void>>();
  private version = 0;

  constructor(
    private readonly model: WorkbookModel,
    private readonly metadata: Map<string, FunctionMetadata>,
  ) {
    model.onChange((change) => {
      if (change.kind === "structure") return this.rowsMoved();
      if (change.kind !== "cells") return;
      for (const ref of change.cells) this.cellChanged(change.sheet, ref);
    });
  }

  /** Evaluates every formula already in the workbook (sample data). */
  start(): void {
    for (const sheet of this.model.sheetNames()) {
      const used = this.model.usedRect(sheet);
      if (!used) continue;
      for (let row = used.row; row < used.row + used.rowCount; row++) {
        for (let column = used.column; column < used.column + used.columnCount; column++) this.cellChanged(sheet, { row, column });
      }
    }
  }

  /** Re-runs every formula (sign-in, sign-out, acting-as, "Refresh FX formulas"); resolves when all settled. */
  async recalculateAll(): Promise<void> {
    for (const state of [...this.formulas.values()]) this.evaluate(state);
    await this.settled();
  }

  /** Resolves when no evaluation is in flight (streaming cells count once their first value arrived). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  annotation(sheet: string, ref: CellRef): CellAnnotation | undefined {
    return this.annotations.get(keyOf(sheet, ref));
  }

  spilledValue(sheet: string, ref: CellRef): ShownCell | undefined {
    return this.spilled.get(keyOf(sheet, ref));
  }

  /** The rows and columns a sheet's spilled results reach (exclusive ends), so the grid shows them as Excel does. */
  spillExtent(sheet: string): { rows: number; columns: number } {
    let rows = 0;
    let columns = 0;
    for (const state of this.formulas.values()) {
      if (state.sheet !== sheet) continue;
      for (const { ref } of state.spill) {
        rows = Math.max(rows, ref.row + 1);
        columns = Math.max(columns, ref.column + 1);
      }
    }
    return { rows, columns };
  }

  /** For React's useSyncExternalStore: a number that changes whenever annotations or spills change. */
  snapshot = (): number => this.version;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * After rows are inserted, deleted or sorted, formulas are where the rows took them: a formula no longer in the
   * cell it was evaluated for is retired, and one that arrived in a cell is evaluated there (its references are
   * not adjusted: the playground does not rewrite formulas as Excel does).
   */
  private rowsMoved(): void {
    for (const state of [...this.formulas.values()]) {
      if (!this.model.hasSheet(state.sheet) || this.model.formula(state.sheet, state.ref) !== state.formula) this.retire(state);
    }
    for (const sheet of this.model.sheetNames()) {
      const used = this.model.usedRect(sheet);
      if (!used) continue;
      for (const area of this.model.formulaAreas(sheet, used)) {
        area.formulas.forEach((line, rowOffset) =>
          line.forEach((_, columnOffset) => {
            const ref = { row: area.row + rowOffset, column: area.column + columnOffset };
            if (!this.formulas.has(keyOf(sheet, ref))) this.cellChanged(sheet, ref);
          }),
        );
      }
    }
    this.relayoutSpills(() => true);
  }

  private cellChanged(sheet: string, ref: CellRef): void {
    const key = keyOf(sheet, ref);
    const formula = this.model.formula(sheet, ref);
    const existing = this.formulas.get(key);
    if (formula !== existing?.formula || this.reentered(existing)) {
      if (existing) this.retire(existing);
      if (formula) {
        const state: FormulaState = { sheet, ref, formula, references: [], generation: 0, spill: [] };
        this.formulas.set(key, state);
        this.evaluate(state);
        // An ordinary formula's result is written at once, and writing it told the formulas that read it already.
        if (!isFxCall(formula)) return;
      }
    }
    // Formulas reading this cell see its new value.
    for (const state of this.formulas.values()) {
      if (state.sheet === sheet && state !== existing && state.references.some((rect) => contains(rect, ref))) this.evaluate(state);
    }
    // A table spilling over this cell, or kept from it, is laid out again: #SPILL! while the cell is taken, the
    // table again once it is empty, as Excel does.
    this.relayoutSpills((state) => state.sheet === sheet && state !== existing && contains(tableRect(state), ref));
  }

  /** Lays out again the tables of the formulas `which` picks, from what each function last returned. */
  private relayoutSpills(which: (state: FormulaState) => boolean): void {
    for (const state of [...this.formulas.values()]) {
      if (state.table !== undefined && which(state)) this.showMatrix(state, state.table);
    }
  }

  /**
   * True when the same formula was typed again: entering a formula empties its value, and Excel evaluates it
   * anew. (A formula still computing has no value yet either, but shows busy.)
   */
  private reentered(state: FormulaState | undefined): boolean {
    if (state === undefined) return false;
    return this.model.value(state.sheet, state.ref) === null && this.annotations.get(keyOf(state.sheet, state.ref))?.busy !== true;
  }

  private retire(state: FormulaState): void {
    state.cancel?.();
    state.generation++;
    const freed = state.spill.map(({ ref }) => ref);
    this.clearSpill(state);
    state.table = undefined;
    this.formulas.delete(keyOf(state.sheet, state.ref));
    this.annotations.delete(keyOf(state.sheet, state.ref));
    this.changed();
    // A table this one's spill blocked may have room now.
    if (freed.length > 0) this.relayoutSpills((other) => other.sheet === state.sheet && freed.some((ref) => contains(tableRect(other), ref)));
  }

  private evaluate(state: FormulaState): void {
    state.cancel?.();
    state.cancel = undefined;
    const generation = ++state.generation;
    if (!isFxCall(state.formula)) return this.calculate(state);
    const current = () => state.generation === generation && this.formulas.get(keyOf(state.sheet, state.ref)) === state;
    const parsed = parseFormula(state.formula);
    if (!parsed.ok) return this.show(state, parsed.code, parsed.message);
    state.references = parsed.args.flatMap((arg) => (arg.kind === "reference" ? [arg.rect] : []));
    const meta = this.metadata.get(parsed.functionName);
    const fn = registeredFunction(meta?.id ?? parsed.functionName);
    if (!meta || !fn) return this.show(state, "#NAME?", `FX.${parsed.functionName} is not an FX Desk function`);
    if (parsed.args.length > meta.parameters.length) {
      return this.show(state, "#VALUE!", `FX.${meta.name} takes at most ${meta.parameters.length} arguments`);
    }
    const args: unknown[] = meta.parameters.map((parameter, index) =>
      this.argumentValue(state.sheet, parsed.args[index], parameter.dimensionality),
    );

    this.annotations.set(keyOf(state.sheet, state.ref), { busy: true });
    this.changed();

    if (meta.streaming) {
      let resolveFirst: () => void = () => {};
      const first = new Promise<void>((resolve) => (resolveFirst = resolve));
      const invocation = {
        address: `${state.sheet}!${state.ref.row}:${state.ref.column}`,
        setResult: (value: unknown) => {
          if (current()) this.showResult(state, value);
          resolveFirst();
        },
        onCanceled: undefined as (() => void) | undefined,
      };
      state.cancel = () => {
        invocation.onCanceled?.();
        resolveFirst();
      };
      this.track(first);
      try {
        fn(...args, invocation);
      } catch (error) {
        this.showResult(state, error);
        resolveFirst();
      }
      return;
    }

    const run = (async () => {
      let result: unknown;
      try {
        result = await fn(...args);
      } catch (error) {
        result = error;
      }
      if (current()) this.showResult(state, result);
    })();
    this.track(run);
  }

  /** An ordinary formula: evaluated at once, from the values its cells show now. */
  private calculate(state: FormulaState): void {
    const parsed = parseExpression(state.formula);
    state.references = parsed.ok ? parsed.references : [];
    if (!parsed.ok) return this.showCalculated(state, parsed.code, parsed.message);
    if (this.readsItself(state)) {
      return this.showCalculated(state, "#REF!", "Circular reference: the formula reads its own cell, directly or through the cells it reads");
    }
    const result = evaluateExpression(parsed.expression, (ref) => this.visibleValue(state.sheet, ref));
    if (result instanceof FormulaError) return this.showCalculated(state, result.code, result.message);
    this.showCalculated(state, result, undefined);
  }

  /** True when the cells the formula reads lead back to its own cell through formulas that read others. */
  private readsItself(state: FormulaState): boolean {
    const seen = new Set<FormulaState>();
    const reading = [state];
    let current = reading.pop();
    while (current !== undefined) {
      const references = current.references;
      for (const other of this.formulas.values()) {
        if (other.sheet !== state.sheet || !references.some((rect) => contains(rect, other.ref))) continue;
        if (other === state) return true;
        if (!seen.has(other)) {
          seen.add(other);
          reading.push(other);
        }
      }
      current = reading.pop();
    }
    return false;
  }

  /**
   * Writes a calculated result only when the cell would change: an unchanged cell tells no formula that reads it,
   * which is what ends a chain of updates — and a circular one, whose cells settle on #REF!.
   */
  private showCalculated(state: FormulaState, value: CellValue, errorMessage: string | undefined): void {
    const unchanged = this.model.value(state.sheet, state.ref) === value && this.annotations.get(keyOf(state.sheet, state.ref))?.errorMessage === errorMessage;
    if (!unchanged) this.show(state, value, errorMessage);
  }

  private track(promise: Promise<void>): void {
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise));
  }

  private argumentValue(sheet: string, arg: FormulaArgument | undefined, dimensionality: "scalar" | "matrix"): unknown {
    if (!arg || arg.kind === "omitted") return null;
    if (arg.kind === "literal") return dimensionality === "matrix" ? [[arg.value]] : arg.value;
    const matrix: CellValue[][] = [];
    for (let row = arg.rect.row; row < arg.rect.row + arg.rect.rowCount; row++) {
      const line: CellValue[] = [];
      for (let column = arg.rect.column; column < arg.rect.column + arg.rect.columnCount; column++) {
        // Excel hands a blank cell to a function as an empty string inside ranges, as 0 when single; the
        // functions treat "" and null alike, so the playground passes "" for blanks in ranges and null alone.
        line.push(this.visibleValue(sheet, { row, column }) ?? (arg.single ? null : ""));
      }
      matrix.push(line);
    }
    return dimensionality === "matrix" ? matrix : (matrix[0]?.[0] ?? null);
  }

  private visibleValue(sheet: string, ref: CellRef): CellValue {
    return this.model.formula(sheet, ref) !== null || this.model.value(sheet, ref) !== null
      ? this.model.value(sheet, ref)
      : (this.spilled.get(keyOf(sheet, ref))?.value ?? null);
  }

  private showResult(state: FormulaState, result: unknown): void {
    if (isCellError(result)) return this.show(state, result.code, result.message ?? "");
    if (Array.isArray(result)) return this.showMatrix(state, result as unknown[][]);
    if (result instanceof Error) return this.show(state, "#VALUE!", result.message);
    if (typeof result === "number" || typeof result === "string" || typeof result === "boolean") {
      return this.show(state, result, undefined);
    }
    if (isFormattedNumber(result)) return this.show(state, result.basicValue, undefined, result.numberFormat);
    return this.show(state, "#VALUE!", `The function returned ${String(result)}, which a cell cannot hold`);
  }

  /**
   * A table result: its first value in the formula's cell, the rest spilled over the cells right of and below it.
   * When any of those cells holds something (a value, a formula, another formula's spill), nothing spills and the
   * formula's cell shows #SPILL!, as Excel does ("#SPILL! error - Spill range isn't blank"): the cells keep what
   * they hold, and the table comes back when they are emptied.
   */
  private showMatrix(state: FormulaState, rows: unknown[][]): void {
    this.clearSpill(state);
    state.table = rows;
    const cells = rows.flatMap((line, rowOffset) =>
      (Array.isArray(line) ? line : [line]).map((value, columnOffset) => ({
        ref: { row: state.ref.row + rowOffset, column: state.ref.column + columnOffset },
        ...cellOf(value),
      })),
    );
    const [anchor, ...rest] = cells;
    const taken = rest.find(
      ({ ref }) => this.model.value(state.sheet, ref) !== null || this.model.formula(state.sheet, ref) !== null || this.spilled.has(keyOf(state.sheet, ref)),
    );
    if (!anchor) return this.show(state, "#VALUE!", "The function returned an empty table");
    if (taken) {
      return this.show(state, "#SPILL!", `Spill range isn't blank: the result needs ${formatRange(tableRect(state))}, and ${formatCell(taken.ref)} is not empty`);
    }
    state.spill = rest;
    for (const cell of rest) this.spilled.set(keyOf(state.sheet, cell.ref), cell);
    this.show(state, anchor.value, anchor.errorMessage, anchor.numberFormat);
  }

  private clearSpill(state: FormulaState): void {
    for (const cell of state.spill) this.spilled.delete(keyOf(state.sheet, cell.ref));
    state.spill = [];
  }

  private show(state: FormulaState, value: CellValue, errorMessage: string | undefined, numberFormat?: string): void {
    const key = keyOf(state.sheet, state.ref);
    if (errorMessage !== undefined) this.annotations.set(key, { errorMessage });
    else if (numberFormat !== undefined) this.annotations.set(key, { numberFormat });
    else this.annotations.delete(key);
    this.model.setFormulaResult(state.sheet, state.ref, value);
    this.changed();
  }

  private changed(): void {
    this.version++;
    for (const listener of [...this.listeners]) listener();
  }
}

/** A cell a formula result fills: its value, an error's message, or the format a formatted number carries. */
interface ShownCell {
  value: CellValue;
  errorMessage?: string;
  numberFormat?: string;
}

function cellOf(value: unknown): ShownCell {
  if (isCellError(value)) return { value: value.code, errorMessage: value.message ?? "" };
  if (value === null || value === undefined) return { value: null };
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") return { value };
  if (isFormattedNumber(value)) return { value: value.basicValue, numberFormat: value.numberFormat };
  return { value: String(value) };
}

/** Excel's formatted-number cell value, as a function returns it where Excel takes data types ({ type: "Double", … }). */
function isFormattedNumber(value: unknown): value is { basicValue: number; numberFormat: string } {
  const candidate = value as { type?: unknown; basicValue?: unknown; numberFormat?: unknown } | null;
  return typeof candidate === "object" && candidate !== null && candidate.type === "Double" && typeof candidate.basicValue === "number" && typeof candidate.numberFormat === "string";
}

/** The cells a formula's last table covers, its own cell the top-left one (only that cell before any table came). */
function tableRect(state: FormulaState): RangeRect {
  const rows = state.table ?? [[null]];
  const columnCount = Math.max(1, ...rows.map((line) => (Array.isArray(line) ? line.length : 1)));
  return { row: state.ref.row, column: state.ref.column, rowCount: Math.max(1, rows.length), columnCount };
}

function contains(rect: RangeRect, ref: CellRef): boolean {
  return ref.row >= rect.row && ref.row < rect.row + rect.rowCount && ref.column >= rect.column && ref.column < rect.column + rect.columnCount;
}
