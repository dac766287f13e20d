/**
 * The refusals of the newer endpoints, written from the reference (CurrencyCloud/currencycloud-swagger
 * src/reference.yaml, each operation's 400 x-errors) and the 2024 recordings (CurrencyCloud/currencycloud-python
 * tests/fixtures/vcr_cassettes/payments/validate_error.json, validate.json), not from the demo service:
 * quotes/create (CreateQuoteConversion), payer requirements (GetPayerRequirements), fee rules (GetPaymentFeeRules),
 * the fee quote (GetQuotePaymentFee), demo funding (SimulateFunding) and payments/validate (ValidatePayment).
 * docs/demo-service.md "Held quotes, payer requirements, fees, demo funding and validation: their own words".
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../../src/demo-service/server";
import { enableHeldRates } from "../../../support/demo-admin";
import { GBP_BENEFICIARY, subAccount } from "../../../support/demo-data";
import { call, login, type Params } from "../../../support/demo-http";
import { DAY, MONDAY_9AM, PINNED_NOW } from "../../../support/demo-service";
import { entry, refusalTable, says, text, type Messages } from "../../../support/refusal-table";
import { withDemoService } from "../../../support/with-demo-service";

/** The service's day (its pinned clock's, in UTC: `npm run test:calendar` moves it), a year on, and the day after that. */
const YEAR_AHEAD = yearAfter(PINNED_NOW);
const YEAR_AND_A_DAY_AHEAD = new Date(Date.parse(YEAR_AHEAD) + DAY).toISOString().slice(0, 10);
/** SW GetConversionDates, GetPaymentDates: `maxdate` a year after the service's day, at midnight UTC. */
const FAR_START = says.one("start_date", "start_date_is_too_far_in_future", "Date is too far in the future (more than 1 year)", { maxdate: `${YEAR_AHEAD}T00:00:00Z`, period: "1 year" });

function yearAfter(instant: number): string {
  const day = new Date(instant);
  return new Date(Date.UTC(day.getUTCFullYear() + 1, day.getUTCMonth(), day.getUTCDate())).toISOString().slice(0, 10);
}

const QUOTE: Params = { buy_currency: "GBP", sell_currency: "EUR", fixed_side: "sell", amount: "2500.00", hold_period: "3m", conversion_date_preference: "default" };
const PREFERENCE = "not a valid conversion date preference, possible options are earliest, optimize_liquidity, default, next_day";

refusalTable("quotes/create: field refusals (SW CreateQuoteConversion)", { method: "POST", path: "/v2/quotes/create", errorCode: "quote_create_failed", base: QUOTE }, [
  ["fixed_side", "middle", says.notInRange("fixed_side", "sell, buy"), "CreateQuoteConversion: the range sell, buy"],
  ["fixed_side", "", says.one("fixed_side", "fixed_side_is_required", "fixed_side is required"), "CreateQuoteConversion"],
  ["buy_currency", "GBX", says.invalidFormat("buy_currency"), "CreateQuoteConversion: no params"],
  ["sell_currency", "eur", says.invalidFormat("sell_currency"), "CreateQuoteConversion: no params"],
  ["buy_currency", "", says.one("buy_currency", "buy_currency_is_required", "buy_currency is required"), "CreateQuoteConversion"],
  ["conversion_date", "next friday", says.wrongType("conversion_date", "date"), "CreateQuoteConversion: conversion_date_type_is_wrong"],
  ["amount", "lots", says.wrongType("amount", "numeric"), "CreateQuoteConversion"],
  ["amount", "0", says.one("amount", "amount_is_too_small", "amount can not be smaller than 1", { minvalue: 1 }), "CreateQuoteConversion"],
  ["amount", "-5", says.one("amount", "amount_is_too_small", "amount can not be smaller than 1", { minvalue: 1 }), "CreateQuoteConversion"],
  ["hold_period", "", says.one("hold_period", "hold_period_is_required", "hold_period is required"), "CreateQuoteConversion"],
  ["conversion_date_preference", "soonest", says.one("base", "invalid_conversion_date_preference", PREFERENCE), "CreateQuoteConversion: under base"],
]);

