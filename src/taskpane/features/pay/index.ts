import type { FeatureDefinition } from "../../shell/feature";
import { PayTab } from "./pay-tab";

export const payFeature: FeatureDefinition = { id: "pay", label: "Pay", Component: PayTab };
