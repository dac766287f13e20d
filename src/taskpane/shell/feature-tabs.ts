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
