/**
 * A seeded person working on a payments sheet while runs go: sorts it by Amount or Reference, inserts blank rows,
 * deletes a row, edits a row's Amount or Reference, and copies a row (whole, with its FX columns, as Excel copies
 * rows) to another place. `fetch` wraps a client's fetch: when a payment create leaves it records what was sent with
 * the rows as they stood, and the person may act then and again when the answer comes back.
 *
 * Which row is which is told by a test-only column, "Test row", right of the job's own columns (the job reads the
 * columns left of its own as the row's cells, so it never sees this one): every row of the sheet gets a tag, every
 * copy a tag of its own. `log` tells everything in order, for a failure to be understood and replayed. With several
 * requests on the wire, their answers reach the client in a seeded order (`inTurn`), so a seed replays exactly.
 */
import type { FetchLike } from "../../src/api";
import { ID_HEADER, KEY_HEADER, MESSAGE_HEADER, RESULT_HEADER, resultHeaders } from "../../src/jobs/engine/result-columns";
import type { MemoryWorkbook } from "../../src/workbook/memory-workbook";
import type { CellValue } from "../../src/workbook/port";
import { PAYMENT_HEADERS } from "./sheets";
import { paymentKind } from "../../src/jobs/kinds/payment";

export const TAG_HEADER = "Test row";

/** One sheet row as the person sees it: its tag, its cells, and what the job wrote beside it. */
export interface SheetLine {
  /** Zero-based sheet row. */
  row: number;
  /** Null on a blank row (one the person inserted). */
  tag: string | null;
  beneficiary: CellValue;
  amount: CellValue;
  currency: CellValue;
  reference: CellValue;
  key: string | null;
  result: string | null;
  id: string | null;
  message: string | null;
}

/** One payments/create that left the client: what its body said, and the sheet at that moment. */
export interface SentCreate {
  run: number;
  key: string;
  amount: string;
  reference: string;
  beneficiary: string;
  lines: SheetLine[];
  /** Where those lines are in the sheet's history (SheetUser.states). */
  state: number;
  /** The service's answer (absent when none came). */
  status?: number;
}

/** A copy the person made: the row it was copied from and the FX key that row carried then (copied along). */
export interface CopyMade {
  from: string;
  key: string | null;
}

export interface SheetUserSetup {
  workbook: MemoryWorkbook;
  sheet: string;
  random: () => number;
  /** The beneficiary every row pays. */
  beneficiary: string;
  rows: number;
  /** Starts every reference, so the sheet's payments are told apart from other tests'. */
  prefix: string;
}

const CREATE_PATH = "/v2/payments/create";

/** A create sent and not yet answered to the client. */
interface OnTheWire {
  arrived: boolean;
  deliver: () => void;
}

export class SheetUser {
  readonly log: string[] = [];
  readonly sent: SentCreate[] = [];
  /**
   * Every state the sheet was in while the person worked: at each create sent and after each operation. The job
   * reads rows between them; what it read is one of these.
   */
  readonly states: SheetLine[][] = [];
  /** Run → the state it started from. */
  readonly runStarts = new Map<number, number>();
  /** Copy tag → what it was copied from. */
  readonly copies = new Map<string, CopyMade>();
  private readonly onTheWire: OnTheWire[] = [];
  private run = 0;
  private acting = false;
  private creates = 0;
  private tags = 0;
  private edits = 0;
  private readonly workbook: MemoryWorkbook;
  private readonly sheet: string;
  private readonly random: () => number;
  private readonly prefix: string;

  /** Puts the sheet in place (the job's columns already headed, as an earlier run leaves them) and selects its rows. */
  constructor(setup: SheetUserSetup) {
    ({ workbook: this.workbook, sheet: this.sheet, random: this.random, prefix: this.prefix } = setup);
    const headers = [...PAYMENT_HEADERS, ...resultHeaders(paymentKind), TAG_HEADER];
    const blankResults = resultHeaders(paymentKind).map(() => "");
    const rows = Array.from({ length: setup.rows }, (_, index) => [
      setup.beneficiary,
      this.amount(),
      "EUR",
      `${this.prefix}-${String(index + 1).padStart(2, "0")}`,
      "Services",
      ...blankResults,
      this.newTag(),
    ]);
    this.workbook.setValues(this.sheet, "A1", [headers, ...rows]);
    this.workbook.select(this.sheet, `A2:A${setup.rows + 1}`);
  }

