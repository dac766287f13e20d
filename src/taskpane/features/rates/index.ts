/** The Rates tab the shell lists; its panel is loaded when the tab is first opened. */
import type { FeatureDefinition } from "../../components/feature";
import { lazyPanel } from "../../components/lazy-panel";

export const ratesFeature: FeatureDefinition = { id: "rates", label: "Rates", Component: lazyPanel(() => import(/* webpackChunkName: "panel-rates" */ "./rates-tab"), "RatesTab") };
