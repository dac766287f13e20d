/**
 * A row the kind will not book as it stands now, though nothing is wrong with it: what the person agreed to no longer
 * holds (a conversion's rate moved against them beyond their tolerance, its held rate expired). The row is written
 * "Needs confirmation" (RESULT.held) with the message, not "Failed": nothing was booked, and checking it again shows
 * the new terms to confirm. A kind throws this from a row's `create` (run-booking.ts) or returns such rows from its
 * run's `holdBack` (kind-spec.ts).
 */
import { FxDeskError } from "../../api";

export class NeedsConfirmationError extends FxDeskError {
  override name = "NeedsConfirmationError";
}

/** A row a kind holds back when its run starts, and why, in the person's words. */
export interface HeldBack {
  row: number;
  message: string;
}
