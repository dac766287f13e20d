/** A booking tab per kind: the shared booking panel with the kind's spec and view. */
import { kindSpec, type OrderKind } from "../../../jobs";
import type { FeatureDefinition, FeatureProps } from "../../shell/feature";
import { BookingPanel } from "./booking-panel";
import { kindView } from "./kind-views";

/** Book the rows of one kind from the selected rows (or a whole sheet) and write the results beside them. */
export function bookingFeature(kind: OrderKind): FeatureDefinition {
  const BookingTab = (props: FeatureProps) => <BookingPanel {...props} kind={kind} />;
  return { id: kindView(kind).feature, label: kindSpec(kind).labels.tab, Component: BookingTab };
}
