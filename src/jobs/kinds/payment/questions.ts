/**
 * Reference questions a payment check asks the service once per distinct question, whatever the number of rows
 * that share it (the rate budget: docs/architecture.md, the payment kind's check), a few at a time.
 */
import pLimit from "p-limit";

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
}
