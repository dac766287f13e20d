/** The Balances feature as the shell's tab list takes it; its panel is loaded when the tab is first opened. */
import type { FeatureDefinition } from "../../components/feature";
import { lazyPanel } from "../../components/lazy-panel";

export const balancesFeature: FeatureDefinition = { id: "balances", label: "Balances", Component: lazyPanel(() => import(/* webpackChunkName: "panel-balances" */ "./balances-tab"), "BalancesTab") };
