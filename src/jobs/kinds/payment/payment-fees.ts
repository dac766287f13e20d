/**
 * What each payment of a run costs in fees, and who bears the bank charges (its charge type), asked with the fewest
 * requests: per account, one fee quote (payments/quote_payment_fee) per distinct kind of Swift payment — only a quote
 * says which charge type the account applies by default — and, for local payments, the account's fee rules
 * (reference/payment_fee_rules) once when two kinds of local payment or more would each need a quote, else the one
 * quote. docs/provider-api.md §18 says why the rules answer every local payment of an account alike.
 */
import Decimal from "decimal.js";
import pLimit from "p-limit";
import type { PaymentFeeRule } from "../../../api/schemas";
import { OnceEach } from "../../../domain";
import type { PaymentOrder, PaymentType } from "../../../domain/orders";
import { type ContactLookups, type KindApi, REQUESTS_IN_FLIGHT } from "../../engine/kind-kit";
import { describeFailure } from "../../error-text";

type FeeApi = KindApi<"payments" | "reference">;

/** Who bears the bank charges of a Swift payment; null for a local payment, which has no charge type. */
export type ChargeType = "ours" | "shared" | null;

/** One payment's fee: its amount and currency (none when the account has no fee for it) and its charge type. */
export type PaymentFee =
  | { known: true; fee: { amount: Decimal; currency: string } | undefined; chargeType: ChargeType }
  | { known: false; why: string };

/**
 * A row to price: what of its order a fee depends on and the payee's bank country (the payment's destination). A
 * payment awaiting authorisation is priced the same way, numbered as its list numbers it.
 */
export interface RowToPrice {
  row: number;
  order: Pick<PaymentOrder, "actingAs" | "currency" | "paymentType">;
  destinationCountry: string;
}

/** The fees of a run's rows, by sheet row, and the requests they took per call. */
export interface RunFees {
  byRow: Map<number, PaymentFee>;
  requests: { quotes: number; rules: number; accounts: number };
}

const FEE_CONCURRENCY = REQUESTS_IN_FLIGHT;

const paymentTypeOf = (order: RowToPrice["order"]): PaymentType => order.paymentType ?? "regular";

/** The question a quote answers for a row: its account, currency, destination and payment type. */
const questionOf = (entry: RowToPrice) => JSON.stringify([entry.order.actingAs ?? null, entry.order.currency, entry.destinationCountry, paymentTypeOf(entry.order)]);

