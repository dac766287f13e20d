/** The Onboarding tab the shell lists; its panel is loaded when the tab is first opened. */
import type { FeatureDefinition } from "../../components/feature";
import { lazyPanel } from "../../components/lazy-panel";

export const onboardingFeature: FeatureDefinition = { id: "onboarding", label: "Onboarding", Component: lazyPanel(() => import(/* webpackChunkName: "panel-onboarding" */ "./onboarding-tab"), "OnboardingTab") };
