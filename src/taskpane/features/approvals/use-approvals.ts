/**
 * The Approvals tab's state: the payments awaiting authorisation (loaded whole, reloaded on demand), the filters,
 * the selection, and what happened to each payment this session (authorised, a step taken, refused, deleted).
 * Authorising sends the selection in one call and reads every item's own result; a payment is authorised or
 * deleted at most once from here (a row with an outcome other than "refused" cannot be selected again). The count
 * and totals speak of what still awaits authorisation, not of everything loaded. A payment the person signed in
 * created is never selectable: the service refuses its creator's authorisation, so it is said up front instead.
 * Every authorisation and rejection is written to the audit sheet, a rejection with the reason given.
 *
 * Once listed, each payment is checked again (jobs checkAwaitingPayments: the payee name check on its routes, one per
 * distinct payee, the bank by name and the fee) and the audit sheet is read for the maker's go-ahead past a warning. A
 * payment is ticked only once its checks are in, and one whose payee name check was not a full match only once the
 * approver has ticked the acknowledgement naming the mismatch; that acknowledgement goes to the audit sheet with the
 * authorisation.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { FxDeskClient } from "../../../api";
import { checkAwaitingPayments, makerGoAheads, paymentsBookedBy, recordApprovalDecisions, type ApprovalDecision, type MakerGoAhead } from "../../../jobs";
import type { TaskpaneHost } from "../../host";
import type { ActivityLog } from "../../components/activity-log";
import { describeError, type DescribedError } from "../../components/describe-error";
import { approvalRow, filterChoices, inCreationOrder, filterRows, totalsByCurrency, type ApprovalFilters, type ApprovalRow } from "./approval-rows";
import { authorisationOutcomes, outcomeSummary } from "./authorisation-outcomes";
import { acknowledgementNeeded, notYetAuthorisable, type RecheckState } from "./authorisation-gate";
import { loadAwaiting, type ApprovalScope } from "./load-awaiting";
import { isOpen, stillAwaiting, type RowOutcome } from "./row-outcomes";
import { plural } from "../../../domain";

type Loaded = { status: "loading" } | { status: "ready"; rows: ApprovalRow[] } | { status: "failed"; failure: DescribedError };

interface ApprovalsOptions {
  client: FxDeskClient;
  host: TaskpaneHost;
  log: ActivityLog;
  now: () => number;
  actingAs: string | undefined;
  scope: ApprovalScope;
  houseAccountId: string | undefined;
}

/**
 * A row is selectable while nothing final has happened to it here, it is not the signed-in person's own, and its
 * re-check lets it be authorised (authorisation-gate.ts).
 */
function selectableRow(row: ApprovalRow, outcome: RowOutcome | undefined, recheck: RecheckState, acknowledged: ReadonlySet<string>): boolean {
  return isOpen(outcome) && !row.createdByYou && notYetAuthorisable(row.id, recheck, acknowledged) === undefined;
}

function decisionOf(row: ApprovalRow, event: ApprovalDecision["event"], status: string, reason?: string, acknowledgement?: string): ApprovalDecision {
  return {
    event,
    paymentId: row.id,
    shortReference: row.shortReference,
    amount: row.amount,
    currency: row.currency,
    payee: row.beneficiary,
    accountName: row.accountName,
    actingAs: row.actAs,
    status,
    ...(reason === undefined ? {} : { reason }),
    ...(acknowledgement === undefined ? {} : { acknowledgement }),
  };
}

