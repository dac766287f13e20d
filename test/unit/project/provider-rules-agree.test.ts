/**
 * The provider's rules as the client reads them (src/domain) and as the demo service holds them
 * (src/demo-service/rules), side by side: each side keeps its own, written from the provider's reference, so a test
 * against the demo service can catch the client misreading one. Every difference is named, one line each, and the
 * test fails on any difference that docs/demo-service.md ("The provider's rules, the demo service's own") does not
 * list with why; a listed difference that is gone fails too, so the list stays true.
 */
import { describe, expect, it } from "@jest/globals";
import * as client from "../../../src/domain";
import * as clientValues from "../../../src/domain/client-values";
import { isKnownCountryCode } from "../../../src/domain/countries";
import * as demoBankCodes from "../../../src/demo-service/rules/bank-codes";
import { holdPeriodMs as demoHoldPeriodMs } from "../../../src/demo-service/rules/hold-period";
import { ISO_COUNTRIES } from "../../../src/demo-service/rules/iso-countries";
import { PAYEE_CHECK_COUNTRIES } from "../../../src/demo-service/rules/payee-check-countries";
import { purposeCodeRequired as demoPurposeCodeRequired } from "../../../src/demo-service/rules/purpose-code-rule";
import * as demoValues from "../../../src/demo-service/rules/value-lists";
import * as providerFormat from "../../../src/provider-format/value-lists";

/** The values only one side has, one line each: "<list>: only the client takes x". */
export function listDifferences(list: string, ours: Iterable<string>, theirs: Iterable<string>): string[] {
  const [a, b] = [new Set(ours), new Set(theirs)];
  return [
    ...[...a].filter((value) => !b.has(value)).map((value) => `${list}: only the client takes ${value}`),
    ...[...b].filter((value) => !a.has(value)).map((value) => `${list}: only the demo service takes ${value}`),
  ];
}

/** Where two readings of one rule answer differently, one line each: "<rule>(<input>): client x / demo service y". */
export function answerDifferences<I extends readonly unknown[], A>(rule: string, inputs: readonly I[], ours: (...input: I) => A, theirs: (...input: I) => A): string[] {
  return inputs.flatMap((input) => {
    const [a, b] = [JSON.stringify(ours(...input)), JSON.stringify(theirs(...input))];
    return a === b ? [] : [`${rule}(${input.map((part) => JSON.stringify(part)).join(", ")}): client ${a} / demo service ${b}`];
  });
}

/** The client's reading of a check that throws: the value it sends, or undefined when it refuses. */
const accepted =
  <I extends readonly unknown[]>(check: (...input: I) => string) =>
  (...input: I): string | undefined => {
    try {
      return check(...input);
    } catch (error) {
      if (error instanceof client.InvalidInputError) return undefined;
      throw error;
    }
  };

const EMAILS = [
  "ops@example.com", "first.last+tag@example.co.uk", "o'brien@example.ie", "a@b.c", "ops@example", "ops@@example.com",
  "op s@example.com", "ops@exa_mple.com", "jürgen@example.de", "ops@example.com.", "100%@example.com",
];
const IBANS = ["GB82 WEST 1234 5698 7654 32", "gb82west12345698765432", "DE89370400440532013000", "DE89370400440532013001", "NL91ABNA0417164300", "XX82WEST12345698765432", "GB82WEST1234569876543", "AE070331234567890123456", "PT50003506510000000000033"];
const BICS = ["DEUTDEFF", "deutdeff500", "DEUT DE FF", "DEUTDEF", "DEUTXXFF", "1EUTDEFF", "BARCGB22XXX"];
const ROUTING: [client.RoutingCodeType, string][] = [
  ["sort_code", "20-00-00"], ["sort_code", "200 605"], ["sort_code", "2000"], ["aba", "026009593"], ["aba", "026009594"], ["aba", "02600959"],
  ["ifsc", "sbin0001234"], ["ifsc", "SBIN1001234"], ["bsb_code", " 062000 "], ["cnaps", "102100099996"],
];
const HOLD_PERIODS = ["30s", "3m", "0s", "1h", "30", "999999s", "1000000s", " 30s", "030s"];
const CURRENCIES = ["INR", "MYR", "CNY", "AED", "BHD", "GBP", "EUR", "USD"];
const BANK_COUNTRIES = ["IN", "MY", "CN", "AE", "BH", "GB", "DE", "US"];
const PAYMENTS = CURRENCIES.flatMap((currency) => BANK_COUNTRIES.flatMap((country) => ["regular", "priority"].map((type): [string, string, string] => [currency, country, type])));

