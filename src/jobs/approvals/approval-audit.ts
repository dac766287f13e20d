/**
 * An approver's decisions on the audit sheet, beside the bookings they decide on: each payment authorised or rejected
 * from the Approvals tab is one row (when, signed in as whom, the payment's account, id, short reference, amount,
 * payee, the service's status after it) with the event `authorised` or `rejected` and, for a rejection, the reason the
 * approver gave; for an authorisation of a payment whose payee name check was not a full match, the acknowledgement
 * the approver ticked (it names the mismatch). The sheet is append-only, as for bookings (engine/audit-log.ts).
 */
import type Decimal from "decimal.js";
import type { WorkbookPort } from "../../workbook";
import type { AccountNames } from "../engine/account-names";
import { AuditLog } from "../engine/audit-log";
import { PAYMENT_STATUS_WORDS, statusInWords } from "../engine/status-words";

export interface ApprovalDecision {
  event: "authorised" | "rejected";
  paymentId: string;
  shortReference: string;
  amount: Decimal;
  currency: string;
  payee: string;
  /** The payment's account as the list names it. */
  accountName: string;
  /** The contact the decision acted as: undefined for the house's own payments. */
  actingAs: string | undefined;
  /** The payment's status at the service after the decision. */
  status: string;
  requestId?: string;
  /** A rejection's reason, as typed; "" or undefined when none was given. */
  reason?: string;
  /** An authorisation's acknowledgement of a payee name check that was not a full match, as the approver ticked it. */
  acknowledgement?: string;
}

interface DecisionContext {
  workbook: WorkbookPort;
  /** The login signed in (the audit sheet's "Signed in as"). */
  login: string | undefined;
  /** The decision's instant (ms): the pane's clock, so a test can pin it. */
  now: number;
}

/** Appends one audit row per decision, in the order given; nothing is written for none. */
export async function recordApprovalDecisions(decisions: readonly ApprovalDecision[], { workbook, login, now }: DecisionContext): Promise<void> {
  if (decisions.length === 0) return;
  // The list already names each payment's account: the audit names it the same way, without a lookup of its own.
  const names = new Map(decisions.map((decision) => [decision.actingAs, decision.accountName]));
  const accounts: AccountNames = { of: (contactId) => ({ name: names.get(contactId) ?? "account not known", contactId }) };
  const audit = new AuditLog(workbook, accounts, await workbook.dateSystem());
  const time = new Date(now).toISOString();
  for (const decision of decisions) {
    const reason = decision.reason?.trim() ?? "";
    const acknowledged = decision.acknowledgement?.trim() ?? "";
    const note = [reason === "" ? "" : `Reason: ${reason}`, acknowledged === "" ? "" : `Acknowledged: ${acknowledged}`].filter((part) => part !== "").join("; ");
    audit.add({
      time,
      login,
      actingAs: decision.actingAs,
      kind: "payment",
      sheet: "",
      row: undefined,
      key: undefined,
      id: decision.paymentId,
      shortReference: decision.shortReference,
      amount: decision.amount,
      currency: decision.currency,
      beneficiary: decision.payee,
      status: statusInWords(decision.status, PAYMENT_STATUS_WORDS),
      requestId: decision.requestId,
      event: decision.event,
      ...(note === "" ? {} : { note }),
    });
  }
  await audit.append();
}
