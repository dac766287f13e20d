/**
 * A booking tab per kind: the shared booking panel with the kind's spec and view. The panel (the booking flow and
 * the jobs it runs) is loaded when a booking tab is first opened, one chunk for every kind's tab.
 */
import type { OrderKind } from "../../../jobs";
import type { FeatureDefinition, FeatureProps } from "../../components/feature";
import { lazyPanel } from "../../components/lazy-panel";
import type { KindTab } from "./kind-view";
import { kindSpec, kindView } from "./kind-views";

/** A kind's tab: where it goes among the others, and the booking panel of its rows. */
export interface BookingFeature extends FeatureDefinition {
  tab: KindTab;
}

const BookingPanel = lazyPanel(() => import(/* webpackChunkName: "panel-booking" */ "./booking-panel"), "BookingPanel");

/** Book the rows of one kind from the selected rows (or a whole sheet) and write the results beside them. */
export function bookingFeature(kind: OrderKind): BookingFeature {
  const BookingTab = (props: FeatureProps) => <BookingPanel {...props} kind={kind} />;
  const { tab } = kindView(kind);
  return { id: tab.id, label: kindSpec(kind).labels.tab, Component: BookingTab, tab };
}
