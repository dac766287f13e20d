import type { ComponentType } from "react";
import type { TaskpaneHost } from "../host";
import type { ActivityLog } from "./activity-log";
import type { SignedInSession } from "./use-session";

/**
 * What the shell hands every feature tab. Features get everything through these props and never import each
 * other; a feature is listed in feature-tabs.ts only once it works end to end (no placeholder tabs).
 */
export interface FeatureProps {
  session: SignedInSession;
  host: TaskpaneHost;
  log: ActivityLog;
}

export interface FeatureDefinition {
  id: string;
  label: string;
  Component: ComponentType<FeatureProps>;
}
