/**
 * Resolving whom each payment row pays, once per distinct payee: a saved beneficiary by id or exact name, or one to
 * create from the row's bank details (checked against its route's required details first, and reused when the same
 * account exists under the name the row gives: a row is never paid to a payee of another name, and bank codes that
 * disagree hold it before anything is created, issue 39; so do a saved payee's own that disagree). A GB IBAN on a local GBP payment is paid to the account
 * number and sort code it holds (gb-iban-account.ts). The account's beneficiaries in each currency are read from
 * pages once for every payee of the sheet (beneficiary-natural-key.ts KnownBeneficiaries), not looked up payee by
 * payee; only what the pages could not tell is asked alone.
 */
import { type BeneficiaryCreateParams, NotFoundError } from "../../../api";
import type { Beneficiary } from "../../../api/schemas";
import { codeInWords, OnceEach, PAYMENT_TYPE_WORDS, valuesInWords } from "../../../domain";
import type { BankDetails, ColumnNames, PaymentOrder, PaymentType } from "../../../domain/orders";
import { bankDetailsHold } from "../../payees/bank-agreement";
import { describeBankDetailsRefusal } from "../../payees/bank-details-refusal";
import { BankLookups } from "../../payees/bank-lookup";
import { KnownBeneficiaries, type BeneficiaryNaturalKey } from "../../payees/beneficiary-natural-key";
import { BeneficiaryRequirements } from "../../payees/beneficiary-requirements";
import { type KindApi, REQUESTS_IN_FLIGHT } from "../../engine/kind-kit";
import { describeFailure } from "../../error-text";
import { withGbIbanAccount } from "./gb-iban-account";

/** What resolving payees reads: beneficiaries, and the required details of the routes of payees to create. */
type PayeeApi = KindApi<"beneficiaries" | "reference">;

/** Who a payment row pays, once looked up: an existing beneficiary, or one to create from the row's bank details. */
export type ResolvedBeneficiary =
  | { kind: "existing"; beneficiary: Beneficiary }
  | { kind: "new"; params: BeneficiaryCreateParams; signature: string };

type Resolution = { ok: true; target: ResolvedBeneficiary } | { ok: false; message: string };

/**
 * Resolves the beneficiary of every payment row, asking the service once per distinct id, name or set of bank
 * details (per acting-as account), and checks the payment against it: currency and payment type. Messages name
 * the sheet's columns as `columns` does, and rows by `sheetRows` (0-based, one per order). Bank codes are looked up
 * through `banks`, which the check's review shares.
 */
export async function resolveBeneficiaries(
  api: PayeeApi,
  orders: readonly PaymentOrder[],
  columns: ColumnNames,
  { sheetRows, banks = new BankLookups(api.reference) }: { sheetRows: readonly number[]; banks?: BankLookups },
): Promise<Resolution[]> {
  // As many payees looked up at once as a run sends requests (engine/requests-in-flight.ts).
  const lookups = new OnceEach<Resolution>({ concurrency: REQUESTS_IN_FLIGHT });

  // Bank-detail rows sharing one account become one beneficiary allowing every payment type they use.
  // One account is one payee: a later row naming it otherwise is held (it would be paid to the first row's name).
  const typesBySignature = new Map<string, Set<PaymentType>>();
  const nameBySignature = new Map<string, { name: string; row: number }>();
  const otherName = new Map<number, { name: string; row: number }>();
  orders.forEach((order, index) => {
    if (order.beneficiary.kind !== "bank") return;
    const details = paidDetails(order.beneficiary.details, order);
    const signature = bankSignature(details, order.currency, order.actingAs);
    const types = typesBySignature.get(signature) ?? new Set();
    types.add(order.paymentType ?? "regular");
    typesBySignature.set(signature, types);
    const first = nameBySignature.get(signature);
    if (first === undefined) nameBySignature.set(signature, { name: details.name, row: sheetRows[index] ?? index });
    else if (!sameName(first.name, details.name)) otherName.set(index, first);
  });

  const known = knownPerSlot(api, orders);
  const requirements = new BeneficiaryRequirements(api);
  return Promise.all(
    orders.map(async (order, index) => {
      const ref = order.beneficiary;
      const scope = order.actingAs ?? "";
      let resolution: Resolution;
      if (ref.kind === "id") {
        resolution = await lookups.ask(`id:${scope}:${ref.id}`, async () => (await fromPages(known(order), (pages) => pages.withId(ref.id))) ?? byId(api, ref.id, order.actingAs, columns));
      } else if (ref.kind === "name") {
        resolution = await lookups.ask(`name:${scope}:${ref.name.toLowerCase()}:${order.currency}`, async () => (await fromPages(known(order), (pages) => byNameIn(pages, ref.name, columns))) ?? byName(api, ref.name, order.currency, order.actingAs, columns));
      } else {
        const details = paidDetails(ref.details, order);
        const signature = bankSignature(details, order.currency, order.actingAs);
        const types = [...(typesBySignature.get(signature) ?? new Set(["regular" as const]))].sort();
        const first = otherName.get(index);
        resolution =
          first !== undefined
            ? { ok: false, message: `${nameColumn(columns)}: the bank details in this row are those of "${first.name}" in row ${first.row + 1}; this row names "${details.name}": one account is one payee — use one name for both rows, or change the bank details` }
            : await lookups.ask(`bank:${signature}`, () => byBankDetails(api, known(order), requirements, banks, ref.details, details, order.currency, types, order.actingAs, signature, columns));
      }
      return resolution.ok ? savedDetailsAgree(banks, checkPayable(resolution.target, order, columns), columns) : resolution;
    }),
  );
}

