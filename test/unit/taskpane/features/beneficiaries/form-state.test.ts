/**
 * The form's rules as tables: which payment and entity types the required details offer, the entry they pick, the
 * fields shown, what is said about each value as it is typed, the create parameters, and an edit's starting point.
 */
import { describe, expect, it } from "@jest/globals";
import type { Beneficiary } from "../../../../../src/api/schemas";
import type { RequiredDetailsEntry } from "../../../../../src/domain";
import {
  createParams,
  fieldProblems,
  formFields,
  formOf,
  offeredEntityTypes,
  offeredPaymentTypes,
  paramsKey,
  pickRoute,
  routeProblems,
  shownValues,
  type RouteChoice,
} from "../../../../../src/taskpane/features/beneficiaries/form-state";

const BIC = "^([A-Z]{6}[A-Z0-9]{2}|[A-Z]{6}[A-Z0-9]{5})$";
const IBAN = "^([A-Z]{2}[0-9]{2}[A-Z0-9]{11,30})$";
const company = { beneficiary_company_name: "^.{1,255}$" };
const individual = { beneficiary_first_name: "^[^0-9]{1,255}$", beneficiary_last_name: "^[^0-9]{1,255}$" };
const swiftAddress = { beneficiary_address: "^.{1,255}$", beneficiary_city: "^.{1,255}$", beneficiary_country: "^[A-Z]{2}$" };

/** GBP to the UK, as the demo service answers it: regular by sort code, priority by IBAN and BIC, for both entity types. */
const GB_DETAILS: RequiredDetailsEntry[] = [
  { payment_type: "regular", beneficiary_entity_type: "company", acct_number: "^\\d{8}$", sort_code: "^\\d{6}$", ...company },
  { payment_type: "regular", beneficiary_entity_type: "individual", acct_number: "^\\d{8}$", sort_code: "^\\d{6}$", ...individual },
  { payment_type: "priority", beneficiary_entity_type: "company", iban: IBAN, bic_swift: BIC, ...company, ...swiftAddress },
  { payment_type: "priority", beneficiary_entity_type: "individual", iban: IBAN, bic_swift: BIC, ...individual, ...swiftAddress },
];
/** USD to a German bank: SWIFT only, companies only (as a service may answer). */
const SWIFT_ONLY: RequiredDetailsEntry[] = [{ payment_type: "priority", beneficiary_entity_type: "company", acct_number: "^[0-9A-Z]{1,34}$", bic_swift: BIC, ...company }];

const GB_ROUTE: RouteChoice = { currency: "GBP", bank_country: "GB", beneficiary_country: "GB", payment_types: "regular", beneficiary_entity_type: "company" };

describe("route choices", () => {
  it("says what is wrong with the currency and countries only once they are not codes", () => {
    expect(routeProblems({ currency: "GBP", bank_country: "gb", beneficiary_country: "GB" })).toEqual({});
    expect(routeProblems({ currency: "XYZ", bank_country: "G", beneficiary_country: "GBR" })).toEqual({
      currency: "Currency should be a three-letter ISO code, e.g. GBP",
      bank_country: "Bank country should be a two-letter country code, e.g. GB",
      beneficiary_country: "Beneficiary country should be a two-letter country code, e.g. GB",
    });
  });

  it("refuses UK as a country, saying to use GB (issue 31)", () => {
    expect(routeProblems({ currency: "GBP", bank_country: "uk", beneficiary_country: "UK" })).toEqual({
      bank_country: `"UK" is not a country code the service takes — use GB (United Kingdom)`,
      beneficiary_country: `"UK" is not a country code the service takes — use GB (United Kingdom)`,
    });
  });

  it("offers the payment and entity types the details have, and nothing else", () => {
    expect(offeredPaymentTypes(GB_DETAILS)).toEqual(["regular", "priority"]);
    expect(offeredEntityTypes(GB_DETAILS, "priority")).toEqual(["company", "individual"]);
    expect(offeredPaymentTypes(SWIFT_ONLY)).toEqual(["priority"]);
    expect(offeredEntityTypes(SWIFT_ONLY, "priority")).toEqual(["company"]);
    expect(offeredPaymentTypes([])).toEqual([]);
  });

  it.each<[RequiredDetailsEntry[], Pick<RouteChoice, "payment_types" | "beneficiary_entity_type">, string, string, number]>([
    [GB_DETAILS, { payment_types: "regular", beneficiary_entity_type: "company" }, "regular", "company", 0],
    [GB_DETAILS, { payment_types: "priority", beneficiary_entity_type: "individual" }, "priority", "individual", 3],
    // A choice the service does not offer falls back to the first it does: the form never shows an impossible route.
    [SWIFT_ONLY, { payment_types: "regular", beneficiary_entity_type: "individual" }, "priority", "company", 0],
  ])("picks the entry the person's choices make", (details, wanted, payment, entity, index) => {
    const picked = pickRoute(details, wanted);
    expect(picked).toEqual({ payment_types: payment, beneficiary_entity_type: entity, entry: details[index] });
  });

  it("picks nothing when the service offers no way to pay", () => {
    expect(pickRoute([], { payment_types: "regular", beneficiary_entity_type: "company" })).toBeUndefined();
  });
});

