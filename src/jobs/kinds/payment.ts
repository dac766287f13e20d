/**
 * The payment kind: rows that each book one payment to a beneficiary named by id, exact name or bank details. Its
 * check resolves the beneficiaries (creating none yet), links rows to earlier funding conversions, flags duplicates
 * (within the sheet and against earlier payments) and measures the rows against the balances, with ways to cover a
 * shortfall by a funding conversion booked first. A previous run's payment is found by its `unique_request_id`;
 * statuses are read one by one. Its machinery is in kinds/payment/.
 */
import { BadRequestError } from "../../api";
import type { Beneficiary, Payment } from "../../api/schemas";
import { ROUTING_CODE_TYPES_IN_WORDS } from "../../domain/bank-details";
import { dateInWords, type DateSystem } from "../../domain/dates";
import { ColumnNames, findDuplicatePayments, parsePaymentOrder, PAYMENT_FIELDS, PAYMENT_TYPES_IN_WORDS, type DuplicateGroup, type PaymentOrder } from "../../domain/orders";
import { DATE_FORMAT, TEXT_FORMAT } from "../../workbook";
import { type AccountFunds, ACTING_AS_COLUMN, AMOUNT_FORMAT, amountCell, type AmountsByAccount, type AuditNote, BOOKED, type Booking, CheckCounter, type CheckOptions, COMMON_CURRENCIES, ContactLookups, currencyList, type CurrencyNeed, dateCell, EXAMPLE_MARKER, FILED_UNDER, fundsOfAccounts, type JobContext, type KindApi, type KindCheck, type KindRun, type KindSpec, type KindStatuses, kindTemplate, needsAgainst, NeedsConfirmationError, type OrderSheet, PAYMENT_STATUS_WORDS, type ReadyRow, readyRows, type RecordedRejection, refuse, type RowCalls, type RowPlan, type RunCallOptions, SHORT_REF_HEADER, STATUS_HEADER, statusInWords, trackRequestId, utcDateTimeCell } from "../engine/kind-kit";
import { PayeeChecks } from "../payees/payee-checks";
import { PayeeQuestions } from "./payment/payee-questions";
import { findEachByNaturalKey } from "../payees/beneficiary-natural-key";
import { PayeeRecheck } from "./payment/payee-recheck";
import { payeeOfAccount, resolveBeneficiaries, type ResolvedBeneficiary } from "./payment/beneficiary-resolver";
import { coverOptions, loadCoverRates, type CoverRates } from "./payment/cover-options";
import { FUNDING_TOLERANCE_PERCENT, repriceFunding } from "./payment/funding-reprice";
import { flagEarlierPayments } from "./payment/earlier-payments";
import { checkPayers } from "./payment/payer-details";
import { payeeRoute } from "./payment/payee-route";
import { paymentDifferences } from "./payment/payment-differences";
import { checkPurposeCodes } from "./payment/purpose-codes";
import { offerPurposeCodes } from "./payment/purpose-code-drop-downs";
import { PAYER_COLUMNS, PURPOSE_CODE_COLUMN } from "./payment/purpose-and-payer-columns";
import { earliestPaymentDates } from "./payment/earliest-payment-dates";
import { payeeShown, type PayeeShown } from "./payment/payment-review";
import { priceRows, type PaymentFee, type RowToPrice, type RunFees } from "./payment/payment-fees";
import { paymentFields } from "./payment/payment-fields";
import { validateRows, type RowToValidate } from "./payment/pre-booking-validation";
import { CONFIRMATION_ACTION, PROOF_COLUMNS, TRACK_ACTION, trackingWanted, trackRow } from "./payment/payment-proof";
import { BankLookups } from "../payees/bank-lookup";
import {
  FundingBookings,
  fundedPaymentDate,
  fundingConversions,
  fundingSlot,
  logFoundCovers,
  newFundingKey,
  resolveCovers,
  COVER_HEADER,
  type Cover,
  type FundingConversion,
  type FundingLink,
  type PaymentTerms,
} from "./payment/funding";
import { OnceEach, plural } from "../../domain";

/** The payment kind's own result columns. An amount has no column format: each cell gets its own currency's (result-values.ts). */
export const PAID_AMOUNT_HEADER = "FX paid amount";
export const PAYMENT_DATE_HEADER = "FX payment date";

