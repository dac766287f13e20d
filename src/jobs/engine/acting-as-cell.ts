/**
 * What the `FX acting as` cell says, and how the account a key was sent for is read back from a row.
 *
 * A person reads the account by name ("Sub North — North Ltd"); a run that resumes needs the contact's id, since a
 * key is per account on the service (row-plan.ts withActingAs). The id is kept in the row's `FX sent as` record, the
 * machine column written with the key, under ACTING_AS_RECORD; the name in `FX acting as` is only for reading. A sheet
 * an earlier version wrote holds the id in `FX acting as` itself, and is still read. Blank is the signed-in account.
 */
import { isUuid } from "../../domain";
import { readSentCells } from "./sent-cells";

/** The key of the contact id inside the FX sent as record: "$" keeps it apart from every field name. */
export const ACTING_AS_RECORD = "$actingAs";


/** The text of the FX acting as cell: the account's name for a contact, blank for the signed-in account. */
export function actingAsCellText(contactId: string | undefined, nameOf: ((contactId: string) => string) | undefined): string | null {
  if (contactId === undefined) return null;
  return nameOf === undefined ? contactId : nameOf(contactId);
}

/** The FX sent as record with the contact the key was sent for (removed for the signed-in account). */
export function withActingAsRecord(sentAs: string | null | undefined, contactId: string | undefined): string | null {
  if (sentAs === null || sentAs === undefined) return sentAs ?? null;
  const cells = readSentCells(sentAs);
  if (cells === undefined) return sentAs;
  const { [ACTING_AS_RECORD]: _previous, ...fields } = cells;
  return JSON.stringify(contactId === undefined ? fields : { ...fields, [ACTING_AS_RECORD]: contactId });
}

/**
 * The contact a row's key was sent for, from its FX acting as cell and its FX sent as record: blank is the signed-in
 * account; an id is an earlier version's record; a name is looked up in the record. A name without a record is
 * returned as it stands, so the row is refused as naming no account it can prove (never booked for another).
 */
export function recordedContact(cell: string | undefined, sentAs: string | undefined): string | undefined {
  if (cell === undefined) return undefined;
  if (isUuid(cell)) return cell;
  const recorded = readSentCells(sentAs)?.[ACTING_AS_RECORD];
  return typeof recorded === "string" && recorded !== "" ? recorded : cell;
}
