import { useState } from "react";
import { MessageBar, MessageBarBody, MessageBarTitle, Tab, TabList, makeStyles, tokens } from "@fluentui/react-components";
import type { TaskpaneHost } from "../host";
import type { ActivityLog } from "./activity-log";
import { describeError } from "./describe-error";
import { houseChoice, type ActingAsChoice } from "./acting-as-choices";
import { ActingAsPicker } from "./acting-as-picker";
import { FEATURES } from "./feature-tabs";
import type { SignedInSession } from "./use-session";

const useStyles = makeStyles({
  workspace: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  banner: { position: "sticky", top: 0, zIndex: 1 },
  // Five tabs and more do not fit a task pane's width on one line: they wrap rather than push the pane sideways.
  tabs: { flexWrap: "wrap" },
});

interface WorkspaceProps {
  session: SignedInSession;
  host: TaskpaneHost;
  log: ActivityLog;
  now: () => number;
}

/** The signed-in part of the pane (loaded after first paint): acting-as banner and picker, feature tabs. */
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
      <MessageBar
        className={styles.banner}
        intent={actingAs.contactId ? "warning" : "info"}
        layout="multiline"
        data-testid="acting-as-banner"
        aria-live="polite"
      >
        <MessageBarBody>
          <MessageBarTitle>Acting as</MessageBarTitle>
          {actingAs.label}. Formulas and actions that name no account of their own use this.
        </MessageBarBody>
      </MessageBar>
      <ActingAsPicker session={session} log={log} onChange={onActingAsChange} />
      <TabList className={styles.tabs} selectedValue={tabId} onTabSelect={(_, data) => setTabId(String(data.value))} aria-label="Features">
        {FEATURES.map((candidate) => (
          <Tab key={candidate.id} value={candidate.id} id={`fxdesk-tab-${candidate.id}`} aria-controls={`fxdesk-panel-${candidate.id}`}>
            {candidate.label}
          </Tab>
        ))}
      </TabList>
      {feature && (
        <div role="tabpanel" id={`fxdesk-panel-${feature.id}`} aria-labelledby={`fxdesk-tab-${feature.id}`}>
          <feature.Component session={session} host={host} log={log} actingAs={actingAs} now={now} />
        </div>
      )}
    </div>
  );
}
