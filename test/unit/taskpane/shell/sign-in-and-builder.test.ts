/** The task pane's pure rules: where sign-in goes, what is remembered, whom one can act for, formula text. */
import { beforeAll, describe, expect, it } from "@jest/globals";
import type { Contact } from "../../../../src/api/schemas/contacts";
import { filterChoices, houseChoice, subAccountChoices } from "../../../../src/taskpane/shell/acting-as-choices";
import { ENVIRONMENTS, LOCAL_DEMO_SERVICE_URL, resolveBaseUrl } from "../../../../src/taskpane/components/environments";
import {
  forgetCredentials,
  loadRememberedCredentials,
  rememberCredentials,
  storageKey,
} from "../../../../src/taskpane/shell/remembered-credentials";
import type { FunctionMetadata } from "../../../../src/functions/function-metadata";
import { ARGUMENT_HINTS, buildFormula, formulaDefinitions, needsHint, type FormulaDefinition } from "../../../../src/taskpane/features/rates/formula-builder";
import { memoryStorage } from "../../../support/memory-storage";
import { generatedFormulas, generatedFunctionMetadata, GENERATION_TIMEOUT_MS } from "../../../support/generated-formulas";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS helper shared with webpack.config.js
const { publicUrlFrom, rewriteManifest } = require("../../../../scripts/public-url") as {
  publicUrlFrom(value: string | undefined): string | undefined;
  rewriteManifest(xml: string, publicUrl: string | undefined): string;
};

describe("environments", () => {
  it("offers the local demo service, the provider demo, production and a custom URL", () => {
    expect(ENVIRONMENTS.map((environment) => [environment.label, environment.baseUrl])).toEqual([
      ["Local demo service", LOCAL_DEMO_SERVICE_URL],
      ["Provider demo", "https://devapi.currencycloud.com"],
      ["Production", "https://api.currencycloud.com"],
      ["Custom URL", undefined],
    ]);
  });

  it("accepts a custom https URL, or http on this machine only", () => {
    expect(resolveBaseUrl("custom", " https://fx.example.com/api/ ")).toEqual({ ok: true, baseUrl: "https://fx.example.com/api" });
    expect(resolveBaseUrl("custom", "http://localhost:4010")).toEqual({ ok: true, baseUrl: "http://localhost:4010" });
    expect(resolveBaseUrl("custom", "http://fx.example.com")).toEqual({
      ok: false,
      problem: "Use an https URL (http is only allowed for this machine).",
    });
    expect(resolveBaseUrl("custom", "")).toEqual({ ok: false, problem: "Enter the service URL." });
    expect(resolveBaseUrl("production", "ignored")).toEqual({ ok: true, baseUrl: "https://api.currencycloud.com" });
  });
});

describe("remember on this device", () => {
  it("stores only when asked, and forgets", () => {
    const storage = memoryStorage();
    expect(loadRememberedCredentials(storage)).toBeUndefined();
    const details = { environmentId: "local-demo" as const, customUrl: "", loginId: "me@example.com", apiKey: "b".repeat(64) };
    rememberCredentials(details, storage);
    expect(loadRememberedCredentials(storage)).toEqual(details);
    forgetCredentials(storage);
    expect(storage.length).toBe(0);
  });

  it("ignores a damaged entry, and one remembered for an environment this build does not have", () => {
    const storage = memoryStorage();
    storage.setItem("fxdesk.sign-in", "{not json");
    expect(loadRememberedCredentials(storage)).toBeUndefined();
    storage.setItem("fxdesk.sign-in", JSON.stringify({ environmentId: "staging", customUrl: "", loginId: "me@example.com", apiKey: "b".repeat(64) }));
    expect(loadRememberedCredentials(storage)).toBeUndefined();
  });

  it("keeps the entry under Office's storage partition where there is one", () => {
    const office = { context: { partitionKey: "part-42/" } };
    (globalThis as { Office?: unknown }).Office = office;
    try {
      const storage = memoryStorage();
      const details = { environmentId: "production" as const, customUrl: "", loginId: "me@example.com", apiKey: "c".repeat(64) };
      rememberCredentials(details, storage);
      expect(storage.getItem("part-42/fxdesk.sign-in")).toBe(JSON.stringify(details));
      expect(storage.getItem("fxdesk.sign-in")).toBeNull();
      expect(loadRememberedCredentials(storage)).toEqual(details);
      expect(storageKey("")).toBe("fxdesk.sign-in");
    } finally {
      delete (globalThis as { Office?: unknown }).Office;
    }
  });
});

