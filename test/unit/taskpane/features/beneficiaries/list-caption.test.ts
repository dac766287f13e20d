import { describe, expect, it } from "@jest/globals";
import { listCaption, searchScope } from "../../../../../src/taskpane/features/beneficiaries/list-caption";
import { searchFor } from "../../../../../src/taskpane/features/beneficiaries/search-query";

describe("listCaption", () => {
  it.each<[number | undefined, string, string]>([
    [undefined, "", "Loading…"],
    [undefined, "EUR", "Searching for currency EUR…"],
    [0, "", "No beneficiaries yet: add one with New beneficiary."],
    [1, "", "1 beneficiary"],
    [5000, "", "5,000 beneficiaries"],
    [0, "Acme", "No beneficiary matches “Acme”."],
    [1, "Acme", "1 beneficiary matches “Acme”"],
    [3, "Acme", "3 beneficiaries match “Acme”"],
    [0, "eur", "No beneficiary with currency EUR."],
    [1, "EUR", "1 beneficiary with currency EUR"],
    [12, "EUR", "12 beneficiaries with currency EUR"],
  ])("%p found for %p: %p", (total, typed, caption) => {
    expect(listCaption(total, searchFor(typed))).toBe(caption);
  });
});

describe("searchScope", () => {
  it("says nothing while nothing is searched", () => {
    expect(searchScope(searchFor(""), undefined)).toBeUndefined();
  });
  it("says the service searched what its find can", () => {
    expect(searchScope(searchFor("eur"), undefined)).toEqual({ text: "Searched on the service", partial: false });
  });
  it("says all were searched once every page is loaded", () => {
    expect(searchScope(searchFor("hansa"), { total: 1, failure: undefined, searched: 19, of: 19 })).toEqual({ text: "Searched all 19 beneficiaries, loaded in the pane", partial: false });
  });
  it("says how many of how many were searched, and that loading all searches everything", () => {
    expect(searchScope(searchFor("hansa"), { total: 1, failure: undefined, searched: 100, of: 1250 })).toEqual({
      text: "Searched the 100 loaded of 1,250 beneficiaries; load all to search everything",
      partial: true,
    });
  });
});
