/**
 * What a kind of row work (a conversion, a payment, …) declares so the one engine can read, check, preview,
 * confirm, book, resume and refresh its rows: the resources it calls, its fields (the template, the mapping and the
 * messages derive from them), its check and preview, its own terms in the confirmation, how a row is found by its
 * key and created, and how statuses are read. The engine reads a kind only through this, and is handed the spec:
 * the specs are in jobs/kinds, one file each, registered in taskpane/features/booking/kinds/index.ts (which the jobs
 * layer never imports).
 */
import type { RetryPolicy } from "../../api";
import type { ColumnMapping, FieldSet, OrderCells, ParsedOrder } from "../../domain/orders";
import type { CellValue, ColumnSpec, DateSystem, RowsNotRead, TableColumnSpec } from "../../workbook";
import type { AuditNote, AuditSummary } from "./audit-log";
import type { RecordedRejection } from "./audit-rejections";
import type { CoreResource, JobContext, KindApi } from "./booking-api";
import type { CheckOptions } from "./check-progress";
import type { AccountFunds, AmountsByAccount, CurrencyNeed } from "./currency-needs";
import type { HeldBack } from "./needs-confirmation";
import type { DoneWords, PreviousResult, ResultCells } from "./result-columns";
import type { SheetIdentity } from "./row-locator";

/** Every order books for an account: the signed-in one (undefined) or a sub-account's contact id. */
export interface KindOrder {
  /** The contact the row books for, once the engine has looked up its Acting as cell (acting-as-search.ts); undefined: the signed-in account. */
  actingAs: string | undefined;
}

/** How a person reads the kind: the pane and the log take every word about it from here. */
export interface KindLabels {
  /** "conversion", "payment". */
  singular: string;
  plural: string;
  /** The task pane's tab. */
  tab: string;
  /** The tab's heading and its one-line introduction. */
  title: string;
  intro: string;
  /** The confirmation's table of totals: its name and the heading of its currency column. */
  totals: { caption: string; currency: string };
  /** What two rows share to be possible duplicates ("same beneficiary, amount, currency and reference"), for kinds that hold them. */
  duplicate?: string;
}

/**
 * One column of the kind's template; its header is its field's label, so headers are written once (the field table).
 * `F` is the template's fields, so a template names only columns it has (KindTemplate.marked).
 */
export interface TemplateColumn<F extends string = string> extends Omit<TableColumnSpec, "header"> {
  field: F;
  /** "yes", "no", or when the column is needed ("with bank details"). */
  required: string;
  /** What the column takes, as the legend says it. */
  allowed: string;
  /** The example row's value; null leaves the cell blank. The marked column's example is the marker (EXAMPLE_MARKER). */
  example: CellValue;
}

/**
 * A kind's template. The example row carries the marker (template-columns.ts EXAMPLE_MARKER) in one column, the one
 * a person must change anyway (a payment's reference), and a row still carrying it there is refused, so the example
 * is never booked: `marked` is that one column, and the type holds it (and `alsoMarked`) to the template's own
 * columns — build a template with kindTemplate (template-columns.ts), which infers `F` from its columns.
 */
export interface KindTemplate<F extends string = string> {
  /** Default sheet of the template (the task pane picks "Payments 2" when "Payments" holds data). */
  sheet: string;
  /** Table name before its unique suffix. */
  table: string;
  /** Sheet of the legend: one per kind, shared by every template of that kind. */
  legendSheet: string;
  columns: readonly TemplateColumn<F>[];
  /** The column whose example is the marker: the example row carries it there (templates.ts) and nowhere else. */
  marked: F;
  /** Other columns a row carrying the marker is refused for too (a payment's reason, where the marker is often pasted). */
  alsoMarked?: readonly F[];
}