/**
 * The payment kind resolves and creates payees, validates and prices payments (fee rules are reference data; a
 * sub-account's id is read off its contact), books payments and funding conversions, and measures balances.
 */
const PAYMENT_RESOURCES = ["payments", "beneficiaries", "conversions", "balances", "rates", "reference", "contacts"] as const;
type PaymentResource = (typeof PAYMENT_RESOURCES)[number];
type PaymentApi = KindApi<PaymentResource>;

export interface PaymentPreview {
  /** Totals per account and currency of every ready row against the available balance, with the shortfall it leaves. */
  needs: CurrencyNeed[];
  /** The balances and commitments those needs were measured against, to measure any subset of rows again. */
  funds: Map<string | undefined, AccountFunds>;
  /** Indicative rates for covering a shortfall by selling another balance (see cover-options.ts). */
  coverRates: CoverRates;
  duplicates: DuplicateGroup[];
  /** First day (YYYY-MM-DD) of the service's payments each row was compared with, besides the sheet's booked rows. */
  earlierPaymentsSince: string;
  /** Beneficiaries that will be created from bank details before their payments. */
  newBeneficiaries: number;
  /**
   * Whom each row pays (by sheet row, 0-based), in the review's words: from the payees the check resolved, so the
   * row-by-row review (payment/payment-review.ts) asks the service nothing more.
   */
  payees: ReadonlyMap<number, PayeeShown>;
  /** Each row's fee and charge type (by sheet row, 0-based), as the service priced it (payment/payment-fees.ts). */
  fees: ReadonlyMap<number, PaymentFee>;
  /** The date a row left without one is paid on, per currency (payment/earliest-payment-dates.ts); absent where the service did not say. */
  earliestDates: ReadonlyMap<string, string>;
  /** What the service's checks before booking cost: validations (one per payment route, mostly) and fee look-ups. */
  serviceChecks: { validations: number; validatedRows: number; fees: RunFees["requests"] };
}

/** What each step of a payment check does, in its order (CheckCounter reports them; checkPayments takes them). */
const PAYMENT_CHECK_STEPS = [
  "finding the payees",
  "checking purpose codes and payers",
  "validating the payments with the service",
  "pricing the fees",
  "finding earlier funding conversions",
  "checking the payee names and banks",
] as const;

/**
 * Validates every row, resolves beneficiaries and earlier funding conversions with the service, flags duplicates,
 * and compares totals with balances.
 */
