/**
 * The engine knows a kind only through the spec it is handed: no file of jobs/engine imports the registry of kinds
 * or a kind, and none names what is one kind's own (a payment's funding conversions, its cover options and choices).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";

const ENGINE = path.resolve(__dirname, "../../../../src/jobs/engine");
const files = readdirSync(ENGINE).filter((name) => name.endsWith(".ts"));
const source = (name: string) => readFileSync(path.join(ENGINE, name), "utf8");

describe("the booking engine", () => {
  it("has its files", () => {
    expect(files).toEqual(expect.arrayContaining(["booking-job.ts", "refresh-statuses.ts", "templates.ts", "kind-spec.ts", "confirmation.ts"]));
  });

  it.each(files)("%s imports no kind and not the registry of kinds", (name) => {
    const imports = [...source(name).matchAll(/from "([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(imports.filter((target) => /(^|\/)kinds(\/|$)/.test(target))).toEqual([]);
  });

  it.each(files)("%s names nothing of one kind's own terms", (name) => {
    expect(source(name).match(/FundingConversion|FundingChoice|CoverOption|coverOptions|FX funding conversion/g) ?? []).toEqual([]);
  });
});
