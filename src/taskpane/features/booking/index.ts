import type { FeatureDefinition } from "../../shell/feature";
import { ConvertTab } from "./convert-tab";
import { PayTab } from "./pay-tab";

export const convertFeature: FeatureDefinition = { id: "convert", label: "Convert", Component: ConvertTab };
export const payFeature: FeatureDefinition = { id: "pay", label: "Pay", Component: PayTab };