async function checkPayments(ctx: JobContext<PaymentResource>, sheet: OrderSheet, plans: RowPlan<PaymentOrder>[], check: CheckOptions): Promise<KindCheck<PaymentOrder, PaymentPreview, PaymentResource, PaymentTerms>> {
  const ready = readyRows(plans);
  // Each step asks about the rows still ready, once per distinct question, and the next begins when it is answered:
  // a step's rows count as checked when it ends, so progress says "done" only once every request is answered.
  const counter = new CheckCounter(plans.length, check, ctx.now ?? Date.now, PAYMENT_CHECK_STEPS);
  counter.nextStep(ready.length);
  // One lookup per distinct bank code for the whole check: the payees' agreement of codes and the review share them.
  const bankLookups = new BankLookups(ctx.api.reference);
  const resolutions = await resolveBeneficiaries(
    ctx.api,
    ready.map((plan) => plan.order),
    ColumnNames.of(sheet.mapping),
    { sheetRows: ready.map((plan) => plan.row), banks: bankLookups },
  );
  const beneficiaries = new Map<number, ResolvedBeneficiary>();
  ready.forEach((plan, index) => {
    const resolution = resolutions[index];
    if (resolution === undefined || !resolution.ok) refuse(plans, plan.row, resolution?.message ?? "beneficiary: could not be resolved");
    else beneficiaries.set(plan.row, resolution.target);
  });
  const withPayee = () => readyRows(plans).filter((plan) => beneficiaries.has(plan.row));
  counter.nextStep(withPayee().length);
  await checkPurposesAndPayers(ctx, sheet, plans, beneficiaries);

  // The service's own check of each payment to a saved payee, once per route (each row's amount, reason and reference
  // were held to the service's documented rules when read: docs/provider-api.md §18). A row an earlier run may have booked
  // is not asked about: its payment may exist already (its conversion's amount spent, its key used).
  const columns = ColumnNames.of(sheet.mapping);
  const toValidate = readyRows(plans).flatMap((plan): RowToValidate[] => {
    const target = beneficiaries.get(plan.row);
    return target?.kind === "existing" && !plan.recover ? [{ row: plan.row, order: plan.order, beneficiaryId: target.beneficiary.id }] : [];
  });
  // Each row's payee name check and bank lookup are asked as soon as nothing before them can refuse the row: at once
  // for a row that is not validated, once validate passes it for the others. The budget then always has one of the
  // three kinds of question to send, instead of idling (or bursting) between steps (docs/engine.md, "A check's questions
  // about a row overlap"). A row the funding step refuses later was asked about all the same: its answers go unused.
  const payeeQuestions = new PayeeQuestions(new PayeeChecks(ctx.api, check.signal), bankLookups, check.signal);
  const askAboutPayee = (plan: ReadyRow<PaymentOrder> | undefined) => {
    const target = plan === undefined ? undefined : beneficiaries.get(plan.row);
    if (plan !== undefined && target !== undefined) payeeQuestions.ask(plan, target);
  };
  const validated = new Set(toValidate.map((entry) => entry.row));
  for (const plan of withPayee()) if (!validated.has(plan.row)) askAboutPayee(plan);
  const readyByRow = new Map(withPayee().map((plan) => [plan.row, plan]));
  counter.nextStep(toValidate.length);
  const validation = await validateRows(ctx.api, toValidate, columns, (row) => askAboutPayee(readyByRow.get(row)));
  for (const [row, message] of validation.refused) refuse(plans, row, message);
  const toPrice = withPayee().map((plan): RowToPrice => ({ row: plan.row, order: plan.order, destinationCountry: payeeShown(beneficiaries.get(plan.row) as ResolvedBeneficiary).bankCountry }));
  counter.nextStep(toPrice.length);
  const priced = await priceRows(ctx.api, toPrice, ctx.contactLookups ?? new ContactLookups(ctx.api.contacts));

  counter.nextStep(readyRows(plans).length);
  const covers = await resolveCovers(ctx.api, sheet, plans, readyRows(plans));
  const stillReady = readyRows(plans);
  const duplicates = findDuplicatePayments(stillReady.map((plan) => ({ row: plan.row, order: plan.order })));
  const groupOfRow = new Map(duplicates.flatMap((group) => group.rows.map((row) => [row, group.rows] as const)));
  for (const plan of stillReady) {
    plan.duplicateOf = (groupOfRow.get(plan.row) ?? []).filter((row) => row !== plan.row).map((row) => `row ${row + 1}`);
  }
  counter.nextStep(stillReady.length);
  // Started row by row since validation (each row once: a row still ready was asked already); answered here for the
  // rows still ready, and ended for every row asked.
  for (const plan of stillReady) askAboutPayee(plan);
  const banks = await payeeQuestions.answers(stillReady);
  counter.throwIfCancelled();
  counter.finish();
  const earlier = await flagEarlierPayments(ctx, sheet, stillReady, beneficiaries);
  const earlierPaymentsSince = earlier.since;
  const fromBalance = paidFromBalance(stillReady, covers);
  const ownKeys = new Set(stillReady.flatMap((plan) => (plan.existingKey === undefined ? [] : [plan.existingKey])));
  const funds = await fundsOfAccounts(ctx.api, fromBalance, ownKeys);
  const needs = needsAgainst(fromBalance, funds);
  const coverRates = await loadCoverRates(ctx.api, needs, funds);
  const earliestDates = await earliestPaymentDates(ctx.api, stillReady.map((plan) => plan.order));
  const newBeneficiaries = new Set([...beneficiaries.values()].flatMap((target) => (target.kind === "new" ? [target.signature] : []))).size;
  const optionsAmong = (all: readonly CurrencyNeed[]) => (need: CurrencyNeed) => coverOptions(need, all, funds, coverRates);
  return {
    preview: { needs, funds, coverRates, duplicates, newBeneficiaries, earlierPaymentsSince,
      payees: new Map([...beneficiaries].map(([row, target]) => [row, { ...payeeShown(target), bank: banks.get(row) }])),
      fees: priced.byRow,
      earliestDates,
      serviceChecks: { validations: validation.requests, validatedRows: toValidate.length, fees: priced.requests },
    },
    authorisation: earlier.authorisation,
    funds,
    drawn: (sending) => paidFromBalance(sending, covers),
    totals: (sending) => sending.map((plan) => ({ actingAs: plan.order.actingAs, currency: plan.order.currency, amount: plan.order.amount })),
    terms: {
      offers: { coverOptions: (need, all) => optionsAmong(all)(need) },
      confirm: (measured, choices) => ({ funding: fundingConversions(measured, choices.fund ?? [], optionsAmong(measured)) }),
    },
    startRun: (run) => paymentRun(run, beneficiaries, covers, columns.name(columns.firstMapped("beneficiary", "beneficiary_name"))),
  };
}

