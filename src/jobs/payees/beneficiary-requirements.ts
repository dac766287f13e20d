/**
 * A beneficiary checked before it is created against what its route requires, without a request per beneficiary:
 * reference/beneficiary_required_details is asked once per distinct currency, bank country and beneficiary country
 * (per account acted for) in a check, and each beneficiary is held against the answer's ways of paying, the fields
 * and patterns domain/beneficiary-form.ts reads off an entry (docs/provider-api.md §3, "Required details"). A
 * beneficiary fits when, for each payment type it asks for, it satisfies one way of its entity type; else the way it
 * came closest to says what to add or fix, in the service's codes, so the row's message reads as the service's
 * refusal would. Where the answer cannot tell — no way for the payment type and entity type, or no answer — the caller
 * asks beneficiaries/validate for that beneficiary, as before.
 */
import { FxDeskError, type BeneficiaryCreateParams, type FieldMessages } from "../../api";
import { formFieldsFor, OnceEach, type BeneficiaryFormField, type RequiredDetailsEntry } from "../../domain";
import type { KindApi } from "../engine/booking-api";

/** Bank details are always checked; the particulars a way adds (names, address…) only when the row gives its entity type, as the service does. */
const BANK_DETAIL_FIELDS: ReadonlySet<string> = new Set(["account_number", "iban", "bic_swift"]);

/** The details a beneficiary lacks or has wrong, as the service's refusal names them (docs/provider-api.md §3). */
export class BeneficiaryRequirementsRefusal extends FxDeskError {
  override readonly name = "BeneficiaryRequirementsRefusal";
  constructor(private readonly messages: FieldMessages) {
    super(Object.values(messages).flatMap((list) => list.map((message) => message.message)).join("; "));
  }

  override get fieldMessages(): FieldMessages {
    return this.messages;
  }
}

/** Fits, refused with what to change, or undefined: the required details cannot tell (ask the service). */
export type RequirementsVerdict = { fits: true } | { fits: false; refusal: BeneficiaryRequirementsRefusal } | undefined;

export class BeneficiaryRequirements {
  /** The required details of a check's routes, a few at a time as the other per-route lookups of a check. */
  private readonly asked: OnceEach<RequiredDetailsEntry[] | undefined>;

  constructor(
    private readonly api: KindApi<"reference">,
    private readonly signal?: AbortSignal,
  ) {
    // A cancelled check asks nothing more: its routes reject with the cancellation, as a cancelled request does.
    this.asked = new OnceEach({ signal });
  }

  /** How many routes' required details were asked for. */
  get count(): number {
    return this.asked.count;
  }

  async check(params: BeneficiaryCreateParams, actingAs: string | undefined): Promise<RequirementsVerdict> {
    const entries = await this.entriesFor(params, actingAs);
    return entries === undefined ? undefined : verdictOf(entries, params);
  }

  private entriesFor(params: BeneficiaryCreateParams, actingAs: string | undefined): Promise<RequiredDetailsEntry[] | undefined> {
    const route = { currency: params.currency, bank_account_country: params.bank_country, beneficiary_country: params.beneficiary_country ?? params.bank_country };
    const key = [actingAs ?? "", route.currency, route.bank_account_country, route.beneficiary_country].join("|").toUpperCase();
    return this.asked.ask(key, () =>
      this.api.reference.beneficiaryRequiredDetails(route, { onBehalfOf: actingAs, signal: this.signal }).then(
        (answer) => answer.details,
        (error: unknown) => {
          // A cancelled check ends; any other failure leaves the route to the service's own validation.
          if (this.signal?.aborted === true) throw error;
          return undefined;
        },
      ),
    );
  }
}

type Problem = { field: string; code: string; message: string };

function verdictOf(entries: readonly RequiredDetailsEntry[], params: BeneficiaryCreateParams): RequirementsVerdict {
  const entity = params.beneficiary_entity_type;
  const problems: Problem[] = [];
  for (const paymentType of params.payment_types ?? ["regular"]) {
    const ways = entries.filter((entry) => entry.payment_type === paymentType && (entry.beneficiary_entity_type === undefined || entry.beneficiary_entity_type === (entity ?? "company")));
    if (ways.length === 0) return undefined;
    const checked = ways.map((way) => problemsOf(way, params, entity !== undefined));
    if (checked.some((list) => list.length === 0)) continue;
    const closest = checked.reduce((best, list) => (list.length < best.length ? list : best));
    for (const problem of closest) if (!problems.some((known) => known.field === problem.field && known.code === problem.code)) problems.push(problem);
  }
  if (problems.length === 0) return { fits: true };
  const messages: FieldMessages = {};
  for (const { field, code, message } of problems) messages[field] = [...(messages[field] ?? []), { code, message, params: {} }];
  return { fits: false, refusal: new BeneficiaryRequirementsRefusal(messages) };
}

function problemsOf(way: RequiredDetailsEntry, params: BeneficiaryCreateParams, withParticulars: boolean): Problem[] {
  const problems: Problem[] = [];
  const values = params as unknown as Readonly<Record<string, unknown>>;
  for (const field of formFieldsFor(way)) {
    if (field.routingCodeType !== undefined) {
      const problem = routingProblem(field, params);
      if (problem !== undefined) problems.push(problem);
      continue;
    }
    if (!BANK_DETAIL_FIELDS.has(field.field) && !withParticulars) continue;
    const raw = values[field.field];
    const value = Array.isArray(raw) ? raw.join(" ") : typeof raw === "string" ? raw.trim() : "";
    if (value === "") problems.push({ field: field.field, code: `${field.field}_is_missing`, message: `${field.label} is missing` });
    else {
      const wrong = field.check?.(value);
      if (wrong !== undefined) problems.push({ field: field.field, code: `${field.field}_is_invalid`, message: wrong });
    }
  }
  return problems;
}

/** A routing code is sent as a type and a value in slot 1 or 2; the service words its problems under `routing_code`. */
function routingProblem(field: BeneficiaryFormField, params: BeneficiaryCreateParams): Problem | undefined {
  const type = field.routingCodeType as string;
  const value = params.routing_code_type_1 === type ? params.routing_code_value_1 : params.routing_code_type_2 === type ? params.routing_code_value_2 : undefined;
  if (value === undefined || value.trim() === "") return { field: "routing_code", code: `${type}_is_missing`, message: `${field.label} is missing` };
  const wrong = field.check?.(value);
  return wrong === undefined ? undefined : { field: "routing_code", code: `${type}_is_invalid`, message: wrong };
}
