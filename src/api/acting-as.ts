/**
 * Which sub-account contact the cell functions and the pane's bookings act for when nothing names one. The task
 * pane owns the choice (its acting-as banner) and sets it here; the functions and the booking jobs read it.
 * `undefined` is the house account. It lives beside the shared client because both surfaces of the page share it.
 * This is page-level UI state, never client state: every request still carries `onBehalfOf` explicitly
 * (the official SDK's global on_behalf_of leaks into concurrent calls).
 */
import { parseUuid } from "../domain";

let currentContactId: string | undefined;

export function getActingAs(): string | undefined {
  return currentContactId;
}

/** Called by the task pane; pass `undefined` to go back to the house account. */
export function setActingAs(contactId: string | undefined): void {
  currentContactId = contactId === undefined ? undefined : parseUuid(contactId, "acting_as");
}
