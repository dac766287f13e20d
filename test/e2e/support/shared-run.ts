/**
 * What every browser test file of one jest run shares, made once by the e2e project's globalSetup: one production
 * build of the playground and one Chromium process. Each test file still gets its own demo service, its own static
 * origin and its own browser context (playground-session.ts), so files run side by side in any order.
 *
 * The build is made for a placeholder demo-service origin; each file's static server writes its own service's
 * origin in its place as it serves the bundle (static-server.ts), as a deployment would fill in a configured URL.
 */
export const DEMO_URL_PLACEHOLDER = "http://fxdesk-demo-service.invalid:4010";

const BUNDLE_DIR = "FXDESK_E2E_BUNDLE_DIR";
const BROWSER_ENDPOINT = "FXDESK_E2E_BROWSER_ENDPOINT";

export interface SharedRun {
  /** The production build of the playground, made for DEMO_URL_PLACEHOLDER. */
  bundleDir: string;
  /** Where the one Chromium process listens for test files to connect. */
  browserEndpoint: string;
}

/** Handed from globalSetup to the test workers through their environment (workers start after globalSetup). */
export function publishSharedRun(run: SharedRun): void {
  process.env[BUNDLE_DIR] = run.bundleDir;
  process.env[BROWSER_ENDPOINT] = run.browserEndpoint;
}

export function sharedRun(): SharedRun {
  const bundleDir = process.env[BUNDLE_DIR];
  const browserEndpoint = process.env[BROWSER_ENDPOINT];
  if (!bundleDir || !browserEndpoint) {
    throw new Error("browser tests run through jest's e2e project (npm run test:e2e), whose globalSetup builds the playground and starts Chromium");
  }
  return { bundleDir, browserEndpoint };
}
