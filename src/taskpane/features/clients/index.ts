/** The Clients tab the shell lists; its panel is loaded when the tab is first opened. */
import type { FeatureDefinition } from "../../components/feature";
import { lazyPanel } from "../../components/lazy-panel";

export const clientsFeature: FeatureDefinition = { id: "clients", label: "Clients", Component: lazyPanel(() => import(/* webpackChunkName: "panel-clients" */ "./clients-tab"), "ClientsTab") };
