import { describe, expect, it } from "@jest/globals";
import type { Beneficiary } from "../../../../src/api/schemas";
import { blockGrid } from "../../../../src/jobs/blocks/block-content";
import { beneficiaryBlock } from "../../../../src/jobs/beneficiaries/beneficiary-block";

describe("beneficiaryBlock", () => {
  it("has one line per beneficiary, the account masked as in the pane, every column text", () => {
    const beneficiary = {
      id: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90",
      name: "=Acme",
      currency: "GBP",
      bank_country: "GB",
      account_number: "41926819",
      iban: null,
      payment_types: ["regular"],
      bank_account_holder_name: "Acme Ltd",
    } as unknown as Beneficiary;
    const grid = blockGrid(beneficiaryBlock([beneficiary]), 1900);
    expect(grid.values).toEqual([
      ["Beneficiary name", "Currency", "Bank country", "Account (last 4)", "Payment types", "Account holder", "Beneficiary id"],
      ["=Acme", "GBP", "GB", "Account •••• 6819", "Local", "Acme Ltd", "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90"],
    ]);
    expect(grid.formats[1]).toEqual(Array(7).fill("@"));
    expect(JSON.stringify(grid.values)).not.toContain("41926819");
  });

  it("is the header line alone for no beneficiaries", () => {
    expect(blockGrid(beneficiaryBlock([]), 1900).values).toHaveLength(1);
  });
});