describe("acting-as choices", () => {
  const contact = (id: string, first: string, accountId: string, accountName: string) =>
    ({ id, first_name: first, last_name: "Doe", account_id: accountId, account_name: accountName }) as Contact;

  it("lists sub-account contacts, never the house account's own", () => {
    const contacts = [contact("c1", "Zed", "house", "Us"), contact("c2", "Jane", "a1", "Acme Ltd"), contact("c3", "Bob", "a2", "Beta")];
    expect(subAccountChoices(contacts, "house")).toEqual([
      { contactId: "c3", label: "Bob Doe — Beta" },
      { contactId: "c2", label: "Jane Doe — Acme Ltd" },
    ]);
    expect(houseChoice("Us")).toEqual({ contactId: undefined, label: "House account — Us" });
  });

  it("searches on every word typed", () => {
    const choices = [houseChoice("Us"), { contactId: "c2", label: "Jane Doe — Acme Ltd" }];
    expect(filterChoices(choices, "acme JAN")).toEqual([{ contactId: "c2", label: "Jane Doe — Acme Ltd" }]);
    expect(filterChoices(choices, "  ")).toHaveLength(2);
  });
});

describe("formula builder", () => {
  let formulas: FormulaDefinition[] = [];
  beforeAll(async () => {
    formulas = await generatedFormulas();
  }, GENERATION_TIMEOUT_MS);
  const definition = (name: string) => formulas.find((candidate) => candidate.name === name)!;

  it("writes arguments in order, quoting text and dropping trailing omitted ones", () => {
    expect(buildFormula(definition("FX.RATE"), { pair: "EURGBP" })).toEqual({ ok: true, formula: '=FX.RATE("EURGBP")' });
    expect(buildFormula(definition("FX.QUOTE"), { buy_currency: "GBP", sell_currency: "EUR", amount: "1000", field: "client_rate" })).toEqual({
      ok: true,
      formula: '=FX.QUOTE("GBP","EUR",1000,,"client_rate")',
    });
    expect(buildFormula(definition("FX.BALANCES"), {})).toEqual({ ok: true, formula: "=FX.BALANCES()" });
    expect(buildFormula(definition("FX.RATE"), { pair: 'EUR"GBP' })).toEqual({ ok: true, formula: '=FX.RATE("EUR""GBP")' });
  });

  it("says what is missing or wrong", () => {
    expect(buildFormula(definition("FX.RATE"), {})).toEqual({ ok: false, problem: "Currency pair is required", argument: "pair" });
    expect(buildFormula(definition("FX.RATE.LIVE"), { pair: "EURGBP", seconds: "ten" })).toEqual({
      ok: false,
      problem: "Refresh every (seconds) must be a number",
      argument: "seconds",
    });
  });
});

