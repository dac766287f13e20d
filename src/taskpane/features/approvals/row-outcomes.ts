/**
 * What happened to each listed payment in this session, and what that leaves awaiting authorisation. The list keeps
 * every row it loaded (each shows its own outcome), but the count and the totals per currency speak only of the
 * payments still waiting: a deleted or fully authorised payment no longer is; a refusal or a first step of several
 * leaves it waiting.
 */
import type { AuthorisationOutcome } from "./authorisation-outcomes";

export type RowOutcome = AuthorisationOutcome | { kind: "deleted"; message: string };

/** A row can be acted on while nothing final has happened to it here. */
export function isOpen(outcome: RowOutcome | undefined): boolean {
  return outcome === undefined || outcome.kind === "refused";
}

export function isStillAwaiting(outcome: RowOutcome | undefined): boolean {
  return outcome === undefined || outcome.kind === "refused" || outcome.kind === "step-taken";
}

export function stillAwaiting<Row extends { id: string }>(rows: readonly Row[], outcomes: ReadonlyMap<string, RowOutcome>): Row[] {
  return rows.filter((row) => isStillAwaiting(outcomes.get(row.id)));
}