/**
 * A saved payee is paid only when its own bank details agree (issue 39 point 5): one saved outside FX Desk (through
 * the service's API or its website) may carry an IBAN and a BIC or sort code of different banks, or a bank country
 * its IBAN does not name. The row is held naming both; each code is looked up once per check (`banks`).
 */
async function savedDetailsAgree(banks: BankLookups, resolution: Resolution, columns: ColumnNames): Promise<Resolution> {
  if (!resolution.ok || resolution.target.kind !== "existing") return resolution;
  const { beneficiary } = resolution.target;
  const hold = await bankDetailsHold(banks, beneficiary);
  if (hold === undefined) return resolution;
  return {
    ok: false,
    message: `${nameColumn(columns)}: the bank details saved for payee "${beneficiary.name}" do not agree — ${hold.words} in the Beneficiaries tab; nothing is paid to this payee until they agree`,
  };
}

/** Per account and currency, its beneficiaries for every payee the rows name there: read from pages on first use, once. */
function knownPerSlot(api: PayeeApi, orders: readonly PaymentOrder[]): (order: PaymentOrder) => Promise<KnownBeneficiaries> {
  const slotOf = (order: PaymentOrder) => `${order.actingAs ?? ""}|${order.currency}`;
  const wanted = new Map<string, { keys: BeneficiaryNaturalKey[]; names: string[]; ids: string[] }>();
  for (const order of orders) {
    const slot = wanted.get(slotOf(order)) ?? { keys: [], names: [], ids: [] };
    const ref = order.beneficiary;
    if (ref.kind === "id") slot.ids.push(ref.id);
    else if (ref.kind === "name") slot.names.push(ref.name);
    else {
      // Wanted under its name: the pages are read on while the account's payee of that name may be on one not read.
      const details = paidDetails(ref.details, order);
      slot.keys.push({ ...accountKey(details, order.currency), name: details.name });
    }
    wanted.set(slotOf(order), slot);
  }
  // Read when a payee lookup first needs it, under that lookup's turn: no limit of its own. A failed read is each payee's to word.
  const read = new OnceEach<KnownBeneficiaries>({ concurrency: Number.POSITIVE_INFINITY });
  return (order) => {
    const slot = slotOf(order);
    return read.ask(slot, () => KnownBeneficiaries.read(api, order.currency, wanted.get(slot) ?? { keys: [] }, { onBehalfOf: order.actingAs }));
  };
}

/** A payee the pages answer, or undefined to ask the service alone (pages not all read, or not readable: the lookup says why). */
async function fromPages(known: Promise<KnownBeneficiaries>, answer: (pages: KnownBeneficiaries) => Beneficiary | Resolution | undefined): Promise<Resolution | undefined> {
  let pages: KnownBeneficiaries;
  try {
    pages = await known;
  } catch {
    return undefined;
  }
  const found = answer(pages);
  if (found === undefined) return undefined;
  return "ok" in found ? found : { ok: true, target: { kind: "existing", beneficiary: found } };
}

