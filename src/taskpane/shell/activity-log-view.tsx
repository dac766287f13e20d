import { useSyncExternalStore } from "react";
import { Caption1, Subtitle2, makeStyles, tokens } from "@fluentui/react-components";
import type { ActivityLog } from "../components/activity-log";
import { supportReference } from "../../domain";

const useStyles = makeStyles({
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  list: { listStyle: "none", margin: 0, padding: 0, maxHeight: "12rem", overflowY: "auto" },
  item: { padding: `${tokens.spacingVerticalXXS} 0`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  error: { color: tokens.colorPaletteRedForeground1 },
  success: { color: tokens.colorPaletteGreenForeground1 },
  info: {},
  time: { color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalS },
});

const shown = 50;

export function ActivityLogView({ log }: { log: ActivityLog }) {
  const styles = useStyles();
  const entries = useSyncExternalStore(log.subscribe, log.entries);
  return (
    <section className={styles.section} aria-labelledby="fxdesk-activity-title">
      <Subtitle2 as="h2" block id="fxdesk-activity-title">
        Activity
      </Subtitle2>
      {entries.length === 0 ? (
        <Caption1 block>Nothing yet.</Caption1>
      ) : (
        <ol className={styles.list} aria-live="polite" data-testid="activity-log">
          {entries.slice(0, shown).map((entry) => (
            <li key={entry.id} className={`${styles.item} ${styles[entry.level]}`}>
              <Caption1 className={styles.time}>{entry.at.toLocaleTimeString()}</Caption1>
              <Caption1 title={entry.requestId ? `Request id ${entry.requestId}` : undefined}>
                {entry.message}
                {entry.requestId && ` — support reference ${supportReference(entry.requestId)}`}
              </Caption1>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
