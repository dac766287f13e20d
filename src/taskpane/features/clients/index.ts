/** The Clients tab the shell lists. */
import type { FeatureDefinition } from "../../shell/feature";
import { ClientsTab } from "./clients-tab";

export const clientsFeature: FeatureDefinition = { id: "clients", label: "Clients", Component: ClientsTab };
