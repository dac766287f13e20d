export { InvalidInputError } from "./invalid-input";
export { fieldMessagesOf, placeFieldMessages, type FieldMessageAt, type PlacedFieldMessages } from "./field-messages";
export { isCurrencyCode, minorUnits, parseCurrency } from "./currencies";
export { marketConventionPair, pairCode, parsePair, type CurrencyPair } from "./pairs";
export { amountsAtRate, buysBase, coreRateOf, RATE_PLACES, type TradeAtRate } from "./conversion-price";
export { amountText, formatAmount, groupThousands, parseAmount, roundToMinorUnits, toWireDecimal } from "./money";
export { isUuid, parseUuid } from "./ids";
export { checkBic, checkIban, checkRoutingCode, ROUTING_CODE_TYPES, type RoutingCodeType } from "./bank-details";
export { BENEFICIARY_IDENTIFICATION_TYPES, beneficiaryDetailsFromForm, formFieldsFor, routingCodeAsSent, type BeneficiaryFormField, type RequiredDetailsEntry } from "./beneficiary-form";
export { describeValue } from "./describe-value";
export { controlCharacterIn } from "./control-characters";
export { CODE_WORDS, codeInWords, codesInWords, fieldInWords } from "./code-words";
export { fieldMessageInWords, reasonInWords } from "./field-words";
export { codeOfValue, PAYMENT_TYPE_WORDS, payeePaymentTypesInWords, valuesInWords } from "./value-words";
export { supportReference, supportReferenceNote } from "./support-reference";
export { nounFor, plural } from "./plural";
export { dateInWords, epochMsOfExcelSerial, excelDateSerial, excelUtcSerial, isIsoDate, parseDateCell, parseIsoDate, type DateSystem } from "./dates";
export type { CellValue } from "./cell-value";
export { decimalFromCellNumber, EXCEL_SIGNIFICANT_DIGITS, typedCellNumber } from "./cell-number";
export { isOmitted, parseChoice } from "./choices";
export { FIXED_SIDES, fixedSideCurrency, parseFixedSide, type FixedSide } from "./fixed-side";
export { maskedAccountOf } from "./account-mask";
export { checkCountryCode } from "./countries";
export { holdPeriodMs } from "./hold-period";
export { purposeCodeInWords, purposeCodeOf, purposeCodeRequired, purposeDescribed } from "./purpose-code-rule";
export { rubyPattern } from "./ruby-pattern";
export {
  CONTINUE_ANYWAY_WARNING,
  payeeCheckInWords,
  payeeCheckKey,
  payeeCheckLine,
  payeeCheckRequest,
  payeeCheckScheme,
  VOP_COUNTRIES,
  type PayeeCheckAnswer,
  type PayeeCheckRequest,
  type PayeeCheckResult,
  type PayeeCheckWords,
  type PayeeDetails,
} from "./payee-check";
export { OnceEach, type OnceEachOptions } from "./once-each";
export { FirstAlone } from "./first-alone";
