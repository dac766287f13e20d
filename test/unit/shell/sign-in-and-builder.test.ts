/** The task pane's pure rules: where sign-in goes, what is remembered, whom one can act for, formula text. */
import { describe, expect, it } from "@jest/globals";
import type { Contact } from "../../../src/api/schemas/contacts";
import { filterChoices, houseChoice, subAccountChoices } from "../../../src/taskpane/shell/acting-as-choices";
import { ENVIRONMENTS, LOCAL_DEMO_SERVICE_URL, resolveBaseUrl } from "../../../src/taskpane/shell/environments";
import {
  forgetCredentials,
  loadRememberedCredentials,
  rememberCredentials,
  storageKey,
} from "../../../src/taskpane/shell/remembered-credentials";
import { buildFormula, FORMULAS } from "../../../src/taskpane/features/rates/formula-builder";
import { memoryStorage } from "../../support/memory-storage";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS helper shared with webpack.config.js
const { publicUrlFrom, rewriteManifest } = require("../../../scripts/public-url") as {
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
  const definition = (name: string) => FORMULAS.find((candidate) => candidate.name === name)!;

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
