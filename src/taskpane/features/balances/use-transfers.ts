/**
 * The latest transfers with their status, read again after every create or cancel and, while one is pending,
 * every few seconds, so "pending" turns into "completed" in the panel once the money has moved.
 */
import { useCallback, useEffect, useState } from "react";
import type { FxDeskClient } from "../../../api";
import type { Transfer } from "../../../api/schemas";
import { describeError, type DescribedError } from "../../components/describe-error";
import { isPending, latestTransfers } from "./transfers";

const POLL_WHILE_PENDING_MS = 5_000;

type TransfersState = { status: "loading" } | { status: "loaded"; transfers: Transfer[] } | { status: "failed"; error: DescribedError };

export function useTransfers(client: FxDeskClient): { state: TransfersState; reload: () => void } {
  const [state, setState] = useState<TransfersState>({ status: "loading" });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    latestTransfers(client, controller.signal).then(
      (transfers) => !controller.signal.aborted && setState({ status: "loaded", transfers }),
      (error: unknown) => !controller.signal.aborted && setState({ status: "failed", error: describeError(error) }),
    );
    return () => controller.abort();
  }, [client, generation]);

  const anyPending = state.status === "loaded" && state.transfers.some(isPending);
  useEffect(() => {
    if (!anyPending) return;
    const timer = setInterval(reload, POLL_WHILE_PENDING_MS);
    return () => clearInterval(timer);
  }, [anyPending, reload]);

  return { state, reload };
}
