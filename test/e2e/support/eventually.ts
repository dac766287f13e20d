import { performance } from "node:perf_hooks";

/**
 * Retries an assertion until it passes or the deadline comes, then throws its last failure: how a browser test
 * waits for the state it checks (the page updates asynchronously after every action), never a fixed sleep
 * and never a single read right after an action. The deadline is measured on the monotonic clock.
 */
export async function eventually(assertion: () => Promise<unknown> | unknown, timeoutMs = 15_000): Promise<void> {
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
