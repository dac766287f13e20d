import { describe, expect, it } from "@jest/globals";
import {
  accountSchema,
  balancesFindSchema,
  basicRatesSchema,
  beneficiaryRequiredDetailsSchema,
  beneficiarySchema,
  contactSchema,
  conversionCancellationSchema,
  conversionDatesSchema,
  conversionSchema,
  conversionsFindSchema,
  currenciesSchema,
  demoTopUpSchema,
  detailedQuoteSchema,
  paymentAuthorisationsSchema,
  paymentDatesSchema,
  paymentSchema,
} from "../../../../src/api/schemas";
import * as fixtures from "../wire-fixtures";

function issuePathOf(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): PropertyKey[] | undefined {
  return result.error?.issues[0]?.path;
}

describe("basic rates", () => {
  it("reads 6-decimal bid/offer pairs exactly and keeps the requested keys", () => {
    const result = basicRatesSchema.parse({
      rates: { GBPUSD: ["1.407700", "1.408300"], USDGBP: ["0.710000", "0.710400"] },
      unavailable: ["EURXYZ"],
    });
    expect(Object.keys(result.rates)).toEqual(["GBPUSD", "USDGBP"]);
    expect(result.rates.GBPUSD?.map((d) => d.toFixed(6))).toEqual(["1.407700", "1.408300"]);
    expect(result.rates.USDGBP?.[1].toFixed()).toBe("0.7104");
    expect(result.unavailable).toEqual(["EURXYZ"]);
  });

  it("reads the 4- and 5-decimal forms of older recordings", () => {
    const result = basicRatesSchema.parse({ rates: { EURGBP: ["0.71445", "0.7150"] }, unavailable: [] });
    expect(result.rates.EURGBP?.map((d) => d.toFixed())).toEqual(["0.71445", "0.715"]);
  });

  it("names the path of a rate that is not a decimal string", () => {
    const result = basicRatesSchema.safeParse({ rates: { EURGBP: ["0.8037", 0.8041] }, unavailable: [] });
    expect(issuePathOf(result)).toEqual(["rates", "EURGBP", 1]);
  });
});

describe("detailed quote", () => {
  it("reads 4-decimal rates, partner_rate null, deposit_amount 0.0 and a Z cut-off time", () => {
    const quote = detailedQuoteSchema.parse(fixtures.detailedQuote());
    expect(quote.client_rate.toFixed()).toBe("0.8037");
    expect(quote.client_sell_amount.toFixed()).toBe("10000.23");
    expect(quote.client_buy_amount.toFixed()).toBe("8037.18");
    expect(quote.partner_rate).toBeNull();
    expect(quote.deposit_amount.isZero()).toBe(true);
    expect(quote.settlement_cut_off_time).toBe("2022-02-02T15:00:00Z");
    expect(quote.fixed_side).toBe("sell");
  });

  it("takes deposit_required null as older recordings show it", () => {
    expect(detailedQuoteSchema.parse(fixtures.detailedQuote({ deposit_required: null })).deposit_required).toBeNull();
  });

  it('refuses partner_rate "" on a quote (the quote writes null)', () => {
    const result = detailedQuoteSchema.safeParse({ ...fixtures.detailedQuote(), partner_rate: "" });
    expect(issuePathOf(result)).toEqual(["partner_rate"]);
  });

  it("refuses a fixed_side outside buy/sell", () => {
    const result = detailedQuoteSchema.safeParse({ ...fixtures.detailedQuote(), fixed_side: "both" });
    expect(issuePathOf(result)).toEqual(["fixed_side"]);
  });
});

