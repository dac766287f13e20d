import { describe, expect, it } from "@jest/globals";
import { countryInSentence } from "../../../../src/domain/countries";
import { PAYMENT_FIELDS, ColumnNames, mapColumns, routingTypeOfHeader } from "../../../../src/domain/orders";

const payments = (headers: string[], corrections: Record<string, string> = {}) => ColumnNames.of(mapColumns(headers, PAYMENT_FIELDS, corrections));

describe("ColumnNames", () => {
  it.each<[string, string[], Record<string, string>, string, string]>([
    ["the sheet's own header", ["Payee", "Acct No"], {}, "account_number", "Acct No"],
    ["a header chosen by a correction", ["Payee", "Konto"], { account_number: "Konto" }, "account_number", "Konto"],
    ["the template's header when the sheet has none", ["Payee"], {}, "account_number", "Account number"],
    ["the template's header of an acronym", ["Payee"], {}, "bic_swift", "BIC"],
    ["a field no kind has, by itself", ["Payee"], {}, "beneficiary_city", "beneficiary_city"],
  ])("names a column by %s", (_, headers, corrections, field, expected) => {
    expect(payments(headers, corrections).name(field)).toBe(expected);
  });

  it("names a routing code column to add by its type, and one the sheet has by its header", () => {
    expect(payments(["Payee"]).name("routing_code_value", "sort_code")).toBe("Sort code");
    expect(payments(["Payee"]).name("routing_code_value", "aba")).toBe("ABA");
    expect(payments(["Payee"]).name("routing_code_value")).toBe("Routing code");
    expect(payments(["Payee", "Routing number"]).name("routing_code_value", "sort_code")).toBe("Routing number");
  });

  it.each<[string, string]>([
    ["account_number", "Acct No"],
    ["routing_code_value_1", "Routing code"],
    ["routing_code_type_2", "Routing code type"],
    ["bic_swift", "BIC"],
    ["beneficiary_id", "Payee"],
    ["name", "Beneficiary name"],
    ["payment_types", "Payment type"],
    ["beneficiary_company_name", "beneficiary_company_name"],
  ])("tells the service's field %s as %s", (serviceField, expected) => {
    expect(payments(["Payee", "Acct No"]).nameOfService(serviceField)).toBe(expected);
  });

  it("names conversion and payment columns alike when no sheet is known", () => {
    expect(["sell_currency", "fixed_side", "reference", "iban", "amount"].map((field) => ColumnNames.template.nameOfService(field))).toEqual(["Sell currency", "Fixed side", "Reference", "IBAN", "Amount"]);
  });

  it("takes the first column the sheet has of several", () => {
    expect(payments(["Payee name", "IBAN"]).firstMapped("beneficiary", "beneficiary_name")).toBe("beneficiary_name");
    expect(payments(["IBAN"]).firstMapped("beneficiary", "beneficiary_name")).toBe("beneficiary");
  });
});

describe("routingTypeOfHeader", () => {
  it.each<[string, string | undefined]>([
    ["Sort code", "sort_code"],
    ["sort_code", "sort_code"],
    ["ABA", "aba"],
    ["BSB code", "bsb_code"],
    ["Institution no", "institution_no"],
    ["Routing code", undefined],
  ])("reads %p as %p", (header, type) => {
    expect(routingTypeOfHeader(header)).toBe(type);
  });
});

describe("countryInSentence", () => {
  it.each<[string, string]>([
    ["GB", "the UK"],
    ["US", "the US"],
    ["DE", "Germany"],
    ["nl", "the Netherlands"],
    ["AE", "the United Arab Emirates"],
    ["ZZ", "ZZ"],
    ["G1", "G1"],
  ])("names %s %p", (code, expected) => {
    expect(countryInSentence(code)).toBe(expected);
  });
});
