/**
 * What of a request's target the access log may keep. A client that misplaces a credential — an API key in a
 * query or a path, an auth token as a path segment — must not have it written to the log: every value named like
 * one, and every run of 32 or more hexadecimal characters (an auth token is 32, an API key 64: docs/provider-api.md
 * §2), is logged as [redacted]. The API's ids are UUIDs, whose runs are at most 12 characters, so they stay.
 */
const NAMED_SECRET = /((?:x[-_])?(?:auth[-_]?)?token|api[-_]?key)(=|%3d|:)[^/?&;#]*/gi;
const SECRET_SHAPED = /(?<![0-9a-f])[0-9a-f]{32,}(?![0-9a-f])/gi;

export function redactedTarget(target: string): string {
  return target.replace(NAMED_SECRET, "$1$2[redacted]").replace(SECRET_SHAPED, "[redacted]");
}
