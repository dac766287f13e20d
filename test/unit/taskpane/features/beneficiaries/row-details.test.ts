import { describe, expect, it } from "@jest/globals";
import type { Beneficiary } from "../../../../../src/api/schemas";
import { rowDetails } from "../../../../../src/taskpane/features/beneficiaries/row-details";

describe("rowDetails", () => {
  it("says currency, bank country, the masked account and the payment types in the sheet's words, local first", () => {
    const eur = (types: string[]) => ({ currency: "EUR", bank_country: "DE", iban: "DE89370400440532013000", account_number: null, payment_types: types }) as unknown as Beneficiary;
    expect(rowDetails(eur(["regular", "priority"]))).toBe("EUR · bank in DE · IBAN •••• 3000 · Local and Swift");
    expect(rowDetails(eur(["priority", "regular"]))).toBe("EUR · bank in DE · IBAN •••• 3000 · Local and Swift");
    expect(rowDetails(eur(["priority"]))).toBe("EUR · bank in DE · IBAN •••• 3000 · Swift");
  });

  it("leaves out what a beneficiary does not have", () => {
    const bare = { currency: "USD", bank_country: "US", iban: null, account_number: null, payment_types: [] } as unknown as Beneficiary;
    expect(rowDetails(bare)).toBe("USD · bank in US");
  });
});
