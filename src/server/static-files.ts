/**
 * The built add-in (dist/): hashed files cached for a year, everything else revalidated (so a new build reaches
 * users at once); and the Content-Security-Policy a deployed pane needs: framed by the Office hosts only, loading
 * Office's script, talking to this server and to the provider's hosts.
 */
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Where Office on the web, Teams and Outlook put add-ins in frames. */
const OFFICE_FRAME_ANCESTORS = [
  "https://*.officeapps.live.com",
  "https://*.office.com",
  "https://*.office365.com",
  "https://*.microsoft365.com",
  "https://*.sharepoint.com",
  "https://*.cloud.microsoft",
];
const OFFICE_SCRIPT = "https://appsforoffice.microsoft.com";
const PROVIDER_HOSTS = ["https://devapi.currencycloud.com", "https://api.currencycloud.com"];
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

export function contentSecurityPolicy(upstream: string): string {
  const connect = new Set(["'self'", ...PROVIDER_HOSTS, new URL(upstream).origin]);
  return [
    "default-src 'self'",
    `script-src 'self' ${OFFICE_SCRIPT}`,
    // Fluent UI writes its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${[...connect].join(" ")}`,
    `frame-ancestors 'self' ${OFFICE_FRAME_ANCESTORS.join(" ")}`,
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    index: ["taskpane.html"],
    cacheControl: false,
    setHeaders: (response, file) => {
      response.setHeader("Cache-Control", HASHED_FILE.test(file) ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
}
