/**
 * Purpose codes of payment rows (docs/provider-api.md §15): a row whose currency and bank country require one, or
 * that gives one, is checked against the codes reference/payment_purpose_codes lists for its currency, its payee's
 * bank country and entity type — asked once per distinct route in a check (purpose-code-lists.ts). A missing or
 * unlisted code is refused before sending, naming the codes allowed; each row that must give one is offered its route's codes
 * (purpose-code-drop-downs.ts).
 */
import type { PaymentPurposeCode } from "../../../api/schemas";
import { purposeCodeInWords, purposeCodeRequired, purposeDescribed } from "../../../domain";
import { countryInSentence } from "../../../domain/countries";
import { describeNeededCell, type ColumnNames, type PaymentOrder } from "../../../domain/orders";
import type { KindApi } from "../../engine/kind-kit";
import { describeFailure } from "../../error-text";
import type { PayeeRoute } from "./payee-route";
import { PurposeCodeLists } from "./purpose-code-lists";

export interface PurposeCodeRow {
  row: number;
  order: PaymentOrder;
  route: PayeeRoute;
}

/** The codes one route allows, and the rows that must give one of them. */
export interface PurposeCodeList {
  /** The route in words (currency, bank country, payee type): the same route has the same name in every check. */
  name: string;
  /** The codes it allows as a person picks them: in words, with the provider's description. */
  codes: string[];
  rows: number[];
}

export interface PurposeCodeCheck {
  /** Rows whose purpose code is missing or not allowed, each with the message written beside it. */
  refusals: Map<number, string>;
  /** Per route that requires a code and lists some, its codes and its rows, top to bottom by first row. */
  lists: PurposeCodeList[];
  /** Rows whose route requires no code, or lists none (the code is free text there): no list to offer. */
  free: number[];
}

export async function checkPurposeCodes(api: KindApi<"reference">, rows: readonly PurposeCodeRow[], columns: ColumnNames): Promise<PurposeCodeCheck> {
  const routes = new PurposeCodeLists(api);
  const refusals = new Map<number, string>();
  const lists = new Map<string, PurposeCodeList>();
  const free: number[] = [];
  await Promise.all(
    rows.map(async ({ row, order, route }) => {
      const required = purposeCodeRequired(order.currency, route.bankCountry, route.paymentType);
      if (!required && order.purposeCode === undefined) {
        free.push(row);
        return;
      }
      const key = [order.currency, route.bankCountry, route.entityType ?? ""].join("|");
      let codes: PaymentPurposeCode[];
      try {
        codes = await routes.codes({ currency: order.currency, bankCountry: route.bankCountry, entityType: route.entityType });
      } catch (error) {
        refusals.set(row, `${columns.name("purpose_code")}: could not be checked — ${describeFailure(error, columns)}`);
        return;
      }
      const refusal = purposeCodeRefusal(order, route, codes, required, columns);
      if (refusal !== undefined) refusals.set(row, refusal);
      if (!required || codes.length === 0) {
        free.push(row);
        return;
      }
      let list = lists.get(key);
      if (list === undefined) lists.set(key, (list = { name: routeName(order.currency, route), codes: choicesOf(codes), rows: [] }));
      list.rows.push(row);
    }),
  );
  // Answers arrive in any order: lists and rows go top to bottom, so a check writes the same lists the same way.
  const byRow = (a: number, b: number) => a - b;
  const ordered = [...lists.values()].map((list) => ({ ...list, rows: list.rows.sort(byRow) })).sort((a, b) => byRow(a.rows[0] ?? 0, b.rows[0] ?? 0));
  return { refusals, lists: ordered, free: free.sort(byRow) };
}

/**
 * "Purpose codes: INR to companies in India": what the route's column on the lists sheet is headed, in words as
 * every header a person may read (issue 43; the sheet is hidden, but one unhide away). A sheet an earlier version
 * headed "Purpose codes: INR to IN, company" keeps that column; the next check writes the route's list under the
 * new header, and the cells it offers the list to point there.
 */
function routeName(currency: string, route: PayeeRoute): string {
  const payees = route.entityType === undefined ? "" : `${route.entityType === "company" ? "companies" : "individuals"} in `;
  return `Purpose codes: ${currency} to ${payees}${countryInSentence(route.bankCountry)}`;
}

function purposeCodeRefusal(order: PaymentOrder, route: PayeeRoute, codes: readonly PaymentPurposeCode[], required: boolean, columns: ColumnNames): string | undefined {
  const whose = `${route.paymentType === "priority" ? "Swift " : ""}${order.currency} payments to ${route.entityType === undefined ? "" : `${route.entityType === "company" ? "companies" : "individuals"} in `}${countryInSentence(route.bankCountry)}`;
  const allowed = allowedInWords(codes);
  const given = order.purposeCode;
  if (given === undefined) {
    return describeNeededCell(columns, "purpose_code", `${whose} need a purpose code: ${allowed}`);
  }
  // A route that lists no codes takes the code as free text (the service checks only listed ones).
  if (codes.length === 0 || codes.some((code) => code.purpose_code === given.trim())) return undefined;
  return `${columns.name("purpose_code")}: "${purposeCodeInWords(given)}" is not a purpose ${whose} can give — ${required ? "" : "leave it blank or "}use ${allowed}`;
}

/** The drop-down's choices: each code once, in words with the provider's description (domain/purpose-code-rule.ts). */
function choicesOf(codes: readonly PaymentPurposeCode[]): string[] {
  const described = new Map(codes.map((code) => [code.purpose_code, code.purpose_description]));
  return [...described].map(([code, description]) => purposeCodeInWords(code, description));
}

/** "one of Goods (Trade settlement for goods), Travel, …": each code once, with what it means where that says more. */
function allowedInWords(codes: readonly PaymentPurposeCode[]): string {
  const described = new Map(codes.map((code) => [code.purpose_code, code.purpose_description]));
  if (described.size === 0) return "the service lists none for them — ask the provider which code to use";
  const said = [...described].map(([code, description]) => {
    const words = purposeCodeInWords(code);
    return purposeDescribed(description, words) ? `${words} (${description})` : words;
  });
  return `one of ${said.join(", ")}`;
}