/** A done row (booked or created) whose status is brought up to date. */
export interface DoneRow {
  row: number;
  id: string;
  actingAs: string | undefined;
  /** The kind's own result columns as they read, by header (what an earlier refresh or row action wrote). */
  own?: ReadonlyMap<string, string>;
  /** An approver's rejection of its object, as this workbook's audit sheet records it (Refresh statuses reads it). */
  rejection?: RecordedRejection;
}

/**
 * An action a person takes on selected booked rows, beyond refreshing their statuses (a payment's Track and
 * Confirmation): it reads from the service and writes into the kind's own result columns beside each row. Its button
 * is in the kind's tab beside Refresh statuses; the engine runs it (row-actions.ts) and knows nothing of what it asks.
 */
export interface RowAction<R extends CoreResource = CoreResource> {
  id: string;
  /** The button's words ("Track"). */
  label: string;
  /** What it writes and what it costs, for the button's title. */
  description: string;
  /** One result per row given, in any order: the cells of the kind's own result columns to write beside it. */
  run(api: KindApi<R>, rows: readonly DoneRow[], dates: DateSystem): Promise<RowActionResult[]>;
}

export interface RowActionResult {
  row: number;
  cells: ResultCells;
  /** The service could not answer for this row (the cells say why); counted apart in the outcome. */
  failed?: boolean;
}

/** A row's status as the service has it now; no status when it could not be read (the message says why). */
export interface StatusUpdate {
  row: number;
  /** In words ("Awaiting authorisation", not the service's code). */
  status: string | undefined;
  message: string;
  /**
   * What the row is filed under now (its kind's done word or one of FILED_UNDER, result-columns.ts), for kinds whose
   * bookings move on after they are made (payments); absent: the result column is left as it reads.
   */
  result?: string;
  /** Cells of the kind's own result columns to write as well (a payment's tracking status), by header. */
  cells?: ResultCells;
}

/** A done row's status as its kind reads it: StatusUpdate without the row, which the engine fills in. */
export type RowStatus = Omit<StatusUpdate, "row">;

/**
 * How a kind reads the statuses of its done rows; the engine does the rest (refresh-statuses.ts): it asks a few
 * at a time, groups and slices a kind's batches by account, and words a row whose object could not be read ("status
 * not refreshed: …"), so a kind says only how to read a status and what it means in words.
 */
export type KindStatuses<R extends CoreResource = CoreResource> =
  | {
      /** One object's status, read by its id for the account its row was booked for; `dates` is the workbook's. */
      one(api: KindApi<R>, row: DoneRow, dates: DateSystem): Promise<RowStatus>;
      /** What a row reads when the service no longer has its object (it answers not found); absent: a failure like any other. */
      gone?: RowStatus;
      many?: never;
    }
  | {
      /**
       * The statuses of up to `perRequest` objects of one account, read at once, by id (a find by ids: one request
       * for many rows); an object missing from the answer is `gone`.
       */
      many: { perRequest: number; read(api: KindApi<R>, actingAs: string | undefined, rows: readonly DoneRow[], dates: DateSystem): Promise<ReadonlyMap<string, RowStatus>> };
      gone: RowStatus;
      one?: never;
    };

/** Nothing: a kind without terms of its own adds nothing to its job, confirmation or outcome. */
type Nothing = Record<never, never>;

/**
 * What a kind adds to the check and the confirmation, when it adds anything (payments: a shortfall funded by a
 * conversion booked first, kinds/payment/funding.ts; conversions: how quoted rates are kept until the booking). The
 * engine carries each part without reading it: the person's settings the check takes (`settings`, beside the check's
 * own options), the choices made in the kind's preview (`choices`, beside the confirmation's own), what the checked
 * job offers to make them with (`offers`, on the job), what the choices become once checked (`confirmed`: in the
 * confirmation the person signs, and handed to the run), and what the run made of them (`made`, in its outcome).
 */
export interface KindTerms {
  settings: object;
  choices: object;
  offers: object;
  confirmed: object;
  made: object;
}

/** The terms of a kind that adds none. */
export interface NoTerms extends KindTerms {
  settings: Nothing;
  choices: Nothing;
  offers: Nothing;
  confirmed: Nothing;
  made: Nothing;
}

