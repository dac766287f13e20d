/**
 * The beneficiary kind: rows that each create one beneficiary from its bank details. Its check refuses a row that
 * repeats another row's beneficiary, finds the ones that already exist (by natural key: currency, bank details
 * and name — creating takes no idempotency key — from pages read once per account and currency), and checks every
 * other row against what its route requires (asked once per route; beneficiaries/validate only where that cannot
 * tell), its answers told in the sheet's columns. A run reads the pages again on its first create, so a beneficiary
 * made since the check is found, not made twice; a row an earlier run may have sent, and every create whose answer
 * is lost, is looked up by the natural key before anything is sent again (docs/engine.md, "Lookups by natural
 * key come from pages").
 */
import pLimit from "p-limit";
import { type BeneficiaryCreateParams, type RequestOptions } from "../../api";
import type { Beneficiary } from "../../api/schemas/beneficiaries";
import { BENEFICIARY_IDENTIFICATION_TYPES, OnceEach, valuesInWords } from "../../domain";
import { ROUTING_CODE_TYPES_IN_WORDS } from "../../domain/bank-details";
import type { DateSystem } from "../../domain/dates";
import { BENEFICIARY_FIELDS, BOTH_PAYMENT_TYPES, ColumnNames, ENTITY_TYPES_IN_WORDS, parseBeneficiaryOrder, PAYMENT_TYPES_IN_WORDS, type BankDetails, type BeneficiaryOrder } from "../../domain/orders";
import { DATE_FORMAT, TEXT_FORMAT } from "../../workbook";
import { bankDetailsHold } from "../payees/bank-agreement";
import { describeBankDetailsRefusal } from "../payees/bank-details-refusal";
import { bankCodeOf, BankLookups, banksOfRows } from "../payees/bank-lookup";
import { findByNaturalKey, KnownBeneficiaries, naturalKeyText, type BeneficiaryNaturalKey } from "../payees/beneficiary-natural-key";
import { BeneficiaryRequirements } from "../payees/beneficiary-requirements";
import { ACTING_AS_COLUMN, type Booking, CheckCounter, type CheckOptions, COMMON_CURRENCIES, CREATED, currencyList, EXAMPLE_MARKER, type JobContext, type KindApi, type KindCheck, type KindRun, type KindSpec, type KindStatuses, kindTemplate, type NoTerms, type OrderSheet, type PayeeCheckNote, type ReadyRow, readyRows, refuse, type RowCalls, type RowPlan, type RunCallOptions, STATUS_HEADER, statusInWords, trackRequestId, utcDateTimeCell } from "../engine/kind-kit";
import { PayeeChecks } from "../payees/payee-checks";
import { withGbIbanAccount } from "./payment/gb-iban-account";

const BENEFICIARY_NAME_HEADER = "FX beneficiary name";
/** The beneficiary kind calls beneficiaries, and the reference's bank lookup for the review. */
const BENEFICIARY_RESOURCES = ["beneficiaries", "reference"] as const;
type BeneficiaryResource = (typeof BENEFICIARY_RESOURCES)[number];
const VALIDATE_CONCURRENCY = 4;

export interface BeneficiaryPreview {
  /** Rows whose beneficiary will be created. */
  toCreate: number;
  /** Rows whose beneficiary exists already (found by currency, bank details and name): they are written, not created. */
  alreadyExisting: number;
  /** Rows refused, by the row check or by the service. */
  invalid: number;
  /** Each ready row's bank as the lookup names it (one lookup per distinct code: jobs/payees/bank-lookup.ts), in sheet order. */
  banks: { sheetRow: number; name: string; bank: string }[];
}

/**
 * The bank details a row's payee is saved with: a GB IBAN of a payee paid only locally in GBP becomes the account
 * number and sort code it holds, as a payment row's does (payment/gb-iban-account.ts); anything else as given.
 */
function savedBank(order: BeneficiaryOrder): BankDetails {
  return withGbIbanAccount(order.bank, order.currency, order.paymentTypes);
}

/** The natural key of a row: what makes two beneficiaries the same one. */
function naturalKeyOf(order: BeneficiaryOrder): BeneficiaryNaturalKey {
  const bank = savedBank(order);
  return { currency: order.currency, iban: bank.iban, accountNumber: bank.accountNumber, routingCodeValue: bank.routingCodeValue, name: bank.name };
}

