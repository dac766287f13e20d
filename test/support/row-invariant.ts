/**
 * The booking engine's invariant over a payments sheet a person changed while runs went (sheet-user.ts), checked
 * against the service's payments. Each check answers sentences naming the rows and payments concerned:
 * - nothing is booked twice: no two payments share a key, no row is paid twice, and the same beneficiary, amount and
 *   reference are paid twice only when two rows asked for it;
 * - every payment matches the cells of a row that carried its key when the job last read it before sending: a job
 *   reads the rows about to be sent in blocks, so within the last `window` sends before its own (a row that
 *   changes after that read is then shown as "Booked, row differs", below);
 * - every payment is shown as booked by exactly one row carrying its key (one that still matches it, if any does),
 *   or, when every row carrying its key was deleted, the audit sheet names it;
 * - a row reading "Booked" has a payment with its id and key, equal to its cells as they are now; a row reading
 *   "Booked, row differs" has a payment with its id and says each thing that differs.
 * A copy and its original are identical when the copy is made, and nothing on the sheet tells which is which: the
 * rows that carry one key (a row and its copies) share one booking, shown by one of them.
 */
import Decimal from "decimal.js";
import { BOOKED, isDoneResult } from "../../src/jobs/engine/result-columns";
import { describeLine, type CopyMade, type SentCreate, type SheetLine } from "./sheet-user";

/** A payment as the service stores it (the fields compared with a row). */
export interface ServicePayment {
  id: string;
  unique_request_id: string | null;
  amount: string;
  currency: string;
  reference: string;
  beneficiary_id: string;
}

/** The sheet, the service's payments and the ids the audit sheet names, at one moment. */
export interface Observed {
  lines: SheetLine[];
  payments: ServicePayment[];
  auditIds: ReadonlySet<string>;
}

/** The sheet's states while the person worked (SheetUser), and how far back a job's read before sending may be. */
export interface History {
  states: readonly SheetLine[][];
  runStarts: ReadonlyMap<number, number>;
  /** Sends: the rows read for sending in one block (its size) plus the requests on the wire at once. */
  window: number;
}

/** What a rerun over the whole sheet must book: each row by its tag, and one row of each copied key never booked. */
export interface RerunPlan {
  rows: Set<string>;
  /** Key → the tags of the row and its copies that carry it. */
  keys: Map<string, Set<string>>;
}

type Field = "amount" | "reference" | "beneficiary";

/** A result a booked row reads: Booked, Booked, row differs, or what Refresh statuses filed it under (Deleted…). */
export function isBookedResult(result: string | null): boolean {
  return isDoneResult(result);
}

/**
 * Every violation of the invariant, each a sentence starting with `stage`. What a payment was sent for is checked
 * once: payments in `checkedBefore` (an earlier stage's) are left out of that check.
 */