describe("quotes/create: refusals of the trade (SW CreateQuoteConversion), held rates provisioned", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ service: { clock: { start: MONDAY_9AM } } }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
    await enableHeldRates(demoService, demoService.state.data.houseAccountId, ["3m"]);
  });

  const rows: [name: string, change: Params, expected: Messages, source: string][] = [
    [
      "the same currency bought and sold",
      { buy_currency: "EUR" },
      says.one("base", "unique_value_parameters", "Following parameters should not have same values: sell_currency, buy_currency", { parameters: "sell_currency, buy_currency" }),
      "CreateQuoteConversion",
    ],
    [
      "neither a date nor a preference",
      { conversion_date_preference: undefined },
      says.one("base", "invalid_conversion_date_combination", "One of conversion_date or conversion_date_preference must be specified"),
      "CreateQuoteConversion",
    ],
    [
      "both a date and a preference",
      { conversion_date: "2026-03-04" },
      says.one("base", "invalid_conversion_date_combination", "conversion_date_preference can not be specified along side a date parameter"),
      "CreateConversion, GetDetailedRates (Assumption on quotes: it lists only the other message)",
    ],
    [
      "a conversion date the pair cannot settle on (a Saturday)",
      { conversion_date: "2026-01-10", conversion_date_preference: undefined },
      says.one("base", "invalid_conversion_date", "Conversion date is not valid for this currency pair"),
      "CreateQuoteConversion: under base",
    ],
    [
      "more decimals than the fixed side's currency has",
      { amount: "2500.123" },
      says.one("base", "invalid_decimals", "amount should be specified with a valid number of decimal places"),
      "CreateQuoteConversion",
    ],
  ];
  it.each(rows)("%s", async (_name, change, expected) => {
    const answer = await call(demoService, "POST", "/v2/quotes/create", { ...QUOTE, ...change }, { token });
    expect([answer.status, answer.body]).toEqual([400, { error_code: "quote_create_failed", error_messages: expected }]);
  });
});

refusalTable(
  "reference/payer_required_details (SW GetPayerRequirements)",
  { method: "GET", path: "/v2/reference/payer_required_details", errorCode: "payer_required_details_failed", base: { payer_country: "GB" } },
  [
    ["payer_country", "gb", says.one("payer_country", "payer_country_is_in_invalid_format", "payer_country is not a valid ISO 3166-1 Alpha-2 country code", { type: "country_code" }), "GetPayerRequirements"],
    ["payer_country", "", says.one("payer_country", "payer_country_is_required", "payer_country is required"), "GetPayerRequirements"],
    ["currency", "EURO", says.one("currency", "currency_is_in_invalid_format", "currency is not a valid ISO 4217 currency code"), "GetPayerRequirements: no params"],
    ["payment_type", "swift", says.notInRange("payment_type", "priority, regular"), "GetPayerRequirements"],
    ["payer_entity_type", "trust", says.notInRange("payer_entity_type", "company, individual"), "GetPayerRequirements"],
  ],
);

refusalTable("reference/payment_fee_rules (SW GetPaymentFeeRules)", { method: "GET", path: "/v2/reference/payment_fee_rules", errorCode: "payment_fee_rules_failed", base: {} }, [
  ["account_id", "abc", says.notUuid("account_id"), "GetPaymentFeeRules"],
  ["charge_type", "both", says.one("charge_type", "charge_type_not_in_range", "charge_type should be in range: shared, ours", { charge_type: "shared, ours" }), "GetPaymentFeeRules: params named after the field"],
  ["payment_type", "swift", says.one("payment_type", "payment_type_not_in_range", "payment_type should be in range: priority, regular", { payment_type: "priority, regular" }), "GetPaymentFeeRules"],
]);

