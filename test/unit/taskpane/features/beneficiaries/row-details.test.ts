import { describe, expect, it } from "@jest/globals";
import type { Beneficiary } from "../../../../../src/api/schemas";
import { rowDetails } from "../../../../../src/taskpane/features/beneficiaries/row-details";

describe("rowDetails", () => {
  it("says currency, bank country, the masked account and the payment types", () => {
    const eur = { currency: "EUR", bank_country: "DE", iban: "DE89370400440532013000", account_number: null, payment_types: ["regular", "priority"] } as unknown as Beneficiary;
    expect(rowDetails(eur)).toBe("EUR · bank in DE · IBAN •••• 3000 · regular, priority");
  });

  it("leaves out what a beneficiary does not have", () => {
    const bare = { currency: "USD", bank_country: "US", iban: null, account_number: null, payment_types: [] } as unknown as Beneficiary;
    expect(rowDetails(bare)).toBe("USD · bank in US");
  });
});