/** The bank's country and codes of a row's bank details, with the row's second routing code. */
function bankCodeFields(bank: BankDetails, order: BeneficiaryOrder) {
  return {
    bank_country: bank.bankCountry,
    iban: bank.iban,
    bic_swift: bank.bicSwift,
    routing_code_type_1: bank.routingCodeType,
    routing_code_value_1: bank.routingCodeValue,
    routing_code_type_2: order.secondRoutingCode?.type,
    routing_code_value_2: order.secondRoutingCode?.value,
  };
}

/** The bank codes and country a row gives, as given (before a GB IBAN is read into its account number and sort code). */
function givenBankFields(order: BeneficiaryOrder) {
  return bankCodeFields(order.bank, order);
}

/** The create (and validate) parameters of a row. */
function createParams(order: BeneficiaryOrder): BeneficiaryCreateParams {
  const bank = savedBank(order);
  return {
    name: bank.name,
    bank_account_holder_name: bank.bankAccountHolderName,
    currency: order.currency,
    ...bankCodeFields(bank, order),
    account_number: bank.accountNumber,
    beneficiary_entity_type: bank.entityType,
    beneficiary_company_name: order.companyName,
    beneficiary_first_name: order.firstName,
    beneficiary_last_name: order.lastName,
    beneficiary_address: order.address,
    beneficiary_city: order.city,
    beneficiary_postcode: order.postcode,
    beneficiary_state_or_province: order.stateOrProvince,
    beneficiary_country: order.beneficiaryCountry,
    beneficiary_date_of_birth: order.dateOfBirth,
    beneficiary_identification_type: order.identificationType,
    beneficiary_identification_value: order.identificationValue,
    email: order.email,
    payment_types: order.paymentTypes,
  };
}

async function checkBeneficiaryRows(ctx: JobContext<BeneficiaryResource>, sheet: OrderSheet, plans: RowPlan<BeneficiaryOrder>[], options: CheckOptions): Promise<KindCheck<BeneficiaryOrder, BeneficiaryPreview, BeneficiaryResource>> {
  const columns = ColumnNames.of(sheet.mapping);
  const counter = new CheckCounter(plans.length, options, ctx.now ?? Date.now);
  counter.rowsChecked(plans.length - readyRows(plans).length);
  refuseRepeatedRows(plans, columns);

  // Existing beneficiaries are read from pages once per account and currency, for every row's key at once.
  const ready = readyRows(plans);
  const known = knownPerSlot(ctx.api, ready, options.signal);
  const existing = new Map<number, Beneficiary>();
  // What each route requires is asked once per route; only a row the answer cannot tell about is validated alone.
  const requirements = new BeneficiaryRequirements(ctx.api, options.signal);
  // A beneficiary about to be created is checked by name first: once per distinct payee of this check, never kept.
  const payeeChecks = new PayeeChecks(ctx.api, options.signal);
  const payeeAnswers = new Map<number, PayeeCheckNote>();
  // Each distinct bank code looked up once in the check: the agreement of a row's codes and the preview share them.
  const bankLookups = new BankLookups(ctx.api.reference, { signal: options.signal });
  const limit = pLimit(VALIDATE_CONCURRENCY);
  await Promise.all(
    ready.map((plan) =>
      limit(async () => {
        const { order } = plan;
        // Codes that name other banks or countries, or another country than the Bank country, hold the row before
        // anything is looked up or created (issue 39).
        const hold = await bankDetailsHold(bankLookups, givenBankFields(order));
        if (hold !== undefined) {
          counter.throwIfCancelled();
          refuse(plans, plan.row, `${columns.name(hold.field)}: ${hold.words}`);
          counter.rowsChecked(1);
          return;
        }
        try {
          const found = await (await known(order)).find(naturalKeyOf(order));
          if (found !== undefined) existing.set(plan.row, found);
          else {
            const params = createParams(order);
            const verdict = await requirements.check(params, order.actingAs);
            if (verdict === undefined) await ctx.api.beneficiaries.validate(params, { onBehalfOf: order.actingAs, signal: options.signal });
            else if (!verdict.fits) throw verdict.refusal;
            const answer = await payeeChecks.check(params);
            if (answer !== undefined) payeeAnswers.set(plan.row, answer);
          }
        } catch (error) {
          counter.throwIfCancelled();
          const route = { currency: order.currency, bankCountry: order.bank.bankCountry, paymentTypes: order.paymentTypes };
          refuse(plans, plan.row, describeBankDetailsRefusal(error, savedBank(order), route, columns));
        }
        counter.rowsChecked(1);
      }),
    ),
  );
  counter.throwIfCancelled();
  counter.finish();

  // A beneficiary that exists is shown as such and never sent: the row gets its id, nothing is created. A row an
  // earlier run keyed may have made it itself: that row goes on to the run, which finds it (recovered), not creates it.
  for (const plan of readyRows(plans)) {
    const found = existing.get(plan.row);
    if (found !== undefined && plan.existingKey === undefined) plan.exists = { id: found.id, name: `${found.name} (${found.currency})` };
    plan.payeeCheck = payeeAnswers.get(plan.row);
  }
  const stillReady = readyRows(plans);
  const banks = await banksOfRows(bankLookups, new Map(stillReady.map((plan) => [plan.row, bankCodeOf(createParams(plan.order))])));
  return {
    preview: {
      banks: stillReady.flatMap((plan) => {
        const bank = banks.get(plan.row);
        return bank === undefined ? [] : [{ sheetRow: plan.row + 1, name: plan.order.bank.name, bank }];
      }),
      toCreate: stillReady.filter((plan) => !existing.has(plan.row)).length,
      alreadyExisting: stillReady.filter((plan) => existing.has(plan.row)).length,
      invalid: plans.filter((plan) => plan.state === "invalid").length,
    },
    funds: new Map(),
    drawn: () => [],
    totals: () => [],
    startRun: (run) => {
      // Read again as the run starts (the first create of each account and currency asks): a beneficiary made since
      // the check, by anyone, is found there and not made twice.
      const toCreate = run.sending.filter((plan) => !existing.has(plan.row));
      const known = knownPerSlot(run.api, toCreate);
      return { row: (plan) => beneficiaryCalls(run, plan, existing.get(plan.row), known) };
    },
  };
}

