import type { Browser, BrowserContext, Page } from "playwright-core";
import type { DemoServiceOptions, DemoServer } from "../../../src/demo-service/server";
import { PINNED_NOW, startDemoService } from "../../support/demo-service";
import { connectChromium } from "./browser";
import { PAGE_WAIT_MS } from "./eventually";
import { DEMO_URL_PLACEHOLDER, sharedRun } from "./shared-run";
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
 * The product as a browser test meets it: the run's one production build of the playground (shared-run.ts) served
 * on a loopback origin of the file's own, the pinned demo service (test/support/demo-service.ts) allowing that
 * origin, and a page in a browser context of its own (its own storage) in the run's one Chromium, whose clock
 * starts at the same instant.
 */
export async function startPlayground(demoServiceOptions: DemoServiceOptions, viewport: { width: number; height: number }): Promise<PlaygroundSession> {
  const { bundleDir, browserEndpoint } = sharedRun();
  let site: StaticServer | undefined;
  let demoService: DemoServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  // The page's origin must be on the demo service's CORS list before the service starts, and the service's origin
  // is written into the bundle as it is served: the origin is reserved first, the bundle served only once it is known.
  let demoOrigin = "";
  const close = async () => {
    await context?.close();
    await browser?.close();
    await site?.close();
    await demoService?.close();
  };
  try {
    site = await serveStatic(bundleDir, { placeholder: DEMO_URL_PLACEHOLDER, value: () => demoOrigin });
    demoService = await startDemoService({ corsOrigins: [site.url], ...demoServiceOptions });
    demoOrigin = demoService.url;
    browser = await connectChromium(browserEndpoint);
    context = await browser.newContext({ viewport });
    // Clicks and waits bounded as `eventually` is (Playwright's own default is 30 s).
    context.setDefaultTimeout(PAGE_WAIT_MS);
    const page = await context.newPage();
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