describe("conversion", () => {
  it('reads the creation defaults: partner_rate "", deposit_currency "", deposit_required_at "", unique_request_id null', () => {
    const conversion = conversionSchema.parse(fixtures.conversion());
    expect(conversion.partner_rate).toBeNull();
    expect(conversion.deposit_currency).toBeNull();
    expect(conversion.deposit_required_at).toBeNull();
    expect(conversion.unique_request_id).toBeNull();
    expect(conversion.payment_ids).toEqual([]);
    expect(conversion.client_sell_amount.toFixed()).toBe("10000.23");
    expect(conversion.partner_buy_amount.toFixed(2)).toBe("0.00");
    expect(conversion.conversion_date).toBe("2022-02-02T00:00:00+00:00");
  });

  it("reads a house-account conversion with partner values filled in", () => {
    const conversion = conversionSchema.parse(
      fixtures.conversion({ partner_rate: "0.8035", partner_status: "funds_arrived", deposit_currency: "EUR", unique_request_id: "row-17" }),
    );
    expect(conversion.partner_rate?.toFixed()).toBe("0.8035");
    expect(conversion.partner_status).toBe("funds_arrived");
    expect(conversion.deposit_currency).toBe("EUR");
    expect(conversion.unique_request_id).toBe("row-17");
  });

  it("lets unknown fields pass silently", () => {
    const conversion = conversionSchema.parse({ ...fixtures.conversion(), brand_new_field: { nested: true } });
    expect(conversion.id).toBe(fixtures.ids.conversion);
    expect("brand_new_field" in conversion).toBe(false);
  });

  it("names the path inside a find envelope", () => {
    const body = {
      conversions: [{ ...fixtures.conversion(), client_buy_amount: "8037.18 GBP" }],
      pagination: fixtures.pagination(),
    };
    expect(issuePathOf(conversionsFindSchema.safeParse(body))).toEqual(["conversions", 0, "client_buy_amount"]);
  });

  it.each([
    ["id", "1873a622"],
    ["buy_currency", "gbp"],
    ["client_rate", "0,8037"],
    ["settlement_date", "2022-02-02"],
  ])("is strict about %s", (field, value) => {
    expect(issuePathOf(conversionSchema.safeParse({ ...fixtures.conversion(), [field]: value }))).toEqual([field]);
  });

  it("reads the cancellation event with its negative amount", () => {
    const event = conversionCancellationSchema.parse(fixtures.cancellation());
    expect(event.amount.toFixed()).toBe("-0.11");
    expect(event.amount.isNegative()).toBe(true);
    expect(event.event_type).toBe("self_service_cancellation");
  });
});

describe("payment", () => {
  it('reads creation defaults: transferred_at "", authorisation_steps_required "0", nulls kept', () => {
    const payment = paymentSchema.parse(fixtures.payment());
    expect(payment.amount.toFixed()).toBe("10000.23");
    expect(payment.transferred_at).toBeNull();
    expect(payment.authorisation_steps_required).toBe(0);
    expect(payment.failure_reason).toBe("");
    expect(payment.failure_returned_amount.toFixed(2)).toBe("0.00");
    expect(payment.conversion_id).toBeNull();
    expect(payment.fee_amount).toBeNull();
    expect(payment.payment_date).toBe("2022-01-31");
  });

  it("reads a transferred payment with a Z timestamp and an approval step", () => {
    const payment = paymentSchema.parse(
      fixtures.payment({ transferred_at: "2022-02-01T00:10:01Z", authorisation_steps_required: "1", status: "completed" }),
    );
    expect(payment.transferred_at).toBe("2022-02-01T00:10:01Z");
    expect(payment.authorisation_steps_required).toBe(1);
  });

  it("refuses a payment_date written as a timestamp and an amount in exponent notation", () => {
    expect(issuePathOf(paymentSchema.safeParse({ ...fixtures.payment(), payment_date: "2022-01-31T00:00:00+00:00" }))).toEqual([
      "payment_date",
    ]);
    expect(issuePathOf(paymentSchema.safeParse({ ...fixtures.payment(), amount: "1e4" }))).toEqual(["amount"]);
  });

  it("reads authorisation results with per-item errors", () => {
    const result = paymentAuthorisationsSchema.parse({
      authorisations: [
        { payment_id: fixtures.ids.payment, payment_status: "authorised", updated: true, error: null, auth_steps_taken: 1, auth_steps_required: 1, short_reference: "220131-R2M0R4791" },
        { payment_id: fixtures.ids.secondPayment, payment_status: "ready_to_send", updated: false, error: "Payment is not awaiting authorisation", auth_steps_taken: 0, auth_steps_required: 0, short_reference: "180628-FGVXPX001" },
      ],
    });
    expect(result.authorisations.map((a) => [a.updated, a.error])).toEqual([
      [true, null],
      [false, "Payment is not awaiting authorisation"],
    ]);
  });
});

