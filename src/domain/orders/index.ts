/** Pure rules of order sheets: fields and their columns, row → order parsing, duplicates, request keys. */
export { BENEFICIARY_FIELDS, CONVERSION_FIELDS, PAYMENT_FIELDS, ROUTING_CODE_HEADERS, type FieldSet, type OrderField } from "./order-fields";
export { ColumnNames, routingTypeOfHeader } from "./column-names";
export { changeInWords, type CellsByField } from "./change-words";
export { describeBankDetailNeeds, describeNeededCell, describeRoute, type BankDetailNeed, type PaymentRoute } from "./column-needs";
export { isComplete, mapColumns, normalizeHeader, type ColumnMapping, type MappingCorrections } from "./column-mapping";
export { cellDate, cellText, isBlank, type CellContents } from "./cell-text";
export { OrderCells } from "./order-cells";
export { describeProblems, ProblemCollector, type RowProblem } from "./row-problems";
export { parseConversionOrder, type ConversionOrder, type ParsedOrder } from "./conversion-order";
export { BOTH_PAYMENT_TYPES, parseBeneficiaryOrder, type BeneficiaryOrder } from "./beneficiary-order";
export { CLIENT_FIELDS, parseClientOrder, type ClientOrder } from "./client-order";
export { ENTITY_TYPES_IN_WORDS, parsePaymentOrder, PAYMENT_TYPES_IN_WORDS, type BankDetails, type BeneficiaryRef, type PaymentOrder, type PaymentType } from "./payment-order";
export { beneficiaryLabel, findDuplicatePayments, normalizedReference, paymentSignature, type DuplicateGroup } from "./duplicate-payments";
export { isRequestKey, newRunId, requestKey } from "./request-keys";
export { TEXT_LIMITS } from "./text-limits";
