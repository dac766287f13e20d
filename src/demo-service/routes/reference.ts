/** Reference data: beneficiary required details, purpose codes, payer requirements, currencies, conversion dates, payment dates (docs/provider-api.md §3, §4, §15). */
import { code as isoRecord } from "currency-codes";
import type { FastifyInstance } from "fastify";
import type {
  BeneficiaryRequiredDetailsInput,
  ConversionDatesInput,
  CurrenciesInput,
  PayerRequiredDetailsInput,
  PaymentDatesInput,
  PaymentPurposeCodesInput,
  PaymentFeeRulesInput,
} from "../wire";
import { accountFees, feeRules } from "../payment-fees";
import { pricedAccount } from "../priced-account";
import { isCurrencyCode, minorUnits } from "../../domain/currencies";
import { requiredDetails } from "../rules/beneficiary-rules";
import { payerRequirements } from "../rules/payer-rules";
import { purposeCodes } from "../rules/purpose-codes";
import { badRequest, message } from "../errors";
import { closedDays, conversionDateFor, firstConversionDate, firstPaymentDate, settlementTime } from "../dates";
import { isoDate, parseIsoDate, startOfUtcDay, timestamp } from "../format";
import { RatesTable } from "../rates-table";
import { acting, readParams } from "../request-context";
import type { DemoRuntime } from "../runtime";

/**
 * SW GetPaymentFeeRules' refusals as it writes them: the ranges' params named after the field ({charge_type: "shared,
 * ours"}, {payment_type: "priority, regular"}), not `range` as elsewhere; QuotePaymentFee writes them alike.
 */
export const feeRangeRefusal = (field: "payment_type" | "charge_type", range: readonly string[]) => ({
  field,
  entry: message(`${field}_not_in_range`, `${field} should be in range: ${range.join(", ")}`, { [field]: range.join(", ") }),
});

const PAYMENT_FEE_RULES_SPEC = {
  account_id: { kind: "uuid" },
  payment_type: { kind: "enum", values: ["priority", "regular"], refused: feeRangeRefusal("payment_type", ["priority", "regular"]) },
  charge_type: { kind: "enum", values: ["shared", "ours"], refused: feeRangeRefusal("charge_type", ["shared", "ours"]) },
} as const;
/** The route a reference question is about: a currency paid to a bank country (SW GetBeneficiaryRequirements, GetPaymentPurposeCodes). */
const ROUTE = {
  currency: { kind: "currency", required: true },
  bank_account_country: { kind: "country", required: true },
} as const;
const ENTITY_TYPE = { kind: "enum", values: ["company", "individual"] } as const;