describe("beneficiary", () => {
  it('maps default_beneficiary "false"/"true" text to booleans', () => {
    expect(beneficiarySchema.parse(fixtures.beneficiary()).default_beneficiary).toBe(false);
    expect(beneficiarySchema.parse(fixtures.beneficiary({ default_beneficiary: "true" })).default_beneficiary).toBe(true);
  });

  it("takes the nulls recordings show for a sort-code beneficiary", () => {
    const beneficiary = beneficiarySchema.parse(
      fixtures.beneficiary({ bic_swift: null, iban: null, beneficiary_country: null, account_number: "3284734675", routing_code_type_1: "sort_code", routing_code_value_1: "101193", payment_types: [] }),
    );
    expect(beneficiary.iban).toBeNull();
    expect(beneficiary.routing_code_value_1).toBe("101193");
  });

  it("refuses default_beneficiary as a real boolean (the wire writes text)", () => {
    expect(issuePathOf(beneficiarySchema.safeParse({ ...fixtures.beneficiary(), default_beneficiary: false }))).toEqual([
      "default_beneficiary",
    ]);
  });
});

describe("accounts, contacts, balances", () => {
  it("reads an account with null reference fields", () => {
    const account = accountSchema.parse(fixtures.account());
    expect(account.your_reference).toBeNull();
    expect(account.terms_and_conditions_accepted).toBeNull();
    expect(account.short_reference).toBe("220131-27603");
  });

  it("reads a contact with millisecond Z timestamps, a date-only birth date and an escaped time zone", () => {
    const contact = contactSchema.parse(JSON.parse(JSON.stringify(fixtures.contact()).replace("Europe/London", "Europe\\/London")));
    expect(contact.timezone).toBe("Europe/London");
    expect(contact.date_of_birth).toBe("1980-05-17");
    expect(contact.created_at).toBe("2022-01-31T10:00:00.000Z");
  });

  it("reads a balance search with exact amounts and -1 page markers", () => {
    const result = balancesFindSchema.parse({
      balances: [fixtures.balance(), fixtures.balance({ currency: "JPY", amount: "1500" })],
      pagination: fixtures.pagination({ total_entries: 2 }),
    });
    expect(result.balances.map((b) => b.amount.toFixed())).toEqual(["10000.23", "1500"]);
    expect(result.pagination.next_page).toBe(-1);
  });

  it("names a missing pagination field", () => {
    const pagination: Record<string, unknown> = { ...fixtures.pagination() };
    delete pagination.next_page;
    expect(issuePathOf(balancesFindSchema.safeParse({ balances: [], pagination }))).toEqual(["pagination", "next_page"]);
  });
});

describe("reference and demo funding", () => {
  it("keeps the service's own field keys in beneficiary required details", () => {
    const result = beneficiaryRequiredDetailsSchema.parse({
      details: [{ payment_type: "regular", beneficiary_entity_type: "company", acct_number: "^\\d{8}$", sort_code: "^\\d{6}$" }],
    });
    expect(result.details[0]).toEqual({ payment_type: "regular", beneficiary_entity_type: "company", acct_number: "^\\d{8}$", sort_code: "^\\d{6}$" });
  });

  it("reads currencies, conversion dates and payment dates", () => {
    expect(
      currenciesSchema.parse({ currencies: [{ code: "JPY", decimal_places: 0, name: "Japanese Yen", online_trading: true, can_buy: true, can_sell: true }] })
        .currencies[0]?.decimal_places,
    ).toBe(0);
    const dates = conversionDatesSchema.parse({
      first_conversion_cutoff_datetime: "2022-02-01T14:20:00+00:00",
      first_conversion_date: "2022-02-01",
      next_day_conversion_date: "2022-02-01",
      default_conversion_date: "2022-02-02",
      optimize_liquidity_conversion_date: "2022-02-02",
      invalid_conversion_dates: { "2022-02-05": "No trading on Saturday" },
    });
    expect(dates.invalid_conversion_dates["2022-02-05"]).toBe("No trading on Saturday");
    expect(paymentDatesSchema.parse({ invalid_payment_dates: {}, first_payment_date: "2022-01-31" }).first_payment_date).toBe("2022-01-31");
  });

  it("reads a demo funding result", () => {
    const funding = demoTopUpSchema.parse(fixtures.demoTopUp());
    expect(funding.amount.toFixed()).toBe("150.53");
    expect(funding.short_reference).toBe("IF-20220131-17HB4L");
  });
});