/** A payee named in a currency whose pages hold one or more of that name; none there is left to the find by name (another currency, or nobody). */
function byNameIn(pages: KnownBeneficiaries, name: string, columns: ColumnNames): Resolution | undefined {
  const candidates = pages.named(name);
  return candidates.length === 0 ? undefined : oneNamed(candidates, name, columns);
}

/** The details a bank-details row is paid by (a GB IBAN on a local GBP payment: its account number and sort code). */
function paidDetails(details: BankDetails, order: PaymentOrder): BankDetails {
  return withGbIbanAccount(details, order.currency, order.paymentType);
}

/** The column a row names its payee in: the beneficiary column, or the beneficiary-name column when the sheet has no other. */
const nameColumn = (columns: ColumnNames) => columns.name(columns.firstMapped("beneficiary", "beneficiary_name"));

function bankSignature(details: BankDetails, currency: string, actingAs: string | undefined): string {
  return [actingAs ?? "", currency, details.bankCountry, details.iban ?? "", details.accountNumber ?? "", details.routingCodeValue ?? "", details.bicSwift ?? ""].join("|");
}

async function byId(api: PayeeApi, id: string, actingAs: string | undefined, columns: ColumnNames): Promise<Resolution> {
  const column = columns.name("beneficiary");
  try {
    return { ok: true, target: { kind: "existing", beneficiary: await api.beneficiaries.get(id, { onBehalfOf: actingAs }) } };
  } catch (error) {
    if (error instanceof NotFoundError) {
      return { ok: false, message: `${column}: there is no beneficiary with id ${id}${actingAs ? " in the acting-as sub-account" : ""} — check the id` };
    }
    return { ok: false, message: `${column}: could not be checked — ${describeFailure(error, columns)}` };
  }
}

const sameName = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, " ") === b.trim().toLowerCase().replace(/\s+/g, " ");

async function byName(api: PayeeApi, name: string, currency: string, actingAs: string | undefined, columns: ColumnNames): Promise<Resolution> {
  // The name came from the beneficiary column, or from the beneficiary-name column when the sheet has no other.
  const column = columns.name(columns.firstMapped("beneficiary", "beneficiary_name"));
  let matches: Beneficiary[];
  try {
    const named = await api.beneficiaries.findAll({ name, per_page: 100 }, { onBehalfOf: actingAs }).toArray();
    matches = named.filter((beneficiary) => sameName(beneficiary.name, name) || sameName(beneficiary.bank_account_holder_name, name));
  } catch (error) {
    return { ok: false, message: `${column}: "${name}" could not be looked up — ${describeFailure(error, columns)}` };
  }
  if (matches.length === 0) {
    return { ok: false, message: `${column}: no beneficiary is named "${name}" — check the spelling, use its id, or give bank details` };
  }
  const inCurrency = matches.filter((beneficiary) => beneficiary.currency === currency);
  return oneNamed(inCurrency.length > 0 ? inCurrency : matches, name, columns);
}

/** The one beneficiary of a name, or which ids share it. */
function oneNamed(candidates: readonly Beneficiary[], name: string, columns: ColumnNames): Resolution {
  const column = columns.name(columns.firstMapped("beneficiary", "beneficiary_name"));
  if (candidates.length > 1) {
    const ids = candidates.slice(0, 5).map((beneficiary) => beneficiary.id).join(", ");
    const idColumn = columns.name("beneficiary");
    const fix = columns.isMapped("beneficiary") ? `put the id of the right one in ${idColumn}` : `add a ${idColumn} column with the id of the right one`;
    return { ok: false, message: `${column}: ${candidates.length} beneficiaries are named "${name}" (${ids}) — ${fix}` };
  }
  return { ok: true, target: { kind: "existing", beneficiary: candidates[0] as Beneficiary } };
}

