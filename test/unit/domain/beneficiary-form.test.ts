import { describe, expect, it } from "@jest/globals";
import { beneficiaryDetailsFromForm, formFieldsFor, type RequiredDetailsEntry } from "../../../src/domain";
import { requiredDetails } from "../../../src/demo-service/rules/beneficiary-rules";

/** The form of one way of paying, as `field:label` (routing codes with their type), for the demo service's tables. */
function formOf(currency: string, bankCountry: string, paymentType: string, entity: string, beneficiaryCountry = bankCountry, variant = 0): string[] {
  const entries = requiredDetails(currency, bankCountry, beneficiaryCountry).filter((entry) => entry.payment_type === paymentType && entry.beneficiary_entity_type === entity);
  const entry = entries[variant];
  if (entry === undefined) throw new Error(`no ${paymentType} ${entity} way ${variant} for ${currency} to ${bankCountry}`);
  return formFieldsFor(entry).map((field) => (field.routingCodeType === undefined ? field.field : `${field.field}=${field.routingCodeType}`));
}

const COMPANY = ["beneficiary_company_name"];
const INDIVIDUAL = ["beneficiary_first_name", "beneficiary_last_name"];
const ADDRESS = ["beneficiary_address", "beneficiary_city", "beneficiary_country"];

describe("the form of each country's regular payments", () => {
  it.each<[string, string, string, string[]]>([
    ["GB", "GBP", "company", [...COMPANY, "account_number", "routing_code_value_1=sort_code"]],
    ["DE", "EUR", "company", [...COMPANY, "iban"]],
    ["FR", "EUR", "individual", [...INDIVIDUAL, "iban"]],
    ["US", "USD", "company", [...COMPANY, "account_number", "routing_code_value_1=aba"]],
    ["AU", "AUD", "company", [...COMPANY, "account_number", "routing_code_value_1=bsb_code"]],
    ["CA", "CAD", "company", [...COMPANY, "account_number", "routing_code_value_1=institution_no", "routing_code_value_2=branch_code"]],
    ["IN", "INR", "individual", [...ADDRESS, ...INDIVIDUAL, "account_number", "routing_code_value_1=ifsc"]],
    ["MX", "MXN", "company", [...ADDRESS, ...COMPANY, "routing_code_value_1=clabe"]],
    ["CN", "CNY", "company", [...ADDRESS, ...COMPANY, "account_number", "routing_code_value_1=cnaps"]],
    ["CN", "CNY", "individual", [...ADDRESS, ...INDIVIDUAL, "beneficiary_identification_type", "beneficiary_identification_value", "account_number", "routing_code_value_1=cnaps"]],
    ["HK", "HKD", "company", [...COMPANY, "account_number", "routing_code_value_1=bank_code"]],
    ["SG", "SGD", "company", [...COMPANY, "account_number", "bic_swift"]],
    ["CH", "CHF", "company", [...COMPANY, "iban"]],
    ["JP", "JPY", "individual", [...INDIVIDUAL, "account_number", "routing_code_value_1=bank_code", "routing_code_value_2=branch_code"]],
  ])("%s in %s to a %s", (country, currency, entity, fields) => {
    expect(formOf(currency, country, "regular", entity)).toEqual(fields);
  });

  it("asks for the beneficiary's address when they live outside the bank's country", () => {
    expect(formOf("GBP", "GB", "regular", "company", "FR")).toEqual([...ADDRESS, ...COMPANY, "account_number", "routing_code_value_1=sort_code"]);
  });
});

