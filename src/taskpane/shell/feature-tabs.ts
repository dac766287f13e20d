import { approvalsFeature } from "../features/approvals";
import { balancesFeature } from "../features/balances";
import { beneficiariesFeature } from "../features/beneficiaries";
import { BOOKING_FEATURES, type BookingFeature } from "../features/booking";
import { clientsFeature } from "../features/clients";
import { onboardingFeature } from "../features/onboarding";
import { ratesFeature } from "../features/rates";
import type { FeatureDefinition } from "../components/feature";

/** The tabs other than the booking ones, in order. A feature is added here only when it works end to end. */
const PANELS: readonly FeatureDefinition[] = [ratesFeature, balancesFeature, beneficiariesFeature, clientsFeature, approvalsFeature, onboardingFeature];

/**
 * The tabs, in order: each kind's booking tab goes where its view says, after the tab it names — placed once that tab
 * is, so the registry's order of kinds does not matter (a module's exports come alphabetically).
 */
export const FEATURES: readonly FeatureDefinition[] = placeBookings([...PANELS], BOOKING_FEATURES);

/**
 * The tabs always in the tab row: the daily work (rates, balances, and the booking tabs their views call primary:
 * conversions, payments). The others are one click away under "More tabs": ten tabs in a 360 px pane took three
 * rows before any content.
 */
export const PRIMARY_FEATURE_IDS: readonly string[] = ["rates", "balances", ...BOOKING_FEATURES.filter((booking) => booking.tab.primary === true).map((booking) => booking.id)];

function placeBookings(panels: FeatureDefinition[], bookings: readonly BookingFeature[]): FeatureDefinition[] {
  let tabs = panels;
  let waiting = [...bookings];
  while (waiting.length > 0) {
    const placeable = waiting.filter((booking) => tabs.some((tab) => tab.id === booking.tab.after));
    const [first] = waiting;
    if (placeable.length === 0 && first !== undefined) throw new Error(`the ${first.label} tab follows "${first.tab.after}", which is no tab`);
    tabs = placeable.reduce(placeAfter, tabs);
    waiting = waiting.filter((booking) => !placeable.includes(booking));
  }
  return tabs;
}

function placeAfter(tabs: FeatureDefinition[], booking: BookingFeature): FeatureDefinition[] {
  const at = tabs.findIndex((tab) => tab.id === booking.tab.after);
  return [...tabs.slice(0, at + 1), booking, ...tabs.slice(at + 1)];
}
