import { describe, expect, it } from "@jest/globals";
import type { CellValue } from "../../../../src/domain";
import { BENEFICIARY_FIELDS, describeProblems, mapColumns, OrderCells, parseBeneficiaryOrder } from "../../../../src/domain/orders";

function row(headers: readonly string[], values: Record<string, CellValue>) {
  return parseBeneficiaryOrder(new OrderCells(mapColumns(headers, BENEFICIARY_FIELDS), headers.map((header) => values[header] ?? null), headers.map(() => null)));
}

const messages = (parsed: ReturnType<typeof parseBeneficiaryOrder>) => (parsed.ok ? "" : describeProblems(parsed.problems));

describe("the columns of a beneficiary sheet", () => {
  it("are found by the headers people use, a second routing code headed Branch code", () => {
    const headers = ["Payee", "CCY", "Country", "Acct no", "Institution no", "Branch code", "Entity type", "Surname", "Given name", "Zip", "Province", "DOB", "ID type", "ID number", "Payment methods"];
    const mapping = mapColumns(headers, BENEFICIARY_FIELDS);
    expect(mapping.headers).toMatchObject({
      name: "Payee",
      currency: "CCY",
      bank_country: "Country",
      account_number: "Acct no",
      routing_code_value: "Institution no",
      routing_code_value_2: "Branch code",
      beneficiary_entity_type: "Entity type",
      beneficiary_last_name: "Surname",
      beneficiary_first_name: "Given name",
      beneficiary_postcode: "Zip",
      beneficiary_state_or_province: "Province",
      beneficiary_date_of_birth: "DOB",
      beneficiary_identification_type: "ID type",
      beneficiary_identification_value: "ID number",
    });
    expect(mapping.missing).toEqual([]);
  });

  it("need bank details, said in the mapping", () => {
    expect(mapColumns(["Name", "Currency"], BENEFICIARY_FIELDS).missing).toEqual(["bank details: IBAN, or Account number (with its routing code), or a CLABE in Routing code"]);
  });
});

describe("parseBeneficiaryOrder", () => {
  const headers = ["Name", "Currency", "Bank country", "Account number", "Routing code type", "Routing code", "Branch code", "Payment types", "Entity type", "First name", "Last name", "ID type"];

  it("reads a Canadian account with both routing codes, their types from the type column and the header", () => {
    const parsed = row(headers, { Name: "Maple Co", Currency: "cad", "Bank country": "ca", "Account number": "1234567", "Routing code type": "Institution no", "Routing code": "003", "Branch code": "12345", "Payment types": "regular and priority", "Entity type": "Company" });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.order).toMatchObject({
      currency: "CAD",
      bank: { name: "Maple Co", bankAccountHolderName: "Maple Co", bankCountry: "CA", accountNumber: "1234567", routingCodeType: "institution_no", routingCodeValue: "003", entityType: "company" },
      secondRoutingCode: { type: "branch_code", value: "12345" },
      paymentTypes: ["priority", "regular"],
      // A company's name defaults to its account holder's.
      companyName: "Maple Co",
    });
  });

  it.each<[Record<string, CellValue>, string]>([
    [{ Name: "Anna", Currency: "EUR", "Account number": "1", "Bank country": "DE", "Entity type": "individual", "Last name": "Schmidt" }, "First name is empty — an individual beneficiary needs a first and a last name"],
    [{ Name: "Anna", Currency: "EUR", "Account number": "1", "Bank country": "DE", "Payment types": "wire" }, '"wire" is not a payment type'],
    [{ Name: "Anna", Currency: "EUR", "Account number": "1", "Bank country": "DE", "ID type": "library card" }, '"library card" is not an identification type — use one of Citizenship papers, CURP'],
    [{ Name: "Anna", Currency: "EUR" }, "Account number is empty — a beneficiary needs bank details"],
    [{ Name: "Anna", Currency: "EUR", "Account number": "1", "Routing code": "99" }, "Bank country is empty"],
  ])("refuses %p saying what to fix", (values, message) => {
    expect(messages(row(headers, values))).toContain(message);
  });

  it("takes a CLABE alone as the bank details of a Mexican account", () => {
    const parsed = row(["Name", "Currency", "Bank country", "CLABE"], { Name: "Oaxaca SA", Currency: "MXN", "Bank country": "MX", CLABE: "002010077777777771" });
    expect(parsed.ok && parsed.order.bank).toMatchObject({ routingCodeType: "clabe", routingCodeValue: "002010077777777771", accountNumber: undefined, iban: undefined });
  });
});

describe("a beneficiary row's bank details, checked where the scheme defines a check (issue 31)", () => {
  const headers = ["Name", "Currency", "Bank country", "Beneficiary country", "Account number", "Routing code type", "Routing code"];
  const base = { Name: "Acme", Currency: "GBP", "Bank country": "GB", "Account number": "12345678", "Routing code type": "Sort code" };

  it("takes a sort code written with dashes or spaces as its 6 digits", () => {
    for (const typed of ["20-06-05", "20 06 05"]) {
      const parsed = row(headers, { ...base, "Routing code": typed });
      expect(parsed.ok && parsed.order.bank.routingCodeValue).toBe("200605");
    }
  });

  it("sends an IFSC upper-cased", () => {
    const parsed = row(headers, { ...base, Currency: "INR", "Bank country": "IN", "Routing code type": "IFSC", "Routing code": "sbin0001234" });
    expect(parsed.ok && parsed.order.bank.routingCodeValue).toBe("SBIN0001234");
  });

  it.each<[Record<string, CellValue>, string]>([
    [{ ...base, Currency: "USD", "Bank country": "US", "Routing code type": "ABA", "Routing code": "123456789" }, `Routing code: "123456789" is not an ABA routing number: its last digit is not the check digit of the first eight`],
    [{ ...base, "Routing code": "20-06-0" }, `"20-06-0" is not a sort code`],
    [{ ...base, "Bank country": "UK", "Routing code": "200605" }, `Bank country: "UK" is not a country code the service takes — use GB (United Kingdom)`],
    [{ ...base, "Beneficiary country": "uk", "Routing code": "200605" }, `Beneficiary country: "UK" is not a country code the service takes — use GB`],
  ])("refuses %p in words", (values, words) => {
    expect(messages(row(headers, values))).toContain(words);
  });
});
