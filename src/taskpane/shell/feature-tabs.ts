import { approvalsFeature } from "../features/approvals";
import { balancesFeature } from "../features/balances";
import { beneficiariesFeature } from "../features/beneficiaries";
import { clientsFeature } from "../features/clients";
import { addBeneficiariesFeature, addClientsFeature, convertFeature, payFeature } from "../features/booking";
import { onboardingFeature } from "../features/onboarding";
import { ratesFeature } from "../features/rates";
import type { FeatureDefinition } from "./feature";

/** The tabs, in order. A feature is added here only when it works end to end. */
export const FEATURES: readonly FeatureDefinition[] = [
  ratesFeature,
  convertFeature,
  payFeature,
  balancesFeature,
  beneficiariesFeature,
  addBeneficiariesFeature,
  clientsFeature,
  addClientsFeature,
  approvalsFeature,
  onboardingFeature,
];

/**
 * The tabs always in the tab row: the daily work (rates, conversions, payments, balances). The others are one click
 * away under "More tabs": ten tabs in a 360 px pane took three rows before any content.
 */
export const PRIMARY_FEATURE_IDS: readonly string[] = ["rates", "convert", "pay", "balances"];
