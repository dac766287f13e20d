/**
 * The relay: `/v2/*` and `/onboarding/v1/*` passed to one configured upstream, so a deployed add-in calls the API
 * same-origin (whether the provider answers browser preflights from an Office host is not documented). It is
 * not a proxy anyone can aim: the upstream is configuration, only allow-listed paths and methods pass, only
 * allow-listed headers go either way (no cookies, no hop-by-hop headers), bodies are capped and every call has
 * a deadline. Its own refusals use the API's error envelope, so the client reads them like the service's; a method
 * the API does not take is refused 405 with `Allow`, and no API answer may be cached.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { refuse } from "./refusals";

interface RelayConfig {
  /** The API's base URL, e.g. https://devapi.currencycloud.com (no path of its own, or a prefix). */
  upstream: string;
  /** Longest request body relayed, in bytes. */
  bodyLimit: number;
  /** Longest body of a document image upload (the base64 of a file up to 10 MB): that one route only. */
  imageBodyLimit: number;
  /** Deadline for the upstream's whole answer. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

const ROUTES: { prefix: string; methods: readonly string[] }[] = [
  { prefix: "/v2/", methods: ["GET", "POST"] },
  { prefix: "/onboarding/v1/", methods: ["GET", "POST", "PUT", "PATCH", "DELETE"] },
];
/** The onboarding route that takes a document's images; every other route keeps the small body limit. */
const IMAGE_UPLOAD = "/onboarding/v1/forms/:formId/documents/:documentId/document_images";
/** The API's paths: segments of ids and names (no "." or ".." segments, nothing percent-encoded). */
const API_PATH = /^\/(v2|onboarding\/v1)(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+\/?$/;
const REQUEST_HEADERS = ["accept", "accept-language", "content-type", "x-auth-token"];
/**
 * Headers that hold one value: Node joins repeated X-Auth-Tokens into one ("a, b") and keeps the first of repeated
 * Content-Types, so either would relay something the client did not mean. Refused instead.
 */
const SINGLE_HEADERS = ["content-type", "x-auth-token"];
const RESPONSE_HEADERS = ["content-type", "x-request-id", "retry-after"];

export function registerRelay(app: FastifyInstance, config: RelayConfig): void {
  const send = config.fetch ?? fetch;
  const upstream = config.upstream.replace(/\/+$/, "");
  // Bodies are relayed as they came, whatever their type (JSON too: never parsed and written again), up to the cap.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: config.bodyLimit }, (_request, body, done) => done(null, body));

  const relay = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = "", query] = request.url.split(/\?(.*)/s, 2);
    if (!API_PATH.test(pathname)) return refuse(reply, 404, "not_found", `No route for ${request.method} ${pathname}`);
    const repeated = SINGLE_HEADERS.find((name) => timesSent(request.raw.rawHeaders, name) > 1);
    if (repeated) return refuse(reply, 400, "invalid_request", `The ${repeated} header was sent more than once: send it once`, repeated);
    const headers: Record<string, string> = {};
    for (const name of REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    let answer: Response;
    try {
      answer = await send(`${upstream}${pathname}${query ? `?${query}` : ""}`, {
        method: request.method,
        headers,
        body: request.method === "GET" || request.method === "DELETE" || request.body === undefined ? undefined : new Uint8Array(request.body as Buffer),
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: "manual",
      });
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      return timedOut
        ? refuse(reply, 504, "gateway_timeout", `The API did not answer within ${config.timeoutMs / 1000} s`)
        : refuse(reply, 502, "bad_gateway", "The API could not be reached");
    }
    let body: Buffer;
    try {
      body = Buffer.from(await answer.arrayBuffer());
    } catch {
      return refuse(reply, 502, "bad_gateway", "The API's answer was cut off");
    }
    reply.code(answer.status).header("Cache-Control", "no-store");
    for (const name of RESPONSE_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    return reply.send(body);
  };

  // No HEAD route of Fastify's making: the API takes none, so HEAD is refused with the other methods.
  for (const { prefix, methods } of ROUTES) {
    app.route({ method: [...methods], url: `${prefix}*`, bodyLimit: config.bodyLimit, exposeHeadRoute: false, handler: relay });
  }
  app.route({ method: "POST", url: IMAGE_UPLOAD, bodyLimit: config.imageBodyLimit, exposeHeadRoute: false, handler: relay });

  // Whatever no route takes: 405 under an API prefix, 404 elsewhere (a file the add-in does not have included).
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const route = ROUTES.find(({ prefix }) => pathname.startsWith(prefix));
    if (route && !route.methods.includes(request.method)) {
      const allowed = route.methods.join(", ");
      return refuse(reply.header("Allow", allowed), 405, "method_not_allowed", `${route.prefix} takes ${allowed}, not ${request.method}`);
    }
    return refuse(reply, 404, "not_found", `No route for ${request.method} ${pathname}`);
  });
}

/** How many times a header was sent, from Node's raw list of names and values (names in any case). */
function timesSent(rawHeaders: string[], name: string): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) if (rawHeaders[index]?.toLowerCase() === name) count += 1;
  return count;
}
