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
      headersTimeoutMs: 10_000,
      receiveTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
      maxConnections: 1_000,
    });
    expect(() => readServerSettings({ FXDESK_UPSTREAM_URL: "https://api.currencycloud.com", FXDESK_RELAY_TIMEOUT_MS: "1e9" })).toThrow(/FXDESK_RELAY_TIMEOUT_MS must be a whole number/);
  });

  it("bounds slow clients and open connections as configured, the headers' bound within the whole request's", () => {
    const upstream = { FXDESK_UPSTREAM_URL: "https://api.currencycloud.com" };
    expect(
      readServerSettings({
        ...upstream,
        FXDESK_RELAY_HEADERS_TIMEOUT_MS: "500",
        FXDESK_RELAY_RECEIVE_TIMEOUT_MS: "2000",
        FXDESK_RELAY_KEEP_ALIVE_TIMEOUT_MS: "5000",
        FXDESK_RELAY_MAX_CONNECTIONS: "200",
      }),
    ).toMatchObject({ headersTimeoutMs: 500, receiveTimeoutMs: 2_000, keepAliveTimeoutMs: 5_000, maxConnections: 200 });
    expect(() => readServerSettings({ ...upstream, FXDESK_RELAY_HEADERS_TIMEOUT_MS: "20000", FXDESK_RELAY_RECEIVE_TIMEOUT_MS: "10000" })).toThrow(
      /FXDESK_RELAY_HEADERS_TIMEOUT_MS \(20000\) must not be above FXDESK_RELAY_RECEIVE_TIMEOUT_MS \(10000\)/,
    );
    expect(() => readServerSettings({ ...upstream, FXDESK_RELAY_MAX_CONNECTIONS: "0" })).toThrow(/FXDESK_RELAY_MAX_CONNECTIONS must be a whole number from 1/);
  });
});
