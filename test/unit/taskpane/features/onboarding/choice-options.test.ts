/** The onboarding form's drop-downs: one entry per meaning, in words, the provider's value sent. */
import { describe, expect, it } from "@jest/globals";
import { PRIMARY_PURPOSES, SECTORS } from "../../../../../src/api/schemas";
import { choiceOptions } from "../../../../../src/taskpane/features/onboarding/choice-options";

describe("choiceOptions", () => {
  it("offers each primary purpose once, in words, with the value the provider's OpenAPI file lists", () => {
    const options = choiceOptions(PRIMARY_PURPOSES, "");
    const labels = options.map((option) => option.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(options).toContainEqual({ value: "liquidity_or_fx", label: "Managing liquidity or foreign exchange" });
    expect(options).toContainEqual({ value: "payment_to_an_individual", label: "Paying an individual" });
    expect(options.map((option) => option.value)).not.toContain("liquidity_fx");
    expect(options.map((option) => option.value)).not.toContain("paying_an_individual");
  });

  it("keeps a form's saved second spelling, shown under the same words, so it is not changed behind the person's back", () => {
    const options = choiceOptions(PRIMARY_PURPOSES, "liquidity_fx");
    expect(options).toContainEqual({ value: "liquidity_fx", label: "Managing liquidity or foreign exchange" });
  });

  it("says IT in capitals and reads every sector without an underscore or a repeat", () => {
    const labels = choiceOptions(SECTORS, "").map((option) => option.label);
    expect(labels).toContain("IT managed services");
    expect(labels.filter((label) => /_/.test(label))).toEqual([]);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
