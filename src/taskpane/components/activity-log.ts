/**
 * What the add-in did, newest first, for the activity panel. Errors keep the service's request id so a user
 * can quote it to support. Bounded so a long session cannot grow it without limit.
 */
export type ActivityLevel = "info" | "success" | "error";

interface ActivityEntry {
  id: number;
  at: Date;
  level: ActivityLevel;
  message: string;
  requestId?: string;
}

export interface ActivityLog {
  add(level: ActivityLevel, message: string, requestId?: string): void;
  entries(): readonly ActivityEntry[];
  /** For React's useSyncExternalStore; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createActivityLog(limit = 200, now: () => Date = () => new Date()): ActivityLog {
  let entries: readonly ActivityEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  return {
    add(level, message, requestId) {
      const entry: ActivityEntry = { id: nextId++, at: now(), level, message, ...(requestId ? { requestId } : {}) };
      entries = [entry, ...entries].slice(0, limit);
      for (const listener of [...listeners]) listener();
    },
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
