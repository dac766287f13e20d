/** The Beneficiaries tab the shell lists. */
import type { FeatureDefinition } from "../../shell/feature";
import { BeneficiariesTab } from "./beneficiaries-tab";

export const beneficiariesFeature: FeatureDefinition = { id: "beneficiaries", label: "Beneficiaries", Component: BeneficiariesTab };
