/** The booking tabs the shell lists: one per registered kind of row work, from the registry of its views. */
import { bookingFeature } from "./booking-tab";
import { KINDS } from "./kind-views";

export type { BookingFeature } from "./booking-tab";
export const BOOKING_FEATURES = KINDS.map((spec) => bookingFeature(spec.kind));