/**
 * Purpose codes and payers (docs/provider-api.md §15) of the rows whose payee is resolved, each reference question
 * asked once: a row missing what its route needs is refused before sending, and a row that must give a purpose code
 * is offered its route's codes in its cell.
 */
async function checkPurposesAndPayers(ctx: JobContext<PaymentResource>, sheet: OrderSheet, plans: RowPlan<PaymentOrder>[], beneficiaries: ReadonlyMap<number, ResolvedBeneficiary>): Promise<void> {
  const columns = ColumnNames.of(sheet.mapping);
  const rows = readyRows(plans).flatMap((plan) => {
    const target = beneficiaries.get(plan.row);
    return target === undefined ? [] : [{ row: plan.row, order: plan.order, route: payeeRoute(target, plan.order) }];
  });
  const [purposes, payers] = await Promise.all([checkPurposeCodes(ctx.api, rows, columns), checkPayers(ctx.api, rows, columns)]);
  await offerPurposeCodes(ctx.workbook, sheet, purposes);
  for (const { row } of rows) {
    const messages = [purposes.refusals.get(row), payers.get(row)].filter((message) => message !== undefined);
    if (messages.length > 0) refuse(plans, row, messages.join("; "));
  }
}

/**
 * What the rows take from balances, in sheet order: rows linked to a conversion (their own, or an unsettled one that
 * funded them) take nothing; a row whose funding conversion has settled is paid from the balance it credited.
 */
function paidFromBalance(rows: readonly ReadyRow<PaymentOrder>[], covers: ReadonlyMap<number, Cover>): AmountsByAccount {
  return rows
    .filter((plan) => plan.order.conversionId === undefined && unsettledCover(covers.get(plan.row)) === undefined)
    .map((plan) => ({ actingAs: plan.order.actingAs, currency: plan.order.currency, amount: plan.order.amount, row: plan.row }));
}

/** The conversion an earlier run funded the row with, while payments can still be linked to it. */
function unsettledCover(cover: Cover | undefined): FundingLink | undefined {
  return cover?.kind === "booked" && !cover.settled ? cover : undefined;
}

interface PaymentRunSetup {
  api: PaymentApi;
  beneficiaries: Map<number, ResolvedBeneficiary>;
  covers: ReadonlyMap<number, Cover>;
  /** The funding conversions this run books, on first use by a payment they fund. */
  funding: FundingBookings;
  audit: AuditNote;
  dates: DateSystem;
  /** The column a row names its payee in, for a hold's message. */
  payeeColumn: string;
  /** Each payee compared, just before its payment is created, with the payee its name check was of. */
  recheck: PayeeRecheck;
}

