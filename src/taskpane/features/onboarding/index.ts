/** The Onboarding tab the shell lists; its panel is loaded when the tab is first opened. */
import type { FeatureDefinition } from "../../shell/feature";
import { lazyPanel } from "../../shell/lazy-panel";

export const onboardingFeature: FeatureDefinition = { id: "onboarding", label: "Onboarding", Component: lazyPanel(() => import(/* webpackChunkName: "panel-onboarding" */ "./onboarding-tab"), "OnboardingTab") };
