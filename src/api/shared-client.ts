/**
 * The one client of the page. Custom functions and the task pane may be bundled as separate entry points;
 * a module-level variable could then exist twice, but `globalThis` under a registered Symbol is one slot,
 * so both see the same session.
 */
import type { FxDeskClient } from "./client";

type Listener = (client: FxDeskClient | undefined) => void;

interface Slot {
  client: FxDeskClient | undefined;
  listeners: Set<Listener>;
}

const slotKey = Symbol.for("fx-desk.shared-client");

function slot(): Slot {
  const holder = globalThis as typeof globalThis & { [slotKey]?: Slot };
  holder[slotKey] ??= { client: undefined, listeners: new Set() };
  return holder[slotKey];
}

export function getSharedClient(): FxDeskClient | undefined {
  return slot().client;
}

/** Replaces the page's client (sign-in, sign-out) and tells every listener. */
export function setSharedClient(client: FxDeskClient | undefined): void {
  const current = slot();
  if (current.client === client) return;
  current.client = client;
  for (const listener of [...current.listeners]) listener(client);
}

/** Calls `listener` after every change; returns the function that stops it. */
export function onSharedClientChange(listener: Listener): () => void {
  const { listeners } = slot();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
