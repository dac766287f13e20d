/** The Balances feature as the shell's tab list takes it; its panel is loaded when the tab is first opened. */
import type { FeatureDefinition } from "../../shell/feature";
import { lazyPanel } from "../../shell/lazy-panel";

export const balancesFeature: FeatureDefinition = { id: "balances", label: "Balances", Component: lazyPanel(() => import(/* webpackChunkName: "panel-balances" */ "./balances-tab"), "BalancesTab") };