refusalTable(
  "payments/quote_payment_fee (SW GetQuotePaymentFee)",
  { method: "GET", path: "/v2/payments/quote_payment_fee", errorCode: "quote_payment_fee_failed", base: { payment_currency: "USD", payment_destination_country: "US", payment_type: "regular" } },
  [
    ["account_id", "abc", says.one("account_id", "account_id_is_not_valid_uuid", "account_id should be in UUID format", { type: "currency" }), "GetQuotePaymentFee: its params as written"],
    ["payment_currency", "usd", says.notCurrency("payment_currency"), "GetQuotePaymentFee"],
    ["payment_currency", "", says.one("payment_currency", "payment_currency_is_required", "payment_currency is required"), "GetQuotePaymentFee"],
    ["payment_destination_country", "USA", says.invalidFormat("payment_destination_country", { type: "country_code" }), "GetQuotePaymentFee"],
    ["payment_destination_country", "", says.one("payment_destination_country", "payment_destination_country_is_required", "payment_destination_country is required"), "GetQuotePaymentFee"],
    ["charge_type", "both", says.one("charge_type", "charge_type_not_in_range", "charge_type should be in range: shared, ours", { charge_type: "shared, ours" }), "GetQuotePaymentFee"],
    ["payment_type", "swift", says.one("payment_type", "payment_type_not_in_range", "payment_type should be in range: priority, regular", { payment_type: "priority, regular" }), "GetQuotePaymentFee"],
  ],
);

refusalTable(
  "reference/conversion_dates (SW GetConversionDates)",
  { method: "GET", path: "/v2/reference/conversion_dates", errorCode: "conversion_dates_failed", base: { conversion_pair: "GBPUSD" } },
  [
    ["conversion_pair", "GBPUS", says.tooShort("conversion_pair", 6), "GetConversionDates"],
    ["conversion_pair", "GBPUSDX", says.tooLong("conversion_pair", 6), "GetConversionDates"],
    ["conversion_pair", "GBP/US", says.one("conversion_pair", "invalid_conversion_pair", "The conversion pair specified was invalid"), "GetConversionDates"],
    ["conversion_pair", "GBPGBP", says.one("conversion_pair", "invalid_conversion_pair", "The conversion pair specified was invalid"), "GetConversionDates"],
    ["conversion_pair", "XYZUSD", says.one("conversion_pair", "invalid_conversion_pair", "The conversion pair specified was invalid"), "GetConversionDates"],
    ["start_date", YEAR_AND_A_DAY_AHEAD, FAR_START, "GetConversionDates: a year and a day after the service's day"],
  ],
);

refusalTable("reference/payment_dates (SW GetPaymentDates)", { method: "GET", path: "/v2/reference/payment_dates", errorCode: "payment_dates_failed", base: { currency: "GBP" } }, [
  ["start_date", YEAR_AND_A_DAY_AHEAD, FAR_START, "GetPaymentDates: a year and a day after the service's day"],
  ["start_date", "2099-12-31", FAR_START, "GetPaymentDates"],
]);

describe("reference/conversion_dates and payment_dates take a start date exactly a year ahead (SW: refused only beyond 1 year)", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({}, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it("answers the calendar from the day a year after the service's day", async () => {
    // The first date is that day or, when it is no working day, one of the next few.
    const within = (first: unknown) => typeof first === "string" && first >= YEAR_AHEAD && first < new Date(Date.parse(YEAR_AHEAD) + 7 * DAY).toISOString().slice(0, 10);
    const conversions = await call(demoService, "GET", "/v2/reference/conversion_dates", { conversion_pair: "GBPUSD", start_date: YEAR_AHEAD }, { token });
    expect([conversions.status, within(conversions.body.first_conversion_date)]).toEqual([200, true]);
    const payments = await call(demoService, "GET", "/v2/reference/payment_dates", { currency: "GBP", start_date: YEAR_AHEAD }, { token });
    expect([payments.status, within(payments.body.first_payment_date)]).toEqual([200, true]);
  });
});

