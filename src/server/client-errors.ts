/**
 * Node's refusals of a request it could not read — not received within the bounds (docs/server.md, "The relay
 * holds no connection for long"), headers too large, not HTTP — answered in the API's envelope, then the connection
 * closed. Fastify's default answers in a body of its own and no request id.
 */
import type { Duplex } from "node:stream";
import { unreadRequestLine, type AccessLogLine } from "./access-log";
import type { ConnectionAges } from "./connection-ages";
import { rawRefusal, type RawRefusal } from "./refusals";

interface ReceiveBounds {
  headersTimeoutMs: number;
  receiveTimeoutMs: number;
}

/** Fastify's `clientErrorHandler`: each answer it writes goes to the access log too, as a request it could not read. */
export function clientErrorAnswerer(bounds: ReceiveBounds, log: (line: AccessLogLine) => void, ages: ConnectionAges): (error: Error & { code?: string }, socket: Duplex) => void {
  return (error, socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    // An answer already under way on this connection (sent before its request had fully arrived) must not be mixed
    // with another: Node's own handler makes the same check.
    const answering = (socket as Duplex & { _httpMessage?: { headersSent: boolean } })._httpMessage?.headersSent === true;
    if (socket.writable && !answering) {
      const refusal = answerTo(error.code, bounds);
      socket.write(refusal.text);
      log(unreadRequestLine(refusal, ages.ageMs(socket)));
    }
    socket.destroy();
  };
}

function answerTo(code: string | undefined, { headersTimeoutMs, receiveTimeoutMs }: ReceiveBounds): RawRefusal {
  switch (code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return rawRefusal(408, "request_timeout", `The request did not arrive in time: its headers must arrive within ${headersTimeoutMs / 1000} s, all of it within ${receiveTimeoutMs / 1000} s`);
    case "HPE_HEADER_OVERFLOW":
      return rawRefusal(431, "request_headers_too_large", "The request's headers are larger than the server reads");
    default:
      return rawRefusal(400, "invalid_request", "The request could not be read");
  }
}
