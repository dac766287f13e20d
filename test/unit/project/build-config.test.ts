/** What `npm run build` may produce: a deployable add-in names where it is served and offers no local demo service. */
import { afterEach, describe, expect, it } from "@jest/globals";
import { devServerOrigins } from "../../../src/demo-service/options";
import { environmentsFor } from "../../../src/taskpane/components/environments";

interface BuildConfig {
  entry: Record<string, string>;
  devServer: { headers: (request: { url: string }) => Record<string, string> };
  plugins: { definitions?: Record<string, string>; patterns?: { from: string }[] }[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS webpack config itself
const configure = require("../../../webpack.config.js") as (env: Record<string, unknown>, argv: { mode: string }) => Promise<BuildConfig>;

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

const definitionOf = (config: BuildConfig, name: string) => config.plugins.find((plugin) => plugin.definitions)?.definitions?.[`process.env.${name}`];
const demoUrlOf = (config: BuildConfig) => definitionOf(config, "FXDESK_DEMO_SERVICE_URL");
/** The demo users the sign-in form offers, by login id. */
const demoSignInsOf = (config: BuildConfig) =>
  (JSON.parse(JSON.parse(definitionOf(config, "FXDESK_DEMO_SIGN_INS") ?? '""') || "[]") as { loginId: string }[]).map((user) => user.loginId);
const copiesManifest = (config: BuildConfig) =>
  config.plugins.some((plugin) => plugin.patterns?.some((pattern) => pattern.from === "manifest.xml"));

describe("the production build", () => {
  it("fails without a public https URL, saying what to set", async () => {
    delete process.env.FXDESK_PUBLIC_URL;
    await expect(configure({}, { mode: "production" })).rejects.toThrow(/set FXDESK_PUBLIC_URL to the https origin/);
    process.env.FXDESK_PUBLIC_URL = "http://fxdesk.example.com";
    await expect(configure({}, { mode: "production" })).rejects.toThrow(/must be https/);
  });

  it("leaves the local demo service and the playground out of a deployable bundle, and writes its manifest", async () => {
    process.env.FXDESK_PUBLIC_URL = "https://fxdesk.example.com";
    process.env.FXDESK_DEMO_SERVICE_URL = "http://127.0.0.1:4010";
    const config = await configure({}, { mode: "production" });
    expect(demoUrlOf(config)).toBe('""');
    expect(demoSignInsOf(config)).toEqual([]);
    expect(Object.keys(config.entry)).toEqual(["functions", "taskpane"]);
    expect(copiesManifest(config)).toBe(true);
    expect(config.plugins.find((plugin) => plugin.definitions)?.definitions?.["process.env.FXDESK_RELAY_ENVIRONMENT"]).toBe('"1"');
    expect(environmentsFor(undefined, "https://fxdesk.example.com").map((environment) => [environment.id, environment.baseUrl])).toEqual([
      ["relay", "https://fxdesk.example.com"],
      ["provider-demo", "https://devapi.currencycloud.com"],
      ["production", "https://api.currencycloud.com"],
      ["custom", undefined],
    ]);
  });

  it("keeps the demo service in a demo build, which writes no manifest to deploy", async () => {
    delete process.env.FXDESK_PUBLIC_URL;
    process.env.FXDESK_DEMO_SERVICE_URL = "http://127.0.0.1:4999";
    const config = await configure({ demo: true }, { mode: "production" });
    expect(demoUrlOf(config)).toBe('"http://127.0.0.1:4999"');
    expect(demoSignInsOf(config)).toEqual(["demo@fxdesk.local", "approver@fxdesk.local"]);
    expect(Object.keys(config.entry)).toEqual(["functions", "taskpane", "playground"]);
    expect(copiesManifest(config)).toBe(false);
  });
});

describe("the dev server", () => {
  it("lets Office fetch the add-in's files from any origin, but adds nothing to the demo service's answers", async () => {
    const config = await configure({}, { mode: "development" });
    expect(config.devServer.headers({ url: "/functions.json" })).toEqual({ "Access-Control-Allow-Origin": "*" });
    expect(config.devServer.headers({ url: "/demo-service/v2/authenticate/api" })).toEqual({});
  });

  it("is an origin the demo service allows on whatever port it runs", () => {
    expect(devServerOrigins(3456)).toEqual(["https://localhost:3456", "https://127.0.0.1:3456", "http://localhost:3456", "http://127.0.0.1:3456"]);
  });
});
