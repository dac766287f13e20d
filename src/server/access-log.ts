/**
 * The access log's line: one per answer the server gives, never a header or a body, so never a key or a token.
 */
import type { RawRefusal } from "./refusals";

export interface AccessLogLine {
  time: string;
  /** "-" when no request could be read: the answer went straight to the socket. */
  method: string;
  /** Without the query, and with anything shaped like a key or a token redacted (log-redaction.ts); "-" as method. */
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
}

/** The line of an answer written to a socket before any request on it was read: a refused connection, a slow client. */
export function unreadRequestLine(refusal: RawRefusal, durationMs: number): AccessLogLine {
  return { time: new Date().toISOString(), method: "-", path: "-", status: refusal.status, durationMs: Math.round(durationMs), requestId: refusal.requestId };
}
