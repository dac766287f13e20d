/**
 * `npm run serve`: serves the built add-in (run `npm run build` first) and relays the API to one upstream.
 * Environment:
 *   FXDESK_UPSTREAM_URL   the API to relay to (required): https://devapi.currencycloud.com or https://api.currencycloud.com
 *   FXDESK_SERVE_PORT     port (default 8080)            FXDESK_SERVE_HOST   interface (default 0.0.0.0)
 *   FXDESK_STATIC_DIR     the built add-in (default dist) FXDESK_RELAY_BODY_LIMIT  bytes (default 1048576)
 *   FXDESK_RELAY_IMAGE_BODY_LIMIT  bytes of a document image upload (default 15728640)
 *   FXDESK_RELAY_TIMEOUT_MS  deadline of a relayed call (default 30000)
 *   FXDESK_RELAY_HEADERS_TIMEOUT_MS  a request's headers must arrive within (default 10000)
 *   FXDESK_RELAY_RECEIVE_TIMEOUT_MS  the whole request must arrive within (default 60000)
 *   FXDESK_RELAY_KEEP_ALIVE_TIMEOUT_MS  an idle kept-alive connection is closed after (default 72000)
 *   FXDESK_RELAY_MAX_CONNECTIONS  connections open at once; one more is answered 503 (default 1000)
 */
import path from "node:path";
import { buildServer } from "./app";
import { readServerSettings } from "./settings";

async function main(): Promise<void> {
  const settings = readServerSettings(process.env);
  const app = await buildServer({ ...settings, staticDir: path.resolve(settings.staticDir), log: (line) => console.info(JSON.stringify(line)) });
  await app.listen({ host: settings.host, port: settings.port });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : settings.port;
  console.info(JSON.stringify({ time: new Date().toISOString(), message: `FX Desk serving ${settings.staticDir} on port ${port}, relaying to ${settings.upstream}` }));
  const stop = () => void app.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
