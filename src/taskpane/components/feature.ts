import type { ComponentType } from "react";
import type { TaskpaneHost } from "../host";
import type { ActivityLog } from "./activity-log";
import type { ActingAsChoice, SignedInSession } from "./session";

/**
 * What the shell hands every feature tab. Features get everything through these props and never import each
 * other; a feature is listed in feature-tabs.ts only once it works end to end (no placeholder tabs).
 */
export interface FeatureProps {
  session: SignedInSession;
  host: TaskpaneHost;
  log: ActivityLog;
  /** Whom the pane acts for (the acting-as banner): a feature that shows one account's data follows it. */
  actingAs: ActingAsChoice;
  /** The pane's one clock (the shell's): features read "now" here, never the machine's date, so a test can pin it. */
  now: () => number;
}

export interface FeatureDefinition {
  id: string;
  label: string;
  Component: ComponentType<FeatureProps>;
}
