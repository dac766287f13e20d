/** The Balances feature as the shell's tab list takes it. */
import type { FeatureDefinition } from "../../shell/feature";
import { BalancesTab } from "./balances-tab";

export const balancesFeature: FeatureDefinition = { id: "balances", label: "Balances", Component: BalancesTab };