/** One run: funding conversions booked on first use; beneficiaries from bank details created once, on first use. */
function paymentRun({ api, sheet, dates, runId, sending, terms, audit }: KindRun<PaymentOrder, PaymentResource, PaymentTerms>, beneficiaries: Map<number, ResolvedBeneficiary>, covers: ReadonlyMap<number, Cover>, payeeColumn: string) {
  // A funding conversion an earlier run wrote the key of, and never booked, is sent again under that key.
  const unbookedKey = (conversion: FundingConversion) =>
    sending.flatMap((plan) => {
      const cover = covers.get(plan.row);
      return cover?.kind === "unbooked" && fundingSlot(plan.order.actingAs, plan.order.currency) === fundingSlot(conversion.actingAs, conversion.buyCurrency) ? [cover.key] : [];
    })[0];
  const funding = new FundingBookings(api, sheet, terms.funding, (conversion) => unbookedKey(conversion) ?? newFundingKey(runId, sheet, conversion), audit);
  logFoundCovers(covers, sending, audit);
  const sendingByRow = new Map(sending.map((plan) => [plan.row, plan]));
  const setup: PaymentRunSetup = { api, beneficiaries, covers, funding, audit, dates, payeeColumn, recheck: new PayeeRecheck(api) };
  // A failed creation may be tried again by a later row; the run sets the pace, so no limit of its own.
  const created = new OnceEach<Beneficiary>({ concurrency: Number.POSITIVE_INFINITY, forgetFailures: true });
  const ensureBeneficiary = (target: ResolvedBeneficiary, order: PaymentOrder, options: RunCallOptions): Promise<Beneficiary> =>
    target.kind === "existing" ? Promise.resolve(target.beneficiary) : created.ask(target.signature, () => createOrReuse(setup, target, order, options));
  return {
    // Each funding conversion priced again (funding-reprice.ts): the rows of one that now costs more than agreed are not sent.
    holdBack: () => (terms.funding.length === 0 ? Promise.resolve([]) : repriceFunding(api, terms.funding, FUNDING_TOLERANCE_PERCENT)),
    row: (plan: ReadyRow<PaymentOrder>) => paymentCalls(setup, plan, ensureBeneficiary),
    // The saved payees of each block, read again once each as the block is read before sending (payment/payee-recheck.ts).
    beforeSending: (rows: readonly number[], options: RunCallOptions) =>
      setup.recheck.readBlock(
        rows.flatMap((row) => {
          const plan = sendingByRow.get(row);
          const target = beneficiaries.get(row);
          return plan !== undefined && target?.kind === "existing" ? [{ plan, payee: { id: target.beneficiary.id, currency: target.beneficiary.currency } }] : [];
        }),
        options,
      ),
    made: () => ({ funding: funding.booked }),
  };
}

/** A row's payment: found by the key a previous run sent it under, or created under it (its payee and funding first). */
function paymentCalls(
  setup: PaymentRunSetup,
  plan: ReadyRow<PaymentOrder>,
  ensureBeneficiary: (target: ResolvedBeneficiary, order: PaymentOrder, options: RunCallOptions) => Promise<Beneficiary>,
): RowCalls {
  const { order } = plan;
  const target = setup.beneficiaries.get(plan.row) as ResolvedBeneficiary;
  const previous = setup.covers.get(plan.row);
  const coveredBefore = order.conversionId === undefined ? unsettledCover(previous) : undefined;
  // Its money is in the balance now: linking to it would be refused (conversion_is_already_settled).
  const settledBefore = order.conversionId === undefined && previous?.kind === "booked" && previous.settled ? previous.shortReference : undefined;
  const slot = order.conversionId === undefined && coveredBefore === undefined ? setup.funding.slotFunding(plan.row) : undefined;
  const funded = slot !== undefined;
  const linked = coveredBefore !== undefined || funded;
  const callOptions = { onBehalfOf: order.actingAs };
  // The row shows its conversion's short reference; a payment found by key linked to a conversion neither this run
  // nor the row knows keeps the id the service answered, which a later run reads as well.
  const coverText = (conversionId: string | null | undefined): string | null => {
    if (conversionId === null || conversionId === undefined) return null;
    const known = coveredBefore?.id === conversionId ? coveredBefore : setup.funding.bookedAs(conversionId);
    return known?.shortReference ?? conversionId;
  };
  const withCover = (booking: Booking, conversionId: string | null | undefined): Booking =>
    linked ? { ...booking, cells: { ...booking.cells, [COVER_HEADER]: coverText(conversionId) } } : booking;
  // A payment this row's key booked before (found, or answered for a repeated key) is compared with the row.
  const asBooked = (payment: Payment, requestId: string | undefined, conversionId: string | null | undefined): Booking => ({
    ...withCover(paymentBooking(payment, setup.dates, requestId, target.kind === "existing" ? target.beneficiary.name : target.params.name), conversionId),
    differences: paymentDifferences(order, payment, target.kind === "existing" ? target.beneficiary.id : undefined),
  });
  return {
    keyCells: linked ? () => ({ [COVER_HEADER]: coveredBefore?.shortReference ?? (slot === undefined ? undefined : setup.funding.cellOf(slot)) ?? null }) : undefined,
    keyedUpFront: funded,
    find: async (key: string, options: RunCallOptions) => {
      const tracked = trackRequestId({ ...callOptions, ...options });
      const found = (await setup.api.payments.find({ unique_request_id: key }, tracked.options)).payments[0];
      return found === undefined ? undefined : asBooked(found, tracked.requestId(), found.conversion_id);
    },
    create: async (key: string, options: RunCallOptions): Promise<Booking> => {
      const beneficiary = await ensureBeneficiary(target, order, options);
      // The name check covers the payee as it was checked: one that changed since is not paid (nor funded).
      const changed = await setup.recheck.holdReason(plan, beneficiary, target.kind === "new", options);
      if (changed !== undefined) throw new NeedsConfirmationError(changed);
      const cover = coveredBefore ?? (slot === undefined ? undefined : await setup.funding.ensure(slot, options));
      // The service refuses a payment dated before its conversion's date (payment_date_is_too_early).
      const dated = cover === undefined ? { date: order.paymentDate, moved: false } : fundedPaymentDate(order.paymentDate, cover);
      const tracked = trackRequestId({ ...callOptions, ...options });
      const send = (conversionId: string | undefined, paymentDate: string | undefined) =>
        setup.api.payments.create({ ...paymentFields(order, beneficiary.id, conversionId, paymentDate), unique_request_id: key }, tracked.options);
      let payment: Payment;
      let settledMeanwhile: string | undefined;
      try {
        payment = await send(order.conversionId ?? cover?.id, dated.date);
      } catch (error) {
        // The funding conversion settled after the check: its money is in the balance, so the payment goes unlinked
        // on the row's own date (a refused create leaves its key unused).
        if (cover === undefined || !(error instanceof BadRequestError && error.hasCode("conversion_is_already_settled"))) throw error;
        settledMeanwhile = cover.shortReference;
        payment = await send(undefined, order.paymentDate);
      }
      const settled = settledBefore ?? settledMeanwhile;
      const note =
        settled !== undefined
          ? `paid from the balance: its funding conversion ${settled} had settled`
          : dated.moved
            ? `paid on ${payment.payment_date}, when its funding conversion settles`
            : undefined;
      return { ...asBooked(payment, tracked.requestId(), cover?.id), note };
    },
  };
}