const FUNDING: Params = { id: "5b1e4f3a-8c2d-4e6f-9a0b-1c2d3e4f5a6b", receiver_account_number: "0000000", amount: "100.00", currency: "GBP" };

refusalTable("demo/funding/create: field refusals (SW SimulateFunding)", { method: "POST", path: "/v2/demo/funding/create", errorCode: "demo_funding_create_failed", base: FUNDING }, [
  ["id", "", says.one("id", "id_cant_be_blank", "ID can't be blank"), "SimulateFunding"],
  ["id", "abc", says.one("id", "id_has_invalid_format", "ID should be in UUID format"), "SimulateFunding"],
  ["receiver_account_number", "", says.one("receiver_account_number", "receiver_account_number_cant_be_blank", "Receiver account number can't be blank"), "SimulateFunding"],
  ["amount", "", says.one("amount", "amount_cant_be_blank", "Amount can't be blank"), "SimulateFunding"],
  ["amount", "ten", says.one("amount", "amount_is_invalid", "Amount should be numeric with 2 decimal points separated by '.'"), "SimulateFunding"],
  ["amount", "0", says.one("amount", "amount_must_be_greater_than_0", "Amount must be greater than 0"), "SimulateFunding"],
  ["amount", "-5", says.one("amount", "amount_must_be_greater_than_0", "Amount must be greater than 0"), "SimulateFunding"],
  ["currency", "", says.one("currency", "currency_cant_be_blank", "Currency can't be blank"), "SimulateFunding"],
  ["currency", "gbp", says.one("currency", "currency_has_invalid_format", "Currency is not a valid ISO 4217 currency code"), "SimulateFunding"],
  ["currency", "XYZ", says.one("currency", "currency_is_invalid", "Currency is invalid"), "SimulateFunding"],
  ["action", "hold", says.one("action", "action_is_invalid", "Action is invalid, should be in range: approve, reject"), "SimulateFunding"],
  ["sender_country", "GBR", says.one("sender_country", "sender_country_has_invalid_format", "Sender country is not a valid ISO 3166 country code"), "SimulateFunding"],
  ["on_behalf_of", "abc", says.one("on_behalf_of", "on_behalf_of_is_not_valid_uuid", "on_behalf_of should be in UUID format"), "SimulateFunding"],
  ["sender_account_number", text(256), says.tooLong("sender_account_number", 255), "SimulateFunding: maxLength 255 (the message the pattern's, Assumption)"],
  ["receiver_routing_code", text(256), says.tooLong("receiver_routing_code", 255), "SimulateFunding: maxLength 255 (the message the pattern's, Assumption)"],
]);

