/**
 * The columns the jobs write beside the orders. Their headers start with "FX " so they never match an input
 * synonym ("FX amount" is not "amount") and a person sees at a glance which columns the add-in owns. Every kind
 * writes the same key, result, id, time (booked or created at), status and message columns around its own (its spec's).
 */
import { normalizeHeader } from "../../domain/orders";
import { type CellValue, type ColumnSpec, DATE_TIME_FORMAT, type RowValues, type SheetBlock, type SheetRow, TEXT_FORMAT } from "../../workbook";
import { recordedContact } from "./acting-as-cell";
import type { FormattedNumber } from "./result-values";

export const KEY_HEADER = "FX key";
/**
 * The account the key was sent for, by name (blank for the signed-in account itself): keys are per account, so the
 * contact's id is kept with the key in FX sent as (acting-as-cell.ts).
 */
export const ACTING_AS_HEADER = "FX acting as";
export const RESULT_HEADER = "FX result";
export const ID_HEADER = "FX id";
export const SHORT_REF_HEADER = "FX short ref";
export const MESSAGE_HEADER = "FX message";
export const STATUS_HEADER = "FX status";
/** The row's mapped cells as its request was sent (sent-cells.ts): what tells the done row from a copy of it. */
export const SENT_AS_HEADER = "FX sent as";

/** How far right of the input columns the job's own columns are looked for when they sit outside a table. */
export const RESULT_SEARCH_WIDTH = 64;

/**
 * What a done row says, in its kind's words (KindSpec.doneWords): a conversion, payment or transfer is booked, a
 * client or beneficiary is created. `done` is its FX result; `differs` the result of a row done under its key but
 * edited since (its kind compares them); `verb` and `stands` how messages say it; `atHeader` the column of when the service made
 * it — the service's clock is UTC and Excel's serials have no zone, so the header says which.
 */
export const BOOKED = { done: "Booked", differs: "Booked, row differs", verb: "booked", action: "Book", doing: "Booking", stands: "The booking stands", atHeader: "FX booked at (UTC)" } as const;
export const CREATED = { done: "Created", differs: "Created, row differs", verb: "created", action: "Create", doing: "Creating", stands: "What was created stands", atHeader: "FX created at (UTC)" } as const;
export type DoneWords = typeof BOOKED | typeof CREATED;

/**
 * Every kind's words. A row reading any of them is done, whatever its kind: versions before CREATED wrote "Booked"
 * and "FX booked at (UTC)" for clients and beneficiaries too, and such a row must never be sent again.
 */
const EVERY_DONE_WORDS: readonly DoneWords[] = [BOOKED, CREATED];

/**
 * What the result column says besides a kind's done words: `Exists` for a row whose object the service already has,
 * and what a run writes for rows it did not make. "Refresh statuses" then files a done row under what became of it
 * (FILED_UNDER). A row is done — never sent again — when it reads a done word, Exists or a filed word with an FX
 * id (isDone).
 */
export const RESULT = {
  failed: "Failed",
  invalid: "Invalid",
  held: "Needs confirmation",
  sending: "Sending",
  notSent: "Not sent",
  /** The row carries another row's key (it was copied): it is not done, and is sent only as a new row once confirmed. */
  copy: "Copy",
  /** What the row would create exists on the service already (found by its natural key): its id is written, nothing is created. */
  exists: "Exists",
} as const;

/**
 * What a booked row is filed under once "Refresh statuses" has read its booking (a kind's refresh picks one):
 * where the payment has got to, in a finance user's words. Every one of them is still a booked row. "Payment
 * failed" is not the engine's "Failed": that one is a request the service refused, retried by the next run under
 * the same key; this one is a booked payment the bank could not pay, which a run never sends again.
 */
export const FILED_UNDER = {
  awaitingAuthorisation: "Awaiting authorisation",
  authorised: "Authorised",
  released: "Released",
  completed: "Completed",
  paymentFailed: "Payment failed",
  deleted: "Deleted",
  /** Deleted by an approver who rejected it, as this workbook's audit sheet records: the word the Approvals tab says too. */
  rejected: "Rejected",
  returned: "Returned",
  suspended: "Suspended",
} as const;

/** Every text a done row's result may read: every kind's done words (old sheets'), Exists, and the words Refresh statuses files it under. */
export const DONE_RESULTS: ReadonlySet<string> = new Set<string>([...EVERY_DONE_WORDS.flatMap((words) => [words.done, words.differs]), RESULT.exists, ...Object.values(FILED_UNDER)]);

/** Whether the result text is one of a kind's done words or their "row differs" (not Exists, nor a filed word). */
export function isDoneWord(result: string | null | undefined): boolean {
  return EVERY_DONE_WORDS.some((words) => result === words.done || result === words.differs);
}

const TEXT = TEXT_FORMAT;

/** What the result columns of a kind depend on: its own columns and its words (KindSpec, kind-spec.ts, has both). */
type ResultSpec = { readonly resultColumns: readonly ColumnSpec[]; readonly doneWords: DoneWords };

/**
 * The header of when the service made a row's object, on a sheet with this header line: the kind's own, unless the
 * sheet has another kind's words' column and not the kind's (written by an earlier version): that one is kept, so an
 * old sheet gains no second column.
 */
export function madeAtHeader(spec: Pick<ResultSpec, "doneWords">, headersOnSheet: readonly string[] = []): string {
  const onSheet = new Set(headersOnSheet.map(normalizeHeader));
  if (onSheet.has(normalizeHeader(spec.doneWords.atHeader))) return spec.doneWords.atHeader;
  return EVERY_DONE_WORDS.find((words) => onSheet.has(normalizeHeader(words.atHeader)))?.atHeader ?? spec.doneWords.atHeader;
}

