import { lazy, Suspense, useMemo } from "react";
import { Button, Caption1, Spinner, Subtitle2, makeStyles, tokens } from "@fluentui/react-components";
import type { TaskpaneHost } from "../host";
import { createActivityLog } from "../components/activity-log";
import { ActivityLogView } from "./activity-log-view";
import { useExcelWaitsInLog } from "./activity-log-excel-waits";
import { useOutageReportsInLog } from "./activity-log-outages";
import { describeEnvironment } from "../components/environments";
import { SignInForm } from "./sign-in-form";
import { useSession } from "./use-session";

// The signed-in part is fetched after first paint: the sign-in form must be interactive quickly.
const Workspace = lazy(() => import(/* webpackChunkName: "workspace" */ "./workspace"));

const useStyles = makeStyles({
  pane: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    minHeight: "100vh",
    boxSizing: "border-box",
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  // One line: the name, who is signed in where (cut short, whole on hover), Sign out.
  header: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalS },
  title: { flexShrink: 0 },
  status: { flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", color: tokens.colorNeutralForeground2 },
});

/** A remembered sign-in is said where it applies: the pane signed in by itself with details kept on this device. */
const REMEMBERED_SIGN_IN = " · remembered on this device, Sign out forgets it";

/** `now` is the pane's one clock: the activity log and every feature read it (a test pins it here). */
export function Shell({ host, now = Date.now }: { host: TaskpaneHost; now?: () => number }) {
  const styles = useStyles();
  const log = useMemo(() => createActivityLog(undefined, () => new Date(now())), [now]);
  useOutageReportsInLog(log);
  useExcelWaitsInLog(host, log);
  const { status, signIn, signOut } = useSession(host, log);
  const statusText =
    status.kind === "signed-in"
      ? `Signed in as ${status.session.who} on ${describeEnvironment(status.session.environmentId, status.session.baseUrl)}${status.session.remembered === true ? REMEMBERED_SIGN_IN : ""}`
      : status.kind === "signing-in"
        ? "Signing in…"
        : "Not signed in";

  return (
    <main className={styles.pane} aria-label="FX Desk">
      <header className={styles.header}>
        <Subtitle2 as="h1" className={styles.title}>
          FX Desk
        </Subtitle2>
        <Caption1 role="status" data-testid="status-line" className={styles.status} title={statusText}>
          {statusText}
        </Caption1>
        {status.kind === "signed-in" && (
          <Button size="small" onClick={signOut}>
            Sign out
          </Button>
        )}
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
