/** The Approvals tab the shell lists. */
import type { FeatureDefinition } from "../../shell/feature";
import { ApprovalsTab } from "./approvals-tab";

export const approvalsFeature: FeatureDefinition = { id: "approvals", label: "Approvals", Component: ApprovalsTab };