async function byBankDetails(
  api: PayeeApi,
  known: Promise<KnownBeneficiaries>,
  requirements: BeneficiaryRequirements,
  lookups: BankLookups,
  given: BankDetails,
  details: BankDetails,
  currency: string,
  paymentTypes: PaymentType[],
  actingAs: string | undefined,
  signature: string,
  columns: ColumnNames,
): Promise<Resolution> {
  const params: BeneficiaryCreateParams = {
    name: details.name,
    bank_account_holder_name: details.bankAccountHolderName,
    bank_country: details.bankCountry,
    currency,
    iban: details.iban,
    bic_swift: details.bicSwift,
    account_number: details.accountNumber,
    routing_code_type_1: details.routingCodeType,
    routing_code_value_1: details.routingCodeValue,
    beneficiary_entity_type: details.entityType,
    payment_types: paymentTypes,
  };
  try {
    // The codes the row gives, and its bank country, must name one bank before anything is looked up, paid or created.
    const hold = await bankDetailsHold(lookups, {
      bank_country: given.bankCountry,
      iban: given.iban,
      bic_swift: given.bicSwift,
      routing_code_type_1: given.routingCodeType,
      routing_code_value_1: given.routingCodeValue,
    });
    if (hold !== undefined) return { ok: false, message: `${columns.name(hold.field)}: ${hold.words}` };
    const saved = payeeOfAccount(await (await known).findEach(accountKey(details, currency), details.name), details.name, nameColumn(columns));
    if (saved !== undefined) return "message" in saved ? { ok: false, message: saved.message } : { ok: true, target: { kind: "existing", beneficiary: saved.beneficiary } };
    // Checked against the route's required details; the service validates only what those cannot tell.
    const verdict = await requirements.check(params, actingAs);
    if (verdict === undefined) await api.beneficiaries.validate(params, { onBehalfOf: actingAs });
    else if (!verdict.fits) throw verdict.refusal;
    return { ok: true, target: { kind: "new", params, signature } };
  } catch (error) {
    return { ok: false, message: describeBankDetailsRefusal(error, details, { currency, bankCountry: details.bankCountry, paymentTypes }, columns) };
  }
}

/**
 * Of the saved payees of a row's account, the one the row names (by its name or its account holder's name, as a row
 * naming a payee finds it); none of them: a hold naming both, for the person to pick (issue 39 point 3). Undefined
 * when the account is not saved. `column` is where the row names its payee.
 */
export function payeeOfAccount(saved: readonly Beneficiary[], name: string, column: string): { beneficiary: Beneficiary } | { message: string } | undefined {
  if (saved.length === 0) return undefined;
  const named = saved.find((beneficiary) => sameName(beneficiary.name, name) || sameName(beneficiary.bank_account_holder_name, name));
  if (named !== undefined) return { beneficiary: named };
  const savedAs = [...new Set(saved.map((beneficiary) => `"${beneficiary.name}"`))].join(" and ");
  return {
    message: `${column}: the account in this row is saved as payee ${savedAs}; the row names "${name}": pick one — write the saved payee's name in ${column} to pay it, or change the bank details`,
  };
}

/** The natural key of a payee given by bank details: any beneficiary of the same account in the same currency is reused. */
export function accountKey(details: BankDetails, currency: string): BeneficiaryNaturalKey {
  return { currency, iban: details.iban, accountNumber: details.accountNumber, routingCodeValue: details.routingCodeValue };
}

function checkPayable(target: ResolvedBeneficiary, order: PaymentOrder, columns: ColumnNames): Resolution {
  if (target.kind === "new") return { ok: true, target };
  const { beneficiary } = target;
  if (beneficiary.currency !== order.currency) {
    return { ok: false, message: `${columns.name("currency")}: ${beneficiary.name} is paid in ${beneficiary.currency}, not ${order.currency} — change the currency or pick the beneficiary's ${order.currency} account` };
  }
  const type = order.paymentType ?? "regular";
  if (beneficiary.payment_types.length > 0 && !beneficiary.payment_types.includes(type)) {
    // The types in the table's words, as the Payment type column offers them (domain/value-words.ts).
    const allowed = valuesInWords(beneficiary.payment_types, PAYMENT_TYPE_WORDS).join(" or ");
    const column = columns.name("payment_type");
    const fix = columns.isMapped("payment_type") ? `set ${column} to ${allowed}` : `add a ${column} column saying ${allowed}`;
    return { ok: false, message: `${column}: ${beneficiary.name} can only receive ${allowed} payments, not ${codeInWords(type, PAYMENT_TYPE_WORDS)} — ${fix}` };
  }
  return { ok: true, target };
}
