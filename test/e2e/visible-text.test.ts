import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { writeFile, mkdir } from "node:fs/promises";
import type { Page } from "playwright-core";
import { ARTIFACTS_DIR } from "./support/browser";
import { openFeature, openSheet, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { rawTokens } from "./support/raw-tokens";

jest.setTimeout(60_000);
let session: PlaygroundSession;
let page: Page;
const seen: string[] = [];

beforeAll(async () => {
  session = await startPlayground({}, { width: 1600, height: 1200 });
  ({ page } = session);
}, 180_000);
afterAll(async () => {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await writeFile(`${ARTIFACTS_DIR}/visible-text.txt`, seen.join("\n"));
  await session?.close();
});

async function record(where: string) {
  await new Promise((r) => setTimeout(r, 1500));
  const text = await page.locator("body").innerText();
  const tokens = rawTokens(text);
  seen.push(`== ${where}`, ...tokens.map((t) => `${t.kind}\t${t.token}\t${t.line}`));
}

describe("explore", () => {
  it("walks", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await record("sign-in");
    await signInAsDemoUser(page);
    for (const sheet of ["Rates", "Conversions", "Payments", "Batch"]) { await openSheet(page, sheet); await record(`sheet ${sheet}`); }
    for (const tab of ["Rates", "Convert", "Pay", "Balances", "Beneficiaries", "Add beneficiaries", "Clients", "Add clients", "Approvals", "Onboarding"]) {
      await openFeature(page, tab);
      await record(`tab ${tab}`);
    }
    expect(seen.length).toBeGreaterThan(0);
  });
});