/** An account's beneficiaries in a row's currency; a run passes its patience (the first caller's options read the pages). */
type KnownPerSlot = (order: BeneficiaryOrder, options?: RequestOptions) => Promise<KnownBeneficiaries>;

/** Per account and currency, its beneficiaries for the rows' keys: read from pages on first use, once (a failed read is asked again). */
function knownPerSlot(api: KindApi<"beneficiaries">, plans: readonly ReadyRow<BeneficiaryOrder>[], signal?: AbortSignal): KnownPerSlot {
  const slotOf = (order: BeneficiaryOrder) => `${order.actingAs ?? ""}|${order.currency}`;
  const keys = new Map<string, BeneficiaryNaturalKey[]>();
  for (const { order } of plans) keys.set(slotOf(order), [...(keys.get(slotOf(order)) ?? []), naturalKeyOf(order)]);
  // Read under the turn of the row that first needs it: no limit of its own.
  const read = new OnceEach<KnownBeneficiaries>({ concurrency: Number.POSITIVE_INFINITY, forgetFailures: true });
  return (order, options = {}) => {
    const slot = slotOf(order);
    return read.ask(slot, () => KnownBeneficiaries.read(api, order.currency, { keys: keys.get(slot) ?? [naturalKeyOf(order)] }, { ...options, onBehalfOf: order.actingAs, signal }));
  };
}

/** A second row with the same currency, bank details and name would make a second beneficiary: it is refused. */
function refuseRepeatedRows(plans: RowPlan<BeneficiaryOrder>[], columns: ColumnNames): void {
  const firstRow = new Map<string, number>();
  for (const plan of readyRows(plans)) {
    const text = naturalKeyText(naturalKeyOf(plan.order), plan.order.actingAs);
    const first = firstRow.get(text);
    if (first === undefined) firstRow.set(text, plan.row);
    else refuse(plans, plan.row, `${columns.name("name")}: row ${first + 1} already creates this beneficiary (same currency, bank details and name) — delete one of the two rows`);
  }
}

/**
 * A row's beneficiary: the one found at the check (a row an earlier run keyed; rows never sent whose beneficiary
 * exists are not sent at all: RowPlan exists), else the one the run's own reading finds (made since the check), else
 * created; a row an earlier run may have sent is looked up by itself first.
 */