describe("the form of priority (Swift) payments", () => {
  it.each<[string, string, string, number, string[]]>([
    ["GB", "GBP", "company", 0, [...ADDRESS, ...COMPANY, "account_number", "routing_code_value_1=sort_code"]],
    ["GB", "GBP", "company", 1, [...ADDRESS, ...COMPANY, "iban", "bic_swift"]],
    ["DE", "EUR", "individual", 0, [...ADDRESS, ...INDIVIDUAL, "iban", "bic_swift"]],
    ["US", "USD", "individual", 1, [...ADDRESS, "beneficiary_postcode", "beneficiary_state_or_province", ...INDIVIDUAL, "account_number", "bic_swift"]],
    ["US", "USD", "company", 1, [...ADDRESS, ...COMPANY, "account_number", "bic_swift"]],
    ["AU", "AUD", "individual", 0, [...ADDRESS, "beneficiary_postcode", "beneficiary_state_or_province", ...INDIVIDUAL, "account_number", "bic_swift"]],
    ["MX", "MXN", "company", 0, [...ADDRESS, ...COMPANY, "routing_code_value_1=clabe", "bic_swift"]],
    ["JP", "JPY", "company", 0, [...ADDRESS, ...COMPANY, "account_number", "bic_swift"]],
  ])("%s in %s to a %s, way %i", (country, currency, entity, variant, fields) => {
    expect(formOf(currency, country, "priority", entity, country, variant)).toEqual(fields);
  });

  it("offers only Swift for a currency away from its home country, by IBAN where the bank's country uses them", () => {
    const types = requiredDetails("USD", "DE", "DE").map((entry) => entry.payment_type);
    expect(new Set(types)).toEqual(new Set(["priority"]));
    expect(formOf("USD", "DE", "priority", "company")).toEqual([...ADDRESS, ...COMPANY, "iban", "bic_swift"]);
    expect(formOf("GBP", "SG", "priority", "company")).toEqual([...ADDRESS, ...COMPANY, "account_number", "bic_swift"]);
  });
});

describe("each form field's check", () => {
  const uk: RequiredDetailsEntry = { payment_type: "regular", beneficiary_entity_type: "company", acct_number: "^\\d{8}$", sort_code: "^\\d{6}$", beneficiary_company_name: "^(?!\\d+$).{1,255}$" };
  const swift: RequiredDetailsEntry = { payment_type: "priority", beneficiary_entity_type: "individual", iban: "([A-Z0-9]\\s*){15,34}", bic_swift: "^[0-9A-Z]{8}$|^[0-9A-Z]{11}$", beneficiary_date_of_birth: "^.+$", beneficiary_identification_type: "^.+$" };
  const field = (entry: RequiredDetailsEntry, name: string) => {
    const found = formFieldsFor(entry).find((candidate) => candidate.field === name);
    if (found === undefined) throw new Error(`no ${name}`);
    return found;
  };

  it("labels the fields as a person knows them, keeps the service's pattern and says what a simple pattern wants", () => {
    expect(formFieldsFor(uk).map((entry) => [entry.field, entry.detailKey, entry.label, entry.required])).toEqual([
      ["account_number", "acct_number", "Account number", true],
      ["routing_code_value_1", "sort_code", "Sort code", true],
      ["beneficiary_company_name", "beneficiary_company_name", "Company name", true],
    ]);
    expect(field(uk, "account_number").pattern).toBe("^\\d{8}$");
    expect(field(uk, "account_number").check?.("12345678")).toBeUndefined();
    expect(field(uk, "account_number").check?.("1234567")).toBe("Account number should be 8 digits");
    // A sort code's own scheme check speaks first (issue 31): dashes are fine, a digit short is said in words.
    expect(field(uk, "routing_code_value_1").check?.("60-16-13")).toBeUndefined();
    expect(field(uk, "routing_code_value_1").check?.("60-16-1")).toBe('"60-16-1" is not a sort code — a UK sort code has 6 digits, e.g. 20-00-00');
    expect(field(uk, "beneficiary_company_name").check?.("12345")).toBe("Company name should be up to 255 characters, not only digits");
    expect(field(uk, "beneficiary_company_name").check?.("Northwind Ltd")).toBeUndefined();
  });

  it("says a pattern it has no words for by an example of the format, never the regular expression", () => {
    const field = formFieldsFor({ payment_type: "regular", bank_code: "^[A-Z]{4}0[A-Z0-9]{6}$" })[0];
    expect(field?.check?.("SBIN1234")).toBe("Bank code is not in the format the bank needs, e.g. ABCD0123456");
  });

  it("says an IFSC's own format in words (its scheme's check, issue 31)", () => {
    const india = requiredDetails("INR", "IN", "IN").find((entry) => entry.payment_type === "regular" && entry.beneficiary_entity_type === "individual");
    if (india === undefined) throw new Error("no INR regular way");
    const ifsc = formFieldsFor(india).find((entry) => entry.routingCodeType === "ifsc");
    expect(ifsc?.label).toBe("IFSC");
    expect(ifsc?.check?.("SBIN0001234")).toBeUndefined();
    expect(ifsc?.check?.("SBIN1234")).toBe('"SBIN1234" is not an IFSC — 4 letters for the bank, a 0, then 6 letters or digits for the branch, e.g. SBIN0001234');
  });

  it("checks IBAN and BIC with ibantools, beyond the service's loose patterns", () => {
    expect(field(swift, "iban").check?.("GB82 WEST 1234 5698 7654 32")).toBeUndefined();
    expect(field(swift, "iban").check?.("GB83WEST12345698765432")).toMatch(/check digits/);
    expect(field(swift, "bic_swift").check?.("DEUTDEFF")).toBeUndefined();
    expect(field(swift, "bic_swift").check?.("DEUTDEF")).toBe('a BIC has 8 or 11 characters; "DEUTDEF" has 7');
    expect(field(swift, "beneficiary_date_of_birth").check?.("1980-02-30")).toMatch(/YYYY-MM-DD/);
    expect(field(swift, "beneficiary_identification_type").options).toContain("passport");
    expect(field(swift, "beneficiary_identification_type").check?.("library card")).toMatch(/one of/);
  });

  it("turns the form's values back into create parameters, each routing code with its type", () => {
    const canada: RequiredDetailsEntry = { payment_type: "regular", beneficiary_entity_type: "company", acct_number: "^\\d{7,12}$", institution_no: "^\\d{3}$", branch_code: "^\\d{5}$" };
    expect(beneficiaryDetailsFromForm(canada, { account_number: " 1234567 ", routing_code_value_1: "003", routing_code_value_2: "12345", unrelated: "x" })).toEqual({
      payment_types: ["regular"],
      beneficiary_entity_type: "company",
      account_number: "1234567",
      routing_code_type_1: "institution_no",
      routing_code_value_1: "003",
      routing_code_type_2: "branch_code",
      routing_code_value_2: "12345",
    });
  });
});

