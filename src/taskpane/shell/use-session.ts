import { useCallback, useEffect, useRef, useState } from "react";
import type { FxDeskClient } from "../../api";
import type { TaskpaneHost } from "../host";
import type { ActivityLog } from "../components/activity-log";
import { describeError, type DescribedError } from "../components/describe-error";
import { describeEnvironment, environmentById } from "../components/environments";
import { loadRememberedCredentials } from "./remembered-credentials";
import type { SignedInSession } from "../components/session";
import type { SignInRequest } from "./session-actions";

export type { SignInRequest } from "./session-actions";

/**
 * The client (its resources and wire schemas) is loaded when a sign-in is sent, not before: the sign-in form is the
 * first screen and does not need it (docs/pane.md, "What the first screen loads").
 */
const sessionActions = () => import(/* webpackChunkName: "session" */ "./session-actions");

type SessionStatus =
  | { kind: "signed-out"; error?: DescribedError }
  | { kind: "signing-in" }
  | { kind: "signed-in"; session: SignedInSession };

/**
 * The task pane's sign-in state around startSession/endSession, with the activity log and a recalculation of
 * the FX formulas after each change. Token expiry needs nothing here: the client signs in again by itself.
 */
export function useSession(host: TaskpaneHost, log: ActivityLog) {
  const [status, setStatus] = useState<SessionStatus>({ kind: "signed-out" });
  const clientRef = useRef<FxDeskClient | undefined>(undefined);

  const recalculate = useCallback(async () => {
    try {
      await host.recalculateFxFormulas();
    } catch (error) {
      log.add("error", `Could not recalculate FX formulas: ${describeError(error).message}`);
    }
  }, [host, log]);

  const signIn = useCallback(
    async (request: SignInRequest) => {
      setStatus({ kind: "signing-in" });
      const where = request.environmentId === "custom" ? request.customUrl : environmentById(request.environmentId).label;
      let actions: Awaited<ReturnType<typeof sessionActions>> | undefined;
      try {
        // startSession remembers or forgets the sign-in: under the partitioned key, so not before Office is ready.
        await host.whenReady();
        actions = await sessionActions();
        const session = await actions.startSession(request);
        clientRef.current = session.client;
        setStatus({ kind: "signed-in", session });
        log.add("success", `Signed in as ${session.who} on ${describeEnvironment(session.environmentId, session.baseUrl)}`);
        await recalculate();
      } catch (error) {
        const described = actions !== undefined && error instanceof actions.SignInProblem ? { message: error.message } : describeError(error);
        setStatus({ kind: "signed-out", error: described });
        log.add("error", `Sign-in to ${where} failed: ${described.message}`, described.requestId);
      }
    },
    [host, log, recalculate],
  );

  const signOut = useCallback(async () => {
    const client = clientRef.current;
    clientRef.current = undefined;
    setStatus({ kind: "signed-out" });
    try {
      await (await sessionActions()).endSession(client);
      log.add("info", "Signed out; the session is closed");
    } catch (error) {
      const described = describeError(error);
      log.add("error", `Signed out here, but closing the session failed: ${described.message}`, described.requestId);
    }
    await recalculate();
  }, [log, recalculate]);

  // Remembered credentials sign in by themselves once, at start — read only once Office is ready: before
  // Office.onReady, Office.context.partitionKey is not set yet, and the key read would be another partition's.
  useEffect(() => {
    let current = true;
    void host.whenReady().then(() => {
      if (!current) return;
      const remembered = loadRememberedCredentials();
      if (remembered) void signIn({ ...remembered, remember: true });
    });
    return () => {
      current = false;
    };
  }, [host, signIn]);

  return { status, signIn, signOut };
}
