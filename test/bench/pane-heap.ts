/**
 * The task pane with a 10,000-row payment sheet, in headless Chromium: the playground page (the real pane beside
 * its in-memory workbook) gets 10,000 payment rows, Check and Book run as a person runs them, and the page's JS heap
 * is read after a full garbage collection (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage) before the rows,
 * with them, at the preview, during the run and after it (target: what the pane holds ≤ 150 MB). The preview's
 * responsiveness: the time from a scroll of its row list and of its payment review to the next painted frame, beside
 * the same with a preview of 100 rows.
 * The pane's client paces itself to the provider's limits (135 calls a minute): the page's clock is moved on a
 * minute at a time (Playwright's clock), so its budget refills at once and the run takes minutes, not hours; the
 * demo service runs without limits. Payees are saved beneficiaries named by id.
 * The playground's grid renders the whole active sheet, so the sheet of 10,000 rows is shown only while Check reads
 * the selection: the heap is read with the grid on another sheet (the rows stay in the workbook, and are counted
 * in "with the rows").
 */
import type { CDPSession, Page } from "playwright-core";
import { DEMO_USER } from "../../src/demo-service/demo-credentials";
import { demoClient } from "../support/demo-client";
import { germanIban } from "../support/demo-data";
import globalSetup, { globalTeardown } from "../e2e/support/global-setup";
import { startPlayground, type PlaygroundSession } from "../e2e/support/playground-session";

const ROWS = Number(process.env["FXDESK_BENCH_PANE_ROWS"] ?? "10000");
const BASELINE_ROWS = 100;
const PAYEES = 20;
const TARGET_HEAP_MB = 150;
const HEADERS = ["Beneficiary", "Amount", "Currency", "Reference", "Reason"];

const mb = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1));

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send("HeapProfiler.collectGarbage");
  const usage = await cdp.send("Runtime.getHeapUsage");
  return mb(usage.usedSize);
}

