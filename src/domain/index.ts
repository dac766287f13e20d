export { InvalidInputError } from "./invalid-input";
export { isCurrencyCode, minorUnits, parseCurrency } from "./currencies";
export { marketConventionPair, pairCode, parsePair, type CurrencyPair } from "./pairs";
export { formatAmount, groupThousands, parseAmount, roundToMinorUnits, toWireDecimal } from "./money";
export { parseUuid } from "./ids";
export { checkBic, checkIban, ROUTING_CODE_TYPES, type RoutingCodeType } from "./bank-details";
export { describeValue } from "./describe-value";
export { epochMsOfExcelSerial, excelDateSerial, excelUtcSerial, isIsoDate, parseDateCell, parseIsoDate } from "./dates";
