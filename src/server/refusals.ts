/**
 * The answers the server makes itself, in the API's error envelope (docs/provider-api.md §7) so the client reads
 * them like the service's: through Fastify (`refuse`), or written straight to a socket where Node refuses a
 * connection or a request before Fastify sees one (`rawRefusal`). None may be cached: each is about one moment.
 */
import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { FastifyReply } from "fastify";

/** `field` keys the message, as the service keys its own by parameter; "base" when it is about the whole request. */
function errorEnvelope(code: string, message: string, field: string): string {
  return JSON.stringify({ error_code: code, error_messages: { [field]: [{ code, message, params: {} }] } });
}

export function refuse(reply: FastifyReply, status: number, code: string, message: string, field = "base"): FastifyReply {
  return reply.code(status).header("Cache-Control", "no-store").type("application/json; charset=utf-8").send(errorEnvelope(code, message, field));
}

/** An answer written straight to a socket: its text, and what the access log keeps of it. */
export interface RawRefusal {
  text: string;
  status: number;
  requestId: string;
}

/** A whole HTTP/1.1 answer that ends the connection, with a request id of its own, never cached. */
export function rawRefusal(status: number, code: string, message: string): RawRefusal {
  const body = errorEnvelope(code, message, "base");
  const requestId = randomUUID();
  const text = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    `X-Request-Id: ${requestId}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
  return { text, status, requestId };
}
