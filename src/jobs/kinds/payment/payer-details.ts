/**
 * The payer of a payment made for a client who is not a sub-account (a fourth party; docs/provider-api.md §15):
 * which "Payer …" cells a row must fill is the service's answer to reference/payer_required_details for the payer's
 * country, entity type and payment type — asked once per distinct question in a check — as the required details
 * drive a beneficiary's fields (domain/beneficiary-form.ts). Each required cell is checked before sending: filled,
 * in the service's pattern, the identification document the route names. A row acting as a sub-account is paid as
 * that client, whose own details are the payer's: the service refuses payer fields beside on_behalf_of.
 */
import type { PayerRequirement } from "../../../api/schemas";
import { codeInWords, OnceEach, PAYMENT_TYPE_WORDS, rubyPattern } from "../../../domain";
import { countryInSentence } from "../../../domain/countries";
import { type ColumnNames, type PaymentOrder } from "../../../domain/orders";
import type { PayerDetails, PayerField } from "../../../domain/orders/payer-cells";
import { patternWords } from "../../../domain/pattern-words";
import { type KindApi, REQUESTS_IN_FLIGHT } from "../../engine/kind-kit";
import { describeFailure } from "../../error-text";
import type { PayeeRoute } from "./payee-route";

export interface PayerRow {
  row: number;
  order: PaymentOrder;
  route: PayeeRoute;
}

/** Rows whose payer is incomplete or wrong, each with the message written beside it. */
export async function checkPayers(api: KindApi<"reference">, rows: readonly PayerRow[], columns: ColumnNames): Promise<Map<number, string>> {
  const questions = new OnceEach<PayerRequirement[]>({ concurrency: REQUESTS_IN_FLIGHT });
  const refusals = new Map<number, string>();
  await Promise.all(
    rows.map(async ({ row, order, route }) => {
      const payer = order.payer;
      if (payer === undefined) return;
      const first = firstProblem(payer, order, columns);
      if (first !== undefined) {
        refusals.set(row, first);
        return;
      }
      const country = payer.payer_country as string;
      const entityType = payer.payer_entity_type as "company" | "individual";
      let details: PayerRequirement[];
      try {
        details = await questions.ask([country, entityType, route.paymentType].join("|"), async () =>
          (await api.reference.payerRequiredDetails({ payer_country: country, payer_entity_type: entityType, payment_type: route.paymentType })).details,
        );
      } catch (error) {
        refusals.set(row, `the payer's details could not be checked — ${describeFailure(error, columns)}`);
        return;
      }
      const requirement = details.find((entry) => entry.payer_entity_type === entityType && entry.payment_type === route.paymentType);
      const problems = requirement === undefined ? [] : requirementProblems(payer, requirement, `a ${codeInWords(route.paymentType, PAYMENT_TYPE_WORDS)} payment for ${entityType === "company" ? "a company" : "an individual"} in ${countryInSentence(country)}`, columns);
      if (problems.length > 0) refusals.set(row, problems.join("; "));
    }),
  );
  return refusals;
}

/** What the question needs before it can be asked: no sub-account, the payer's country and entity type. */
function firstProblem(payer: PayerDetails, order: PaymentOrder, columns: ColumnNames): string | undefined {
  if (order.actingAs !== undefined) {
    return `${columns.name("acting_as")}: a payment made as a client sub-account has that client as its payer — clear the payer columns, or pay from the house account for a client who is not a sub-account`;
  }
  const missing = (["payer_entity_type", "payer_country"] as const).filter((field) => payer[field] === undefined);
  if (missing.length === 0) return undefined;
  return needsInWords(missing, "a payment made for a client who is not a sub-account", undefined, columns).join("; ");
}

/** The required fields the row leaves empty or fills against the service's pattern, and the document the route names. */
function requirementProblems(payer: PayerDetails, requirement: PayerRequirement, whom: string, columns: ColumnNames): string[] {
  const empty: string[] = [];
  const wrong: string[] = [];
  for (const { name, validation_rule: rule } of requirement.required_fields) {
    const value = payer[name as PayerField];
    if (value === undefined) {
      empty.push(name);
      continue;
    }
    const pattern = rubyPattern(rule);
    if (pattern !== undefined && !pattern.test(value)) {
      const words = patternWords(pattern.source);
      wrong.push(`${columns.name(name)}: "${value}" is not in the form ${whom} needs${words === undefined ? "" : ` (${words})`}`);
    }
  }
  const document = requirement.payer_identification_type;
  if (document !== undefined && payer.payer_identification_type !== document) {
    if (payer.payer_identification_type === undefined) empty.push("payer_identification_type");
    else wrong.push(`${columns.name("payer_identification_type")}: ${whom} is identified by ${document.replace(/_/g, " ")}, not ${payer.payer_identification_type.replace(/_/g, " ")}`);
  }
  return [...needsInWords(empty, whom, document, columns), ...wrong];
}

/** "Payer city and Payer address are empty — …", "add Payer postcode and Payer state or province columns — …". */
function needsInWords(fields: readonly string[], whom: string, document: string | undefined, columns: ColumnNames): string[] {
  const named = (list: string[]) => list.map((field) => (field === "payer_identification_type" && document !== undefined ? `${columns.name(field)} (${document.replace(/_/g, " ")})` : columns.name(field)));
  const joined = (names: string[]) => (names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);
  const toFill = named(fields.filter((field) => columns.isMapped(field)));
  const toAdd = named(fields.filter((field) => !columns.isMapped(field)));
  return [
    ...(toFill.length === 0 ? [] : [`${joined(toFill)} ${toFill.length === 1 ? "is" : "are"} empty — ${whom} needs ${toFill.length === 1 ? "it" : "them"}`]),
    ...(toAdd.length === 0 ? [] : [`add ${joined(toAdd)} ${toAdd.length === 1 ? "column" : "columns"} — ${whom} needs ${toAdd.length === 1 ? "it" : "them"}`]),
  ];
}


