/**
 * Where the built add-in is served from. The checked-in manifest.xml points at the dev server; a production
 * build rewrites those URLs to FXDESK_PUBLIC_URL so the same manifest source serves both (README "Deploying").
 * CommonJS because webpack.config.js loads it before any TypeScript tooling runs.
 */
const DEV_ORIGIN = "https://localhost:3000";

/** Validates FXDESK_PUBLIC_URL: Office only loads add-in pages over https. Returns it without a trailing slash. */
function publicUrlFrom(value) {
  if (value === undefined || value === "") return undefined;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`FXDESK_PUBLIC_URL is not a URL: "${value}"`);
  }
  if (url.protocol !== "https:") throw new Error(`FXDESK_PUBLIC_URL must be https (Office refuses http): "${value}"`);
  if (url.search || url.hash) throw new Error(`FXDESK_PUBLIC_URL must not have a query or fragment: "${value}"`);
  return url.href.replace(/\/+$/, "");
}

/** Replaces every dev-server URL in the manifest with the public one. */
function rewriteManifest(manifestXml, publicUrl) {
  if (!publicUrl) return manifestXml;
  return manifestXml.split(DEV_ORIGIN).join(publicUrl);
}

module.exports = { DEV_ORIGIN, publicUrlFrom, rewriteManifest };