describe("formula builder functions, from the generated functions.json", () => {
  let metadata: Map<string, FunctionMetadata> = new Map();
  let formulas: FormulaDefinition[] = [];
  beforeAll(async () => {
    metadata = await generatedFunctionMetadata();
    formulas = formulaDefinitions(metadata);
  }, GENERATION_TIMEOUT_MS);
  const definition = (name: string) => formulas.find((candidate) => candidate.name === name)!;

  it("offers every FX.* function, with the metadata's descriptions and parameters", () => {
    expect(formulas.map((formula) => formula.name)).toEqual(["FX.RATE", "FX.RATES", "FX.CONVERT", "FX.QUOTE", "FX.BALANCE", "FX.BALANCES", "FX.RATE.LIVE", "FX.PAYMENTS", "FX.CONVERSIONS", "FX.TRANSACTIONS"]);
    for (const formula of formulas) {
      const fn = metadata.get(formula.name.slice("FX.".length))!;
      expect(formula.description).toBe(fn.description);
      expect(formula.args.map((arg) => [arg.name, arg.optional, arg.description])).toEqual(fn.parameters.map((p) => [p.name, p.optional, p.description]));
    }
  });

  it("has a hint for every argument the metadata cannot describe, and none for what it does not have", () => {
    const missing: string[] = [];
    for (const fn of metadata.values()) {
      const name = `FX.${fn.name}`;
      if (ARGUMENT_HINTS[name] === undefined) missing.push(name);
      for (const parameter of fn.parameters) if (needsHint(parameter) && ARGUMENT_HINTS[name]?.[parameter.name] === undefined) missing.push(`${name} ${parameter.name}`);
    }
    expect(missing).toEqual([]);
    const unknown = Object.entries(ARGUMENT_HINTS).flatMap(([name, hints]) => {
      const fn = metadata.get(name.slice("FX.".length));
      if (!name.startsWith("FX.") || fn === undefined) return [name];
      return Object.keys(hints).filter((parameter) => !fn.parameters.some((p) => p.name === parameter)).map((parameter) => `${name} ${parameter}`);
    });
    expect(unknown).toEqual([]);
  });

  it("names an existing currency argument for every amount", () => {
    for (const formula of formulas) {
      for (const arg of formula.args.filter((candidate) => candidate.kind === "amount")) {
        for (const fixed_side of ["", "buy", "sell"]) {
          expect(formula.args.map((candidate) => candidate.name)).toContain(arg.currencyArgument!({ fixed_side }));
        }
      }
    }
  });

  it("writes FX.RATES with a range and an optional TRUE/FALSE", () => {
    expect(definition("FX.RATES").args.map((arg) => [arg.name, arg.kind, arg.optional])).toEqual([
      ["pairs", "range", false],
      ["headers", "boolean", true],
    ]);
    expect(buildFormula(definition("FX.RATES"), { pairs: "A2:A10" })).toEqual({ ok: true, formula: "=FX.RATES(A2:A10)" });
    expect(buildFormula(definition("FX.RATES"), { pairs: "'My rates'!$A$2:$A$10", headers: "FALSE" })).toEqual({
      ok: true,
      formula: "=FX.RATES('My rates'!$A$2:$A$10,FALSE)",
    });
    expect(buildFormula(definition("FX.RATES"), { pairs: "EURGBP" })).toEqual({ ok: false, problem: "Pairs must be a cell range such as A2:A10", argument: "pairs" });
    expect(buildFormula(definition("FX.RATES"), {})).toEqual({ ok: false, problem: "Pairs is required", argument: "pairs" });
  });

  it("writes FX.RATE.LIVE with its side and interval", () => {
    expect(definition("FX.RATE.LIVE").args.map((arg) => [arg.name, arg.kind, arg.optional])).toEqual([
      ["pair", "text", false],
      ["side", "choice", true],
      ["seconds", "number", true],
    ]);
    expect(definition("FX.RATE.LIVE").args[1]!.choices).toEqual(["mid", "bid", "offer"]);
    expect(buildFormula(definition("FX.RATE.LIVE"), { pair: "EURUSD", seconds: "30" })).toEqual({ ok: true, formula: '=FX.RATE.LIVE("EURUSD",,30)' });
    expect(buildFormula(definition("FX.RATE.LIVE"), { pair: "EURUSD", side: "bid" })).toEqual({ ok: true, formula: '=FX.RATE.LIVE("EURUSD","bid")' });
  });

  it("offers FX.BALANCE's acting-as argument", () => {
    expect(definition("FX.BALANCE").args.map((arg) => [arg.name, arg.label, arg.kind, arg.optional])).toEqual([
      ["currency", "Currency", "text", false],
      ["acting_as", "Acting as", "text", true],
    ]);
    expect(buildFormula(definition("FX.BALANCE"), { currency: "GBP", acting_as: "house" })).toEqual({ ok: true, formula: '=FX.BALANCE("GBP","house")' });
    expect(buildFormula(definition("FX.BALANCE"), { currency: "GBP" })).toEqual({ ok: true, formula: '=FX.BALANCE("GBP")' });
    expect(buildFormula(definition("FX.BALANCES"), { acting_as: "house", headers: "FALSE" })).toEqual({ ok: true, formula: '=FX.BALANCES("house",FALSE)' });
  });
});

describe("production manifest URLs", () => {
  it("rewrites the dev server origin to FXDESK_PUBLIC_URL", () => {
    const xml = '<IconUrl DefaultValue="https://localhost:3000/assets/icon-32.png"/><bt:Url DefaultValue="https://localhost:3000/taskpane.html"/>';
    expect(rewriteManifest(xml, publicUrlFrom("https://fxdesk.example.com/addin/"))).toBe(
      '<IconUrl DefaultValue="https://fxdesk.example.com/addin/assets/icon-32.png"/><bt:Url DefaultValue="https://fxdesk.example.com/addin/taskpane.html"/>',
    );
    expect(rewriteManifest(xml, publicUrlFrom(undefined))).toBe(xml);
  });

  it("refuses a public URL Office would not load", () => {
    expect(() => publicUrlFrom("http://fxdesk.example.com")).toThrow("must be https");
    expect(() => publicUrlFrom("not a url")).toThrow("is not a URL");
  });
});
