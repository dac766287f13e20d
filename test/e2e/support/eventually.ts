import { performance } from "node:perf_hooks";

/**
 * How long a browser test waits for what the page should show before calling it missing: a bound for a page that
 * will never show it, not a speed check, so it is ample for a machine busy with a second test run.
 */
export const PAGE_WAIT_MS = 60_000;

/**
 * Retries an assertion until it passes or the deadline comes, then throws its last failure: how a browser test
 * waits for the state it checks (the page updates asynchronously after every action), never a fixed sleep
 * and never a single read right after an action. The deadline is measured on the monotonic clock.
 */
export async function eventually(assertion: () => Promise<unknown> | unknown, timeoutMs = PAGE_WAIT_MS): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