// The rows a kind is handed and what it hands back: the sheet as read, what the job will do with each row, and
// one row's booking. They are the contract, so they live here rather than in the engine files that implement them
// (order-sheet.ts, row-plan.ts, run-booking.ts), which import them: no engine file is both the contract and an
// implementation, and the engine's types form no cycle.

export interface OrderRow {
  row: number;
  cells: OrderCells;
  previous: PreviousResult;
}

export interface OrderSheet {
  /** The kind's name (spec.kind). */
  kind: string;
  spec: KindSpec;
  sheet: string;
  address: string;
  headerRow: number;
  headers: string[];
  /** The header line as far as the job's own columns reach (headers plus those beside them): which time column an older sheet has. */
  headerLine: string[];
  mapping: ColumnMapping;
  rows: OrderRow[];
  /** What the rows are recognised by when a run writes beside them, wherever they have moved. */
  identity: SheetIdentity;
  /** Selected rows that were not read, with why (rows-left-out.ts says it in words); none for a whole table. */
  notRead: RowsNotRead[];
  /** Selected rows skipped because they are hidden (filtered out); none for a whole table, which is read whole. */
  hiddenRows: number[];
  /** The workbook's date system: how its date cells are read and the dates a run writes are written. */
  dates: DateSystem;
}

/** What the job will do with one row. */
export type RowPlan<O> =
  | {
      row: number;
      state: "booked";
      /** How the row's cells differ from what its key was sent with ("Amount: 10 → 12"); empty when they match. */
      changes: string[];
      /** The booking's short reference (else its id), for the message of a row that changed. */
      bookedAs: string;
    }
  | { row: number; state: "invalid"; message: string }
  | {
      row: number;
      state: "ready";
      order: O;
      /** The key an earlier run wrote; the row is sent again under it. */
      existingKey: string | undefined;
      /** An earlier run sent the request but never wrote its result: look it up before sending again. */
      recover: boolean;
      /**
       * The row carries another row's key (it was copied): it is held unless copies are confirmed as new rows, and
       * then sent under a key of its own. `at` is where the row holding the key is (undefined: no longer on the sheet).
       */
      copyOf?: RowCopy;
      /**
       * What the row would repeat ("row 5", "row 2 (booked as …)", "payment … made …": see earlier-payments.ts);
       * the row is held unless duplicates are accepted.
       */
      duplicateOf: string[];
      /**
       * What the payee name check answered for the row's payee (Confirmation or Verification of Payee,
       * payee-checks.ts), when its payee was checked: written beside the row and on the audit sheet. A row whose answer
       * `needsConfirmation` (close match, no match, could not be checked) is held unless the person continues anyway;
       * one whose login has no check (`notSwitchedOn`) until the person's one go-ahead for the run.
       */
      payeeCheck?: PayeeCheckNote;
      /**
       * What the row makes exists on the service already (found by its kind's natural key): the row is not sent,
       * and reads "Exists" with that object's id.
       */
      exists?: ExistingObject;
    };

/** A payee name check's answer as a row carries it: one line in words, and whether going on needs the person's word. */
export interface PayeeCheckNote {
  line: string;
  needsConfirmation: boolean;
  /**
   * The provider refused the check because it is not switched on for this login: the row goes unchecked only with
   * the person's go-ahead for all such rows at once (ConfirmChoices.acceptUncheckedPayees), not their "continue anyway".
   */
  notSwitchedOn?: boolean;
  /** The payee's details as checked (payee-checks.ts payeeCheckedAs): the answer holds for these details only. */
  checkedAs?: string;
}

/** An object found on the service that a row would create again: its id, and how a person knows it ("Northwind Ltd"). */
export interface ExistingObject {
  id: string;
  name: string;
}

export type ReadyRow<O> = Extract<RowPlan<O>, { state: "ready" }>;

