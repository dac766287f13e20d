import { parseUuid } from "../domain";

/**
 * Which sub-account contact the cell functions act for when a formula names none. The task pane owns the choice
 * (its acting-as banner) and sets it here; the functions only read it. `undefined` is the house account.
 * This is page-level UI state, never client state: every request still carries `onBehalfOf` explicitly
 * (the official SDK's global on_behalf_of leaks into concurrent calls).
 */
export type ActingAsListener = (contactId: string | undefined) => void;

let currentContactId: string | undefined;
const listeners = new Set<ActingAsListener>();

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

/** Returns the function that stops listening. */
export function onActingAsChange(listener: ActingAsListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