  /** From now on sends are counted for `run`; the person acts during it only when `acting`. */
  startRun(run: number, acting: boolean): void {
    this.run = run;
    this.acting = acting;
    this.states.push(this.lines());
    this.runStarts.set(run, this.states.length - 1);
  }

  stopActing(): void {
    this.acting = false;
  }

  /** The sheet's rows below the header line, as they stand. */
  lines(): SheetLine[] {
    return sheetLines(this.workbook, this.sheet);
  }

  /** `base` with payment creates recorded, and the person acting when one is sent and when it is answered. */
  fetch(base: FetchLike = fetch): FetchLike {
    return async (input, init) => {
      if (init.method !== "POST" || new URL(input).pathname !== CREATE_PATH) return base(input, init);
      const number = ++this.creates;
      const body = new URLSearchParams(String(init.body));
      const field = (name: string) => body.get(name) ?? "";
      const lines = this.lines();
      this.states.push(lines);
      const record: SentCreate = { run: this.run, key: field("unique_request_id"), amount: field("amount"), reference: field("reference"), beneficiary: field("beneficiary_id"), lines, state: this.states.length - 1 };
      this.sent.push(record);
      this.log.push(`[run ${this.run}] create #${number} sent: key ${record.key}, ${record.amount} "${record.reference}"`);
      this.maybeAct(`create #${number} on its way`);
      const response = await this.inTurn(base(input, init));
      record.status = response.status;
      this.log.push(`[run ${this.run}] create #${number} answered ${response.status}`);
      this.maybeAct(`create #${number} answered`);
      return response;
    };
  }

  /**
   * The service answers concurrent requests in whatever order the network gives. The client gets the answers one at
   * a time, a seeded pick among them, once every create on the wire has its answer (read whole, so nothing but the
   * run's own steps happens until the next is given): a run goes the same way on every machine, and a seed replays.
   */
  private inTurn(answer: Promise<Response>): Promise<Response> {
    return new Promise((resolve, reject) => {
      const wire: OnTheWire = { arrived: false, deliver: () => undefined };
      this.onTheWire.push(wire);
      const arrive = (deliver: () => void) => {
        Object.assign(wire, { arrived: true, deliver });
        this.deliverNext();
      };
      answer
        .then(async (response) => new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers: response.headers }))
        .then(
          (response) => arrive(() => resolve(response)),
          (error: unknown) => arrive(() => reject(error instanceof Error ? error : new Error(String(error)))),
        );
    });
  }

  private deliverNext(): void {
    setImmediate(() => {
      if (this.onTheWire.length === 0 || this.onTheWire.some((wire) => !wire.arrived)) return;
      const [next] = this.onTheWire.splice(Math.floor(this.random() * this.onTheWire.length), 1);
      next?.deliver();
      this.deliverNext();
    });
  }

  /** Now and then, one operation (rarely two). */
  private maybeAct(moment: string): void {
    if (!this.acting) return;
    const draw = this.random();
    if (draw < 0.45) this.act(moment);
    if (draw < 0.08) this.act(moment);
  }

  /** One random operation on the sheet, logged with the moment it was made. */
  act(moment: string): void {
    const operations: [number, () => string | undefined][] = [
      [2, () => this.sort()],
      [2, () => this.insert()],
      [2, () => this.delete()],
      [4, () => this.edit()],
      [3, () => this.copy()],
    ];
    let draw = this.random() * operations.reduce((sum, [weight]) => sum + weight, 0);
    const [, operation] = operations.find(([weight]) => (draw -= weight) < 0) ?? (operations[0] as [number, () => string | undefined]);
    const done = operation();
    if (done !== undefined) this.log.push(`[run ${this.run}, ${moment}] ${done}`);
    this.states.push(this.lines());
  }

  private sort(): string {
    const by = this.pick(["Amount", "Reference"] as const);
    const descending = this.random() < 0.5;
    this.workbook.sortRows(this.sheet, 1, this.lastRow(), PAYMENT_HEADERS.indexOf(by), descending);
    return `sort by ${by} ${descending ? "descending" : "ascending"}`;
  }

  private insert(): string {
    const at = 1 + Math.floor(this.random() * this.lastRow());
    const count = 1 + Math.floor(this.random() * 2);
    this.workbook.insertRows(this.sheet, at, count);
    return `insert ${count} blank row${count > 1 ? "s" : ""} above row ${at + 1}`;
  }

  private delete(): string | undefined {
    const line = this.pickTagged();
    if (line === undefined) return undefined;
    this.workbook.deleteRows(this.sheet, line.row, 1);
    return `delete ${describeLine(line)}`;
  }

  private edit(): string | undefined {
    const line = this.pickTagged();
    if (line === undefined) return undefined;
    const field = this.pick(["Amount", "Reference"] as const);
    const value = field === "Amount" ? this.amount() : `${this.prefix}-${line.tag ?? ""}-e${++this.edits}`;
    this.workbook.model.setValues(this.sheet, { row: line.row, column: PAYMENT_HEADERS.indexOf(field) }, [[value]]);
    return `edit ${describeLine(line)}: ${field} → ${value}`;
  }

  private copy(): string | undefined {
    const line = this.pickTagged();
    if (line === undefined) return undefined;
    const to = 1 + Math.floor(this.random() * (this.lastRow() + 1));
    const tag = this.newTag();
    this.workbook.copyRows(this.sheet, line.row, 1, to);
    // The copy's tag is the test's bookkeeping, not the person's: the job never reads this column.
    this.workbook.model.setValues(this.sheet, { row: to, column: this.column(TAG_HEADER) }, [[tag]]);
    this.copies.set(tag, { from: line.tag ?? "", key: line.key });
    return `copy ${describeLine(line)} above row ${to + 1} as ${tag}`;
  }

  private pickTagged(): SheetLine | undefined {
    const tagged = this.lines().filter((line) => line.tag !== null);
    return tagged.length === 0 ? undefined : this.pick(tagged);
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)] as T;
  }

  /** 1.00 to 999.99, as typed. */
  private amount(): string {
    return (Math.floor(100 + this.random() * 99_900) / 100).toFixed(2);
  }

  private newTag(): string {
    return `T${String(++this.tags).padStart(2, "0")}`;
  }

  private lastRow(): number {
    const used = this.workbook.model.usedRect(this.sheet);
    return used === undefined ? 0 : used.row + used.rowCount - 1;
  }

  private column(header: string): number {
    const used = this.workbook.model.usedRect(this.sheet);
    const width = used === undefined ? 0 : used.column + used.columnCount;
    return Array.from({ length: width }, (_, column) => this.workbook.model.value(this.sheet, { row: 0, column })).indexOf(header);
  }
}

