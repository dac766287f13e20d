/** The booking tabs the shell lists: one per kind of row work. */
import { bookingFeature } from "./booking-tab";

export const convertFeature = bookingFeature("conversion");
export const payFeature = bookingFeature("payment");
