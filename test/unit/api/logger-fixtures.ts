import type { ClientLogger } from "../../../src/api";

/** Shared values for the client mechanics tests. Test credentials only, never a real key. */
export const apiKey = "3f9a1c0d7e5b2a4968c1d0e7f3b5a2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f2a4";
export const loginId = "treasury@example.com";
export const tokenA = "0123456789abcdef0123456789abcdef";
export const tokenB = "fedcba9876543210fedcba9876543210";
export const loginPath = "/v2/authenticate/api";
export const closePath = "/v2/authenticate/close_session";

export interface LogLine {
  level: "debug" | "warn";
  message: string;
  fields: Record<string, unknown> | undefined;
}

/** A logger that keeps every line so tests can search them. */
export function recordingLogger(): ClientLogger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    debug: (message, fields) => lines.push({ level: "debug", message, fields }),
    warn: (message, fields) => lines.push({ level: "warn", message, fields }),
  };
}