export function invariantViolations(
  stage: string,
  now: Observed,
  sent: readonly SentCreate[],
  history: History,
  copies: ReadonlyMap<string, CopyMade>,
  checkedBefore: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${stage}: ${text}`);
  const line = (shown: SheetLine) => describeCopy(shown, copies);

  for (const [key, payments] of groupBy(now.payments, (payment) => payment.unique_request_id ?? "(none)")) {
    if (payments.length > 1) say(`${payments.length} payments share the key ${key}: ${payments.map((payment) => payment.id).join(", ")}`);
  }

  // Each payment's row when its request left: one that carried its key and had its cells.
  const rowOf = new Map<string, string>();
  for (const payment of now.payments) {
    const found = rowWhenSent(payment, sent, history);
    if (typeof found !== "string") rowOf.set(payment.id, found.tag ?? "blank");
    else if (!checkedBefore.has(payment.id)) say(found);
  }
  for (const [tag, payments] of groupBy(now.payments.filter((payment) => rowOf.has(payment.id)), (payment) => rowOf.get(payment.id) as string)) {
    if (payments.length > 1) say(`row ${tag} was paid ${payments.length} times: ${payments.map(describePayment).join("; ")}`);
  }
  for (const payments of groupBy(now.payments, signature).values()) {
    const rows = new Set(payments.flatMap((payment) => rowOf.get(payment.id) ?? []));
    if (payments.length > 1 && payments.length > rows.size) {
      say(`${payments.length} payments of ${payments[0]?.amount} "${payments[0]?.reference}", but ${rows.size} row(s) asked for one when they were sent: ${payments.map(describePayment).join("; ")}`);
    }
  }

  // Each payment shown by one row carrying its key, or named by the audit sheet when those rows are gone.
  for (const payment of now.payments) {
    const carriers = now.lines.filter((candidate) => candidate.key !== null && candidate.key === payment.unique_request_id);
    const shown = now.lines.filter((candidate) => candidate.id === payment.id && isBookedResult(candidate.result));
    if (carriers.length === 0) {
      if (!now.auditIds.has(payment.id)) say(`${describePayment(payment)}: no row carries its key, and the audit sheet does not name it`);
      continue;
    }
    if (shown.length === 0) say(`${describePayment(payment)} is shown by no row; the rows carrying its key: ${carriers.map(line).join("; ")}`);
    if (shown.length > 1) say(`${describePayment(payment)} is shown as booked by ${shown.length} rows: ${shown.map(line).join("; ")}`);
    const [only] = shown;
    const matching = carriers.find((candidate) => sameCells(candidate, payment));
    if (shown.length === 1 && only !== undefined && !sameCells(only, payment) && matching !== undefined) {
      say(`${describePayment(payment)} is shown by ${line(only)}, which differs from it, while ${line(matching)} carries its key and matches it`);
    }
  }

  // Each row reading booked: its payment, as it says.
  const byId = new Map(now.payments.map((payment) => [payment.id, payment]));
  for (const booked of now.lines.filter((candidate) => isBookedResult(candidate.result))) {
    const payment = booked.id === null ? undefined : byId.get(booked.id);
    if (payment === undefined) {
      say(`${line(booked)} reads "${booked.result}", but no payment has its id`);
      continue;
    }
    if (booked.key !== payment.unique_request_id) say(`${line(booked)} shows ${describePayment(payment)}, booked under another key`);
    const fields = differingFields(booked, payment);
    if (booked.result === BOOKED.done && fields.length > 0) say(`${line(booked)} reads "Booked", but its ${fields.join(" and ")} differ(s) from ${describePayment(payment)}`);
    if (booked.result === BOOKED.differs) {
      if (fields.length === 0) say(`${line(booked)} reads "${BOOKED.differs}", but matches ${describePayment(payment)}`);
      const unsaid = fields.filter((field) => !(booked.message ?? "").toLowerCase().includes(`${field}:`));
      if (unsaid.length > 0) say(`${line(booked)} differs from ${describePayment(payment)} in its ${unsaid.join(" and ")}, which its message does not say: "${booked.message ?? ""}"`);
    }
  }
  return problems;
}

/**
 * Rows of a run still on the sheet that do not say what became of them (issue 39): every row the run read that is not
 * booked (or recovered) must carry a result and a message saying why. `runTags` are the rows the run read; a copy
 * the person made is another row, which the run never read. A row copied before its key was written is one of two
 * identical rows, and nothing tells the run which of them it read: when it took the copy for the row (the copy says
 * what became of it), the original is the new row.
 */
export function silentRowViolations(stage: string, now: Observed, runTags: ReadonlySet<string>, copies: ReadonlyMap<string, CopyMade>): string[] {
  const silent = (line: SheetLine) => !isBookedResult(line.result) && (line.result === null || line.message === null);
  const toldOnCopy = (tag: string) =>
    [...copies].some(([copyTag, copy]) => copy.from === tag && copy.key === null && now.lines.some((line) => line.tag === copyTag && !silent(line)));
  return now.lines
    .filter((line) => line.tag !== null && runTags.has(line.tag) && !copies.has(line.tag) && silent(line) && !toldOnCopy(line.tag))
    .map((line) => `${stage}: ${describeLine(line)} was not booked, and its FX result or FX message is empty (result ${JSON.stringify(line.result)}, message ${JSON.stringify(line.message)})`);
}

/**
 * What running the whole sheet again must book: every row not booked (all its cells are valid) that carries no key
 * already paid, and, for a row copied with a key never paid, one row of it and its copies.
 */
export function rerunPlan(now: Observed, copies: ReadonlyMap<string, CopyMade>): RerunPlan {
  const paidKeys = new Set(now.payments.map((payment) => payment.unique_request_id));
  const groups = copyGroups(copies);
  const grouped = new Set([...groups.values()].flatMap((tags) => [...tags]));
  const rows = new Set(
    now.lines
      .filter((line) => line.tag !== null && !grouped.has(line.tag) && !isBookedResult(line.result) && !(line.key !== null && paidKeys.has(line.key)))
      .map((line) => line.tag as string),
  );
  const keys = new Map(
    [...groups].filter(([key, tags]) => !paidKeys.has(key) && now.lines.some((line) => line.tag !== null && tags.has(line.tag))),
  );
  return { rows, keys };
}

/** What the rerun booked against its plan, and whether every row is booked after it (one of a row and its copies). */
export function rerunViolations(plan: RerunPlan, before: Observed, after: Observed, sent: readonly SentCreate[], history: History, copies: ReadonlyMap<string, CopyMade>): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`after the rerun: ${text}`);
  const lineOf = (tag: string) => after.lines.find((line) => line.tag === tag);
  const state = (tag: string) => {
    const line = lineOf(tag);
    return line === undefined ? "deleted" : `${describeCopy(line, copies)}${line.message === null ? "" : ` — "${line.message}"`}`;
  };

  const earlier = new Set(before.payments.map((payment) => payment.id));
  const fresh = after.payments.filter((payment) => !earlier.has(payment.id));
  const tagOf = (payment: ServicePayment) => {
    const found = rowWhenSent(payment, sent, history);
    return typeof found === "string" ? undefined : (found.tag ?? undefined);
  };
  const freshByTag = groupBy(fresh, (payment) => tagOf(payment) ?? "?");
  for (const tag of plan.rows) {
    const count = freshByTag.get(tag)?.length ?? 0;
    if (count !== 1) say(`row ${tag} was to be booked once, and was booked ${count} times; it is now ${state(tag)}`);
  }
  for (const [key, tags] of plan.keys) {
    const count = fresh.filter((payment) => payment.unique_request_id === key).length;
    if (count !== 1) say(`one of the rows ${[...tags].join(", ")} (a row and its copies, key ${key}, never paid) was to be booked, and ${count} were`);
  }
  for (const payment of fresh) {
    const tag = tagOf(payment);
    if ((tag === undefined || !plan.rows.has(tag)) && !plan.keys.has(payment.unique_request_id ?? "")) {
      say(`it booked ${describePayment(payment)} for row ${tag ?? "?"}, which was not to be booked (before the rerun: ${tag === undefined ? "?" : describeBefore(before, tag, copies)})`);
    }
  }

  const groups = copyGroups(copies);
  const grouped = new Set([...groups.values()].flatMap((tags) => [...tags]));
  for (const line of after.lines) {
    if (line.tag === null || grouped.has(line.tag) || isBookedResult(line.result)) continue;
    say(`${state(line.tag)} is not booked`);
  }
  for (const [key, tags] of groups) {
    const present = after.lines.filter((line) => line.tag !== null && tags.has(line.tag));
    const booked = present.filter((line) => isBookedResult(line.result));
    if (present.length > 0 && booked.length !== 1) {
      say(`a row and its copies (key ${key}) should show one booking between them, and ${booked.length} do: ${present.map((line) => describeCopy(line, copies)).join("; ")}`);
    }
  }
  return problems;
}

/**
 * The row whose cells the payment matches as the job could last have read it before sending (from the state when the
 * request left back to `window` sends earlier in its run), or why there is none.
 */
function rowWhenSent(payment: ServicePayment, sent: readonly SentCreate[], history: History): SheetLine | string {
  const requests = sent.filter((request) => request.key === payment.unique_request_id);
  const request = requests.find((candidate) => candidate.status === 200) ?? requests[0];
  if (request === undefined) return `${describePayment(payment)} was booked, but no request for it was seen leaving`;
  const earlier = sent.slice(0, sent.indexOf(request)).filter((candidate) => candidate.run === request.run);
  const from = earlier.length >= history.window ? (earlier[earlier.length - history.window] as SentCreate).state : (history.runStarts.get(request.run) ?? 0);
  for (let state = request.state; state >= from; state -= 1) {
    const carriers = (history.states[state] ?? []).filter((line) => line.key === request.key);
    const [matching] = carriers.filter((line) => sameCells(line, payment)).sort((a, b) => tagNumber(a) - tagNumber(b));
    if (matching !== undefined) return matching;
  }
  const carriers = request.lines.filter((line) => line.key === request.key);
  const rows = carriers.length === 0 ? "no row carried its key" : `the rows carrying its key were: ${carriers.map((line) => describeLine(line)).join("; ")}`;
  return `${describePayment(payment)} was sent (run ${request.run}) for cells no row had within ${history.window} sends before it: when it left, ${rows}`;
}

/** Key → the tags of a row copied while it carried that key and of its copies. */
function copyGroups(copies: ReadonlyMap<string, CopyMade>): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const [tag, copy] of copies) {
    if (copy.key === null) continue;
    const group = groups.get(copy.key) ?? new Set<string>();
    group.add(copy.from).add(tag);
    groups.set(copy.key, group);
  }
  return groups;
}

export function sameCells(line: SheetLine, payment: ServicePayment): boolean {
  return differingFields(line, payment).length === 0;
}

function differingFields(line: SheetLine, payment: ServicePayment): Field[] {
  const fields: Field[] = [];
  if (line.currency !== payment.currency || !sameAmount(line.amount, payment.amount)) fields.push("amount");
  if (line.reference !== payment.reference) fields.push("reference");
  if (line.beneficiary !== payment.beneficiary_id) fields.push("beneficiary");
  return fields;
}

function sameAmount(cell: SheetLine["amount"], wire: string): boolean {
  if (typeof cell !== "number" && (typeof cell !== "string" || !/^\d+(\.\d+)?$/.test(cell))) return false;
  return new Decimal(cell).equals(wire);
}

function signature(payment: ServicePayment): string {
  return [payment.beneficiary_id, payment.currency, new Decimal(payment.amount).toFixed(), payment.reference].join("|");
}

function describePayment(payment: ServicePayment): string {
  return `payment ${payment.id} (key ${payment.unique_request_id ?? "none"}: ${payment.amount} "${payment.reference}")`;
}

function describeCopy(line: SheetLine, copies: ReadonlyMap<string, CopyMade>): string {
  const copy = line.tag === null ? undefined : copies.get(line.tag);
  return copy === undefined ? describeLine(line) : `${describeLine(line)} [a copy of ${copy.from}]`;
}

function describeBefore(before: Observed, tag: string, copies: ReadonlyMap<string, CopyMade>): string {
  const line = before.lines.find((candidate) => candidate.tag === tag);
  return line === undefined ? "not on the sheet" : describeCopy(line, copies);
}

function tagNumber(line: SheetLine): number {
  return Number((line.tag ?? "").slice(1)) || Number.MAX_SAFE_INTEGER;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
