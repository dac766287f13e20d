/**
 * The balances the panel shows, loaded again whenever the view, the account acted for or the "as at" instant
 * changes, and on Refresh. A load superseded by a newer one is abandoned (its answer never overwrites the newer).
 */
import { useCallback, useEffect, useState } from "react";
import type { FxDeskClient } from "../../../api";
import type { DescribedError } from "../../components/describe-error";
import { describeError } from "../../components/describe-error";
import type { BalanceLine } from "./balance-lines";
import { loadConsolidatedBalances, loadOwnBalances } from "./load-balances";

export type BalanceView = "own" | "consolidated";

type BalancesState =
  | { status: "loading"; previous?: BalanceLine[] }
  | { status: "loaded"; lines: BalanceLine[]; loadedAt: number }
  | { status: "failed"; error: DescribedError };

interface BalancesSource {
  client: FxDeskClient;
  view: BalanceView;
  actingAs: string | undefined;
  accountLabel: string;
  houseAccountId: string | undefined;
  asAt: string | undefined;
  now: () => number;
}

export function useBalances(source: BalancesSource): { state: BalancesState; refresh: () => void } {
  const { client, view, actingAs, accountLabel, houseAccountId, asAt, now } = source;
  const [state, setState] = useState<BalancesState>({ status: "loading" });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: "loading", previous: current.status === "loaded" ? current.lines : undefined }));
    const load =
      view === "own"
        ? loadOwnBalances(client, { actingAs, accountLabel, asAt, signal: controller.signal })
        : loadConsolidatedBalances(client, { asAt, signal: controller.signal }, houseAccountId);
    load.then(
      (lines) => {
        if (!controller.signal.aborted) setState({ status: "loaded", lines, loadedAt: now() });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "failed", error: describeError(error) });
      },
    );
    return () => controller.abort();
  }, [client, view, actingAs, accountLabel, houseAccountId, asAt, now, generation]);

  const refresh = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, refresh };
}