describe("a routing code in the form (issue 31)", () => {
  const gb: RequiredDetailsEntry = { payment_type: "regular", acct_number: "^\\d{8}$", sort_code: "^\\d{6}$" };
  const us: RequiredDetailsEntry = { payment_type: "regular", acct_number: "^[0-9A-Z]{1,17}$", aba: "^\\d{9}$" };
  const india: RequiredDetailsEntry = { payment_type: "regular", acct_number: "^\\d{9,18}$", ifsc: "^[A-Z]{4}0[A-Z0-9]{6}$" };
  const routing = (entry: RequiredDetailsEntry) => formFieldsFor(entry).find((field) => field.routingCodeType !== undefined);

  it("accepts a sort code with dashes or spaces and sends its 6 digits", () => {
    expect(routing(gb)?.check?.("20-06-05")).toBeUndefined();
    expect(routing(gb)?.check?.("20 06 05")).toBeUndefined();
    expect(beneficiaryDetailsFromForm(gb, { account_number: "12345678", routing_code_value_1: "20-06-05" })).toMatchObject({ routing_code_type_1: "sort_code", routing_code_value_1: "200605" });
  });

  it("refuses 123456789 as an ABA routing number, in words, though the service's pattern takes it", () => {
    expect(routing(us)?.check?.("123456789")).toMatch(/^"123456789" is not an ABA routing number: its last digit is not the check digit/);
    expect(routing(us)?.check?.("026009593")).toBeUndefined();
  });

  it("takes an IFSC in lower case and sends it upper-cased", () => {
    expect(routing(india)?.check?.("sbin0001234")).toBeUndefined();
    expect(beneficiaryDetailsFromForm(india, { account_number: "123456789", routing_code_value_1: "sbin0001234" })).toMatchObject({ routing_code_value_1: "SBIN0001234" });
  });
});
