/** The Clients tab the shell lists; its panel is loaded when the tab is first opened. */
import type { FeatureDefinition } from "../../shell/feature";
import { lazyPanel } from "../../shell/lazy-panel";

export const clientsFeature: FeatureDefinition = { id: "clients", label: "Clients", Component: lazyPanel(() => import(/* webpackChunkName: "panel-clients" */ "./clients-tab"), "ClientsTab") };
