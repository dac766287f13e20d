/**
 * Account usage: third-party money, source of funds and purpose for everyone (details for "other"); the countries,
 * one-off flag and expected monthly value, currency and number of payments for companies.
 */
import { describe, it } from "@jest/globals";
import Decimal from "decimal.js";
import type { OnboardingForm } from "../../../../src/domain/onboarding";
import { changed, corporateForm, expectExactly, individualForm, type BreakingCase, type Draft, type SatisfyingCase } from "./baselines";

type Usage = NonNullable<Draft<OnboardingForm>["account_usage"]>;

function usageOf(baseline: () => Draft<OnboardingForm>, change: (usage: Usage) => void): OnboardingForm {
  return changed(baseline, (form) => {
    if (!form.account_usage) throw new Error("the baselines have account usage");
    change(form.account_usage);
  });
}

describe("account usage: a change that breaks one rule yields exactly its finding", () => {
  it.each<BreakingCase>([
    ["no account usage", changed(individualForm, (form) => (form.account_usage = null)), ["account_usage account_usage"]],
    ["third-party money left unanswered", usageOf(individualForm, (usage) => delete usage.collections_account), ["account_usage.collections_account account_usage"]],
    ["no source of funds", usageOf(corporateForm, (usage) => (usage.source_of_funds = "")), ["account_usage.source_of_funds account_usage"]],
    ["no purpose", usageOf(individualForm, (usage) => delete usage.primary_purpose), ["account_usage.primary_purpose account_usage"]],
    ["a purpose the service does not know", usageOf(individualForm, (usage) => (usage.primary_purpose = "holiday")), ["account_usage.primary_purpose account_usage"]],
    ["purpose other without details", usageOf(corporateForm, (usage) => (usage.primary_purpose = "other")), ["account_usage.purpose_details purpose_details"]],
    ["a company without transaction countries", usageOf(corporateForm, (usage) => (usage.transaction_countries = [])), ["account_usage.transaction_countries account_usage"]],
    ["a transaction country written out", usageOf(corporateForm, (usage) => (usage.transaction_countries = ["GB", "Germany"])), ["account_usage.transaction_countries country_codes"]],
    ["a company not saying whether it is a one-off", usageOf(corporateForm, (usage) => (usage.one_off_transaction = null)), ["account_usage.one_off_transaction account_usage"]],
    ["a company without expected monthly value", usageOf(corporateForm, (usage) => delete usage.estimated_monthly_transaction_value), ["account_usage.estimated_monthly_transaction_value account_usage"]],
    ["an expected value with thousands separators", usageOf(corporateForm, (usage) => (usage.estimated_monthly_transaction_value = "250,000")), ["account_usage.estimated_monthly_transaction_value account_usage"]],
    ["a negative expected value", usageOf(corporateForm, (usage) => (usage.estimated_monthly_transaction_value = new Decimal("-1"))), ["account_usage.estimated_monthly_transaction_value account_usage"]],
    ["an expected value without its currency", usageOf(corporateForm, (usage) => delete usage.estimated_monthly_transaction_currency), ["account_usage.estimated_monthly_transaction_currency account_usage"]],
    ["a currency that is not a code", usageOf(corporateForm, (usage) => (usage.estimated_monthly_transaction_currency = "pounds")), ["account_usage.estimated_monthly_transaction_currency account_usage"]],
    ["a company without expected number of payments", usageOf(corporateForm, (usage) => (usage.estimated_monthly_transaction_volume = null)), ["account_usage.estimated_monthly_transaction_volume account_usage"]],
    ["a fractional number of payments", usageOf(corporateForm, (usage) => (usage.estimated_monthly_transaction_volume = 2.5)), ["account_usage.estimated_monthly_transaction_volume account_usage"]],
  ])("%s", (_, form, expected) => expectExactly(form, expected));
});

describe("account usage: the minimal form that satisfies each rule yields no finding", () => {
  it.each<SatisfyingCase>([
    ["purpose other with details", usageOf(corporateForm, (usage) => {
      usage.primary_purpose = "other";
      usage.purpose_details = "Paying staff abroad";
    })],
    ["an individual gives only the three fields (baseline)", individualForm()],
    ["a purpose listed by the document but not by the service's OpenAPI file", usageOf(individualForm, (usage) => (usage.primary_purpose = "liquidity_fx"))],
    ["no third-party money is an answer", usageOf(corporateForm, (usage) => (usage.collections_account = false))],
    ["a one-off transaction", usageOf(corporateForm, (usage) => (usage.one_off_transaction = true))],
    ["the expected value as a Decimal and the number of payments as text", usageOf(corporateForm, (usage) => {
      usage.estimated_monthly_transaction_value = new Decimal("250000.00");
      usage.estimated_monthly_transaction_volume = "40";
    })],
    ["the currency lists are optional", usageOf(corporateForm, (usage) => {
      delete usage.collection_currencies;
      delete usage.payment_currencies;
    })],
  ])("%s", (_, form) => expectExactly(form, []));
});
