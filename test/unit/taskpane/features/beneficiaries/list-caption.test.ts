import { describe, expect, it } from "@jest/globals";
import { listCaption } from "../../../../../src/taskpane/features/beneficiaries/list-caption";

describe("listCaption", () => {
  it.each<[number | undefined, string, string]>([
    [undefined, "", "Loading…"],
    [undefined, "currency EUR", "Searching by currency EUR…"],
    [0, "", "No beneficiaries yet: add one with New beneficiary."],
    [1, "", "1 beneficiary"],
    [5000, "", "5,000 beneficiaries"],
    [0, "name “Acme”", "No beneficiary with name “Acme”."],
    [1, "currency EUR", "1 beneficiary with currency EUR"],
    [12, "currency EUR", "12 beneficiaries with currency EUR"],
  ])("%p matches %p: %p", (total, description, caption) => {
    expect(listCaption(total, description)).toBe(caption);
  });
});
