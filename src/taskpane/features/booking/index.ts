/** The booking tabs the shell lists: one per kind of row work. */
import { bookingFeature } from "./booking-tab";

export const convertFeature = bookingFeature("conversion");
export const payFeature = bookingFeature("payment");
/** Bulk creation of beneficiaries from rows: its own tab, next to the Beneficiaries panel. */
export const addBeneficiariesFeature = bookingFeature("beneficiary");
/** Bulk onboarding of clients (sub-account + first contact) from rows. */
export const addClientsFeature = bookingFeature("client");
