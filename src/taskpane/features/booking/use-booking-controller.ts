/** A booking tab's controller: one per session and kind, kept while the tab is away. */
import { useMemo, useSyncExternalStore } from "react";
import { workbookMappingStore, type OrderKind } from "../../../jobs";
import type { FeatureProps } from "../../components/feature";
import type { SignedInSession } from "../../components/session";
import { BookingController, type BookingState } from "./booking-controller";
import { bookingContext } from "./job-context";

/** One controller per session and kind: switching tabs unmounts the view, never the run. */
const controllers = new WeakMap<SignedInSession, Map<OrderKind, BookingController>>();

export function useBookingController(kind: OrderKind, templateSheet: string, { session, host, log }: FeatureProps): [BookingController, BookingState] {
  const controller = useMemo(() => {
    const bySession = controllers.get(session) ?? new Map<OrderKind, BookingController>();
    controllers.set(session, bySession);
    let existing = bySession.get(kind);
    if (existing === undefined) {
      existing = new BookingController({
        kind,
        templateSheet,
        store: workbookMappingStore(host.workbook),
        log,
        context: () => bookingContext({ session, host }),
        budget: session.client.limiter,
      });
      bySession.set(kind, existing);
    }
    return existing;
  }, [kind, templateSheet, session, host, log]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  return [controller, state];
}
