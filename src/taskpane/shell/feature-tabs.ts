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

/** The tabs, in order: each kind's booking tab goes where its view says, after the tab it names. */
export const FEATURES: readonly FeatureDefinition[] = BOOKING_FEATURES.reduce<FeatureDefinition[]>((tabs, booking) => placeAfter(tabs, booking), [...PANELS]);

/**
 * The tabs always in the tab row: the daily work (rates, balances, and the booking tabs their views call primary:
 * conversions, payments). The others are one click away under "More tabs": ten tabs in a 360 px pane took three
 * rows before any content.
 */
export const PRIMARY_FEATURE_IDS: readonly string[] = ["rates", "balances", ...BOOKING_FEATURES.filter((booking) => booking.tab.primary === true).map((booking) => booking.id)];

function placeAfter(tabs: FeatureDefinition[], booking: BookingFeature): FeatureDefinition[] {
  const at = tabs.findIndex((tab) => tab.id === booking.tab.after);
  if (at < 0) throw new Error(`the ${booking.label} tab follows "${booking.tab.after}", which is no tab`);
  return [...tabs.slice(0, at + 1), booking, ...tabs.slice(at + 1)];
}
