/**
 * The columns the jobs write beside the orders. Their headers start with "FX " so they never match an input
 * synonym ("FX amount" is not "amount") and a person sees at a glance which columns the add-in owns. Every kind
 * writes the same key, result, id, booked-at, status and message columns around its own (its spec's).
 */
import { normalizeHeader } from "../../domain/orders";
import { DATE_TIME_FORMAT, TEXT_FORMAT } from "../../workbook/number-formats";
import type { CellValue, ColumnSpec, RowValues, SheetBlock, SheetRow } from "../../workbook/port";
import { recordedContact } from "./acting-as-cell";
import type { KindSpec } from "./kind-spec";
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
/** When the service created the booking. Its clock is UTC and Excel's serials have no zone, so the header says which. */
export const BOOKED_AT_HEADER = "FX booked at (UTC)";
/** The row's mapped cells as its request was sent (sent-cells.ts): what tells the booked row from a copy of it. */
export const SENT_AS_HEADER = "FX sent as";

/** How far right of the input columns the job's own columns are looked for when they sit outside a table. */
export const RESULT_SEARCH_WIDTH = 64;

/**
 * What the result column says. A run writes `Booked` (or `Booked, row differs`), or `Exists` for a row whose object
 * the service already has; "Refresh statuses" then files a booked row under what became of its booking
 * (FILED_UNDER). A row is done — never sent again — when it reads any of these with an FX id (isBooked).
 */
export const RESULT = {
  booked: "Booked",
  /** Booked under the row's key, but the row has been edited since (its kind compares them). */
  bookedDiffers: "Booked, row differs",
  failed: "Failed",
  invalid: "Invalid",
  held: "Needs confirmation",
  sending: "Sending",
  notSent: "Not sent",
  /** The row carries another row's key (it was copied): it is not booked, and is sent only as a new row once confirmed. */
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
  returned: "Returned",
  suspended: "Suspended",
} as const;

/** Every text a booked row's result may read: what a run writes, and what Refresh statuses files it under. */
export const BOOKED_RESULTS: ReadonlySet<string> = new Set<string>([RESULT.booked, RESULT.bookedDiffers, RESULT.exists, ...Object.values(FILED_UNDER)]);

const TEXT = TEXT_FORMAT;

/** Every column the job writes for a kind, in order: key first, then what the person reads, what was sent last. */
export function resultColumns(spec: Pick<KindSpec, "resultColumns">): ColumnSpec[] {
  return [
    { header: KEY_HEADER, format: TEXT },
    { header: ACTING_AS_HEADER, format: TEXT },
    { header: RESULT_HEADER, format: TEXT },
    { header: ID_HEADER, format: TEXT },
    ...spec.resultColumns,
    { header: BOOKED_AT_HEADER, format: DATE_TIME_FORMAT },
    { header: STATUS_HEADER, format: TEXT },
    { header: MESSAGE_HEADER, format: TEXT },
    { header: SENT_AS_HEADER, format: TEXT },
  ];
}

export function resultHeaders(spec: Pick<KindSpec, "resultColumns">): string[] {
  return resultColumns(spec).map((column) => column.header);
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
export function previousResults(block: SheetBlock, spec?: Pick<KindSpec, "resultColumns">): Map<number, PreviousResult> {
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

/** Whether the result text is one a booked row reads (BOOKED_RESULTS). */
export function isBookedResult(result: string | null | undefined): boolean {
  return result !== null && result !== undefined && BOOKED_RESULTS.has(result);
}

/** A booked row: its result reads one of BOOKED_RESULTS and it carries the id of what was booked. Never sent again. */
export function isBooked(previous: PreviousResult | undefined): boolean {
  return isBookedResult(previous?.result) && previous?.id !== undefined;
}
