/**
 * Ask once per key: a check asks the service each distinct question once, whatever the number of rows that share it
 * (the rate budget: docs/engine.md, "What a bulk row costs"), a few at a time. Answers live as long as the
 * object, so the next check asks again.
 */
import pLimit from "p-limit";

/** Questions in flight at once, as the other per-key lookups of a check. */
const CONCURRENCY = 4;

export class OnceEach<T> {
  private readonly asked = new Map<string, Promise<T>>();
  private readonly limit = pLimit(CONCURRENCY);

  /** The answer to `key`, asked with `run` the first time only. */
  ask(key: string, run: () => Promise<T>): Promise<T> {
    let answer = this.asked.get(key);
    if (answer === undefined) {
      answer = this.limit(run);
      this.asked.set(key, answer);
    }
    return answer;
  }

  /** How many distinct keys were asked. */
  get count(): number {
    return this.asked.size;
  }
}
