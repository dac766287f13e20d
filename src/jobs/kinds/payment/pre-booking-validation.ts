/**
 * The service's own check of the payments a run would book (payments/validate), before anything is booked: one
 * request per payment route, not per row. docs/provider-api.md §18 says what a route is, which of validate's answers
 * depend on a row's own amount, reason or reference, and why asking about a route's hardest payment answers its rows.
 */
import Decimal from "decimal.js";
import { BadRequestError, type PaymentValidateParams } from "../../../api";
import { fieldMessagesOf, OnceEach, type FieldMessageAt } from "../../../domain";
import type { ColumnNames, PaymentOrder } from "../../../domain/orders";
import type { KindApi } from "../../engine/kind-kit";
import { describeFailure } from "../../error-text";
import { REQUESTS_IN_FLIGHT } from "../../engine/kind-kit";
import { paymentFields } from "./payment-fields";
import { isSwiftText } from "./swift-characters";

/** A row to validate: its order and the saved beneficiary it pays. */
export interface RowToValidate {
  row: number;
  order: PaymentOrder;
  beneficiaryId: string;
}

/** What validating the rows found: each refused row with its message, and how many requests it took. */
export interface RowValidation {
  refused: Map<number, string>;
  requests: number;
}

/** One question for validate: what is sent, for whom, and the key that says when two questions are one. */
interface Question {
  params: PaymentValidateParams;
  onBehalfOf: string | undefined;
  key: string;
}

/**
 * Validate's answer to one question: undefined when it passed, else the refusal in words and what it is about — the
 * route (alike for every row of it), the amount alone (an upper bound: every smaller amount of the route passes it),
 * or possibly anything of the payment's own (its texts, or a refusal naming no field).
 */
type Answer = { message: string; about: "route" | "amount" | "payment" } | undefined;

/**
 * The fields whose refusal is about the route, whatever the row's amount, reason and reference: every row of the route
 * sends them alike, so the service answers them alike (SW ValidatePayment's x-errors, by category; docs/provider-api.md §18).
 */
const ROUTE_FIELDS = new Set([
  "currency",
  "beneficiary_id",
  "beneficiary_currency",
  "beneficiary_country_code",
  "payment_type",
  "purpose_code",
  "conversion_id",
  "charge_type",
  "on_behalf_of",
  "payer_country_code",
]);

/** Codes under a route field that depend on the amount all the same (SW ValidatePayment: under conversion_id). */
const PER_PAYMENT_CODES = new Set(["invalid_amount_for_conversion"]);

/** What every row of a route sends alike: the create's fields (payment-fields.ts) less the date, amount, reason and reference. */
function routeOf(entry: RowToValidate): { params: PaymentValidateParams; onBehalfOf: string | undefined } {
  const { order } = entry;
  // Without its date: the run may move a row to its funding conversion's date, and a date that is good at Check can
  // pass before Book, so the date is the create's to judge (docs/provider-api.md §18).
  return { params: paymentFields(order, entry.beneficiaryId, order.conversionId, undefined), onBehalfOf: order.actingAs };
}

function questionOf(params: PaymentValidateParams, onBehalfOf: string | undefined): Question {
  return { params, onBehalfOf, key: JSON.stringify([onBehalfOf ?? null, { ...params, amount: new Decimal(params.amount).toFixed() }]) };
}

/** A row's own question: exactly what its create will send (less the date and the key). */
function ownQuestion(entry: RowToValidate): Question {
  const route = routeOf(entry);
  return questionOf(route.params, route.onBehalfOf);
}

/**
 * The rows that one question answers: rows of one route whose reason and reference are in SWIFT's character set
 * share it; a row with any other character shares only with rows of that exact reason and reference (the characters a
 * route accepts are the service's to say: docs/provider-api.md §18, an Assumption).
 */
function groupKey(entry: RowToValidate): string {
  const { params, onBehalfOf } = routeOf(entry);
  const { amount: _amount, reason, reference, ...route } = params;
  const texts = isSwiftText(reason) && isSwiftText(reference) ? null : [reason, reference];
  // A third decimal (KWD, OMR…: ISO 4217 allows it, the provider's recorded currency list does not) is asked about
  // apart: a decimals rule is no upper bound on the amount (docs/provider-api.md §18, "Checked on every row").
  const decimals = entry.order.amount.decimalPlaces();
  return JSON.stringify([onBehalfOf ?? null, route, texts, decimals > 2 ? decimals : null]);
}

/**
 * The group's hardest payment: its largest amount, longest reason and longest reference, each a row's own. Every
 * amount and length rule validate documents is an upper bound (docs/provider-api.md §18), so if this passes, so does
 * every row of the group.
 */
function hardestQuestion(group: readonly RowToValidate[]): Question {
  const first = group[0] as RowToValidate;
  const route = routeOf(first);
  let { amount } = first.order;
  let { reason, reference } = first.order;
  for (const { order } of group) {
    if (order.amount.greaterThan(amount)) amount = order.amount;
    if (order.reason.length > reason.length) reason = order.reason;
    if (order.reference.length > reference.length) reference = order.reference;
  }
  return questionOf({ ...route.params, amount, reason, reference }, route.onBehalfOf);
}

