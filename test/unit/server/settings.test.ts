import { describe, expect, it } from "@jest/globals";
import { readServerSettings } from "../../../src/server/settings";

describe("the deployable server's settings", () => {
  it("needs an upstream, over https unless it is this machine", () => {
    expect(() => readServerSettings({})).toThrow(/Set FXDESK_UPSTREAM_URL/);
    expect(() => readServerSettings({ FXDESK_UPSTREAM_URL: "http://api.example.com" })).toThrow(/must be https/);
    expect(() => readServerSettings({ FXDESK_UPSTREAM_URL: "not a url" })).toThrow(/is not a URL/);
    expect(readServerSettings({ FXDESK_UPSTREAM_URL: "http://127.0.0.1:4010/" }).upstream).toBe("http://127.0.0.1:4010");
  });

  it("has defaults for a container, and refuses numbers out of range", () => {
    expect(readServerSettings({ FXDESK_UPSTREAM_URL: "https://api.currencycloud.com" })).toEqual({
      upstream: "https://api.currencycloud.com",
      host: "0.0.0.0",
      port: 8080,
      staticDir: "dist",
      bodyLimit: 1024 * 1024,
      imageBodyLimit: 15 * 1024 * 1024,
      timeoutMs: 30_000,
    });
    expect(() => readServerSettings({ FXDESK_UPSTREAM_URL: "https://api.currencycloud.com", FXDESK_RELAY_TIMEOUT_MS: "1e9" })).toThrow(/FXDESK_RELAY_TIMEOUT_MS must be a whole number/);
  });
});
