/** The Beneficiaries tab the shell lists; its panel is loaded when the tab is first opened. */
import type { FeatureDefinition } from "../../components/feature";
import { lazyPanel } from "../../components/lazy-panel";

export const beneficiariesFeature: FeatureDefinition = { id: "beneficiaries", label: "Beneficiaries", Component: lazyPanel(() => import(/* webpackChunkName: "panel-beneficiaries" */ "./beneficiaries-tab"), "BeneficiariesTab") };
