import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type BrowserServer, type LaunchOptions, type Locator, type Page } from "playwright-core";

/** The system Chromium (installed by apt, never downloaded), headless, with nothing phoning home. */
export const CHROMIUM_PATH = process.env.FXDESK_CHROMIUM ?? "/usr/bin/chromium";

const LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/** One Chromium that test files in other processes connect to (connectChromium), each through contexts of its own. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

export function connectChromium(endpoint: string): Promise<Browser> {
  return chromium.connect(endpoint);
}

export const ARTIFACTS_DIR = path.resolve(__dirname, "../../../test-artifacts");

/** Saves a full-page screenshot under test-artifacts/ (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * A picture of the playground's workbook part 360 px wide, as narrow as the pane, in light and dark
 * (`<name>-<theme>.png`), then the page back at its size and light. The pane is a fixed 360 px column beside the
 * workbook (playground/playground-page.tsx), so a 720 px page leaves the workbook its 360. `prepare` runs at that
 * size, before the pictures (scrolling the column looked at into view).
 */
export async function narrowPictures(page: Page, part: Locator, name: string, prepare: () => Promise<void> = async () => {}): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 720, height: 900 });
  await prepare();
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await part.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${theme}.png`) });
  }
  await page.emulateMedia({ colorScheme: "light" });
  if (size) await page.setViewportSize(size);
}
