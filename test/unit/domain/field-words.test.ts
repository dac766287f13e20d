/**
 * Issue 43 point 2: a field's message in a person's words, from the one place every surface uses
 * (domain/field-words.ts). Table-driven over real refusals: the provider's field rules as its reference words them
 * (test/support/refusal-table.ts), and our own checks' refusals, raised by the checks themselves where they are pure.
 */
import { describe, expect, it } from "@jest/globals";
import { fieldInWords, fieldMessageInWords, InvalidInputError, parseAmount, parseCurrency, parsePair, reasonInWords } from "../../../src/domain";
import { parseDateCell } from "../../../src/domain/dates";
import { parseQuoteField } from "../../../src/functions/quote-table";
import { says, type Messages } from "../../support/refusal-table";

/** The one message of a refusal-table answer, as the service sends it. */
function onlyMessage(messages: Messages): { field: string; message: string } {
  const [field, list] = Object.entries(messages)[0] ?? ["", []];
  return { field, message: list[0]?.message ?? "" };
}

/** What a surface that names the field in words (a cell, the pane, a field no column holds) shows. */
function inWords(messages: Messages): string {
  const { field, message } = onlyMessage(messages);
  return fieldMessageInWords(fieldInWords(field), field, message);
}

/** The refusal a pure check raises for `value`, as the pane and a cell read it. */
function refusalOf(check: () => unknown): string {
  try {
    check();
  } catch (error) {
    if (error instanceof InvalidInputError) return error.userMessage;
    throw error;
  }
  throw new Error("the check took the value");
}

/** No code, no schema wording, no "got": what issue 43 lists. */
const PROGRAMMER_ENGLISH = /\b[a-z]+_[a-z_]+\b|\bgot\b|\bnull\b|character\(s\)|\bof \w+ type\b|UUID|ISO 4217/;

describe("the provider's field rules in a person's words", () => {
  it.each<[string, Messages, string]>([
    ["too long", says.tooLong("reference", 255), "Reference: can be at most 255 characters long"],
    ["too long, one character", says.tooLong("bank_country", 1), "Bank country: can be at most 1 character long"],
    ["too short", says.tooShort("account_number", 6), "Account number: needs at least 6 characters"],
    ["not in range, codes read out", says.notInRange("payment_type", "priority, regular"), "Payment type: should be one of priority, regular"],
    ["not an id", says.notUuid("beneficiary_id"), "Beneficiary id: should be an id as the service gives it (36 letters, digits and dashes)"],
    ["wrong type", says.wrongType("amount", "numeric"), "Amount: should be a number"],
    ["not a currency", says.notCurrency("sell_currency"), "Sell currency: is not a currency code (three letters such as EUR)"],
    ["invalid format", says.invalidFormat("iban"), "IBAN: is not in a format the service accepts"],
    // SW CreateBeneficiary, UpdateBeneficiary: a payee's particulars.
    ["a date of birth too early", says.one("beneficiary_date_of_birth", "beneficiary_date_of_birth_is_earlier", "beneficiary_date_of_birth should be later"), "Beneficiary date of birth: is too far in the past"],
    ["a date of birth too early, its bound named", says.one("beneficiary_date_of_birth", "beneficiary_date_of_birth_is_earlier", "beneficiary_date_of_birth should be later than 1900-01-01", { min_date: "1900-01-01" }), "Beneficiary date of birth: is too far in the past: it should be after 1900-01-01"],
    ["a date of birth in the future", says.one("beneficiary_date_of_birth", "beneficiary_date_of_birth_is_after", "beneficiary_date_of_birth should be earlier than todays date", { max_date: "Todays Date" }), "Beneficiary date of birth: is in the future: it should be before today"],
    ["a person's name with digits", says.one("beneficiary_first_name", "first_name_contains_numbers", "Beneficiary names cannot contain numbers for an individual"), "Beneficiary first name: a person's name cannot contain digits"],
    ["a company name of digits", says.one("beneficiary_company_name", "company_name_contains_numbers", "Beneficiary names cannot consist entirely of numbers for a company"), "Beneficiary company name: a company's name cannot be digits only"],
    ["a currency payees cannot be paid in", says.one("currency", "currency_code_is_invalid", "You can not use this currency with beneficiaries"), "Currency: payees cannot be paid in this currency"],
  ])("%s", (_, messages, expected) => {
    expect(inWords(messages)).toBe(expected);
    expect(inWords(messages)).not.toMatch(PROGRAMMER_ENGLISH);
  });
});

