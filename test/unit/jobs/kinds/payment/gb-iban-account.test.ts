/** A GB IBAN on a local GBP payment is paid to the account number and sort code it holds (issue 39 point 5). */
import { describe, expect, it } from "@jest/globals";
import type { BankDetails } from "../../../../../src/domain/orders";
import { withGbIbanAccount } from "../../../../../src/jobs/kinds/payment/gb-iban-account";

const NATWEST_IBAN = "GB29NWBK60161331926819";
const details = (extra: Partial<BankDetails> = {}): BankDetails => ({
  name: "Ricardo Souza", bankAccountHolderName: "Ricardo Souza", bankCountry: "GB", iban: NATWEST_IBAN, bicSwift: undefined,
  accountNumber: undefined, routingCodeType: undefined, routingCodeValue: undefined, entityType: undefined, ...extra,
});

describe("withGbIbanAccount", () => {
  it("pays a local GBP payment to a UK bank by the account number and sort code inside its GB IBAN", () => {
    const paid = withGbIbanAccount(details(), "GBP", "regular");
    expect(paid).toEqual({ ...details(), iban: undefined, accountNumber: "31926819", routingCodeType: "sort_code", routingCodeValue: "601613" });
    expect(withGbIbanAccount(details(), "GBP", undefined)).toEqual(paid);
    // The same sort code given beside it changes nothing.
    expect(withGbIbanAccount(details({ routingCodeType: "sort_code", routingCodeValue: "601613" }), "GBP", "regular")).toEqual(paid);
  });

  it("leaves the details as given for a Swift payment, another currency, an account number given, or another sort code", () => {
    for (const [given, currency, type] of [
      [details(), "GBP", "priority"],
      [details(), "EUR", "regular"],
      [details({ accountNumber: "12345678", routingCodeType: "sort_code", routingCodeValue: "601613" }), "GBP", "regular"],
      // Disagreeing codes are held by the payment check (jobs/payees/bank-agreement.ts), not settled here.
      [details({ routingCodeType: "sort_code", routingCodeValue: "200605" }), "GBP", "regular"],
      [details({ iban: "PT50003501230000123456777", bankCountry: "PT" }), "GBP", "regular"],
    ] as const) {
      expect(withGbIbanAccount(given, currency, type)).toBe(given);
    }
  });

  it("reads an Add beneficiaries row's GB IBAN when every payment type it is saved for is local, keeping it for a payee also paid by Swift", () => {
    const paid = withGbIbanAccount(details(), "GBP", "regular");
    expect(withGbIbanAccount(details(), "GBP", ["regular"])).toEqual(paid);
    expect(withGbIbanAccount(details(), "GBP", [])).toEqual(paid);
    const both = details();
    expect(withGbIbanAccount(both, "GBP", ["regular", "priority"])).toBe(both);
    expect(withGbIbanAccount(both, "GBP", ["priority"])).toBe(both);
  });
});
