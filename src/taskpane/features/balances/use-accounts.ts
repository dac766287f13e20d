/** The house account and its sub-accounts for the transfer form, read once per session. */
import { useEffect, useState } from "react";
import type { FxDeskClient } from "../../../api";
import type { ActivityLog } from "../../components/activity-log";
import { describeError } from "../../components/describe-error";
import { loadAccounts, type AccountChoice } from "./load-accounts";

export function useAccounts(client: FxDeskClient, houseAccountId: string | undefined, log: ActivityLog): readonly AccountChoice[] {
  const [accounts, setAccounts] = useState<readonly AccountChoice[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    loadAccounts(client, houseAccountId, controller.signal).then(
      (loaded) => !controller.signal.aborted && setAccounts(loaded),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const described = describeError(error);
        log.add("error", `Could not read the accounts to transfer between: ${described.message}`, described.requestId);
      },
    );
    return () => controller.abort();
  }, [client, houseAccountId, log]);
  return accounts;
}
