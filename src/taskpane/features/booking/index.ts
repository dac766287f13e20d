/** The booking tabs the shell lists: one per registered kind of row work, from the registry of its views. */
import type { OrderKind } from "../../../jobs";
import { bookingFeature } from "./booking-tab";
import { KIND_VIEWS } from "./kind-views";

export type { BookingFeature } from "./booking-tab";
export const BOOKING_FEATURES = (Object.keys(KIND_VIEWS) as OrderKind[]).map(bookingFeature);
