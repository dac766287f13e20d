import { describe, expect, it } from "@jest/globals";
import { searchableText, searchFor } from "../../../../../src/taskpane/features/beneficiaries/search-query";
import { matchesEveryWord } from "../../../../../src/taskpane/components/word-match";

describe("searchFor", () => {
  it.each<[string, object]>([
    ["", { where: "service", filters: {}, description: "" }],
    ["   ", { where: "service", filters: {}, description: "" }],
    ["EUR", { where: "service", filters: { currency: "EUR" }, description: "currency EUR" }],
    ["eur", { where: "service", filters: { currency: "EUR" }, description: "currency EUR" }],
    [" Gbp ", { where: "service", filters: { currency: "GBP" }, description: "currency GBP" }],
    ["ABC", { where: "loaded", text: "ABC", description: "“ABC”" }],
    ["DE89 3704 0044 0532 0130 00", { where: "service", filters: { iban: "DE89370400440532013000" }, description: "IBAN DE89370400440532013000" }],
    ["de89370400440532013000", { where: "service", filters: { iban: "DE89370400440532013000" }, description: "IBAN DE89370400440532013000" }],
    ["6789", { where: "loaded", text: "6789", description: "“6789”" }],
    ["  hansa ", { where: "loaded", text: "hansa", description: "“hansa”" }],
  ])("reads %p as %p", (text, search) => {
    expect(searchFor(text)).toEqual(search);
  });
});

describe("what a search over the loaded rows reads", () => {
  const row = searchableText({ name: "Hansa Logistik EUR", bank_account_holder_name: "Hansa Logistik GmbH" }, "EUR · bank in DE · IBAN •••• 6789 · regular");
  it.each<[string, boolean]>([
    ["Hansa", true],
    ["hansa gmbh", true],
    ["LOGISTIK", true],
    ["6789", true],
    ["789", true],
    ["hansa 6789", true],
    ["hansa 1234", false],
    ["Bauer", false],
  ])("%p matches: %p", (query, expected) => {
    expect(matchesEveryWord(row, query)).toBe(expected);
  });
});