/** Moves the page's clock on a minute at a time (the client's rate budget refills) until `done` resolves. */
async function whileMovingClock<T>(page: Page, done: Promise<T>): Promise<T> {
  let finished = false;
  const result = done.finally(() => {
    finished = true;
  });
  while (!finished) {
    await Promise.race([result.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 250))]);
    if (!finished) await page.clock.fastForward(60_000);
  }
  return result;
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/playground.html`);
  await page.getByLabel("Login id").fill(DEMO_USER.loginId);
  await page.getByLabel("API key").fill(DEMO_USER.apiKey);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("acting-as-banner").waitFor();
  await page.getByRole("tablist", { name: "Features" }).getByRole("tab", { name: "Pay", exact: true }).click();
}

/** Puts `rows` payment rows on `sheet` of the playground's workbook and selects them (the grid then shows that sheet). */
async function loadRows(page: Page, sheet: string, ids: readonly string[], rows: number): Promise<void> {
  await page.evaluate(`(() => {
    const ids = ${JSON.stringify(ids)};
    const rows = Array.from({ length: ${rows} }, (_, index) => [ids[index % ids.length], (index % 97 + 1) + "." + String(index % 100).padStart(2, "0"), "EUR", "${sheet}-" + index, "Salary"]);
    globalThis.fxdeskPlaygroundWorkbook.setValues(${JSON.stringify(sheet)}, "A1", [${JSON.stringify(HEADERS)}, ...rows]);
  })()`);
}

async function select(page: Page, sheet: string, rows: number): Promise<void> {
  await page.evaluate(`globalThis.fxdeskPlaygroundWorkbook.select(${JSON.stringify(sheet)}, "A2:E${rows + 1}")`);
}

/** Milliseconds from setting a scroll position to the next frame painted after it (the window re-rendered). */
async function scrollToFrameMs(page: Page, element: string, fraction: number): Promise<number> {
  return (await page.evaluate(`new Promise((resolve) => {
    const element = ${element};
    const started = performance.now();
    element.scrollTop = element.scrollHeight * ${fraction};
    element.dispatchEvent(new Event("scroll"));
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
  })`)) as number;
}

const bookButton = (page: Page) => page.getByRole("button", { name: /^Book [\d,]+ payments…$/ });

/** Check on the selected rows; the preview's figures. */
async function check(page: Page, rows: number) {
  const started = Date.now();
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await whileMovingClock(page, page.getByTestId("preview").waitFor({ timeout: 30 * 60_000 }));
  const checkMs = Date.now() - started;
  // The grid back on a small sheet: a grid of 10,000 rows would be laid out again with every frame of the pane.
  await page.getByRole("tablist", { name: "Sheets" }).getByRole("tab", { name: "Rates", exact: true }).click();
  await bookButton(page).waitFor({ timeout: 60_000 });
  if ((await bookButton(page).textContent())?.replace(/\D/g, "") !== String(rows)) throw new Error(`the preview offers to ${await bookButton(page).textContent()}, not ${rows} payments`);
  const statusRows = await page.locator("[data-testid=row-statuses] tbody tr[data-row]").count();
  const reviewRows = await page.locator("[data-testid=payment-review] [role=listitem]").count();
  const scrolls = { statusList: [] as number[], review: [] as number[] };
  for (const fraction of [0.25, 0.5, 0.75, 0.1, 0.9]) {
    scrolls.statusList.push(await scrollToFrameMs(page, `document.querySelector("[data-testid=row-statuses]").parentElement`, fraction));
    scrolls.review.push(await scrollToFrameMs(page, `document.querySelector("[data-testid=payment-review]")`, fraction));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  return { checkMs, statusRowsMounted: statusRows, reviewRowsMounted: reviewRows, scrollToFrameMs: { statusList: Number(median(scrolls.statusList).toFixed(1)), review: Number(median(scrolls.review).toFixed(1)) } };
}

export async function benchPaneHeap(): Promise<Record<string, unknown>> {
  // The build and the browser the browser tests share, made as their run makes them.
  await globalSetup();
  const session: PlaygroundSession = await startPlayground({}, { width: 1600, height: 1000 }).catch(async (error: unknown) => {
    await globalTeardown();
    throw error;
  });
  try {
    const { page } = session;
    const admin = demoClient(session.demoService);
    const ids: string[] = [];
    for (let index = 0; index < PAYEES; index += 1) {
      const payee = await admin.core.beneficiaries.create({ name: `Staff ${index}`, bank_account_holder_name: `Staff ${index}`, bank_country: "DE", currency: "EUR", iban: germanIban(9100 + index) });
      ids.push(payee.id);
    }
    await signIn(page, session.siteUrl);
    const cdp = await page.context().newCDPSession(page);

    // The baseline: a preview of 100 rows, its scroll to frame.
    await loadRows(page, "Small", ids, BASELINE_ROWS);
    await select(page, "Small", BASELINE_ROWS);
    const baseline = await check(page, BASELINE_ROWS);

    const heapBefore = await heapMb(cdp);
    await loadRows(page, "Bulk", ids, ROWS);
    const heapWithRows = await heapMb(cdp);
    await select(page, "Bulk", ROWS);
    const preview = await check(page, ROWS);
    // The grid is back on a small sheet (check): what remains is the workbook's rows and the pane.
    const heapAtPreview = await heapMb(cdp);

    await bookButton(page).click();
    const runStarted = Date.now();
    const during: number[] = [];
    const sampler = setInterval(() => {
      heapMb(cdp).then((value) => during.push(value), () => undefined);
    }, 10_000);
    await page.getByRole("alertdialog").getByRole("button", { name: /^Book/ }).click();
    await whileMovingClock(page, page.getByTestId("run-summary").waitFor({ timeout: 60 * 60_000 })).finally(() => clearInterval(sampler));
    const runMs = Date.now() - runStarted;
    const summary = await page.getByTestId("run-summary").textContent();
    const heapAfter = await heapMb(cdp);
    const heldByPane = (heap: number) => Number((heap - heapWithRows + heapBefore).toFixed(1));
    const peak = Math.max(heapAtPreview, ...during, heapAfter);
    return {
      rows: ROWS,
      note: "the page's JS heap in headless Chromium after a full GC; 'pane' = the page less the 10,000 rows in its in-memory workbook (in Excel the rows live in Excel, not in the pane)",
      heapMb: { before: heapBefore, withRows: heapWithRows, atPreview: heapAtPreview, duringRun: during, afterRun: heapAfter, paneAtPreview: heldByPane(heapAtPreview), panePeak: heldByPane(peak), paneAfterRun: heldByPane(heapAfter), target: TARGET_HEAP_MB },
      preview,
      baselinePreviewOf100Rows: baseline,
      runMs,
      runSummary: summary,
      met: heldByPane(peak) <= TARGET_HEAP_MB && preview.statusRowsMounted <= 100 && preview.reviewRowsMounted <= 100,
    };
  } finally {
    await session.close();
    await globalTeardown();
  }
}