/** Which of a refusal's messages are about the route: no row of it could be answered otherwise. */
const aboutTheRoute = (message: FieldMessageAt) => (ROUTE_FIELDS.has(message.field) || message.field.startsWith("payer_")) && !PER_PAYMENT_CODES.has(message.code);
/** Which are about the amount alone, each an upper bound (docs/provider-api.md §18): `payment_above_limit`, `invalid_amount_for_conversion`. */
const aboutTheAmount = (message: FieldMessageAt) => message.field === "amount" || PER_PAYMENT_CODES.has(message.code);

function whatItIsAbout(error: BadRequestError): "route" | "amount" | "payment" {
  const messages = fieldMessagesOf(error);
  if (messages.length === 0) return "payment";
  if (messages.every(aboutTheRoute)) return "route";
  return messages.every((message) => aboutTheRoute(message) || aboutTheAmount(message)) ? "amount" : "payment";
}

/**
 * The largest amount of the group that passes, found by halving its distinct amounts (every amount rule is an upper
 * bound, so the amounts that pass are the smallest ones): undefined when none does. Asked with the group's longest
 * texts, so a pass answers every row up to that amount. The largest, `hardest`'s, was refused already.
 */
async function largestPassing(group: readonly RowToValidate[], hardest: Question, ask: (question: Question) => Promise<Answer>): Promise<Decimal | undefined> {
  const amounts = [...new Map(group.map(({ order }) => [order.amount.toFixed(), order.amount])).values()].sort((a, b) => a.comparedTo(b));
  let passing = -1;
  let refused = amounts.length - 1;
  while (refused - passing > 1) {
    const middle = Math.floor((passing + refused) / 2);
    const answer = await ask(questionOf({ ...hardest.params, amount: amounts[middle] as Decimal }, hardest.onBehalfOf));
    if (answer === undefined) passing = middle;
    else refused = middle;
  }
  return amounts[passing];
}

/** What a row that needs strong customer authentication is told (payments/validate's `x-sca-required: true`). */
export const NEEDS_SCA =
  "needs strong customer authentication: the provider texts a one-time code to confirm it, which FX Desk cannot take, so it was not sent. Make this payment in the provider's own online platform";

/**
 * Asks payments/validate once per group of rows (one route, usually: groupKey) about its hardest payment. A pass, or a
 * refusal of the route, answers every row of the group. A refusal of the amount finds the largest amount that passes
 * (a few requests, halving) and asks each row above it its own question; a refusal that may be about a text (or says
 * no field) asks each distinct row of the group its own, so each row gets its own answer. A failure to ask is the
 * message of every row of the group. Each field is named by the sheet's column (error-text.ts). `passed` hears of each
 * row as soon as validate has passed it, so what the check asks next about the row need not wait for every other row.
 */
export async function validateRows(api: KindApi<"payments">, rows: readonly RowToValidate[], columns: ColumnNames, passed: (row: number) => void = () => undefined): Promise<RowValidation> {
  // As many at once as a run sends: the client's budget paces them (engine/requests-in-flight.ts).
  const answers = new OnceEach<Answer>({ concurrency: REQUESTS_IN_FLIGHT });
  let requests = 0;
  const ask = (question: Question): Promise<Answer> =>
    answers.ask(question.key, async () => {
      requests += 1;
      try {
        const checked = await api.payments.validate(question.params, { onBehalfOf: question.onBehalfOf });
        // FX Desk has no strong customer authentication flow: a payment that needs one is never sent half-done (its
        // create would be refused without the texted code). The account is in scope, so every row of the route is.
        return checked.sca.required ? { message: NEEDS_SCA, about: "route" } : undefined;
      } catch (error) {
        // A 400 is the service's refusal of these values; anything else says nothing about them.
        const said = describeFailure(error, columns);
        if (!(error instanceof BadRequestError)) return { message: `could not be checked with the service — ${said}`, about: "route" };
        return { message: `the service would refuse this payment: ${said}`, about: whatItIsAbout(error) };
      }
    });
  const groups = new Map<string, RowToValidate[]>();
  for (const entry of rows) {
    const key = groupKey(entry);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [entry]);
    else group.push(entry);
  }
  const refused = new Map<number, string>();
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const hardest = hardestQuestion(group);
      const answer = await ask(hardest);
      if (answer === undefined) {
        for (const entry of group) passed(entry.row);
        return;
      }
      if (answer.about === "route") {
        for (const entry of group) refused.set(entry.row, answer.message);
        return;
      }
      // Refused for its amount: the rows up to the largest amount that passes pass too; each row above it is asked its own.
      const passes = answer.about === "amount" ? await largestPassing(group, hardest, ask) : undefined;
      const above = (entry: RowToValidate) => passes === undefined || entry.order.amount.greaterThan(passes);
      for (const entry of group) if (!above(entry)) passed(entry.row);
      await Promise.all(
        group.filter(above).map(async (entry) => {
          const own = await ask(ownQuestion(entry));
          if (own !== undefined) refused.set(entry.row, own.message);
          else passed(entry.row);
        }),
      );
    }),
  );
  return { refused, requests };
}
