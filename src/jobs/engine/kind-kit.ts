/**
 * Everything a kind of row work takes from the engine, in one place: the contract it implements (kind-spec.ts) and
 * the helpers kinds share — its row plans, the result columns and the words of their cells, the template's shared
 * columns, balances and needs, the check's progress, holds, the audit log and statuses in words. A kind's files
 * import the engine only through this module (test/unit/jobs/kinds/kind-kit.test.ts holds them to it), so what a
 * kind may rely on is this list, and the engine's other files can change behind it.
 */
export type {
  AuthorisationSeen,
  Booking,
  BookingTask,
  DoneRow,
  ExistingObject,
  KindCheck,
  KindLabels,
  KindOrder,
  KindRun,
  KindSpec,
  KindStatuses,
  KindTemplate,
  KindTerms,
  NoTerms,
  OrderRow,
  OrderSheet,
  PayeeCheckNote,
  ReadyRow,
  RowAction,
  RowActionResult,
  RowCalls,
  RowPlan,
  RowStatus,
  RunCallOptions,
  StatusUpdate,
  TemplateColumn,
} from "./kind-spec";
export type { AccountName, AccountNames } from "./account-names";
export type { AuditNote, AuditSummary } from "./audit-log";
export type { RecordedRejection } from "./audit-rejections";
export type { CoreResource, JobContext, KindApi } from "./booking-api";
export type { PreparedJobOf } from "./booking-job";
export { CheckCounter, type CheckOptions, type CheckProgress } from "./check-progress";
export { countRows, type ConfirmChoices, type Confirmation, type HoldChoices } from "./confirmation";
export { ContactLookups } from "./contact-lookups";
export { availableOf, fundsIn, fundsOfAccounts, needsAgainst, type AccountFunds, type AmountsByAccount, type CurrencyNeed } from "./currency-needs";
export { includedOnPurpose, type IncludedOnPurpose } from "./included-on-purpose";
export { NeedsConfirmationError, type HeldBack } from "./needs-confirmation";
export { trackRequestId } from "./request-id";
export { BOOKED, CREATED, FILED_UNDER, isDone, previousResults, SHORT_REF_HEADER, STATUS_HEADER, type DoneWords, type ResultCells } from "./result-columns";
export { amountCell, dateCell, rateCell, utcDateTimeCell } from "./result-values";
export { readyRows, refuse, withActingAs } from "./row-plan";
export { PAYMENT_STATUS_WORDS, statusInWords, TRACKER_STATUS_WORDS } from "./status-words";
export { ACTING_AS_COLUMN, AMOUNT_FORMAT, COMMON_CURRENCIES, currencyList, EXAMPLE_MARKER, kindTemplate } from "./template-columns";
export { REQUESTS_IN_FLIGHT } from "./requests-in-flight";
