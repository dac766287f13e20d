/**
 * A payee name check covers exactly what it checked (docs/provider-api.md §16): just before a payment is created, the
 * payee the service will pay is compared with the details its check was of (PayeeCheckNote.checkedAs). Saved payees
 * are read again for each block of rows as the engine reads that block again before sending it (KindRunCalls
 * .beforeSending): once per distinct payee in the block, from the account's pages when that costs fewer requests
 * than a get each (pages-while-cheaper.ts, as the check's own lookups). A payee the run creates, or finds saved
 * meanwhile by its bank details, is compared as the service answered it. Anything different — account, sort code,
 * IBAN, bank country, currency, name or entity type — holds the row: nothing is paid, and the next check asks the name
 * check again of the payee as it is then. Nothing here clears a hold: a held row is held until a check says otherwise.
 */
import { NotFoundError } from "../../../api";
import type { Beneficiary } from "../../../api/schemas";
import type { PaymentOrder } from "../../../domain/orders";
import { KnownBeneficiaries } from "../../payees/beneficiary-natural-key";
import type { KindApi, ReadyRow, RunCallOptions } from "../../engine/kind-kit";
import { payeeCheckedAs } from "../../payees/payee-checks";

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

/** A saved payee one of the run's rows pays, as the check resolved it. */
export interface SavedPayee {
  id: string;
  currency: string;
}

type Reading = Promise<Beneficiary | undefined>;

export class PayeeRecheck {
  /** The latest reading of each saved payee (by account and id): replaced by each block that pays it. */
  private readonly readings = new Map<string, Reading>();
  /** payeeCheckedAs of each payee as read, by payment type. */
  private readonly checkedAsOf = new WeakMap<Beneficiary, Map<string, string | undefined>>();

  constructor(private readonly api: KindApi<"beneficiaries">) {}

  /**
   * Reads again the saved payees these rows pay (only rows whose payee was name-checked), once each: per account and
   * currency, from the pages while that is cheaper, then a get for each payee the pages did not hold.
   */
  async readBlock(rows: readonly { plan: ReadyRow<PaymentOrder>; payee: SavedPayee }[], options: RunCallOptions): Promise<void> {
    const groups = new Map<string, { actingAs: string | undefined; currency: string; ids: Set<string> }>();
    for (const { plan, payee } of rows) {
      if (plan.payeeCheck?.checkedAs === undefined) continue;
      const group = `${plan.order.actingAs ?? ""}|${payee.currency}`;
      const entry = groups.get(group) ?? { actingAs: plan.order.actingAs, currency: payee.currency, ids: new Set<string>() };
      entry.ids.add(payee.id);
      groups.set(group, entry);
    }
    await Promise.all(
      [...groups.values()].map(async ({ actingAs, currency, ids }) => {
        const callOptions = { onBehalfOf: actingAs, ...options };
        // One payee is one get; several may come from a page or two of the account's payees.
        const known = ids.size > 1 ? await KnownBeneficiaries.read(this.api, currency, { keys: [], ids: [...ids] }, callOptions) : undefined;
        const reads = [...ids].map((id) => {
          const listed = known?.withId(id);
          const reading = listed !== undefined ? Promise.resolve(listed) : this.get(id, actingAs, options);
          this.readings.set(readingKey(actingAs, id), reading);
          return reading;
        });
        // Answered before the block's rows are read from the sheet, so nothing waits between that read and the sends.
        await Promise.allSettled(reads);
      }),
    );
  }

  /**
   * Why the row must not be paid to `beneficiary` now, or undefined when its payee is still the one checked (or its
   * payment needed no check). `fresh`: the service has just answered `beneficiary` (created or found by the run).
   */
  async holdReason(plan: ReadyRow<PaymentOrder>, beneficiary: Beneficiary, fresh: boolean, options: RunCallOptions): Promise<string | undefined> {
    const checkedAs = plan.payeeCheck?.checkedAs;
    if (checkedAs === undefined) return undefined;
    const payee = fresh ? beneficiary : await this.read(beneficiary.id, plan.order.actingAs, options);
    if (payee === undefined) return "not paid: the payee was deleted since the name check — check again";
    const now = this.checkedAsNow(payee, plan.order.paymentType ?? "regular");
    if (now === checkedAs) return undefined;
    // A payee the run was to create may be found saved by its bank details instead, under another payee's name.
    if (fresh) return `not paid: a saved payee, ${payee.name}, has these bank details but not what the name check was of (${changedWords(checkedAs, now)}) — check again`;
    return `not paid: the payee's bank details changed since the name check (${changedWords(checkedAs, now)}) — check again`;
  }

  /**
   * What a check of the payee as read would be bound to, for payments of this type: worked out once per reading and
   * type, not once per row (a block's rows share a handful of readings).
   */
  private checkedAsNow(payee: Beneficiary, paymentType: string): string | undefined {
    let byType = this.checkedAsOf.get(payee);
    if (byType === undefined) this.checkedAsOf.set(payee, (byType = new Map()));
    if (!byType.has(paymentType)) byType.set(paymentType, payeeCheckedAs({ ...payee, payment_types: [paymentType] }));
    return byType.get(paymentType);
  }

  /** The block's reading of the payee; read now when its block's reading failed or was never made. */
  private read(id: string, actingAs: string | undefined, options: RunCallOptions): Reading {
    const key = readingKey(actingAs, id);
    const reading = this.readings.get(key);
    if (reading !== undefined) return reading.catch(() => this.get(id, actingAs, options));
    const fresh = this.get(id, actingAs, options);
    this.readings.set(key, fresh);
    return fresh;
  }

  /** The payee as the service holds it now; undefined once deleted. */
  private get(id: string, actingAs: string | undefined, options: RunCallOptions): Reading {
    return this.api.beneficiaries.get(id, { onBehalfOf: actingAs, ...options }).catch((error: unknown) => {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    });
  }
}

function readingKey(actingAs: string | undefined, id: string): string {
  return `${actingAs ?? ""}|${id}`;
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