describe("demo/funding/create on behalf of a sub-account's contact (SW SimulateFunding's on_behalf_of)", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({}, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  const refusal = (field: string, code: string, message: string) => ({ error_code: "demo_funding_create_failed", error_messages: { [field]: [entry(code, message)] } });

  it("credits the sub-account it acts for, naming the sub-account, and keeps 255-character sender details", async () => {
    const { accountId, contactId } = await subAccount(demoService, token, "Harbour Ltd");
    const harbour = (await call(demoService, "GET", `/v2/accounts/${accountId}`, {}, { token })).body;
    const answer = await call(demoService, "POST", "/v2/demo/funding/create", {
      ...FUNDING, receiver_account_number: harbour.short_reference, sender_account_number: text(255), on_behalf_of: contactId,
    }, { token });
    expect([answer.status, answer.body.account_id, answer.body.amount, answer.body.sender_account_number]).toEqual([200, harbour.id, "100.00", text(255)]);
    expect((await call(demoService, "GET", "/v2/balances/GBP", { on_behalf_of: contactId }, { token })).body.amount).toBe("100.00");
  });

  it("refuses acting for the signed-in contact itself with on_behalf_of_self (SW SimulateFunding)", async () => {
    const self = (await call(demoService, "GET", "/v2/contacts/current", {}, { token })).body.id as string;
    const answer = await call(demoService, "POST", "/v2/demo/funding/create", { ...FUNDING, on_behalf_of: self }, { token });
    expect([answer.status, answer.body]).toEqual([400, refusal("on_behalf_of", "on_behalf_of_self", "You cannot act on behalf of your own Contact")]);
  });

  it("refuses a contact it cannot act for with contact_not_found (Assumption: the code of the operations that list one)", async () => {
    const answer = await call(demoService, "POST", "/v2/demo/funding/create", { ...FUNDING, on_behalf_of: "9b0f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4" }, { token });
    expect([answer.status, answer.body]).toEqual([400, refusal("on_behalf_of", "contact_not_found", "Contact was not found for this id")]);
  });

  it("acting for a sub-account, refuses the house account as receiver with receiver_account_number_not_found, crediting nothing (Assumption)", async () => {
    const { contactId } = await subAccount(demoService, token, "Meadow plc");
    const house = demoService.state.data.accounts[demoService.state.data.houseAccountId]!.wire;
    const answer = await call(demoService, "POST", "/v2/demo/funding/create", { ...FUNDING, id: "7c2e5a1b-4d3f-4a6e-8b9c-0d1e2f3a4b5c", receiver_account_number: house.short_reference, on_behalf_of: contactId }, { token });
    expect([answer.status, answer.body]).toEqual([400, refusal("receiver_account_number", "receiver_account_number_not_found", "Receiver account number not found")]);
    expect(Object.values(demoService.state.data.topUps).filter((topUp) => topUp.account_id === house.id)).toEqual([]);
  });
});

describe("demo/funding/create: amount refusals of a known receiver (SW SimulateFunding)", () => {
  let demoService: DemoServer;
  let token: string;
  // A service per test: one test here credits the account, which the others check stays uncredited.
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it.each([
    ["1000000000000.00", entry("amount_must_be_less_than_1000000000000", "Amount must be less than 1 000 000 000 000")],
    ["100.123", entry("amount_is_invalid", "Amount should be numeric with 2 decimal points separated by '.'")],
  ])("%s", async (amount, expected) => {
    const house = demoService.state.data.accounts[demoService.state.data.houseAccountId]!.wire;
    const answer = await call(demoService, "POST", "/v2/demo/funding/create", { ...FUNDING, receiver_account_number: house.short_reference, amount }, { token });
    expect([answer.status, answer.body]).toEqual([400, { error_code: "demo_funding_create_failed", error_messages: { amount: [expected] } }]);
    expect(demoService.state.data.topUps).toEqual({});
  });

  const countryRefused = entry("sender_country_is_invalid", "Sender country is invalid");
  const currencyRefused = entry("currency_not_supported_by_account", "Currency not supported by account");
  it.each<[string, Params, Messages]>([
    ["two capitals that name no country", { sender_country: "ZZ" }, { sender_country: [countryRefused] }],
    ["a code ISO 3166 reserves but assigns to no country", { sender_country: "UK" }, { sender_country: [countryRefused] }],
    ["an ISO currency the account cannot hold (which: Assumption, the demo's currencies)", { currency: "BRL" }, { currency: [currencyRefused] }],
    ["both, with an amount of too many decimals, at once", { sender_country: "XK", currency: "BRL", amount: "100.123" }, { sender_country: [countryRefused], currency: [currencyRefused], amount: [entry("amount_is_invalid", "Amount should be numeric with 2 decimal points separated by '.'")] }],
  ])("refuses %s as SW SimulateFunding words it, and credits nothing", async (_what, change, expected) => {
    const house = demoService.state.data.accounts[demoService.state.data.houseAccountId]!.wire;
    const answer = await call(demoService, "POST", "/v2/demo/funding/create", { ...FUNDING, receiver_account_number: house.short_reference, ...change }, { token });
    expect([answer.status, answer.body]).toEqual([400, { error_code: "demo_funding_create_failed", error_messages: expected }]);
    expect(demoService.state.data.topUps).toEqual({});
  });

  it("takes a sender country ISO 3166 assigns (Åland's AX) and a currency the demo holds", async () => {
    const house = demoService.state.data.accounts[demoService.state.data.houseAccountId]!.wire;
    const answer = await call(demoService, "POST", "/v2/demo/funding/create", { ...FUNDING, receiver_account_number: house.short_reference, sender_country: "AX", currency: "EUR" }, { token });
    expect([answer.status, answer.body.sender_country, answer.body.currency]).toEqual([200, "AX", "EUR"]);
  });
});

