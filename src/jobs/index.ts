/** The one module the task pane imports from jobs: the engine's entry points, the types of the registered kinds. */
export type { CoreResource, JobContext, KindApi } from "./engine/booking-api";
export { checkPace, type CheckOptions, type CheckProgress } from "./engine/check-progress";
export { JobNotReadyError, type JobOutcome, type ReadOptions } from "./engine/booking-job";
export { insertTemplate, prepareJob, readOrders, refreshStatuses, runRowAction, templateHeaders } from "./kind-jobs";
export type { ConfirmChoices, Confirmation, HoldChoices } from "./engine/confirmation";
export type { AuthorisationSeen, KindLabels, KindSpec } from "./engine/kind-spec";
export type { AnyCheckSettings, AnyConfirmChoices, KindConfirmation, KindJob, KindRegistry, OrderKind, PreparedJob, TermsOf } from "./kinds";
export type { AgreedRatesOfCheck, ConversionPreview, QuotedRow } from "./kinds/conversion";
export { DEFAULT_TOLERANCE_PERCENT, HOLD_PERIODS, heldUntilText, holdPeriodWords, parseTolerance, percentText, type AgreedRateSettings, type HoldPeriod } from "./kinds/conversion/agreed-rates";
export { FUNDING_TOLERANCE_PERCENT } from "./kinds/payment/funding-reprice";
export type { PaymentPreview } from "./kinds/payment";
export type { CoverOption } from "./kinds/payment/cover-options";
export type { FundingChoice, FundingConversion, PaymentTerms } from "./kinds/payment/funding";
export {
  accountTotalsInWords,
  feeTotalInWords,
  paymentDatesInWords,
  paymentReview,
  paymentTypesInWords,
  rowFeeInWords,
  type DebitAccount,
  type PayeeShown,
  type PaymentReview,
  type PaymentReviewRow,
} from "./kinds/payment/payment-review";
export type { IncludedOnPurpose } from "./engine/included-on-purpose";
export type { BeneficiaryPreview } from "./kinds/beneficiary";
export { sourceNeeds, type SourceNeed } from "./kinds/transfer/source-funds";
export type { AccountName, AccountNames } from "./engine/account-names";
export { actingAsCellHint, searchOneActingAs, type ActingAsFound } from "./engine/acting-as-search";
export type { CurrencyNeed } from "./engine/currency-needs";
export { memoryMappingStore, workbookMappingStore, type MappingStore } from "./engine/mapping-store";
export type { OrderSheet, OrderSource } from "./engine/order-sheet";
export type { RunOptions } from "./engine/run-booking";
export type { RowOutcome } from "./engine/run-outcome";
export type { Progress } from "./engine/task-runner";
export type { RowPlan } from "./engine/row-plan";
export type { RefreshOutcome } from "./engine/refresh-statuses";
export type { RowActionOutcome } from "./engine/row-actions";
export { rowNumbers, rowsLeftOut } from "./engine/rows-left-out";
export { rowChangedWords, type RowChangedSinceCheck } from "./engine/rows-changed";
export { AUDIT_HEADERS, AUDIT_SHEET } from "./engine/audit-log";
export { askPayeeCheck, checkPayee, isNotSwitchedOn, payeeCheckedAs, type PayeeCheckOutcome } from "./payees/payee-checks";
export { recordPayeeDecision, type PayeeDecision } from "./beneficiaries/payee-decision-audit";
export { PAYMENT_STATUS_WORDS, statusInWords, STATUS_WORDS } from "./engine/status-words";
export { BOOKED, CREATED, DONE_RESULTS, FILED_UNDER, isDoneResult, RESULT, resultHeaders, type DoneWords } from "./engine/result-columns";
export type { BlockContent } from "./blocks/block-content";
export { writeBlock, type BlockLocation, type BlockTarget, type WrittenBlock } from "./blocks/write-block";
export { balancesBlock, type BalanceBlockLine, type BalancesAsAt } from "./blocks/balances-block";
export { convertTotals, pairsToPrice, priceInReportingCurrency, type CurrencyTotal, type ReportingTotal } from "./blocks/reporting-total";
export { checkStatementRequest, loadStatement, statementBlock, statementSheetName, type Statement, type StatementLine, type StatementRequest } from "./blocks/statement";
export { exportBeneficiaries } from "./beneficiaries/export-beneficiaries";
export { addPaymentRow } from "./beneficiaries/payment-row";
export { payeeNaming } from "./beneficiaries/payee-naming";
export { BankLookups, bankInWords, type BankAnswer, type BankCode } from "./payees/bank-lookup";
export { bankCountryDisagreement, disagreementInWords } from "./payees/bank-agreement";
export { applicationModel, type LoadedApplication } from "./onboarding/application-model";
export { loadApplication } from "./onboarding/load-application";
export { loadCompletenessReference, type CompletenessReference } from "./onboarding/completeness-reference";
export { readPeopleRows, type PeopleRows } from "./onboarding/people-rows";
export { createPeople } from "./onboarding/create-people";
export { writeApplicationSummary } from "./onboarding/summary-block";
export { saveSection, type SectionTarget } from "./onboarding/save-section";
export { recordApprovalDecisions, type ApprovalDecision } from "./approvals/approval-audit";
export { paymentsBookedBy } from "./approvals/own-bookings";
export { acknowledgementOf, checkAwaitingPayments, type ApprovalChecks, type PaymentChecked, type PaymentToCheck } from "./approvals/payment-checks";
export { makerGoAheads, type MakerGoAhead } from "./approvals/maker-go-aheads";
