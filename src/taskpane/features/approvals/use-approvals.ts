/**
 * The Approvals tab's state: the payments awaiting authorisation (loaded whole, reloaded on demand), the filters,
 * the selection, and what happened to each payment this session (authorised, a step taken, refused, deleted).
 * Authorising sends the selection in one call and reads every item's own result; a payment is authorised or
 * deleted at most once from here (a row with an outcome other than "refused" cannot be selected again). The count
 * and totals speak of what still awaits authorisation, not of everything loaded.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { FxDeskClient } from "../../../api";
import type { ActivityLog } from "../../shell/activity-log";
import { describeError, type DescribedError } from "../../shell/describe-error";
import { approvalRow, filterChoices, inCreationOrder, filterRows, totalsByCurrency, type ApprovalFilters, type ApprovalRow } from "./approval-rows";
import { authorisationOutcomes, outcomeSummary } from "./authorisation-outcomes";
import { loadAwaiting, type ApprovalScope } from "./load-awaiting";
import { isOpen, stillAwaiting, type RowOutcome } from "./row-outcomes";
import { plural } from "../../../domain";

type Loaded = { status: "loading" } | { status: "ready"; rows: ApprovalRow[] } | { status: "failed"; failure: DescribedError };

interface ApprovalsOptions {
  client: FxDeskClient;
  log: ActivityLog;
  actingAs: string | undefined;
  scope: ApprovalScope;
  houseAccountId: string | undefined;
}

export function useApprovals({ client, log, actingAs, scope, houseAccountId }: ApprovalsOptions) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [generation, setGeneration] = useState(0);
  const [filters, setFilters] = useState<ApprovalFilters>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, RowOutcome>>(new Map());
  const [busy, setBusy] = useState<"authorising" | "deleting" | undefined>(undefined);
  const [problem, setProblem] = useState<DescribedError | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: "loading" });
    loadAwaiting(client, { scope, actingAs, houseAccountId, signal: controller.signal }).then(
      ({ payments, names, accounts }) => {
        if (controller.signal.aborted) return;
        const rows = payments.map((payment) => approvalRow(payment, names, accounts.get(payment.id) ?? { name: "account not known", actAs: undefined }));
        setLoaded({ status: "ready", rows: inCreationOrder(rows) });
        setSelected(new Set());
        setOutcomes(new Map());
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: "failed", failure: describeError(error) });
      },
    );
    return () => controller.abort();
  }, [client, actingAs, scope, houseAccountId, generation]);

  const rows = useMemo(() => (loaded.status === "ready" ? loaded.rows : []), [loaded]);
  const shown = useMemo(() => filterRows(rows, filters), [rows, filters]);
  const choices = useMemo(() => filterChoices(rows), [rows]);
  const awaiting = useMemo(() => stillAwaiting(shown, outcomes), [shown, outcomes]);
  const totals = useMemo(() => totalsByCurrency(awaiting), [awaiting]);
  const selectable = shown.filter((row) => isOpen(outcomes.get(row.id)));
  const selectedShown = selectable.filter((row) => selected.has(row.id));

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const authoriseSelected = async () => {
    const ids = selectedShown.map((row) => row.id);
    if (ids.length === 0 || busy) return;
    setBusy("authorising");
    setProblem(undefined);
    try {
      // The reference's AuthorisePayment takes payment_ids[] alone: the house user authorises payments of the house and
      // of any sub-account by id, so one call carries the whole selection, whichever accounts it spans.
      const answer = await client.core.payments.authorise(ids);
      const results = authorisationOutcomes(ids, answer);
      setOutcomes((current) => new Map([...current, ...results]));
      setSelected(new Set([...results].filter(([, outcome]) => outcome.kind === "refused").map(([id]) => id)));
      const summary = outcomeSummary(results);
      log.add([...results.values()].some((outcome) => outcome.kind === "refused") ? "info" : "success", `Authorisation of ${plural(ids.length, "payment")}: ${summary}`);
    } catch (error) {
      // The call as a whole failed (nothing was answered per item): nothing is marked, the selection stays.
      const described = describeError(error);
      setProblem({ ...described, message: `Could not authorise: ${described.message}` });
      log.add("error", `Could not authorise: ${described.message}`, described.requestId);
    } finally {
      setBusy(undefined);
    }
  };

  const remove = async (row: ApprovalRow): Promise<void> => {
    if (busy || !isOpen(outcomes.get(row.id))) return;
    setBusy("deleting");
    setProblem(undefined);
    try {
      await client.core.payments.delete(row.id, { onBehalfOf: row.actAs });
      setOutcomes((current) => new Map(current).set(row.id, { kind: "deleted", message: "Deleted: it will not be paid" }));
      setSelected((current) => new Set([...current].filter((id) => id !== row.id)));
      log.add("success", `Deleted payment ${row.shortReference} (${row.amountText} ${row.currency} to ${row.beneficiary})`);
    } catch (error) {
      const described = describeError(error);
      setProblem({ ...described, message: `Could not delete ${row.shortReference}: ${described.message}` });
      log.add("error", `Could not delete ${row.shortReference}: ${described.message}`, described.requestId);
    } finally {
      setBusy(undefined);
    }
  };

  return {
    loaded,
    shown,
    choices,
    totals,
    awaitingCount: awaiting.length,
    filters,
    setFilters,
    selected,
    selectedCount: selectedShown.length,
    allSelected: selectable.length > 0 && selectedShown.length === selectable.length,
    selectAll: (on: boolean) => setSelected(on ? new Set(selectable.map((row) => row.id)) : new Set()),
    toggle,
    outcomes,
    busy,
    problem,
    authoriseSelected,
    remove,
    reload: () => setGeneration((value) => value + 1),
  };
}