async function createOrReuse(setup: PaymentRunSetup, target: Extract<ResolvedBeneficiary, { kind: "new" }>, order: PaymentOrder, options: RunCallOptions): Promise<Beneficiary> {
  const { params } = target;
  // An earlier, interrupted run (or an attempt of this one whose answer was lost) may have created it already; or
  // someone saved the account since the check. The look-up has the run's patience: if it gave up sooner than the
  // create, a busy service would fail the row. The key is of the details the payee is created with (a GB IBAN's
  // account number and sort code: payment/gb-iban-account.ts).
  const key = { currency: params.currency, iban: params.iban, accountNumber: params.account_number, routingCodeValue: params.routing_code_value_1 };
  const sameAccount = async () => payeeOfAccount(await findEachByNaturalKey(setup.api, key, { onBehalfOf: order.actingAs, retry: options.retry }), params.name, setup.payeeColumn);
  const existing = await sameAccount();
  // Saved under another name since the check: the row is never paid to that payee unasked (issue 39 point 3).
  if (existing !== undefined && "message" in existing) throw new NeedsConfirmationError(existing.message);
  if (existing !== undefined) return existing.beneficiary;
  const findExisting = async () => {
    const found = await sameAccount();
    return found !== undefined && "beneficiary" in found ? found.beneficiary : undefined;
  };
  const beneficiary = await setup.api.beneficiaries.create(params, { onBehalfOf: order.actingAs, ...options, findExisting });
  setup.audit({ actingAs: order.actingAs, kind: "beneficiary", row: undefined, key: undefined, id: beneficiary.id, shortReference: undefined, requestId: undefined, event: "created", beneficiary: beneficiary.name, currency: beneficiary.currency });
  return beneficiary;
}

function paymentBooking(payment: Payment, dates: DateSystem, requestId?: string, beneficiaryName?: string): Booking {
  const status = paymentStatusInWords(payment.status);
  return {
    id: payment.id,
    requestId,
    shortReference: payment.short_reference,
    audit: { amount: payment.amount, currency: payment.currency, beneficiary: beneficiaryName, status },
    madeAt: utcDateTimeCell(payment.created_at, dates),
    cells: {
      [SHORT_REF_HEADER]: payment.short_reference,
      [PAID_AMOUNT_HEADER]: amountCell(payment.amount, payment.currency),
      [PAYMENT_DATE_HEADER]: dateCell(payment.payment_date, dates),
      [STATUS_HEADER]: status,
    },
    awaitsAuthorisation: payment.status === AWAITING_AUTHORISATION ? true : undefined,
  };
}