export function useApprovals({ client, host, log, now, actingAs, scope, houseAccountId }: ApprovalsOptions) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [generation, setGeneration] = useState(0);
  const [filters, setFilters] = useState<ApprovalFilters>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, RowOutcome>>(new Map());
  const [busy, setBusy] = useState<"authorising" | "rejecting" | undefined>(undefined);
  const [problem, setProblem] = useState<DescribedError | undefined>(undefined);
  const [recheck, setRecheck] = useState<RecheckState>({ status: "checking" });
  const [goAheads, setGoAheads] = useState<ReadonlyMap<string, MakerGoAhead>>(new Map());
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: "loading" });
    // The audit sheet is read beside the service: a sheet that cannot be read only loses what it would add.
    const booked = paymentsBookedBy(host.workbook, client.session.state().loginId).catch(() => new Set<string>());
    const wentAhead = makerGoAheads(host.workbook).catch(() => new Map<string, MakerGoAhead>());
    setRecheck({ status: "checking" });
    Promise.all([loadAwaiting(client, { scope, actingAs, houseAccountId, signal: controller.signal }), booked, wentAhead]).then(
      ([{ payments, names, accounts, signedInContactId }, bookedByYou, goAheadsByKey]) => {
        if (controller.signal.aborted) return;
        const you = { contactId: signedInContactId, booked: bookedByYou };
        const rows = payments.map((payment) => approvalRow(payment, names, accounts.get(payment.id) ?? { name: "account not known", actAs: undefined }, you));
        setLoaded({ status: "ready", rows: inCreationOrder(rows) });
        setGoAheads(goAheadsByKey);
        setSelected(new Set());
        setOutcomes(new Map());
        setAcknowledged(new Set());
        // Checked again now, not taken from the maker: the answers are this approver's own.
        const toCheck = payments.map((payment) => ({ payment, payee: names.beneficiaries.get(payment.beneficiary_id)?.details, actingAs: accounts.get(payment.id)?.actAs }));
        checkAwaitingPayments(client.core, toCheck, controller.signal).then(
          ({ byPayment }) => !controller.signal.aborted && setRecheck({ status: "done", byPayment }),
          (error: unknown) => !controller.signal.aborted && setRecheck({ status: "failed", message: describeError(error).message }),
        );
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: "failed", failure: describeError(error) });
      },
    );
    return () => controller.abort();
  }, [client, host, actingAs, scope, houseAccountId, generation]);

  const rows = useMemo(() => (loaded.status === "ready" ? loaded.rows : []), [loaded]);
  const shown = useMemo(() => filterRows(rows, filters), [rows, filters]);
  const choices = useMemo(() => filterChoices(rows), [rows]);
  const awaiting = useMemo(() => stillAwaiting(shown, outcomes), [shown, outcomes]);
  const totals = useMemo(() => totalsByCurrency(awaiting), [awaiting]);
  const selectable = shown.filter((row) => selectableRow(row, outcomes.get(row.id), recheck, acknowledged));
  const selectedShown = selectable.filter((row) => selected.has(row.id));

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  /** The approver's acknowledgement of a payment's payee name check, ticked or taken back; taken back, the payment leaves the selection. */
  const acknowledge = useCallback((id: string, on: boolean) => {
    setAcknowledged((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    if (!on) setSelected((current) => new Set([...current].filter((selectedId) => selectedId !== id)));
  }, []);

  /** Decisions go to the audit sheet after the service has them; a sheet that refuses is said, the decision stands. */
  const audit = async (decisions: ApprovalDecision[]) => {
    try {
      await recordApprovalDecisions(decisions, { workbook: host.workbook, login: client.session.state().loginId, now: now() });
    } catch (error) {
      log.add("error", `Not written to the audit sheet: ${describeError(error).message}`);
    }
  };

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
      const byId = new Map(selectedShown.map((row) => [row.id, row]));
      const statuses = new Map(answer.authorisations.map((entry) => [entry.payment_id, entry.payment_status]));
      await audit(
        [...results]
          .filter(([, outcome]) => outcome.kind !== "refused")
          .map(([id]) => decisionOf(byId.get(id)!, "authorised", statuses.get(id) ?? "", undefined, acknowledgementNeeded(id, recheck))),
      );
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

  /** Rejecting is deleting the payment at the service (there is no other way to stop it), with the reason kept on the audit sheet. */
  const reject = async (row: ApprovalRow, reason: string): Promise<void> => {
    if (busy || !isOpen(outcomes.get(row.id))) return;
    setBusy("rejecting");
    setProblem(undefined);
    const said = reason.trim();
    try {
      const deleted = await client.core.payments.delete(row.id, { onBehalfOf: row.actAs });
      setOutcomes((current) => new Map(current).set(row.id, { kind: "deleted", message: said === "" ? "Rejected: it will not be paid" : `Rejected: it will not be paid. Reason: ${said}` }));
      setSelected((current) => new Set([...current].filter((id) => id !== row.id)));
      await audit([decisionOf(row, "rejected", deleted.status, said)]);
      log.add("success", `Rejected payment ${row.shortReference} (${row.amountText} ${row.currency} to ${row.beneficiary})${said === "" ? "" : `: ${said}`}`);
    } catch (error) {
      const described = describeError(error);
      setProblem({ ...described, message: `Could not reject ${row.shortReference}: ${described.message}` });
      log.add("error", `Could not reject ${row.shortReference}: ${described.message}`, described.requestId);
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
    selectableCount: selectable.length,
    selectAll: (on: boolean) => setSelected(on ? new Set(selectable.map((row) => row.id)) : new Set()),
    toggle,
    outcomes,
    recheck,
    acknowledged,
    acknowledge,
    /** The maker's go-ahead past a payee name check's warning, where this workbook's audit sheet holds it. */
    acknowledgementFor: (row: ApprovalRow) => acknowledgementNeeded(row.id, recheck),
    goAheadOf: (row: ApprovalRow) => (row.requestKey === "" ? undefined : goAheads.get(row.requestKey)),
    busy,
    problem,
    /** The selection as the confirmation names it, in list order. */
    selectedRows: selectedShown,
    ownCount: shown.filter((row) => row.createdByYou && isOpen(outcomes.get(row.id))).length,
    authoriseSelected,
    reject,
    reload: () => setGeneration((value) => value + 1),
  };
}