/** Every two capital letters, AA to ZZ: the codes a country cell or parameter could hold. */
const TWO_LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].flatMap((first) => [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((second): [string] => [first + second]));

/** Every difference between the two sides, found afresh. */
function allDifferences(): string[] {
  return [
    ...listDifferences("account legal_entity_type", clientValues.ACCOUNT_LEGAL_ENTITY_TYPES, demoValues.ACCOUNT_LEGAL_ENTITY_TYPES),
    ...listDifferences("countries needing a state", clientValues.STATE_COUNTRIES, demoValues.STATE_COUNTRIES),
    ...listDifferences("fixed_side", client.FIXED_SIDES, demoValues.FIXED_SIDES),
    ...listDifferences("routing_code_type", client.ROUTING_CODE_TYPES, demoBankCodes.ROUTING_CODE_TYPES),
    ...listDifferences("payee-check countries (EUR)", client.VOP_COUNTRIES, PAYEE_CHECK_COUNTRIES),
    ...answerDifferences("your_reference longest", [[]], () => clientValues.ACCOUNT_REFERENCE_MAX, () => demoValues.ACCOUNT_REFERENCE_MAX),
    ...answerDifferences("e-mail", EMAILS.map((email): [string] => [email]), (email) => clientValues.EMAIL_PATTERN.test(email), (email) => demoValues.EMAIL_PATTERN.test(email)),
    ...answerDifferences("IBAN", IBANS.map((iban): [string] => [iban]), accepted((iban: string) => client.checkIban(iban)), demoBankCodes.ibanOf),
    ...answerDifferences("BIC", BICS.map((bic): [string] => [bic]), accepted((bic: string) => client.checkBic(bic)), demoBankCodes.bicOf),
    ...answerDifferences("routing code", ROUTING, accepted((type: client.RoutingCodeType, value: string) => client.checkRoutingCode(type, value, "routing_code_value_1")), demoBankCodes.routingCodeOf),
    ...answerDifferences("hold period", HOLD_PERIODS.map((period): [string] => [period]), client.holdPeriodMs, demoHoldPeriodMs),
    ...answerDifferences("purpose code required", PAYMENTS, client.purposeCodeRequired, demoPurposeCodeRequired),
    ...answerDifferences("country code", TWO_LETTERS, isKnownCountryCode, (code) => ISO_COUNTRIES.has(code)),
  ];
}

/**
 * The differences docs/demo-service.md lists, with why (there, "The provider's rules, the demo service's own"): Kosovo,
 * which ISO 3166-1 has not assigned but the SWIFT IBAN Registry lists as XK.
 */
const KNOWN_DIFFERENCES: string[] = ['country code("XK"): client true / demo service false'];

describe("the provider's rules: the client's reading and the demo service's own", () => {
  it("differ only where docs/demo-service.md says why", () => {
    expect(allDifferences()).toEqual(KNOWN_DIFFERENCES);
  });

  it("take the reference's plain enumerations from its one transcription, not from copies (docs/demo-service.md, \"One wire format\")", () => {
    const shared = [
      [clientValues.ACCOUNT_LEGAL_ENTITY_SUB_TYPES, demoValues.ACCOUNT_LEGAL_ENTITY_SUB_TYPES, providerFormat.ACCOUNT_LEGAL_ENTITY_SUB_TYPES],
      [clientValues.ACCOUNT_IDENTIFICATION_TYPES, demoValues.ACCOUNT_IDENTIFICATION_TYPES, providerFormat.ACCOUNT_IDENTIFICATION_TYPES],
      [clientValues.ACCOUNT_STATUSES, demoValues.ACCOUNT_STATUSES, providerFormat.ACCOUNT_STATUSES],
      [clientValues.CONTACT_STATUSES, demoValues.CONTACT_STATUSES, providerFormat.CONTACT_STATUSES],
      [client.BENEFICIARY_IDENTIFICATION_TYPES, demoValues.BENEFICIARY_IDENTIFICATION_TYPES, providerFormat.BENEFICIARY_IDENTIFICATION_TYPES],
    ] as const;
    for (const [clients, demos, reference] of shared) {
      expect(clients).toBe(reference);
      expect(demos).toBe(reference);
    }
    expect(providerFormat.BENEFICIARY_IDENTIFICATION_TYPES).toHaveLength(18);
    expect(providerFormat.ACCOUNT_IDENTIFICATION_TYPES).toHaveLength(37);
  });

  it("name a difference when there is one (the comparison is not blind)", () => {
    expect(listDifferences("fixed_side", ["buy", "sell"], ["buy", "both"])).toEqual(["fixed_side: only the client takes sell", "fixed_side: only the demo service takes both"]);
    const looser = (currency: string, country: string, type: string) => demoPurposeCodeRequired(currency, country, type) || (currency === "CNY" && type === "regular");
    expect(answerDifferences("purpose code required", [["CNY", "CN", "regular"], ["INR", "IN", "regular"]] as [string, string, string][], client.purposeCodeRequired, looser)).toEqual([
      'purpose code required("CNY", "CN", "regular"): client false / demo service true',
    ]);
  });

  it("reads the bank codes alike where both accept them: the same value sent as the demo service keeps", () => {
    expect(demoBankCodes.ibanOf("gb82 west 1234 5698 7654 32")).toBe("GB82WEST12345698765432");
    expect(demoBankCodes.bicOf("deut de ff")).toBe("DEUTDEFF");
    expect(demoBankCodes.routingCodeOf("sort_code", "20-06-05")).toBe("200605");
    expect(demoBankCodes.routingCodeOf("aba", "026009594")).toBeUndefined();
  });
});
