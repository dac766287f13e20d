/**
 * Who hears about the functions' failed refresh waves: the task pane's activity log listens from its first screen,
 * so this module imports nothing but a type (the rest of the functions load at their first call: functions.ts).
 * Outside the state configureFunctions rebuilds (function-state.ts): a rebuild must not drop a listener.
 */
import type { OutageReport } from "./service-outages";

type OutageListener = (report: OutageReport) => void;

const outageListeners = new Set<OutageListener>();

/** The task pane's activity log hears here about failed refresh waves and the service's return; returns the unsubscribe. */
export function onOutageReport(listener: OutageListener): () => void {
  outageListeners.add(listener);
  return () => {
    outageListeners.delete(listener);
  };
}

/** Tells every listener, in the order they came. */
export function reportOutage(report: OutageReport): void {
  for (const listener of [...outageListeners]) listener(report);
}
