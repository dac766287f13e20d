import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import path from "node:path";
import { rubyPattern } from "../../../src/domain";

/** The payer rules of the reference's example answer (docs/provider-api.md §15), as the service writes them. */
const example = JSON.parse(readFileSync(path.resolve(__dirname, "../../fixtures/provider/reference/reference-payer-required-details.json"), "utf8")) as {
  body: { details: { required_fields: { name: string; validation_rule: string }[] }[] };
};
const ruleOf = (name: string) => example.body.details.flatMap((entry) => entry.required_fields).find((field) => field.name === name)!.validation_rule;

describe("the service's patterns in Ruby's syntax", () => {
  it("reads \\A and \\z as the start and end of the value", () => {
    const text = rubyPattern(ruleOf("payer_city"))!;
    expect([text.test("Berlin"), text.test(""), text.test("x".repeat(256))]).toEqual([true, false, false]);
    expect(rubyPattern(ruleOf("payer_country"))!.test("DE")).toBe(true);
  });

  it("drops the slashes of the date rule and runs it", () => {
    const date = rubyPattern(ruleOf("payer_date_of_birth"))!;
    expect([date.test("1990-12-10"), date.test("10/12/1990")]).toEqual([true, false]);
  });

  it("answers undefined for a rule the platform cannot run", () => {
    expect(rubyPattern("\\A(unclosed\\z")).toBeUndefined();
  });
});
