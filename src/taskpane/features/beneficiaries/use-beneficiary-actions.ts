/**
 * What the tab does with a beneficiary besides editing it: delete it (after the confirmation), export the list or
 * the search result to a sheet, start a payment row for it. Each says what happened in the activity log; a failure
 * is said through describeError and kept for the tab to show.
 */
import { useState } from "react";
import type { BeneficiaryFindParams, FxDeskClient } from "../../../api";
import type { Beneficiary } from "../../../api/schemas";
import { addPaymentRow, exportBeneficiaries, payeeNaming } from "../../../jobs";
import type { TaskpaneHost } from "../../host";
import type { ActivityLog } from "../../components/activity-log";
import { describeError, type DescribedError } from "../../components/describe-error";

interface ActionsOptions {
  client: FxDeskClient;
  host: TaskpaneHost;
  log: ActivityLog;
  actingAs: string | undefined;
}

export function useBeneficiaryActions({ client, host, log, actingAs }: ActionsOptions) {
  const [busy, setBusy] = useState<"deleting" | "exporting" | "paying" | undefined>(undefined);
  const [problem, setProblem] = useState<DescribedError | undefined>(undefined);

  const run = async <T>(kind: NonNullable<typeof busy>, failure: string, action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(kind);
    setProblem(undefined);
    try {
      return await action();
    } catch (error) {
      const described = describeError(error);
      const shown = { ...described, message: `${failure}: ${described.message}` };
      setProblem(shown);
      log.add("error", shown.message, described.requestId);
      return undefined;
    } finally {
      setBusy(undefined);
    }
  };

  return {
    busy,
    problem,
    /** True once the service has deleted it. */
    remove: async (beneficiary: Beneficiary): Promise<boolean> => {
      const deleted = await run("deleting", `Could not delete ${beneficiary.name}`, () => client.core.beneficiaries.delete(beneficiary.id, { onBehalfOf: actingAs }));
      if (deleted) log.add("success", `Deleted beneficiary ${beneficiary.name}`);
      return deleted !== undefined;
    },
    exportList: async (filters: BeneficiaryFindParams, searchDescription: string) => {
      const written = await run("exporting", "Could not export the beneficiaries", () => exportBeneficiaries({ api: client.core, workbook: host.workbook }, filters, actingAs));
      if (written) {
        const what = `${written.rows} beneficiar${written.rows === 1 ? "y" : "ies"}${searchDescription ? ` with ${searchDescription}` : ""}`;
        log.add("success", `${written.refreshed ? "Refreshed" : "Wrote"} ${what} at ${written.address}`);
      }
      return written;
    },
    pay: async (beneficiary: Beneficiary) => {
      const added = await run("paying", `Could not add a payment row for ${beneficiary.name}`, async () =>
        addPaymentRow(host.workbook, beneficiary, await payeeNaming(client, beneficiary, actingAs)),
      );
      if (added) log.add("success", `Added a payment row for ${beneficiary.name} on ${added.sheet}, row ${added.row + 1}: type the amount (the reference and reason can be changed)`);
      return added;
    },
  };
}
