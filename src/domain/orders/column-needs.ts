/**
 * Messages for values a row lacks, in the terms of the person who fixes the sheet: the columns to add when the
 * sheet has none, the cells to fill when it has, and the value that makes them needed ("GBP payments to the UK").
 */
import { ROUTING_CODE_TYPE_WORDS, type RoutingCodeType } from "../bank-details";
import { countryInSentence } from "../countries";
import { codeInWords } from "../code-words";
import { PAYMENT_TYPE_WORDS } from "../value-words";
import { routingTypeOfHeader, type ColumnNames } from "./column-names";
import { ROUTING_CODE_HEADERS } from "./order-fields";
import type { BankDetails, PaymentType } from "./payment-order";

/** A bank detail a payment route needs: its column and, for a routing code, the type of code. */
export interface BankDetailNeed {
  field: string;
  routingType?: RoutingCodeType;
}

/** What decides which bank details a beneficiary needs: the currency paid, the bank's country, the payment types. */
export interface PaymentRoute {
  currency: string;
  bankCountry: string;
  paymentTypes: readonly PaymentType[];
}

/** "GBP payments to the UK"; "Swift EUR payments to Germany" when every payment of the route is Swift (priority), in the words of PAYMENT_TYPE_WORDS. */
export function describeRoute(route: PaymentRoute): string {
  const priority = route.paymentTypes.length > 0 && route.paymentTypes.every((type) => type === "priority");
  return `${priority ? `${codeInWords("priority", PAYMENT_TYPE_WORDS)} ` : ""}${route.currency} payments to ${countryInSentence(route.bankCountry)}`;
}

/** One cell a row must fill: "add a Bank country column — why" without a column, "Bank country is empty — why" with one. */
export function describeNeededCell(columns: ColumnNames, field: string, why: string): string {
  const name = columns.name(field);
  return columns.isMapped(field) ? `${name} is empty — ${why}` : `add ${withArticle(name)} column — ${why}`;
}

/**
 * What to add or fill so a route gets the bank details it needs, as sentences:
 * "add Account number and Sort code columns for GBP payments to the UK", "Account number is empty — GBP payments
 * to the UK need it", "GBP payments to the UK need a Sort code, not an ABA — set Routing code type to Sort code".
 */
export function describeBankDetailNeeds(needs: readonly BankDetailNeed[], details: BankDetails, route: PaymentRoute, columns: ColumnNames): string[] {
  const whom = describeRoute(route);
  const toAdd: string[] = [];
  const toFill: string[] = [];
  const sentences: string[] = [];
  for (const need of uniqueNeeds(needs)) {
    if (need.routingType === undefined) {
      (columns.isMapped(need.field) ? toFill : toAdd).push(columns.name(need.field));
      continue;
    }
    const wanted = need.routingType;
    const wantedName = ROUTING_CODE_HEADERS[wanted];
    const typeColumn = columns.name("routing_code_type");
    const given = details.routingCodeValue === undefined ? undefined : details.routingCodeType;
    if (given !== undefined && given !== wanted) {
      const fix = columns.isMapped("routing_code_type") ? `set ${typeColumn} to ${ROUTING_CODE_TYPE_WORDS[wanted]}` : `add ${withArticle(wantedName)} column`;
      sentences.push(`${whom} need ${withArticle(wantedName)}, not ${withArticle(ROUTING_CODE_HEADERS[given])} — ${fix}`);
      continue;
    }
    if (!columns.isMapped("routing_code_value")) {
      toAdd.push(wantedName);
      continue;
    }
    const valueColumn = columns.name("routing_code_value");
    const headerType = routingTypeOfHeader(valueColumn);
    if (headerType === wanted) toFill.push(valueColumn);
    else if (headerType !== undefined) toAdd.push(wantedName);
    else {
      const withType = columns.isMapped("routing_code_type") ? `${typeColumn} ${ROUTING_CODE_TYPE_WORDS[wanted]}` : `a ${typeColumn} column saying ${ROUTING_CODE_TYPE_WORDS[wanted]}`;
      sentences.push(`${valueColumn} is empty — ${whom} need ${withArticle(wantedName)} there, with ${withType}`);
    }
  }
  const added = toAdd.length === 0 ? [] : [toAdd.length === 1 ? `add ${withArticle(toAdd[0] as string)} column for ${whom}` : `add ${listed(toAdd)} columns for ${whom}`];
  const filled = toFill.length === 0 ? [] : [toFill.length === 1 ? `${toFill[0]} is empty — ${whom} need it` : `${listed(toFill)} are empty — ${whom} need them`];
  return [...added, ...filled, ...sentences];
}

function uniqueNeeds(needs: readonly BankDetailNeed[]): BankDetailNeed[] {
  const seen = new Set<string>();
  return needs.filter((need) => {
    const key = `${need.field}|${need.routingType ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "A", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** "an IBAN", "a Sort code": names are headers, so the article follows their first letter. */
function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? "an" : "a"} ${name}`;
}