/** `contacts`: the check's own (contact-lookups.ts), so a contact the account names read too is read once. */
export async function priceRows(api: FeeApi, rows: readonly RowToPrice[], contacts: ContactLookups): Promise<RunFees> {
  // One limit for the three kinds of question: a quote or the rules wait for their account's id outside it, not holding a turn.
  const limit = pLimit(FEE_CONCURRENCY);
  const unlimited = { concurrency: Number.POSITIVE_INFINITY };
  // The fee calls take an account id, not on_behalf_of: a sub-account's is read off the contact acted for, once per check.
  const accountIds = new OnceEach<string>(unlimited);
  const accountOf = (actingAs: string | undefined): Promise<string | undefined> =>
    actingAs === undefined ? Promise.resolve(undefined) : accountIds.ask(actingAs, () => limit(async () => (await contacts.of(actingAs)).account_id));

  const localKinds = new Map<string, Set<string>>();
  for (const entry of rows) {
    if (paymentTypeOf(entry.order) !== "regular") continue;
    const account = entry.order.actingAs ?? "";
    localKinds.set(account, (localKinds.get(account) ?? new Set()).add(questionOf(entry)));
  }
  const rules = new OnceEach<PaymentFeeRule[]>(unlimited);
  const rulesOf = (actingAs: string | undefined) =>
    rules.ask(actingAs ?? "", () =>
      accountOf(actingAs).then((accountId) => limit(async () => (await api.reference.paymentFeeRules({ account_id: accountId, payment_type: "regular" })).payment_fee_rules)),
    );
  const quotes = new OnceEach<PaymentFee>(unlimited);
  const quoteOf = (entry: RowToPrice): Promise<PaymentFee> =>
    quotes.ask(questionOf(entry), () =>
      accountOf(entry.order.actingAs).then((accountId) =>
        limit(async () => {
          const quote = await api.payments.quoteFee({ payment_currency: entry.order.currency, payment_destination_country: entry.destinationCountry, payment_type: paymentTypeOf(entry.order), account_id: accountId });
          const fee = quote.fee_amount === null || quote.fee_currency === null ? undefined : { amount: quote.fee_amount, currency: quote.fee_currency };
          return { known: true, fee, chargeType: chargeTypeOf(quote.charge_type) } satisfies PaymentFee;
        }),
      ),
    );

  const priceOne = async (entry: RowToPrice): Promise<PaymentFee> => {
    const local = paymentTypeOf(entry.order) === "regular";
    if (!local || (localKinds.get(entry.order.actingAs ?? "")?.size ?? 0) < 2) return quoteOf(entry);
    const regular = await rulesOf(entry.order.actingAs);
    // A table has one local fee; several would leave the one applied to the quote (none seen in the reference or the recordings).
    if (regular.length > 1) return quoteOf(entry);
    const [rule] = regular;
    return { known: true, fee: rule === undefined ? undefined : { amount: rule.fee_amount, currency: rule.fee_currency }, chargeType: null };
  };

  const byRow = new Map<number, PaymentFee>();
  await Promise.all(
    rows.map(async (entry) => {
      try {
        byRow.set(entry.row, await priceOne(entry));
      } catch (error) {
        byRow.set(entry.row, { known: false, why: describeFailure(error) });
      }
    }),
  );
  return { byRow, requests: { quotes: quotes.count, rules: rules.count, accounts: accountIds.count } };
}

function chargeTypeOf(text: string | null): ChargeType {
  return text === "ours" || text === "shared" ? text : null;
}

/** The fees of the rows sent, per fee currency, split by who bears the bank charges. */
export interface FeeTotal {
  currency: string;
  amount: Decimal;
  rows: number;
  byChargeType: { chargeType: ChargeType; amount: Decimal; rows: number }[];
}

/** Totals per fee currency (in currency order), and the rows whose fee is not known. */
export function feeTotals(fees: Iterable<PaymentFee>): { totals: FeeTotal[]; unknown: number; none: number } {
  const totals = new Map<string, FeeTotal>();
  let unknown = 0;
  let none = 0;
  for (const entry of fees) {
    if (!entry.known) unknown += 1;
    else if (entry.fee === undefined) none += 1;
    else {
      const total = totals.get(entry.fee.currency) ?? { currency: entry.fee.currency, amount: new Decimal(0), rows: 0, byChargeType: [] };
      total.amount = total.amount.plus(entry.fee.amount);
      total.rows += 1;
      const part = total.byChargeType.find((candidate) => candidate.chargeType === entry.chargeType);
      if (part === undefined) total.byChargeType.push({ chargeType: entry.chargeType, amount: entry.fee.amount, rows: 1 });
      else {
        part.amount = part.amount.plus(entry.fee.amount);
        part.rows += 1;
      }
      totals.set(entry.fee.currency, total);
    }
  }
  const order: ChargeType[] = ["ours", "shared", null];
  const sorted = [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  for (const total of sorted) total.byChargeType.sort((a, b) => order.indexOf(a.chargeType) - order.indexOf(b.chargeType));
  return { totals: sorted, unknown, none };
}

/** Who bears the bank charges, in a person's words. */
export function chargeTypeInWords(chargeType: ChargeType): string {
  if (chargeType === "ours") return "you pay all bank charges (ours)";
  if (chargeType === "shared") return "bank charges shared with the payee (shared)";
  return "local payment, no bank charges to share";
}
