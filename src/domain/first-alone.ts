/**
 * The first of a kind goes alone: when the first request of a key teaches something the others need (the largest
 * page an endpoint takes, whether an account gives held quotes), later requests of that key wait for it instead of
 * each meeting the same refusal. Unlike `OnceEach`, every caller still makes its own request.
 */
export class FirstAlone {
  /** The run each key's later callers wait for, while it is out. */
  private readonly scouts = new Map<string, Promise<unknown>>();
  /** Keys one run has finished for: by default, what the others needed to know is known. */
  private readonly finished = new Set<string>();

  /**
   * Runs `run` at once when `key` is settled, else after the run out for it — or alone, as the key's scout, when none
   * is. `settled` says when later runs may go together (default: once one run of the key has finished, however).
   */
  async run<T>(key: string, run: () => Promise<T>, settled: () => boolean = () => this.finished.has(key)): Promise<T> {
    for (let scout = this.scouts.get(key); !settled() && scout !== undefined; scout = this.scouts.get(key)) {
      await scout.catch(() => undefined);
    }
    if (settled()) return run();
    const running = run();
    this.scouts.set(key, running);
    try {
      return await running;
    } finally {
      this.finished.add(key);
      if (this.scouts.get(key) === running) this.scouts.delete(key);
    }
  }
}