/** A row carrying another row's key: that key, where the row holding it is (undefined: gone), and what the row says. */
export interface RowCopy {
  key: string;
  at: number | undefined;
  message: string;
}

/** What a booking left on the service, as the row will show it. */
export interface Booking {
  id: string;
  shortReference: string;
  /** The detail columns (rate, amounts, dates, status) by header. */
  cells: ResultCells;
  /** When the service made it, as the sheet's date-time serial (result-values.ts utcDateTimeCell): its time column. */
  madeAt?: number;
  /** X-Request-Id of the answer that booked (or found) it, for the audit log. */
  requestId?: string;
  /** What it moved, for the audit log. */
  audit?: AuditSummary;
  /** How a booking found by its key differs from its row now (the kind tells); empty when it matches. */
  differences?: string[];
  /** What the row's message says of a fresh booking that is not as the row asked (e.g. a date the kind moved). */
  note?: string;
  /** It waits for another user of the account to authorise it before it goes ahead (maker-checker payments). */
  awaitsAuthorisation?: true;
}

/** One row to send, already validated and resolved. */
export interface BookingTask {
  row: number;
  existingKey: string | undefined;
  /** The key cell as read when it is not the row's own (a copy of another row, sent as a new row): how it is found. */
  copiedKey?: string;
  recover: boolean;
  /** The account the row books for; written beside its key, which is only valid for that account. */
  actingAs: string | undefined;
  /**
   * Cells written with the key, before sending, and kept on every later write of the row (e.g. the funding
   * conversion a payment is linked to: its key until it is booked, then its id). Read at each write.
   */
  keyCells?: () => ResultCells;
  /**
   * The row's key cells name something booked on the first send of any row that shares it (a funding
   * conversion): such rows are keyed in the first block, so every one of them carries it before it is sent.
   */
  keyedUpFront?: boolean;
  /** Looks the booking up by its key (an earlier run may have made it): only for a row an earlier run sent (`recover`). */
  find(key: string, options: RunCallOptions): Promise<Booking | undefined>;
  create(key: string, options: RunCallOptions): Promise<Booking>;
}

/**
 * What a run passes to every call a row makes: `cancelUnsent` drops the requests still waiting to be sent
 * (RequestNotSentError) while requests on the wire finish; `retry` is the run's patience with a busy service.
 */
export interface RunCallOptions {
  cancelUnsent?: AbortSignal;
  retry: Partial<RetryPolicy>;
}

/** What one run of the confirmed rows needs from the job. */
export interface KindRun<O extends KindOrder, R extends CoreResource = CoreResource, T extends KindTerms = NoTerms> {
  api: KindApi<R>;
  sheet: string;
  /** The workbook's date system, which the dates and times written beside the rows are counted in. */
  dates: DateSystem;
  runId: string;
  /** The rows this run sends. */
  sending: readonly ReadyRow<O>[];
  /** The kind's terms as the person confirmed them (KindTerms.confirmed). */
  terms: T["confirmed"];
  /** Logs something the run did besides booking rows (a beneficiary created, a funding conversion booked). */
  audit: AuditNote;
}

/** How one row is booked: looked up by its key (a previous run's object) and created. */
export type RowCalls = Pick<BookingTask, "find" | "create" | "keyCells" | "keyedUpFront">;

interface KindRunCalls<O extends KindOrder, T extends KindTerms> {
  /**
   * Called once as the run starts, before any row is keyed or sent: the rows the kind will not book after all,
   * each with why (a conversion whose rate moved against the person beyond their tolerance since the check). They
   * are written "Needs confirmation" and not sent; checking them again quotes them afresh. A row that stops being
   * bookable later, as it is sent, is held by its `create` throwing NeedsConfirmationError (needs-confirmation.ts).
   * A row named here that the run does not send is passed over (a held funding conversion names every row it funds).
   */
  holdBack?(): Promise<readonly HeldBack[]>;
  row(plan: ReadyRow<O>): RowCalls;
  /**
   * Called for each block of rows as they are read again just before they are sent (run-booking.ts), with those
   * rows: a kind reads there what its rows' creates compare with, once for the block rather than once a row (the
   * payment kind's payees, kinds/payment/payee-recheck.ts). Its failure fails no row.
   */
  beforeSending?(rows: readonly number[], options: RunCallOptions): Promise<void>;
  /** What the run made of the kind's terms (KindTerms.made), for its outcome. */
  made?(): T["made"];
}

