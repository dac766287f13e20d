import { lazy, Suspense, useMemo } from "react";
import { Body1, Button, Spinner, Title3, makeStyles, tokens } from "@fluentui/react-components";
import type { TaskpaneHost } from "../host";
import { createActivityLog } from "./activity-log";
import { ActivityLogView } from "./activity-log-view";
import { useExcelWaitsInLog } from "./activity-log-excel-waits";
import { useOutageReportsInLog } from "./activity-log-outages";
import { describeEnvironment } from "./environments";
import { SignInForm } from "./sign-in-form";
import { useSession } from "./use-session";

// The signed-in part is fetched after first paint: the sign-in form must be interactive quickly.
const Workspace = lazy(() => import(/* webpackChunkName: "workspace" */ "./workspace"));

const useStyles = makeStyles({
  pane: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalM,
    minHeight: "100vh",
    boxSizing: "border-box",
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  header: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  status: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.spacingHorizontalS, flexWrap: "wrap" },
});

/** `now` is the pane's one clock: the activity log and every feature read it (a test pins it here). */
export function Shell({ host, now = Date.now }: { host: TaskpaneHost; now?: () => number }) {
  const styles = useStyles();
  const log = useMemo(() => createActivityLog(undefined, () => new Date(now())), [now]);
  useOutageReportsInLog(log);
  useExcelWaitsInLog(host, log);
  const { status, signIn, signOut } = useSession(host, log);

  return (
    <main className={styles.pane} aria-label="FX Desk">
      <header className={styles.header}>
        <Title3 as="h1">FX Desk</Title3>
        <div className={styles.status}>
          <Body1 role="status" data-testid="status-line">
            {status.kind === "signed-in"
              ? `Signed in as ${status.session.who} on ${describeEnvironment(status.session.environmentId, status.session.baseUrl)}`
              : status.kind === "signing-in"
                ? "Signing in…"
                : "Not signed in"}
          </Body1>
          {status.kind === "signed-in" && <Button onClick={signOut}>Sign out</Button>}
        </div>
      </header>
      {status.kind === "signed-in" ? (
        <Suspense fallback={<Spinner label="Loading…" />}>
          <Workspace session={status.session} host={host} log={log} now={now} />
        </Suspense>
      ) : (
        <SignInForm
          busy={status.kind === "signing-in"}
          error={status.kind === "signed-out" ? status.error : undefined}
          onSubmit={signIn}
        />
      )}
      <ActivityLogView log={log} />
    </main>
  );
}
