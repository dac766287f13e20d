import { useState } from "react";
import { makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import type { TaskpaneHost } from "../host";
import type { ActivityLog } from "../components/activity-log";
import { describeError } from "../components/describe-error";
import { houseChoice } from "./acting-as-choices";
import { ActingAsPicker } from "./acting-as-picker";
import { FEATURES } from "./feature-tabs";
import { FeatureTabBar } from "./feature-tab-bar";
import { FirstRunGuide } from "./first-run-guide";
import { PanelLoading } from "../components/lazy-panel";
import type { ActingAsChoice, SignedInSession } from "../components/session";

const useStyles = makeStyles({
  workspace: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  // The acting-as picker is the banner: one line, tinted while acting for a client, in reach as the pane scrolls.
  banner: {
    position: "sticky",
    top: 0,
    zIndex: 1,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  client: { backgroundColor: tokens.colorPaletteYellowBackground1, border: `1px solid ${tokens.colorPaletteYellowBorder2}` },
  // Said to screen readers when it changes; the picker shows it on screen.
  spoken: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
});

interface WorkspaceProps {
  session: SignedInSession;
  host: TaskpaneHost;
  log: ActivityLog;
  now: () => number;
}

/**
 * The signed-in part of the pane (loaded after first paint): the acting-as picker as a one-line banner, the first-run
 * guide until dismissed, the feature tabs in one row with the less used under "More tabs"; each tab's panel is
 * loaded when it is first opened (components/lazy-panel.tsx).
 */
export default function Workspace({ session, host, log, now }: WorkspaceProps) {
  const styles = useStyles();
  const [actingAs, setActingAsChoice] = useState<ActingAsChoice>(houseChoice(session.houseAccountName));
  const [tabId, setTabId] = useState(FEATURES[0]?.id ?? "");
  const feature = FEATURES.find((candidate) => candidate.id === tabId);

  const onActingAsChange = async (choice: ActingAsChoice) => {
    setActingAsChoice(choice);
    try {
      await host.recalculateFxFormulas();
    } catch (error) {
      log.add("error", `Could not recalculate FX formulas: ${describeError(error).message}`);
    }
  };

  return (
    <div className={styles.workspace}>
      <div className={mergeClasses(styles.banner, actingAs.contactId !== undefined && styles.client)} data-testid="acting-as-banner">
        <span className={styles.spoken} aria-live="polite">
          Acting as {actingAs.label}.
        </span>
        <ActingAsPicker session={session} log={log} onChange={onActingAsChange} />
      </div>
      <FirstRunGuide />
      <FeatureTabBar features={FEATURES} selectedId={tabId} onSelect={setTabId} />
      {feature && (
        <div role="tabpanel" id={`fxdesk-panel-${feature.id}`} aria-labelledby={`fxdesk-tab-${feature.id}`}>
          <PanelLoading label={feature.label}>
            <feature.Component session={session} host={host} log={log} actingAs={actingAs} now={now} />
          </PanelLoading>
        </div>
      )}
    </div>
  );
}
