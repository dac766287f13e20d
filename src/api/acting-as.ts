/**
 * Which sub-account contact the cell functions and the pane's bookings act for when nothing names one. The task
 * pane owns the choice (its acting-as banner) and sets it here; the functions and the booking jobs read it.
 * `undefined` is the house account. It lives beside the shared client because both surfaces of the page share it.
 * This is page-level UI state, never client state: every request still carries `onBehalfOf` explicitly
 * (the official SDK's global on_behalf_of leaks into concurrent calls).
 */
import { parseUuid } from "../domain";

let currentContactId: string | undefined;
const listeners = new Set<(contactId: string | undefined) => void>();

export function getActingAs(): string | undefined {
  return currentContactId;
}

/** Called by the task pane; pass `undefined` to go back to the house account. */
export function setActingAs(contactId: string | undefined): void {
  const next = contactId === undefined ? undefined : parseUuid(contactId, "acting_as");
  if (next === currentContactId) return;
  currentContactId = next;
  for (const listener of [...listeners]) listener(next);
}

/** Told each change of whom the page acts for, whoever made it (the picker, a panel's "Act as this client"). */
export function subscribeActingAs(listener: (contactId: string | undefined) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