/**
 * Statuses one by one (released, completed, failed with its reason), and for a Swift payment on its way the gpi
 * tracker's status too: one more request per payment whose tracking is not final (payment/payment-proof.ts).
 */
const PAYMENT_STATUSES: KindStatuses<PaymentResource> = {
  one: async (api, row, dates) => {
    const payment = await api.payments.get(row.id, { with_deleted: true }, { onBehalfOf: row.actingAs });
    const tracked = trackingWanted(payment, row) ? await trackRow(api, row, dates) : undefined;
    return { ...paymentStatus(payment, row.rejection), cells: tracked?.cells };
  },
};

/** What a person files a payment under, by its status; one not listed (new, ready to send) is simply Booked (BOOKED.done). */
const PAYMENT_FILED_UNDER: Readonly<Record<string, string>> = {
  awaiting_authorisation: FILED_UNDER.awaitingAuthorisation,
  authorised: FILED_UNDER.authorised,
  submitted: FILED_UNDER.released,
  released: FILED_UNDER.released,
  completed: FILED_UNDER.completed,
  failed: FILED_UNDER.paymentFailed,
  deleted: FILED_UNDER.deleted,
  returned: FILED_UNDER.returned,
  suspended: FILED_UNDER.suspended,
};

/** A payment status in words ("Awaiting authorisation"). */
export function paymentStatusInWords(status: string): string {
  return statusInWords(status, PAYMENT_STATUS_WORDS);
}

/** The service's status of a payment that waits for another user of the account to authorise it (maker-checker). */
export const AWAITING_AUTHORISATION = "awaiting_authorisation";

/**
 * A payment's status, what it is filed under and its message. A deleted payment this workbook's audit sheet says an
 * approver rejected is filed under Rejected — the Approvals tab's word — and says by whom, when and why; one the
 * workbook knows nothing of says what the service says: deleted.
 */
export function paymentStatus(
  payment: Pick<Payment, "status" | "failure_reason" | "payment_date" | "authorisation_steps_required">,
  rejection?: RecordedRejection,
): { status: string; message: string; result: string } {
  const status = paymentStatusInWords(payment.status);
  if (payment.status === "deleted" && rejection !== undefined) return { status, result: FILED_UNDER.rejected, message: rejectionInWords(rejection) };
  const result = Object.hasOwn(PAYMENT_FILED_UNDER, payment.status) ? (PAYMENT_FILED_UNDER[payment.status] as string) : BOOKED.done;
  if (payment.status === "failed") return { status, result, message: `failed: ${payment.failure_reason || "no reason given"} — book a new payment if it is still due` };
  const steps = payment.authorisation_steps_required;
  const messages: Record<string, string> = {
    ready_to_send: `queued for ${payment.payment_date}`,
    // Awaiting another user: the approver authorises it in the Approvals tab (or deletes it there).
    awaiting_authorisation: `awaiting authorisation by another user of the account (${plural(steps, "step")}): an approver authorises it in the Approvals tab`,
    authorised: `authorised: queued for ${payment.payment_date}`,
    submitted: "submitted to the bank",
    deleted: "deleted: it will not be paid — book a new payment if it is still due",
    released: "released: the balance has been debited",
    completed: "completed",
    returned: "returned by the beneficiary's bank — book a new payment if it is still due",
    suspended: "suspended: its funding conversion was cancelled — book the payment again",
  };
  return { status, result, message: Object.hasOwn(messages, payment.status) ? (messages[payment.status] as string) : "" };
}

/** "Rejected by approver@… on Monday 5 January 2026: paid twice" — who, the day (UTC, as the audit sheet keeps it) and the reason given. */
export function rejectionInWords(rejection: RecordedRejection): string {
  const who = rejection.by === "" ? "an approver" : rejection.by;
  const day = rejection.at === "" ? "" : ` on ${dateInWords(rejection.at.slice(0, 10))}`;
  const why = rejection.reason === "" ? ": no reason given — it will not be paid; book a new payment if it is still due" : `: ${rejection.reason}`;
  return `Rejected by ${who}${day}${why}`;
}