describe("payments/validate: its error code, every amount error, its SCA headers (SW ValidatePayment; PY 2024 recordings)", () => {
  let demoService: DemoServer;
  let token: string;
  let beneficiaryId: string;
  withDemoService({ service: { clock: { start: MONDAY_9AM } }, perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
    beneficiaryId = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body.id;
  });
  const payment = (extra: Params = {}): Params => ({ currency: "GBP", beneficiary_id: beneficiaryId, amount: "250.10", reason: "Invoice 7", reference: "INV-7", ...extra });
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it("answers a missing amount as recorded: payment_validation_failed, amount_is_required and amount_type_is_wrong together", async () => {
    // The recorded request (validate_error.json) less its beneficiary: no amount.
    const answer = await call(demoService, "POST", "/v2/payments/validate", { currency: "GBP", beneficiary_id: beneficiaryId, reason: "Testing payments", reference: "Testing payments", payment_type: "regular" }, { token });
    expect([answer.status, answer.body]).toEqual([
      400,
      {
        error_code: "payment_validation_failed",
        error_messages: {
          amount: [
            { code: "amount_is_required", message: "amount is required", params: {} },
            { code: "amount_type_is_wrong", message: "amount should be of numeric type", params: { type: "numeric" } },
          ],
        },
      },
    ]);
  });

  it("answers x-sca-id and x-sca-required false for an account out of scope, a fresh id each time, no x-sca-type", async () => {
    const first = await call(demoService, "POST", "/v2/payments/validate", payment(), { token });
    const second = await call(demoService, "POST", "/v2/payments/validate", payment(), { token });
    expect([first.status, first.body]).toEqual([200, { validation_result: "success" }]);
    expect(first.headers.get("x-sca-required")).toBe("false");
    expect(first.headers.get("x-sca-id")).toMatch(UUID);
    expect(first.headers.get("x-sca-type")).toBeNull();
    expect(second.headers.get("x-sca-id")).not.toBe(first.headers.get("x-sca-id"));
  });

  it("in SCA scope answers x-sca-required true with x-sca-type SMS, and create refuses a payment without a right code, booking nothing", async () => {
    const switched = await fetch(`${demoService.url}/__admin/sca`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ required: true }) });
    expect(await switched.json()).toEqual({ required: true });
    const validated = await call(demoService, "POST", "/v2/payments/validate", payment(), { token });
    expect(validated.status).toBe(200);
    expect([validated.headers.get("x-sca-required"), validated.headers.get("x-sca-type")]).toEqual(["true", "SMS"]);
    expect(validated.headers.get("x-sca-id")).toMatch(UUID);

    const withoutCode = await call(demoService, "POST", "/v2/payments/create", payment(), { token });
    expect([withoutCode.status, withoutCode.body]).toEqual([
      401,
      { error_code: "sca_check_failed", error_messages: { base: [{ code: "sca_required", message: "Payment denied. Strong Customer Authentication required.", params: {} }] } },
    ]);
    const wrongCode = await call(demoService, "POST", "/v2/payments/create", payment(), {
      token,
      headers: { "x-sca-id": validated.headers.get("x-sca-id")!, "x-sca-token": "123456" },
    });
    expect([wrongCode.status, wrongCode.body.error_messages]).toEqual([401, { base: [{ code: "x-sca-token", message: "Invalid x-sca-token.", params: {} }] }]);
    expect(demoService.state.data.payments).toEqual({});
  });
});
