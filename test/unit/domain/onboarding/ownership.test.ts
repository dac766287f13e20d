/** Owners: 10 % or more means listed as ultimate business owner; shares from 0 to 100 %, together at most 100 %. */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { checkCompleteness } from "../../../../src/domain/onboarding";
import { changed, corporateForm, expectExactly, NOW, personOf, type BreakingCase, type SatisfyingCase } from "./baselines";

describe("ownership: a change that breaks one rule yields exactly its finding", () => {
  it.each<BreakingCase>([
    ["an owner without a share", changed(corporateForm, (form) => delete personOf(form, 2).ownership_percentage), ["people[2].ownership_percentage ownership_percentages"]],
    ["an owner with a blank share", changed(corporateForm, (form) => (personOf(form, 2).ownership_percentage = " ")), ["people[2].ownership_percentage ownership_percentages"]],
    ["a share over 100 %", changed(corporateForm, (form) => (personOf(form, 2).ownership_percentage = "120")), ["people[2].ownership_percentage ownership_percentages"]],
    ["a negative share", changed(corporateForm, (form) => (personOf(form, 2).ownership_percentage = "-5")), ["people[2].ownership_percentage ownership_percentages"]],
    ["a share that is not a number", changed(corporateForm, (form) => (personOf(form, 2).ownership_percentage = "thirty")), ["people[2].ownership_percentage ownership_percentages"]],
    ["a director owning exactly 10 % not listed as owner", changed(corporateForm, (form) => (personOf(form, 1).ownership_percentage = "10")), ["people[1].roles owners_listed"]],
    ["shares adding up to more than 100 %", changed(corporateForm, (form) => (personOf(form, 2).ownership_percentage = "45")), ["people.ownership_percentage ownership_percentages"]],
    [
      "shares given as Decimal adding up to 100.5 %",
      changed(corporateForm, (form) => {
        personOf(form, 0).ownership_percentage = new Decimal("70.5");
        personOf(form, 2).ownership_percentage = new Decimal("30");
      }),
      ["people.ownership_percentage ownership_percentages"],
    ],
  ])("%s", (_, form, expected) => expectExactly(form, expected));
});

describe("ownership: the minimal form that satisfies each rule yields no finding", () => {
  it.each<SatisfyingCase>([
    ["a director owning 9.99 % need not be listed as owner", changed(corporateForm, (form) => (personOf(form, 1).ownership_percentage = "9.99"))],
    [
      "three shares of 33.34, 33.33 and 33.33 % add up to exactly 100 %",
      changed(corporateForm, (form) => {
        personOf(form, 0).ownership_percentage = "33.34";
        personOf(form, 2).ownership_percentage = "33.33";
        personOf(form, 3).roles = ["user", "ultimate_business_owner"];
        personOf(form, 3).ownership_percentage = "33.33";
      }),
    ],
    [
      "a sole owner of 100 %",
      changed(corporateForm, (form) => {
        personOf(form, 0).ownership_percentage = "100";
        form.people?.splice(2, 1);
      }),
    ],
    [
      "nobody reaching 10 %: no owner listed at all",
      changed(corporateForm, (form) => {
        personOf(form, 0).roles = ["director", "user"];
        personOf(form, 0).ownership_percentage = "5";
        form.people?.splice(2, 1);
      }),
    ],
  ])("%s", (_, form) => expectExactly(form, []));

  it("says how much the person owns and from when the role is needed", () => {
    const form = changed(corporateForm, (draft) => {
      personOf(draft, 0).ownership_percentage = "40";
      personOf(draft, 1).ownership_percentage = "25";
    });
    const [found, ...others] = checkCompleteness(form, { now: NOW });
    expect(others).toEqual([]);
    expect(found?.message).toBe("Bob Jones owns 25 %, so add the role Ultimate business owner (needed from 10 %).");
    expect(found?.problem).toBe("missing");
  });
});