/** The rows below the header line, read straight from the model (the person's view: no round trips counted). */
export function sheetLines(workbook: MemoryWorkbook, sheet: string): SheetLine[] {
  const { model } = workbook;
  const used = model.usedRect(sheet);
  if (used === undefined) return [];
  const headers = Array.from({ length: used.column + used.columnCount }, (_, column) => model.value(sheet, { row: 0, column }));
  const cell = (row: number, header: string): CellValue => {
    const column = headers.indexOf(header);
    return column < 0 ? null : model.value(sheet, { row, column });
  };
  const text = (value: CellValue): string | null => (value === null || value === "" ? null : String(value));
  return Array.from({ length: used.row + used.rowCount - 1 }, (_, index) => index + 1).map((row) => ({
    row,
    tag: text(cell(row, TAG_HEADER)),
    beneficiary: cell(row, PAYMENT_HEADERS[0] as string),
    amount: cell(row, "Amount"),
    currency: cell(row, "Currency"),
    reference: cell(row, "Reference"),
    key: text(cell(row, KEY_HEADER)),
    result: text(cell(row, RESULT_HEADER)),
    id: text(cell(row, ID_HEADER)),
    message: text(cell(row, MESSAGE_HEADER)),
  }));
}

/** "row 7 (T12, Sending, key fxd-…): 12.5 "REF"", as a person reads it (one-based). */
export function describeLine(line: SheetLine): string {
  const state = [line.tag ?? "blank", line.result, line.key === null ? null : `key ${line.key}`, line.id === null ? null : `id ${line.id}`].filter((part) => part !== null);
  return `row ${line.row + 1} (${state.join(", ")}): ${String(line.amount)} "${String(line.reference)}"`;
}