describe("fields", () => {
  it.each<[string, RequiredDetailsEntry, string[]]>([
    ["GBP regular, company", GB_DETAILS[0]!, ["name", "bank_account_holder_name", "account_number", "routing_code_value_1", "beneficiary_company_name"]],
    ["GBP regular, individual", GB_DETAILS[1]!, ["name", "bank_account_holder_name", "account_number", "routing_code_value_1", "beneficiary_first_name", "beneficiary_last_name"]],
    // The beneficiary country a SWIFT route asks for is the route's own choice, not asked twice.
    ["GBP priority, company", GB_DETAILS[2]!, ["name", "bank_account_holder_name", "iban", "bic_swift", "beneficiary_company_name", "beneficiary_address", "beneficiary_city"]],
  ])("shows exactly what %s requires", (_, entry, shown) => {
    expect(formFields(entry).map((field) => field.field)).toEqual(shown);
  });

  it("says nothing about an untouched field until asked to validate, then that it is required", () => {
    const fields = formFields(GB_DETAILS[0]!);
    expect(fieldProblems(fields, {}, true)).toEqual({});
    expect(fieldProblems(fields, {}, false)).toEqual({
      name: "Nickname is required",
      bank_account_holder_name: "Account holder is required",
      account_number: "Account number is required",
      routing_code_value_1: "Sort code is required",
      beneficiary_company_name: "Company name is required",
    });
  });

  it("checks each value as it is typed: the service's pattern, ibantools for IBAN and BIC, length of the nickname", () => {
    const regular = formFields(GB_DETAILS[0]!);
    expect(fieldProblems(regular, { account_number: "4192681", routing_code_value_1: "60-16-1", name: "x".repeat(101) }, true)).toEqual({
      account_number: "Account number should be 8 digits",
      routing_code_value_1: '"60-16-1" is not a sort code — a UK sort code has 6 digits, e.g. 20-00-00',
      name: "Nickname should be at most 100 characters",
    });
    const priority = formFields(GB_DETAILS[2]!);
    const problems = fieldProblems(priority, { iban: "GB82WEST12345698765433", bic_swift: "DEUTDEF" }, true);
    expect(problems.iban).toContain("check digits");
    expect(problems.bic_swift).toContain("8 or 11 characters");
    expect(fieldProblems(priority, { iban: "GB82 WEST 1234 5698 7654 32", bic_swift: "DEUTDEFF" }, true)).toEqual({});
  });
});

describe("createParams", () => {
  it("makes the create parameters: routing code with its type, the route's types, codes in capitals", () => {
    const params = createParams({ ...GB_ROUTE, currency: "gbp", bank_country: "gb" }, GB_DETAILS[0]!, {
      name: " Acme GBP ",
      bank_account_holder_name: "Acme Ltd",
      account_number: "41926819",
      routing_code_value_1: "601613",
      beneficiary_company_name: "Acme Ltd",
    });
    expect(params).toEqual({
      name: "Acme GBP",
      bank_account_holder_name: "Acme Ltd",
      currency: "GBP",
      bank_country: "GB",
      beneficiary_country: "GB",
      beneficiary_entity_type: "company",
      payment_types: ["regular"],
      account_number: "41926819",
      routing_code_type_1: "sort_code",
      routing_code_value_1: "601613",
      beneficiary_company_name: "Acme Ltd",
    });
  });

  it("gives the same key to the same parameters in any order, and another key after any change", () => {
    const values = { name: "Acme", bank_account_holder_name: "Acme Ltd", account_number: "41926819", routing_code_value_1: "601613", beneficiary_company_name: "Acme" };
    const key = paramsKey(createParams(GB_ROUTE, GB_DETAILS[0]!, values));
    expect(paramsKey(createParams(GB_ROUTE, GB_DETAILS[0]!, { ...values }))).toBe(key);
    expect(paramsKey(createParams(GB_ROUTE, GB_DETAILS[0]!, { ...values, account_number: "41926818" }))).not.toBe(key);
    expect(paramsKey(createParams({ ...GB_ROUTE, beneficiary_country: "IE" }, GB_DETAILS[0]!, values))).not.toBe(key);
  });
});

describe("an edit's starting point", () => {
  const saved = {
    id: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90",
    name: "Acme GBP",
    bank_account_holder_name: "Acme Ltd",
    currency: "GBP",
    bank_country: "GB",
    beneficiary_country: null,
    beneficiary_entity_type: "company",
    beneficiary_company_name: "Acme Ltd",
    account_number: "41926819",
    routing_code_type_1: "sort_code",
    routing_code_value_1: "601613",
    routing_code_type_2: null,
    routing_code_value_2: null,
    payment_types: ["priority"],
    beneficiary_address: ["1 High St", "Floor 2"],
  } as unknown as Beneficiary;

  it("takes the saved route (a missing beneficiary country is the bank's) and values, routing codes by their type", () => {
    const { route, values } = formOf(saved);
    expect(route).toEqual({ currency: "GBP", bank_country: "GB", beneficiary_country: "GB", payment_types: "priority", beneficiary_entity_type: "company" });
    expect(shownValues(formFields(GB_DETAILS[0]!), values)).toEqual({
      name: "Acme GBP",
      bank_account_holder_name: "Acme Ltd",
      account_number: "41926819",
      routing_code_value_1: "601613",
      beneficiary_company_name: "Acme Ltd",
    });
    expect(values.beneficiary_address).toBe("1 High St, Floor 2");
  });

  it("shows a value typed over a saved routing code, even an empty one", () => {
    const { values } = formOf(saved);
    expect(shownValues(formFields(GB_DETAILS[0]!), { ...values, routing_code_value_1: "" }).routing_code_value_1).toBe("");
  });
});
