/**
 * How the account will be used. Every application says whether it receives money from third parties, where the
 * money comes from and its main purpose (with details when the purpose is "other"); a company also gives the
 * countries it deals with, whether this is a one-off, its expected monthly value with the currency and its number
 * of payments, and — when incorporated less than 12 months before the check — its initial capital.
 * Choice: the document marks none of these optional (only the currency lists), so all are asked for.
 */
import type { CheckContext } from "./check-context";
import { isPastDate, isYoungerThan } from "./company-age";
import { isCountryCode, isGiven, readDecimal } from "./field-values";
import { finding, type Finding } from "./findings";
import type { OnboardingAccountUsage } from "./form";
import { PRIMARY_PURPOSES, YOUNG_COMPANY_MONTHS } from "./values";

function amount(usage: OnboardingAccountUsage, field: "estimated_monthly_transaction_value" | "initial_capital", rule: "account_usage" | "initial_capital", missing: string): Finding[] {
  const value = readDecimal(usage[field]);
  if (value === "not_given") return [finding({ section: "account_usage", field }, "missing", rule, missing)];
  if (value === "unreadable" || value.isNegative()) {
    return [finding({ section: "account_usage", field }, "invalid", rule, "Write the amount as a plain number that is not negative, e.g. 250000.00.")];
  }
  return [];
}

function everyApplication(usage: OnboardingAccountUsage): Finding[] {
  const found: Finding[] = [];
  if (typeof usage.collections_account !== "boolean") {
    found.push(finding({ section: "account_usage", field: "collections_account" }, "missing", "account_usage", "Say whether the account will receive money from third parties."));
  }
  if (!isGiven(usage.source_of_funds)) {
    found.push(finding({ section: "account_usage", field: "source_of_funds" }, "missing", "account_usage", "Say where the money comes from."));
  }
  const purpose = usage.primary_purpose?.trim();
  if (!isGiven(purpose)) {
    found.push(finding({ section: "account_usage", field: "primary_purpose" }, "missing", "account_usage", "Choose the account's main purpose."));
  } else if (!(PRIMARY_PURPOSES as readonly string[]).includes(purpose)) {
    found.push(finding({ section: "account_usage", field: "primary_purpose" }, "invalid", "account_usage", `"${purpose}" is not one of the purposes: ${PRIMARY_PURPOSES.join(", ")}.`));
  } else if (purpose === "other" && !isGiven(usage.purpose_details)) {
    found.push(finding({ section: "account_usage", field: "purpose_details" }, "missing", "purpose_details", "Describe the account's purpose: its main purpose is \"other\"."));
  }
  return found;
}

function companyUsage(usage: OnboardingAccountUsage): Finding[] {
  const found: Finding[] = [];
  const countries = usage.transaction_countries ?? [];
  if (countries.length === 0) {
    found.push(finding({ section: "account_usage", field: "transaction_countries" }, "missing", "account_usage", "List the countries the company will send money to or receive it from."));
  }
  for (const country of countries.filter((code) => !isCountryCode(code))) {
    found.push(finding({ section: "account_usage", field: "transaction_countries" }, "invalid", "country_codes", `"${country}" is not a two-letter country code.`));
  }
  if (typeof usage.one_off_transaction !== "boolean") {
    found.push(finding({ section: "account_usage", field: "one_off_transaction" }, "missing", "account_usage", "Say whether this is a one-off transaction."));
  }
  found.push(...amount(usage, "estimated_monthly_transaction_value", "account_usage", "Give the expected value of payments per month."));
  const currency = usage.estimated_monthly_transaction_currency;
  if (!isGiven(currency)) {
    found.push(finding({ section: "account_usage", field: "estimated_monthly_transaction_currency" }, "missing", "account_usage", "Give the currency of the expected monthly value."));
  } else if (!/^[A-Z]{3}$/.test(currency.trim().toUpperCase())) {
    found.push(finding({ section: "account_usage", field: "estimated_monthly_transaction_currency" }, "invalid", "account_usage", `"${currency}" is not a three-letter currency code.`));
  }
  const volume = usage.estimated_monthly_transaction_volume;
  const volumeText = typeof volume === "number" ? String(volume) : (volume ?? "").trim();
  if (volumeText === "") {
    found.push(finding({ section: "account_usage", field: "estimated_monthly_transaction_volume" }, "missing", "account_usage", "Give the expected number of payments per month."));
  } else if (!/^\d+$/.test(volumeText)) {
    found.push(finding({ section: "account_usage", field: "estimated_monthly_transaction_volume" }, "invalid", "account_usage", "The expected number of payments per month is a whole number, e.g. 40."));
  }
  return found;
}

function youngCompany(context: CheckContext, usage: OnboardingAccountUsage): Finding[] {
  const incorporated = context.form.business_information?.incorporation_date?.trim();
  if (incorporated === undefined || !isPastDate(incorporated, context.today) || !isYoungerThan(incorporated, context.today, YOUNG_COMPANY_MONTHS)) return [];
  return amount(usage, "initial_capital", "initial_capital", `Give the company's initial capital: it was incorporated on ${incorporated}, less than ${YOUNG_COMPANY_MONTHS} months ago.`);
}

export function checkAccountUsage(context: CheckContext): Finding[] {
  const usage = context.form.account_usage;
  if (usage === null || usage === undefined) {
    return [finding({ section: "account_usage" }, "missing", "account_usage", "Say how the account will be used.")];
  }
  return [...everyApplication(usage), ...(context.isCorporate ? [...companyUsage(usage), ...youngCompany(context, usage)] : [])];
}