function beneficiaryCalls(
  { api, audit, dates }: KindRun<BeneficiaryOrder, BeneficiaryResource>,
  plan: ReadyRow<BeneficiaryOrder>,
  found: Beneficiary | undefined,
  known: KnownPerSlot,
): RowCalls {
  const { order } = plan;
  const key = naturalKeyOf(order);
  const callOptions = { onBehalfOf: order.actingAs };
  const lookUp = async (options: RunCallOptions) => {
    const tracked = trackRequestId({ ...callOptions, ...options });
    const beneficiary = await findByNaturalKey(api, key, tracked.options);
    return beneficiary === undefined ? undefined : beneficiaryBooking(beneficiary, dates, tracked.requestId(), "existing");
  };
  return {
    find: async (_rowKey, options) => lookUp(options),
    create: async (_rowKey, options) => {
      if (found !== undefined) return beneficiaryBooking(found, dates, undefined, "existing");
      const since = await (await known(order, options)).find(key);
      if (since !== undefined) return { ...beneficiaryBooking(since, dates, undefined, "existing"), note: `made since the check as ${since.name} (${since.currency}) (found by the same details): not created again` };
      const tracked = trackRequestId({ ...callOptions, ...options });
      const beneficiary = await api.beneficiaries.create(createParams(order), { ...tracked.options, findExisting: () => findByNaturalKey(api, key, { ...callOptions, ...options }) });
      audit({ actingAs: order.actingAs, kind: "beneficiary", row: plan.row + 1, key: undefined, id: beneficiary.id, shortReference: undefined, requestId: tracked.requestId(), event: "created", beneficiary: beneficiary.name, currency: beneficiary.currency });
      return beneficiaryBooking(beneficiary, dates, tracked.requestId(), "created");
    },
  };
}

/** A row's result: "created" by this run, or "existing" — found by currency, bank details and name, not created again. */
function beneficiaryBooking(beneficiary: Beneficiary, dates: DateSystem, requestId: string | undefined, status: "created" | "existing"): Booking {
  return {
    id: beneficiary.id,
    requestId,
    shortReference: beneficiary.name,
    madeAt: utcDateTimeCell(beneficiary.created_at, dates),
    cells: {
      [BENEFICIARY_NAME_HEADER]: beneficiary.name,
      [STATUS_HEADER]: statusInWords(status),
    },
  };
}

/** A beneficiary is there (active) or deleted: each one is read again by its id. */
const BENEFICIARY_STATUSES: KindStatuses<BeneficiaryResource> = {
  one: async (api, row) => {
    const beneficiary = await api.beneficiaries.get(row.id, { onBehalfOf: row.actingAs });
    return { status: statusInWords("active"), message: `${beneficiary.name}: ${beneficiary.currency} to ${beneficiary.bank_country}` };
  },
  gone: { status: statusInWords("deleted"), message: "deleted: the service no longer has this beneficiary" },
};

