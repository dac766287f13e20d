import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BrowserServer } from "playwright-core";
import { launchChromiumServer } from "./browser";
import { buildBundle } from "./build-bundle";
import { DEMO_URL_PLACEHOLDER, publishSharedRun } from "./shared-run";

/** Kept for globalTeardown, which jest runs in this same process. */
const shared = globalThis as { fxdeskE2e?: { bundleDir: string; browser: BrowserServer } };

/** Builds the playground once and starts one Chromium for every browser test file of the run. */
export default async function globalSetup(): Promise<void> {
  const bundleDir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-e2e-"));
  try {
    const [, browser] = await Promise.all([buildBundle(DEMO_URL_PLACEHOLDER, bundleDir), launchChromiumServer()]);
    shared.fxdeskE2e = { bundleDir, browser };
    publishSharedRun({ bundleDir, browserEndpoint: browser.wsEndpoint() });
  } catch (error) {
    await rm(bundleDir, { recursive: true, force: true });
    throw error;
  }
}

export async function globalTeardown(): Promise<void> {
  const run = shared.fxdeskE2e;
  shared.fxdeskE2e = undefined;
  if (run === undefined) return;
  await run.browser.close();
  await rm(run.bundleDir, { recursive: true, force: true });
}
