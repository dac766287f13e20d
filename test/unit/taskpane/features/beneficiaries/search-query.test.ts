import { describe, expect, it } from "@jest/globals";
import { searchFor } from "../../../../../src/taskpane/features/beneficiaries/search-query";

describe("searchFor", () => {
  it.each<[string, object, string]>([
    ["", {}, ""],
    ["   ", {}, ""],
    ["EUR", { currency: "EUR" }, "currency EUR"],
    ["eur", { name: "eur" }, "name “eur”"],
    ["ABC", { name: "ABC" }, "name “ABC”"],
    ["DE89 3704 0044 0532 0130 00", { iban: "DE89370400440532013000" }, "IBAN DE89370400440532013000"],
    ["de89370400440532013000", { iban: "DE89370400440532013000" }, "IBAN DE89370400440532013000"],
    ["41926819", { account_number: "41926819" }, "account number 41926819"],
    ["123", { name: "123" }, "name “123”"],
    ["  Acme Ltd GBP ", { name: "Acme Ltd GBP" }, "name “Acme Ltd GBP”"],
  ])("reads %p as %p", (text, filters, description) => {
    expect(searchFor(text)).toEqual({ filters, description });
  });
});