/**
 * Every column the job writes for a kind, in order: key first, then what the person reads, what was sent last; the
 * time column as the sheet already heads it (madeAtHeader).
 */
export function resultColumns(spec: ResultSpec, headersOnSheet: readonly string[] = []): ColumnSpec[] {
  return [
    { header: KEY_HEADER, format: TEXT },
    { header: ACTING_AS_HEADER, format: TEXT },
    { header: RESULT_HEADER, format: TEXT },
    { header: ID_HEADER, format: TEXT },
    ...spec.resultColumns,
    { header: madeAtHeader(spec, headersOnSheet), format: DATE_TIME_FORMAT },
    { header: STATUS_HEADER, format: TEXT },
    // Wrapped: the message is what a person reads of a row (who rejected it and why, what to fix), and the column
    // beside it is filled, so unwrapped it would be cut at the column's edge.
    { header: MESSAGE_HEADER, format: TEXT, wrapText: true },
    { header: SENT_AS_HEADER, format: TEXT },
  ];
}

/** Every header the job owns on a sheet of this kind: its result columns, and the time column under any kind's words (an old sheet's). */
export function resultHeaders(spec: ResultSpec): string[] {
  const headers = resultColumns(spec).map((column) => column.header);
  return [...headers, ...EVERY_DONE_WORDS.map((words) => words.atHeader).filter((header) => !headers.includes(header))];
}

/** A result cell: a value, or a number with a format of its own (an amount in its row's currency). */
type ResultCell = CellValue | FormattedNumber;

/** One row of result columns, by header; absent headers are written empty. */
export type ResultCells = Partial<Record<string, ResultCell>>;

/** The values of one row of result columns, in column order, with the formats of the cells that carry their own. */
export function toRowValues(headers: readonly string[], cells: ResultCells): Omit<RowValues, "row"> {
  const ordered = headers.map((header) => cells[header] ?? null);
  return {
    values: ordered.map((cell) => (isFormatted(cell) ? cell.value : cell)),
    formats: ordered.map((cell) => (isFormatted(cell) ? cell.format : null)),
  };
}

function isFormatted(cell: ResultCell): cell is FormattedNumber {
  return typeof cell === "object" && cell !== null;
}

/** What an earlier run left beside a row. */
export interface PreviousResult {
  key: string | undefined;
  result: string | undefined;
  id: string | undefined;
  /** The kind's own result columns (KindSpec.resultColumns) as they read, by header: e.g. a payment's funding conversion. */
  own: ReadonlyMap<string, string>;
  /** The account the key was sent for; undefined when no key was recorded with one (see ACTING_AS_HEADER). */
  recordedActingAs: { contactId: string | undefined } | undefined;
  /** The service's state of the booking when it was last written (see refresh-statuses.ts). */
  status: string | undefined;
  shortReference: string | undefined;
  /** The FX sent as cell's text: what the row said when its key was sent (sent-cells.ts). */
  sentAs: string | undefined;
}

/** Reads the job's own columns of each row from a block that includes them (see order-sheet.ts), and the kind's own among them. */
export function previousResults(block: SheetBlock, spec?: Pick<ResultSpec, "resultColumns">): Map<number, PreviousResult> {
  const indexOf = (header: string) => block.headers.findIndex((text) => normalizeHeader(text) === normalizeHeader(header));
  const columns = {
    key: indexOf(KEY_HEADER),
    actingAs: indexOf(ACTING_AS_HEADER),
    result: indexOf(RESULT_HEADER),
    id: indexOf(ID_HEADER),
    status: indexOf(STATUS_HEADER),
    shortReference: indexOf(SHORT_REF_HEADER),
    sentAs: indexOf(SENT_AS_HEADER),
  };
  const own = (spec?.resultColumns ?? []).map((column) => [column.header, indexOf(column.header)] as const);
  const text = (row: SheetRow, index: number) => {
    const value = index < 0 ? null : row.values[index];
    return value === null || value === undefined || String(value).trim() === "" ? undefined : String(value).trim();
  };
  return new Map(
    block.rows.map((row) => {
      const key = text(row, columns.key);
      // A blank acting-as beside a key is the signed-in account; a sheet without the column recorded nothing.
      const sentAs = text(row, columns.sentAs);
      const recordedActingAs = key === undefined || columns.actingAs < 0 ? undefined : { contactId: recordedContact(text(row, columns.actingAs), sentAs) };
      return [
        row.row,
        {
          key,
          recordedActingAs,
          result: text(row, columns.result),
          id: text(row, columns.id),
          own: new Map(
            own.flatMap(([header, index]) => {
              const value = text(row, index);
              return value === undefined ? [] : [[header, value] as const];
            }),
          ),
          status: text(row, columns.status),
          shortReference: text(row, columns.shortReference),
          sentAs,
        },
      ];
    }),
  );
}

/** Whether the result text is one a done row reads (DONE_RESULTS). */
export function isDoneResult(result: string | null | undefined): boolean {
  return result !== null && result !== undefined && DONE_RESULTS.has(result);
}

/** A done row: its result reads one of DONE_RESULTS and it carries the id of what was booked or created. Never sent again. */
export function isDone(previous: PreviousResult | undefined): boolean {
  return isDoneResult(previous?.result) && previous?.id !== undefined;
}
