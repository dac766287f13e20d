/**
 * Initial capital of a young company: the caller's `now` — never the machine's clock — decides whether a company is
 * under 12 months old, counted in calendar months on UTC days.
 */
import { describe, expect, it } from "@jest/globals";
import { checkCompleteness, pathText, type OnboardingForm } from "../../../../src/domain/onboarding";
import { changed, corporateForm, expectExactly, individualForm } from "./baselines";

function incorporatedOn(date: string, initialCapital?: string): OnboardingForm {
  return changed(corporateForm, (form) => {
    if (!form.business_information || !form.account_usage) throw new Error("the corporate baseline has both sections");
    form.business_information.incorporation_date = date;
    form.account_usage.initial_capital = initialCapital;
  });
}

function keysOn(form: OnboardingForm, now: string): string[] {
  return checkCompleteness(form, { now: new Date(now) }).map((found) => `${pathText(found.path)} ${found.rule}`);
}

const ASKS_CAPITAL = ["account_usage.initial_capital initial_capital"];

describe("the now passed in decides the company's age", () => {
  const form = incorporatedOn("2025-06-15");

  it("11 months after incorporation: initial capital is needed", () => {
    expect(keysOn(form, "2026-05-15T09:00:00Z")).toEqual(ASKS_CAPITAL);
  });

  it("13 months after incorporation: it is not", () => {
    expect(keysOn(form, "2026-07-15T09:00:00Z")).toEqual([]);
  });

  it.each([
    ["the day before the first anniversary", "2026-06-14T23:59:59Z", ASKS_CAPITAL],
    ["the first anniversary", "2026-06-15T00:00:00Z", []],
    ["late on the anniversary's eve in New York is already the anniversary in UTC", "2026-06-15T03:00:00Z", []],
  ])("%s", (_, now, expected) => {
    expect(keysOn(form, now)).toEqual(expected);
  });

  it.each([
    ["2025-02-28", "2025-02-28T12:00:00Z", ASKS_CAPITAL],
    ["2025-03-01", "2025-03-01T12:00:00Z", []],
  ])("incorporated on 29 February 2024, checked on %s", (_, now, expected) => {
    expect(keysOn(incorporatedOn("2024-02-29"), now)).toEqual(expected);
  });
});

describe("initial capital of a young company, checked on 23 November 2026", () => {
  it.each([
    ["incorporated 11 months ago without initial capital", incorporatedOn("2025-12-23"), ASKS_CAPITAL],
    ["incorporated 11 months ago with initial capital that is not a number", incorporatedOn("2025-12-23", "50k"), ASKS_CAPITAL],
    ["incorporated 11 months ago with initial capital", incorporatedOn("2025-12-23", "50000.00"), []],
    ["incorporated 13 months ago without initial capital", incorporatedOn("2025-10-23"), []],
    ["incorporated exactly 12 months ago without initial capital", incorporatedOn("2025-11-23"), []],
    ["an individual is never asked", changed(individualForm, () => undefined), []],
  ])("%s", (_, form, expected) => expectExactly(form, expected));
});
