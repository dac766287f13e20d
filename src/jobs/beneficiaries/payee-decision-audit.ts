/**
 * A person's "continue anyway" in the Beneficiaries panel, on the audit sheet beside the bookings: the beneficiary
 * saved although its payee name check answered a close match, no match or no answer — when, signed in as whom, the
 * beneficiary's account, id and name, and the answer with the decision in Note (docs/provider-api.md "Payee name
 * check"). The sheet is append-only, as for bookings (engine/audit-log.ts).
 */
import type { WorkbookPort } from "../../workbook";
import type { AccountNames } from "../engine/account-names";
import { AuditLog } from "../engine/audit-log";

export interface PayeeDecision {
  beneficiaryId: string;
  beneficiaryName: string;
  currency: string;
  /** The account acted for (its contact), undefined for the house's own; and its name as the pane shows it. */
  actingAs: string | undefined;
  accountName: string;
  /** "created" or "changed". */
  saved: "created" | "changed";
  /** The check's answer in one line (domain payeeCheckLine). */
  answer: string;
}

interface DecisionContext {
  workbook: WorkbookPort;
  /** The login signed in (the audit sheet's "Signed in as"). */
  login: string | undefined;
  /** The decision's instant (ms): the pane's clock, so a test can pin it. */
  now: number;
}

/** Appends one audit row for the decision. */
export async function recordPayeeDecision(decision: PayeeDecision, { workbook, login, now }: DecisionContext): Promise<void> {
  const accounts: AccountNames = { of: (contactId) => ({ name: decision.accountName, contactId }) };
  const audit = new AuditLog(workbook, accounts, await workbook.dateSystem());
  audit.add({
    time: new Date(now).toISOString(),
    login,
    actingAs: decision.actingAs,
    kind: "beneficiary",
    sheet: "",
    row: undefined,
    key: undefined,
    id: decision.beneficiaryId,
    shortReference: undefined,
    currency: decision.currency,
    beneficiary: decision.beneficiaryName,
    requestId: undefined,
    event: "payee checked",
    note: `${decision.answer} — continued anyway, beneficiary ${decision.saved}`,
  });
  await audit.append();
}
