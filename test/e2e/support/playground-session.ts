import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import type { DemoServiceOptions, DemoServer } from "../../../src/demo-service/server";
import { PINNED_NOW, startDemoService } from "../../support/demo-service";
import { launchChromium } from "./browser";
import { buildBundle } from "./build-bundle";
import { serveStatic, type StaticServer } from "./static-server";

export interface PlaygroundSession {
  demoService: DemoServer;
  /** Origin serving the production build, e.g. `http://127.0.0.1:43123`; the playground is `/playground.html`. */
  siteUrl: string;
  page: Page;
  /** Uncaught errors of the page, for a test to assert there were none. */
  pageErrors: string[];
  close(): Promise<void>;
}

/**
 * The product as a browser test meets it: a production build of the playground served on loopback, the pinned
 * demo service (test/support/demo-service.ts) allowing that origin, and one headless Chromium page whose clock
 * starts at the same instant.
 */
export async function startPlayground(demoServiceOptions: DemoServiceOptions, viewport: { width: number; height: number }): Promise<PlaygroundSession> {
  const bundleDir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-e2e-"));
  let site: StaticServer | undefined;
  let demoService: DemoServer | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await site?.close();
    await demoService?.close();
    await rm(bundleDir, { recursive: true, force: true });
  };
  try {
    // The page's origin must be on the demo service's CORS list before the service starts.
    site = await serveStatic(bundleDir);
    demoService = await startDemoService({ corsOrigins: [site.url], ...demoServiceOptions });
    await buildBundle(demoService.url, bundleDir);
    browser = await launchChromium();
    const page = await browser.newPage({ viewport });
    // The page's clock starts at the demo service's pinned instant and runs from there, so "today", windows
    // and times the pane shows never depend on when the suite runs.
    await page.clock.install({ time: PINNED_NOW });
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    return { demoService, siteUrl: site.url, page, pageErrors, close };
  } catch (error) {
    await close();
    throw error;
  }
}
