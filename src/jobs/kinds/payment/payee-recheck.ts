/**
 * A payee name check covers exactly what it checked (docs/provider-api.md §16): just before a payment is created, the
 * payee the service will pay is compared with the details its check was of (PayeeCheckNote.checkedAs). A saved
 * payee is read again — once per distinct payee for each block of rows paid to it, not once a row —; a payee the run
 * creates (or finds saved meanwhile by its bank details) is compared as the service answered it. Anything different
 * — account, sort code, IBAN, bank country, currency, name or entity type — holds the row: nothing is paid, and the
 * next check asks the name check again of the payee as it is then. Nothing here clears a hold: a held row is held
 * until a check of the sheet says otherwise.
 */
import { NotFoundError } from "../../../api";
import type { Beneficiary } from "../../../api/schemas";
import type { PaymentOrder } from "../../../domain/orders";
import type { KindApi } from "../../engine/booking-api";
import type { ReadyRow } from "../../engine/row-plan";
import type { RunCallOptions } from "../../engine/run-booking";
import { payeeCheckedAs } from "../../payee-checks";

/**
 * Rows served by one reading of a payee before it is read again: the engine's smallest block of rows read again
 * before sending is 16 (run-booking.ts, at its default concurrency of 8), so a block of that size never reads a
 * payee twice, and a long run reads it again often enough to see a change made while it goes.
 */
export const ROWS_PER_READING = 16;

/** What the request of a check names, in words, for the message of a held row. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  currency: "currency",
  bank_country: "bank country",
  account_number: "account number",
  routing_code_type_1: "sort code",
  routing_code_value_1: "sort code",
  iban: "IBAN",
  beneficiary_entity_type: "whether it is a company or a person",
  beneficiary_company_name: "name",
  beneficiary_first_name: "name",
  beneficiary_last_name: "name",
  payment_type: "payment type",
};

interface Reading {
  answer: Promise<Beneficiary | undefined>;
  uses: number;
}

export class PayeeRecheck {
  private readonly readings = new Map<string, Reading>();

  constructor(private readonly api: KindApi<"beneficiaries">) {}

  /**
   * Why the row must not be paid to `beneficiary` now, or undefined when its payee is still the one checked (or its
   * payment needed no check). `fresh`: the service has just answered `beneficiary` (created or found by the run).
   */
  async holdReason(plan: ReadyRow<PaymentOrder>, beneficiary: Beneficiary, fresh: boolean, options: RunCallOptions): Promise<string | undefined> {
    const checkedAs = plan.payeeCheck?.checkedAs;
    if (checkedAs === undefined) return undefined;
    const payee = fresh ? beneficiary : await this.read(beneficiary.id, plan.order.actingAs, options);
    if (payee === undefined) return "not paid: the payee was deleted since the name check — check again";
    const now = payeeCheckedAs({ ...payee, payment_types: [plan.order.paymentType ?? "regular"] });
    if (now === checkedAs) return undefined;
    // A payee the run was to create may be found saved by its bank details instead, under another payee's name.
    if (fresh) return `not paid: a saved payee, ${payee.name}, has these bank details but not what the name check was of (${changedWords(checkedAs, now)}) — check again`;
    return `not paid: the payee's bank details changed since the name check (${changedWords(checkedAs, now)}) — check again`;
  }

  /** The payee as the service holds it now: one read serves the next ROWS_PER_READING rows paid to it. */
  private read(id: string, actingAs: string | undefined, options: RunCallOptions): Promise<Beneficiary | undefined> {
    const key = `${actingAs ?? ""}|${id}`;
    let reading = this.readings.get(key);
    if (reading === undefined || reading.uses >= ROWS_PER_READING) {
      const answer = this.api.beneficiaries.get(id, { onBehalfOf: actingAs, ...options }).catch((error: unknown) => {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      });
      reading = { answer, uses: 0 };
      this.readings.set(key, reading);
      // A reading that failed is not kept: the next row reads again.
      const failed = reading;
      answer.catch(() => {
        if (this.readings.get(key) === failed) this.readings.delete(key);
      });
    }
    reading.uses += 1;
    return reading.answer;
  }
}

/** Which of the checked details differ, in words ("account number, name"). */
function changedWords(checkedAs: string, now: string | undefined): string {
  if (now === undefined) return "it is no longer paid by a route the name check covers";
  const before = JSON.parse(checkedAs) as Record<string, unknown>;
  const after = JSON.parse(now) as Record<string, unknown>;
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  const words = [...fields].filter((field) => before[field] !== after[field]).map((field) => FIELD_WORDS[field] ?? field.replace(/_/g, " "));
  return [...new Set(words)].join(", ");
}
