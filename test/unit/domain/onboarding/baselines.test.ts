/** The two baselines every rule table starts from are complete: the check finds nothing in them. */
import { describe, expect, it } from "@jest/globals";
import { checkCompleteness, ONBOARDING_RULES } from "../../../../src/domain/onboarding";
import { corporateForm, findingKeys, individualForm, NOW } from "./baselines";

describe("the complete baselines", () => {
  it.each([
    ["individual", individualForm],
    ["corporate", corporateForm],
  ])("the %s form has no finding", (_, baseline) => {
    expect(findingKeys(baseline())).toEqual([]);
  });

  it("an empty corporate form reports what is missing, each with its rule's name and words", () => {
    const findings = checkCompleteness({ entity_type: "corporate" }, { now: NOW });
    expect(findings.length).toBeGreaterThan(5);
    for (const found of findings) {
      const rule = ONBOARDING_RULES[found.rule];
      expect(found.reason).toBe(`${rule.title}: ${rule.explanation}`);
      expect(found.message).not.toBe("");
    }
  });
});