export const paymentKind = {
  kind: "payment" as const,
  resources: PAYMENT_RESOURCES,
  labels: {
    singular: "payment",
    plural: "payments",
    tab: "Pay",
    title: "Book payments",
    intro: "Select rows with currency, amount, reference, reason and a beneficiary (id, exact name, or bank details), then check them.",
    totals: { caption: "Amount paid per currency", currency: "Paid in" },
    duplicate: "same beneficiary, amount, currency and reference",
  },
  fields: PAYMENT_FIELDS,
  template: kindTemplate({
    sheet: "Payments",
    table: "FxPayments",
    legendSheet: "Allowed values (payments)",
    marked: "reference",
    alsoMarked: ["reason"],
    columns: [
      {
        field: "beneficiary",
        format: TEXT_FORMAT,
        required: "yes",
        allowed: "A saved beneficiary's exact name or id; or a new payee's name with their bank details in the columns to the right",
        example: "Northwind Supplies Ltd",
      },
      { field: "currency", validationList: COMMON_CURRENCIES, required: "yes", allowed: currencyList("The currency paid."), example: "GBP" },
      { field: "amount", format: AMOUNT_FORMAT, required: "yes", allowed: "A positive amount with at most the currency's decimals (JPY none, EUR 2); never rounded", example: 1250.5 },
      { field: "reference", format: TEXT_FORMAT, required: "yes", allowed: "What the payee sees on their statement, up to 255 characters", example: EXAMPLE_MARKER },
      { field: "reason", format: TEXT_FORMAT, required: "yes", allowed: "Why you pay, up to 255 characters", example: "Supplier invoice" },
      {
        field: "payment_type",
        validationList: PAYMENT_TYPES_IN_WORDS,
        required: "no",
        allowed: `${PAYMENT_TYPES_IN_WORDS.join(" or ")}: Local pays through the country's own scheme (Faster Payments, SEPA, ACH…), Swift by an international wire; the codes regular and priority are read too`,
        example: PAYMENT_TYPES_IN_WORDS[0] ?? null,
      },
      { field: "payment_date", format: DATE_FORMAT, required: "no", allowed: "A date (YYYY-MM-DD); blank for the earliest date the service offers", example: null },
      PURPOSE_CODE_COLUMN,
      { field: "iban", format: TEXT_FORMAT, required: "with bank details", allowed: "The payee's IBAN, for accounts in IBAN countries (EUR in Europe)", example: null },
      { field: "bic_swift", format: TEXT_FORMAT, required: "for Swift", allowed: "The bank's BIC/SWIFT code, 8 or 11 characters", example: null },
      {
        field: "account_number",
        format: TEXT_FORMAT,
        required: "with bank details",
        allowed: "The payee's account number, where there is no IBAN (GBP in the UK: 8 digits)",
        example: "31926819",
      },
      {
        field: "routing_code_type",
        validationList: ROUTING_CODE_TYPES_IN_WORDS,
        required: "with a routing code",
        allowed: `${ROUTING_CODE_TYPES_IN_WORDS.join(", ")} (drop-down): the kind of routing code`,
        example: "Sort code",
      },
      { field: "routing_code_value", format: TEXT_FORMAT, required: "with an account number", allowed: "The bank's routing code (a UK sort code: 6 digits)", example: "601613" },
      { field: "bank_country", format: TEXT_FORMAT, required: "with an account number", allowed: "The two-letter code of the bank's country (GB, US…); taken from the IBAN when blank", example: "GB" },
      {
        field: "bank_account_holder_name",
        format: TEXT_FORMAT,
        required: "with bank details",
        allowed: "The name on the payee's account; the beneficiary name when blank",
        example: "Northwind Supplies Ltd",
      },
      ACTING_AS_COLUMN,
      ...PAYER_COLUMNS,
    ],
  }),
  doneWords: BOOKED,
  resultColumns: [
    { header: SHORT_REF_HEADER, format: TEXT_FORMAT },
    { header: PAID_AMOUNT_HEADER },
    { header: PAYMENT_DATE_HEADER, format: DATE_FORMAT },
    { header: COVER_HEADER, format: TEXT_FORMAT },
    ...PROOF_COLUMNS,
  ],
  checkBudget: "authenticated",
  parse: parsePaymentOrder,
  check: checkPayments,
  statuses: PAYMENT_STATUSES,
  rowActions: [TRACK_ACTION, CONFIRMATION_ACTION],
} satisfies KindSpec<PaymentOrder, PaymentPreview, PaymentResource, PaymentTerms>;
