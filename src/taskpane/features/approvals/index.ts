/** The Approvals tab the shell lists; its panel is loaded when the tab is first opened. */
import type { FeatureDefinition } from "../../components/feature";
import { lazyPanel } from "../../components/lazy-panel";

export const approvalsFeature: FeatureDefinition = { id: "approvals", label: "Approvals", Component: lazyPanel(() => import(/* webpackChunkName: "panel-approvals" */ "./approvals-tab"), "ApprovalsTab") };
