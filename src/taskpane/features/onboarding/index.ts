/** The Onboarding tab the shell lists. */
import type { FeatureDefinition } from "../../shell/feature";
import { OnboardingTab } from "./onboarding-tab";

export const onboardingFeature: FeatureDefinition = { id: "onboarding", label: "Onboarding", Component: OnboardingTab };