export const beneficiaryKind = {
  kind: "beneficiary" as const,
  resources: BENEFICIARY_RESOURCES,
  labels: {
    singular: "beneficiary",
    plural: "beneficiaries",
    tab: "Add beneficiaries",
    title: "Create beneficiaries",
    intro: "Select rows with a name, currency and bank details (IBAN, or account number with its routing code), then check them. Beneficiaries that already exist are found, never created twice.",
    totals: { caption: "Beneficiaries per currency", currency: "Currency" },
  },
  fields: BENEFICIARY_FIELDS,
  template: kindTemplate({
    sheet: "Beneficiaries",
    table: "FxBeneficiaries",
    legendSheet: "Allowed values (beneficiaries)",
    marked: "name",
    columns: [
      { field: "name", format: TEXT_FORMAT, required: "yes", allowed: "The beneficiary's name as lists show it, up to 100 characters", example: EXAMPLE_MARKER },
      { field: "currency", validationList: COMMON_CURRENCIES, required: "yes", allowed: currencyList("The currency the beneficiary is paid in."), example: "GBP" },
      { field: "bank_country", format: TEXT_FORMAT, required: "with an account number", allowed: "The two-letter code of the bank's country (GB, US…); taken from the IBAN when blank", example: "GB" },
      {
        field: "payment_types",
        validationList: [...PAYMENT_TYPES_IN_WORDS, BOTH_PAYMENT_TYPES],
        required: "no",
        allowed: `${PAYMENT_TYPES_IN_WORDS.join(", ")} or ${BOTH_PAYMENT_TYPES}: Local through the country's own scheme, Swift by an international wire; blank is Local; the codes regular and priority are read too`,
        example: PAYMENT_TYPES_IN_WORDS[0] ?? null,
      },
      { field: "beneficiary_entity_type", validationList: ENTITY_TYPES_IN_WORDS, required: "no", allowed: ENTITY_TYPES_IN_WORDS.join(" or "), example: ENTITY_TYPES_IN_WORDS[0] ?? null },
      { field: "bank_account_holder_name", format: TEXT_FORMAT, required: "no", allowed: "The name on the account; the beneficiary name when blank", example: "Northwind Supplies Ltd" },
      { field: "iban", format: TEXT_FORMAT, required: "in IBAN countries", allowed: "The IBAN (EUR in Europe, CHF in Switzerland)", example: null },
      { field: "bic_swift", format: TEXT_FORMAT, required: "for Swift", allowed: "The bank's BIC/SWIFT code, 8 or 11 characters", example: null },
      { field: "account_number", format: TEXT_FORMAT, required: "where there is no IBAN", allowed: "The account number (GBP in the UK: 8 digits)", example: "31926819" },
      { field: "routing_code_type", validationList: ROUTING_CODE_TYPES_IN_WORDS, required: "with a routing code", allowed: `${ROUTING_CODE_TYPES_IN_WORDS.join(", ")} (drop-down): the kind of routing code`, example: "Sort code" },
      { field: "routing_code_value", format: TEXT_FORMAT, required: "with an account number", allowed: "Sort code, ABA, BSB, IFSC, CNAPS, institution no or bank code; a CLABE on its own for MXN", example: "601613" },
      { field: "routing_code_value_2", format: TEXT_FORMAT, required: "CAD, JPY", allowed: "The branch code (Canada: 5-digit transit, Japan: 3 digits)", example: null },
      { field: "beneficiary_company_name", format: TEXT_FORMAT, required: "no", allowed: "A company's name; the account holder when blank", example: null },
      { field: "beneficiary_first_name", format: TEXT_FORMAT, required: "individuals", allowed: "An individual's first name", example: null },
      { field: "beneficiary_last_name", format: TEXT_FORMAT, required: "individuals", allowed: "An individual's last name", example: null },
      { field: "beneficiary_address", format: TEXT_FORMAT, required: "Swift; INR, CNY, MXN", allowed: "Street and number", example: null },
      { field: "beneficiary_city", format: TEXT_FORMAT, required: "Swift; INR, CNY, MXN", allowed: "City", example: null },
      { field: "beneficiary_postcode", format: TEXT_FORMAT, required: "Swift to individuals in US, CA, MX, AU", allowed: "Up to 12 characters", example: null },
      { field: "beneficiary_state_or_province", format: TEXT_FORMAT, required: "Swift to individuals in US, CA, MX, AU", allowed: "State or province", example: null },
      { field: "beneficiary_country", format: TEXT_FORMAT, required: "Swift", allowed: "The two-letter code of the beneficiary's country", example: null },
      { field: "beneficiary_date_of_birth", format: DATE_FORMAT, required: "no", allowed: "An individual's date of birth (YYYY-MM-DD)", example: null },
      { field: "beneficiary_identification_type", format: TEXT_FORMAT, required: "CNY to individuals", allowed: `${valuesInWords(BENEFICIARY_IDENTIFICATION_TYPES).join(", ")}`, example: null },
      { field: "beneficiary_identification_value", format: TEXT_FORMAT, required: "with an identification type", allowed: "The document's number", example: null },
      ACTING_AS_COLUMN,
    ],
  }),
  doneWords: CREATED,
  resultColumns: [{ header: BENEFICIARY_NAME_HEADER, format: TEXT_FORMAT }],
  checkBudget: "authenticated",
  parse: parseBeneficiaryOrder,
  check: checkBeneficiaryRows,
  statuses: BENEFICIARY_STATUSES,
} satisfies KindSpec<BeneficiaryOrder, BeneficiaryPreview, BeneficiaryResource, NoTerms>;