export function registerReferenceRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.get("/v2/reference/beneficiary_required_details", async (request) => {
    const params = readParams(
      request,
      { ...ROUTE, beneficiary_country: { kind: "country", required: true }, on_behalf_of: { kind: "uuid" } },
      "beneficiary_required_details_failed",
    );
    acting(demoService, request, params.on_behalf_of, "beneficiary_required_details_failed");
    const body: BeneficiaryRequiredDetailsInput = { details: requiredDetails(params.currency, params.bank_account_country, params.beneficiary_country) };
    return body;
  });

  // SW GetPaymentPurposeCodes: no on_behalf_of; the top-level code follows §7's pattern (Assumption: SW names none).
  app.get("/v2/reference/payment_purpose_codes", async (request) => {
    const params = readParams(
      request,
      {
        // SW GetPaymentPurposeCodes: "No purpose codes will be returned if an invalid currency code is given" —
        // any text is taken, and a currency the demo lists no codes for answers none (its only refusal: a missing one).
        currency: { kind: "string", required: true, max: 255 },
        bank_account_country: { kind: "country", required: true },
        entity_type: ENTITY_TYPE,
      },
      "payment_purpose_codes_failed",
    );
    const body: PaymentPurposeCodesInput = { purpose_codes: purposeCodes(params.currency, params.bank_account_country, params.entity_type, demoService.listedPurposeCodes) };
    return body;
  });

  // SW GetPayerRequirements; the top-level code follows §7's pattern (Assumption: SW names none).
  app.get("/v2/reference/payer_required_details", async (request) => {
    const params = readParams(
      request,
      {
        // SW GetPayerRequirements' own wording: "…ISO 3166-1 Alpha-2 country code" {type: country_code}; a currency
        // "is not a valid ISO 4217 currency code" with no params.
        payer_country: {
          kind: "country",
          required: true,
          refused: { field: "payer_country", entry: message("payer_country_is_in_invalid_format", "payer_country is not a valid ISO 3166-1 Alpha-2 country code", { type: "country_code" }) },
        },
        payer_entity_type: ENTITY_TYPE,
        payment_type: { kind: "enum", values: ["priority", "regular"] },
        currency: { kind: "currency", refused: { field: "currency", entry: message("currency_is_in_invalid_format", "currency is not a valid ISO 4217 currency code") } },
      },
      "payer_required_details_failed",
    );
    const body: PayerRequiredDetailsInput = { details: payerRequirements(params.payer_country, params.payer_entity_type, params.payment_type) };
    return body;
  });

  // SW GetPaymentFeeRules: the account's fee table, filtered by payment type and charge type. Its top-level code is an Assumption (§7's pattern).
  app.get("/v2/reference/payment_fee_rules", async (request) => {
    const params = readParams(
      request,
      PAYMENT_FEE_RULES_SPEC,
      "payment_fee_rules_failed",
    );
    const rules = feeRules(accountFees(demoService.store.data, pricedAccount(demoService, request, params.account_id)));
    const body: PaymentFeeRulesInput = {
      payment_fee_rules: rules
        .filter((rule) => (params.payment_type === undefined || rule.paymentType === params.payment_type) && (params.charge_type === undefined || rule.chargeType === params.charge_type))
        .map((rule) => ({
          payment_type: rule.paymentType,
          charge_type: rule.chargeType,
          fee_amount: rule.amount,
          fee_currency: rule.currency,
          payment_fee_id: rule.table.id,
          payment_fee_name: rule.table.name,
        })),
    };
    return body;
  });

  app.get("/v2/reference/currencies", async (request) => {
    readParams(request, {}, "currencies_failed");
    const body: CurrenciesInput = {
      currencies: RatesTable.currencies().map((code) => ({
        code,
        decimal_places: minorUnits(code),
        name: isoRecord(code)?.currency ?? code,
        online_trading: true,
        can_buy: true,
        can_sell: true,
      })),
    };
    return body;
  });

  app.get("/v2/reference/conversion_dates", async (request) => {
    const params = readParams(
      request,
      {
        // SW GetConversionDates: a pair of other than 6 characters `_is_too_short`/`_is_too_long`; 6 that are not a
        // pair the demo trades `invalid_conversion_pair` (below).
        conversion_pair: { kind: "string", required: true, min: 6, max: 6 },
        start_date: { kind: "date" },
        on_behalf_of: { kind: "uuid" },
      },
      "conversion_dates_failed",
    );
    acting(demoService, request, params.on_behalf_of, "conversion_dates_failed");
    refuseFarStartDate(demoService.clock.now(), params.start_date, "conversion_dates_failed");
    const base = params.conversion_pair.slice(0, 3);
    const quote = params.conversion_pair.slice(3);
    if (!isCurrencyCode(base) || !isCurrencyCode(quote) || base === quote || !RatesTable.has(base) || !RatesTable.has(quote)) {
      throw badRequest("conversion_dates_failed", "conversion_pair", message("invalid_conversion_pair", "The conversion pair specified was invalid")); // SW GetConversionDates
    }
    const now = startFrom(demoService.clock.now(), params.start_date);
    const first = firstConversionDate(now);
    const body: ConversionDatesInput = {
      first_conversion_cutoff_datetime: timestamp(settlementTime(first)),
      first_conversion_date: isoDate(first),
      next_day_conversion_date: isoDate(conversionDateFor(now, "next_day")),
      default_conversion_date: isoDate(conversionDateFor(now, "default")),
      optimize_liquidity_conversion_date: isoDate(conversionDateFor(now, "optimize_liquidity")),
      invalid_conversion_dates: closedDays(now),
    };
    return body;
  });

  app.get("/v2/reference/payment_dates", async (request) => {
    const params = readParams(
      request,
      { currency: { kind: "currency", required: true }, start_date: { kind: "date" }, on_behalf_of: { kind: "uuid" } },
      "payment_dates_failed",
    );
    acting(demoService, request, params.on_behalf_of, "payment_dates_failed");
    refuseFarStartDate(demoService.clock.now(), params.start_date, "payment_dates_failed");
    const now = startFrom(demoService.clock.now(), params.start_date);
    const body: PaymentDatesInput = {
      invalid_payment_dates: closedDays(now),
      first_payment_date: isoDate(firstPaymentDate(now)),
    };
    return body;
  });
}

/**
 * SW GetConversionDates and GetPaymentDates: a start date more than a year ahead is refused,
 * `start_date_is_too_far_in_future` "Date is too far in the future (more than 1 year)", params the last day taken
 * (`maxdate`, midnight UTC as the reference's example writes it) and `period`. The year counts from the service's
 * day (Assumption: the reference's example does not say from what); that day itself is taken.
 */
function refuseFarStartDate(now: number, startDate: string | undefined, errorCode: string): void {
  if (startDate === undefined) return;
  const last = new Date(startOfUtcDay(now));
  last.setUTCFullYear(last.getUTCFullYear() + 1);
  const maxdate = last.toISOString().replace(".000Z", "Z");
  if (startDate <= maxdate.slice(0, 10)) return;
  throw badRequest(errorCode, "start_date", message("start_date_is_too_far_in_future", "Date is too far in the future (more than 1 year)", { maxdate, period: "1 year" }));
}

/** A start date in the future moves the calendar; one in the past does not make past days available. */
function startFrom(now: number, startDate: string | undefined): number {
  const start = startDate === undefined ? undefined : parseIsoDate(startDate);
  return start !== undefined && start > now ? start : now;
}