/** What a kind's check of the rows found, and how it measures any subset of them. */
/**
 * An account whose latest booking at the service waited for another user's authorisation (maker-checker): what
 * it books next will wait too, unless its approval setting changed since. The service has no call that says
 * whether an account needs approval, so its latest payment is what tells.
 */
export interface AuthorisationSeen {
  actingAs: string | undefined;
  /** Authorisations that booking needed. */
  steps: number;
  /** Its short reference. */
  lastBooking: string;
}

export interface KindCheck<O extends KindOrder, V, R extends CoreResource = CoreResource, T extends KindTerms = NoTerms> {
  preview: V;
  /** Accounts of the rows whose bookings wait for another user's authorisation, as far as the service shows. */
  authorisation?: readonly AuthorisationSeen[];
  /** The balances and commitments the rows are measured against. */
  funds: Map<string | undefined, AccountFunds>;
  /** What these rows draw on each balance. */
  drawn(sending: readonly ReadyRow<O>[]): AmountsByAccount;
  /** What the confirmation totals per account and currency for these rows. */
  totals(sending: readonly ReadyRow<O>[]): AmountsByAccount;
  /**
   * The kind's own terms (KindTerms), for kinds that have some: what the job offers, and the person's choices as the
   * terms the confirmation carries, measured against the needs of the rows it sends — thrown (InvalidInputError,
   * in words) when a choice cannot be honoured.
   */
  terms?: { offers: T["offers"]; confirm(needs: readonly CurrencyNeed[], choices: T["choices"]): T["confirmed"] };
  startRun(run: KindRun<O, R, T>): KindRunCalls<O, T>;
}

export interface KindSpec<O extends KindOrder = KindOrder, V = unknown, R extends CoreResource = CoreResource, T extends KindTerms = KindTerms> {
  readonly kind: string;
  readonly labels: KindLabels;
  /** The client's resources the kind calls: it is handed these and no others (booking-api.ts kindContext). */
  readonly resources: readonly R[];
  /** Its fields and their header synonyms (a table of domain/orders). */
  readonly fields: FieldSet;
  readonly template: KindTemplate;
  /** What its done rows read: "Booked" and "FX booked at (UTC)", or "Created"… (result-columns.ts BOOKED, CREATED). */
  readonly doneWords: DoneWords;
  /** The result columns of its own, between FX id and the time column (result-columns.ts). */
  readonly resultColumns: readonly ColumnSpec[];
  /** Its rows always act for the signed-in account (clients are created by the house): the pane's acting-as is not applied. */
  readonly houseOnly?: boolean;
  /** The rate budget its check mostly spends ("rates" for quotes): what the pane's time-left estimate watches. */
  readonly checkBudget: "rates" | "authenticated";
  /** The row check: one row's cells → its order, or every problem it has. */
  parse(cells: OrderCells): ParsedOrder<O>;
  /**
   * Checks the parsed rows with the service's help (quotes, beneficiaries, balances), refusing rows it cannot book
   * (row-plan.ts refuse), and builds the preview.
   */
  check(ctx: JobContext<R>, sheet: OrderSheet, plans: RowPlan<O>[], options: CheckOptions & T["settings"]): Promise<KindCheck<O, V, R, T>>;
  /** How its done rows' statuses are read (the engine asks, refresh-statuses.ts). */
  readonly statuses: KindStatuses<R>;
  /** Actions on selected done rows that write into its own result columns, each a button in its tab. */
  readonly rowActions?: readonly RowAction<R>[];
}
