import type { FeatureDefinition } from "../../shell/feature";
import { RatesTab } from "./rates-tab";

export const ratesFeature: FeatureDefinition = { id: "rates", label: "Rates", Component: RatesTab };
