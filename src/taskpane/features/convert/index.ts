import type { FeatureDefinition } from "../../shell/feature";
import { ConvertTab } from "./convert-tab";

export const convertFeature: FeatureDefinition = { id: "convert", label: "Convert", Component: ConvertTab };