describe("our own checks' refusals in a person's words", () => {
  it.each<[string, () => unknown, string]>([
    ["a pair left out", () => parsePair(null, "pair"), "Pair: is empty — enter a currency pair such as EURGBP or EUR/GBP"],
    ["a pair given as a number", () => parsePair(5, "pair"), "Pair: 5 is not a currency pair such as EURGBP or EUR/GBP"],
    ["a currency left out", () => parseCurrency(null, "sell_currency"), "Sell currency: is empty — enter a three-letter currency code such as EUR"],
    ["an amount left out", () => parseAmount(null, "EUR", "amount"), "Amount: is empty — enter an amount as text or a number"],
    ["a date given as TRUE", () => parseDateCell(true, "payment_date", 1900), "Payment date: true is not a date such as 2026-01-31"],
  ])("%s", (_, check, expected) => {
    expect(refusalOf(check)).toBe(expected);
    expect(refusalOf(check)).not.toMatch(PROGRAMMER_ENGLISH);
  });

  it.each<[string, InvalidInputError, string]>([
    // api/resources/trade-params.ts and functions/cell-functions.ts: the same currency on both sides.
    ["the same currency twice", new InvalidInputError("sell_currency", "same_currency", "buy and sell currency are both USD — choose two different currencies"), "Sell currency: buy and sell currency are both USD — choose two different currencies"],
    // api/client.ts: the API key's shape, said without the key.
    ["an API key of the wrong shape", new InvalidInputError("apiKey", "invalid_api_key", "should be the 64-character key the provider gave you: digits and the letters a to f"), "API key: should be the 64-character key the provider gave you: digits and the letters a to f"],
    // domain/onboarding/field-checks.ts: a number above its rule's maximum.
    ["a number above its maximum", new InvalidInputError("ownership_percentage", "is_too_big", "must be at most 100, got 150"), "Ownership percentage: is 150; it can be at most 100"],
    ["a number below its minimum", new InvalidInputError("ownership_percentage", "is_too_small", "must be at least 0, got -5"), "Ownership percentage: is -5; it must be at least 0"],
    // functions/arguments.ts: a choice and a flag of a formula.
    ["a choice left out", new InvalidInputError("side", "not_in_range", "must be one of bid, offer, mid; got null"), "Side: is empty — use one of bid, offer, mid"],
    ["a flag given as text", new InvalidInputError("live", "type_is_wrong", 'must be TRUE or FALSE; got "yes"'), 'Live: must be TRUE or FALSE ("yes" was given)'],
    ["an object where text belongs", new InvalidInputError("reference", "type_is_wrong", "expected text, got object"), "Reference: should be text"],
  ])("%s", (_, error, expected) => {
    expect(error.userMessage).toBe(expected);
    expect(error.userMessage).not.toMatch(PROGRAMMER_ENGLISH);
  });
});

describe("where the words go", () => {
  it("drops the field's name at the message's start, as its code, its code spaced out or the surface's label", () => {
    expect(reasonInWords("sell_currency is in invalid format", ["sell_currency"])).toBe("is not in a format the service accepts");
    expect(reasonInWords("sell currency: is required", ["sell_currency"])).toBe("is required");
    expect(reasonInWords("Branch code is in invalid format", ["routing_code", "Branch code"])).toBe("is not in a format the service accepts");
    // A message about the field that does not start with it keeps its words, its codes read out.
    expect(reasonInWords("A routing code of type sort_code is required", ["routing_code_type_1"])).toBe("A routing code of type sort code is required");
  });

  it("names a field by its label where the surface has one, else in words: camelCase, list items and initials too", () => {
    expect(fieldMessageInWords("Our ref", "reference", "reference can not be longer than 255 character(s)")).toBe("Our ref: can be at most 255 characters long");
    expect(fieldInWords("apiKey")).toBe("API key");
    expect(fieldInWords("baseUrl")).toBe("Base url");
    expect(fieldInWords("payment_types[0]")).toBe("Payment types");
    expect(fieldInWords("people.0.date_of_birth")).toBe("Date of birth");
  });

  it("says a code and its own label once: FX.QUOTE's fields as its cell says them (issue 43)", () => {
    let refused: unknown;
    try {
      parseQuoteField("price");
    } catch (error) {
      refused = error;
    }
    const said = (refused as InvalidInputError).userMessage;
    expect(said).toMatch(/^Field: "price" is not one of currency pair, client buy currency \(Client buys\), client buy amount, /);
    expect(said).toContain(", fixed side, client rate, core rate, ");
    expect(said).not.toMatch(/currency pair \(Currency pair\)|\b(\w[\w ]*) \(\1\)/i);
    // Every name the refusal lists is one the function takes.
    expect(parseQuoteField("currency pair")).toBe("currency_pair");
    expect(parseQuoteField("client buy currency")).toBe("client_buy_currency");
  });

  it("keeps brackets that say more, and drops only words said twice", () => {
    expect(reasonInWords("is proof_of_business_activity (proof of business activity)")).toBe("is proof of business activity");
    expect(reasonInWords("must be one of regular (Local), priority (Swift); got null")).toBe("is empty — use one of regular (Local), priority (Swift)");
    expect(reasonInWords("needs a purpose code (services (Trade settlement for services))")).toBe("needs a purpose code (services (Trade settlement for services))");
    expect(reasonInWords("uses a separate rate (rate)")).toBe("uses a separate rate");
    expect(reasonInWords("names the pirate (rate)")).toBe("names the pirate (rate)");
  });
});
