/**
 * Where a booked payment is and proof it went (docs/provider-api.md §19): the SWIFT gpi tracker's status with the
 * time of its last event, and the provider's confirmation document as a link with its expiry, each written beside the
 * row in the payment kind's own result columns. Track and Confirmation ask once per selected booked row; Refresh
 * statuses asks the tracker only for a Swift payment that has left the account and whose tracking is not final
 * (trackingWanted), one request each.
 */
import pLimit from "p-limit";
import { BadRequestError, PermissionDeniedError, UnprocessableEntityError } from "../../../api";
import type { Payment, PaymentConfirmation, PaymentTrackingInfo } from "../../../api/schemas";
import { codeInWords } from "../../../domain";
import type { DateSystem } from "../../../domain/dates";
import { type ColumnSpec, DATE_TIME_FORMAT, TEXT_FORMAT } from "../../../workbook";
import { type DoneRow, type KindApi, type ResultCells, type RowAction, type RowActionResult, statusInWords, TRACKER_STATUS_WORDS, utcDateTimeCell } from "../../engine/kind-kit";
import { describeFailure } from "../../error-text";

export const TRACKING_HEADER = "FX tracking";
export const TRACKED_AT_HEADER = "FX tracked at (UTC)";
export const CONFIRMATION_HEADER = "FX confirmation";
export const CONFIRMATION_EXPIRES_HEADER = "FX confirmation expires (UTC)";

export const PROOF_COLUMNS: readonly ColumnSpec[] = [
  { header: TRACKING_HEADER, format: TEXT_FORMAT },
  { header: TRACKED_AT_HEADER, format: DATE_TIME_FORMAT },
  { header: CONFIRMATION_HEADER, format: TEXT_FORMAT },
  { header: CONFIRMATION_EXPIRES_HEADER, format: DATE_TIME_FORMAT },
];

/** Requests in flight at once; the client's limiter still paces them under the rate budget. */
const CONCURRENCY = 4;

/** Tracker statuses after which nothing more happens to the payment: Refresh statuses stops asking. */
const FINAL_TRACKER_STATUSES = ["completed", "rejected"];

type ProofApi = KindApi<"payments">;

/** The tracker's answer in words: its status, with its reason where that says more ("On its way (transferred and tracked)"). */
export function trackingCells(info: PaymentTrackingInfo, dates: DateSystem): ResultCells {
  const { status, reason } = info.transaction_status;
  const words = statusInWords(status, TRACKER_STATUS_WORDS);
  const reasonWords = codeInWords(reason).toLowerCase();
  // A reason the status already says ("credited" for "Credited to the payee") is not said twice.
  const because = reasonWords === "" || words.toLowerCase().includes(reasonWords) ? "" : ` (${reasonWords})`;
  return { [TRACKING_HEADER]: `${words}${because}`, [TRACKED_AT_HEADER]: utcDateTimeCell(info.last_update_time, dates) };
}

/** Why the tracker has nothing to say, in words: the reference's refusals of tracking_info. */
function trackingRefusal(error: unknown): { text: string; failed: boolean } {
  if (error instanceof BadRequestError && error.hasCode("payment_is_not_swift")) return { text: "Not tracked: only Swift payments are", failed: false };
  if (error instanceof BadRequestError && error.hasCode("payment_is_not_executed")) return { text: "Not yet: tracked once the payment has been released", failed: false };
  if (error instanceof PermissionDeniedError) return { text: "Not tracked: the provider has not enabled payment tracking on this account", failed: false };
  return { text: `Not read: ${describeFailure(error)}`, failed: true };
}

/** Whether the row's tracking cell already holds a final status (credited or rejected). */
function trackedToTheEnd(row: DoneRow): boolean {
  const shown = row.own?.get(TRACKING_HEADER);
  return shown !== undefined && FINAL_TRACKER_STATUSES.some((status) => shown.startsWith(statusInWords(status, TRACKER_STATUS_WORDS)));
}

/**
 * Whether Refresh statuses asks the tracker about a payment: a Swift payment that has left the account (the tracker
 * refuses the others) and whose tracking is not final yet.
 */
export function trackingWanted(payment: Pick<Payment, "payment_type" | "status">, row: DoneRow): boolean {
  return payment.payment_type === "priority" && (payment.status === "released" || payment.status === "completed") && !trackedToTheEnd(row);
}

/** One row's tracking cells, or why there are none (never thrown: a row's failure is written beside it). */
export async function trackRow(api: ProofApi, row: DoneRow, dates: DateSystem): Promise<RowActionResult> {
  try {
    return { row: row.row, cells: trackingCells(await api.payments.trackingInfo(row.id, { onBehalfOf: row.actingAs }), dates) };
  } catch (error) {
    const { text, failed } = trackingRefusal(error);
    return { row: row.row, cells: { [TRACKING_HEADER]: text, [TRACKED_AT_HEADER]: null }, failed };
  }
}

/** The confirmation in the row's words: its link and expiry, or why there is no document. */
export function confirmationCells(confirmation: PaymentConfirmation, dates: DateSystem): ResultCells {
  const expires = confirmation.expires_at === null ? null : utcDateTimeCell(confirmation.expires_at, dates);
  if (confirmation.confirmation_url !== null && confirmation.status === "completed") {
    return { [CONFIRMATION_HEADER]: confirmation.confirmation_url, [CONFIRMATION_EXPIRES_HEADER]: expires };
  }
  const why: Readonly<Record<string, string>> = {
    failed: "None: the payment failed",
    expired: "Expired: the link to the document has lapsed",
  };
  return { [CONFIRMATION_HEADER]: why[confirmation.status] ?? `None: ${codeInWords(confirmation.status).toLowerCase()}`, [CONFIRMATION_EXPIRES_HEADER]: expires };
}

async function confirmRow(api: ProofApi, row: DoneRow, dates: DateSystem): Promise<RowActionResult> {
  try {
    return { row: row.row, cells: confirmationCells(await api.payments.confirmation(row.id, { onBehalfOf: row.actingAs }), dates) };
  } catch (error) {
    // The reference's 422: only a completed or failed payment has a confirmation.
    const notYet = error instanceof UnprocessableEntityError;
    const text = notYet ? "Not yet: issued once the payment has completed" : `Not read: ${describeFailure(error)}`;
    return { row: row.row, cells: { [CONFIRMATION_HEADER]: text, [CONFIRMATION_EXPIRES_HEADER]: null }, failed: !notYet };
  }
}

function eachRow(work: (api: ProofApi, row: DoneRow, dates: DateSystem) => Promise<RowActionResult>) {
  return async (api: ProofApi, rows: readonly DoneRow[], dates: DateSystem): Promise<RowActionResult[]> => {
    const limit = pLimit(CONCURRENCY);
    return Promise.all(rows.map((row) => limit(() => work(api, row, dates))));
  };
}

export const TRACK_ACTION: RowAction<"payments"> = {
  id: "track",
  label: "Track",
  description: "Where each selected Swift payment is, as the SWIFT gpi tracker has it: one request per booked row, written in FX tracking",
  run: eachRow(trackRow),
};

export const CONFIRMATION_ACTION: RowAction<"payments"> = {
  id: "confirmation",
  label: "Confirmation",
  description: "The provider's confirmation of each selected completed payment, as a link valid until its expiry: one request per booked row, written in FX confirmation",
  run: eachRow(confirmRow),
};
