import { describe, expect, it } from "@jest/globals";
import { OnceEach } from "../../../src/domain";

/** A run the test settles when it wants, counting how many are under way at once. */
class Runs {
  readonly started: string[] = [];
  private readonly pending = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  active = 0;
  mostAtOnce = 0;

  run = (key: string) => (): Promise<string> => {
    this.started.push(key);
    this.active += 1;
    this.mostAtOnce = Math.max(this.mostAtOnce, this.active);
    return new Promise<string>((resolve, reject) => this.pending.set(key, { resolve, reject })).finally(() => {
      this.active -= 1;
    });
  };

  answer(key: string, value = `answer to ${key}`): void {
    this.take(key).resolve(value);
  }

  fail(key: string, error: Error): void {
    this.take(key).reject(error);
  }

  private take(key: string) {
    const pending = this.pending.get(key);
    if (pending === undefined) throw new Error(`${key} is not running`);
    this.pending.delete(key);
    return pending;
  }
}

/** Lets every queued promise job run (p-limit starts a run a few jobs after it is asked). */
const drained = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("OnceEach", () => {
  it("runs a key once however many ask it, each asker getting the one answer, and each distinct key once", async () => {
    const runs = new Runs();
    const once = new OnceEach<string>();
    const asked = [once.ask("GBP", runs.run("GBP")), once.ask("GBP", runs.run("GBP")), once.ask("EUR", runs.run("EUR")), once.ask("GBP", runs.run("GBP"))];
    await drained();
    expect(runs.started).toEqual(["GBP", "EUR"]);
    runs.answer("GBP", "pounds");
    runs.answer("EUR", "euros");
    expect(await Promise.all(asked)).toEqual(["pounds", "pounds", "euros", "pounds"]);
    // Asked after it settled: the kept answer, no run.
    expect(await once.ask("GBP", runs.run("GBP"))).toBe("pounds");
    expect(runs.started).toEqual(["GBP", "EUR"]);
    expect(once.count).toBe(2);
  });

  it("never has more runs under way than its concurrency, 4 unless told, and runs every key in the end", async () => {
    for (const [options, limit] of [[{}, 4], [{ concurrency: 2 }, 2]] as const) {
      const runs = new Runs();
      const once = new OnceEach<string>(options);
      const keys = Array.from({ length: 10 }, (_, index) => `key ${index}`);
      const answers = Promise.all(keys.map((key) => once.ask(key, runs.run(key))));
      await drained();
      expect(runs.started).toHaveLength(limit);
      // Each answer lets the next key start, one for one.
      for (const key of keys) {
        runs.answer(key);
        await drained();
      }
      expect(await answers).toEqual(keys.map((key) => `answer to ${key}`));
      expect(runs.mostAtOnce).toBe(limit);
      expect(runs.started).toEqual(keys);
    }
  });

  it("with no limit starts every run as its key is asked", () => {
    const runs = new Runs();
    const once = new OnceEach<string>({ concurrency: Number.POSITIVE_INFINITY });
    for (let index = 0; index < 20; index += 1) void once.ask(`key ${index}`, runs.run(`key ${index}`));
    expect(runs.started).toHaveLength(20);
    expect(runs.active).toBe(20);
  });

  it("keeps a failure as the key's answer unless told to forget it", async () => {
    const runs = new Runs();
    const once = new OnceEach<string>({ concurrency: Number.POSITIVE_INFINITY });
    const first = once.ask("GBP", runs.run("GBP"));
    runs.fail("GBP", new Error("outage"));
    await expect(first).rejects.toThrow("outage");
    await expect(once.ask("GBP", runs.run("GBP"))).rejects.toThrow("outage");
    expect(runs.started).toEqual(["GBP"]);
    expect(once.count).toBe(1);
  });

  it("with forgetFailures shares a failure with those who asked while it ran, then runs the key again, and keeps a success", async () => {
    const runs = new Runs();
    const once = new OnceEach<string>({ concurrency: Number.POSITIVE_INFINITY, forgetFailures: true });
    const first = once.ask("GBP", runs.run("GBP"));
    const meanwhile = once.ask("GBP", runs.run("GBP"));
    runs.fail("GBP", new Error("outage"));
    await expect(first).rejects.toThrow("outage");
    await expect(meanwhile).rejects.toThrow("outage");
    const again = once.ask("GBP", runs.run("GBP"));
    runs.answer("GBP", "pounds");
    expect(await again).toBe("pounds");
    expect(await once.ask("GBP", runs.run("GBP"))).toBe("pounds");
    expect(runs.started).toEqual(["GBP", "GBP"]);
    expect(once.count).toBe(2);
  });

  it("with forgetAnswers shares a run only while it runs", async () => {
    const runs = new Runs();
    const once = new OnceEach<string>({ concurrency: Number.POSITIVE_INFINITY, forgetAnswers: true });
    const first = once.ask("GBP", runs.run("GBP"));
    const meanwhile = once.ask("GBP", runs.run("GBP"));
    runs.answer("GBP", "pounds at 1.25");
    expect([await first, await meanwhile]).toEqual(["pounds at 1.25", "pounds at 1.25"]);
    const later = once.ask("GBP", runs.run("GBP"));
    runs.answer("GBP", "pounds at 1.26");
    expect(await later).toBe("pounds at 1.26");
    expect(runs.started).toEqual(["GBP", "GBP"]);
  });

  it("once its signal aborts, rejects every ask with the reason, runs nothing more and starts no run still waiting; a run under way still answers its askers", async () => {
    const runs = new Runs();
    const cancel = new AbortController();
    const once = new OnceEach<string>({ concurrency: 1, signal: cancel.signal });
    const answered = once.ask("GBP", runs.run("GBP"));
    await drained();
    runs.answer("GBP", "pounds");
    expect(await answered).toBe("pounds");
    const underWay = once.ask("EUR", runs.run("EUR"));
    const waiting = once.ask("USD", runs.run("USD"));
    await drained();
    expect(runs.started).toEqual(["GBP", "EUR"]);

    const reason = new Error("check cancelled");
    cancel.abort(reason);
    // Neither an answer had nor one under way is given after the abort.
    await expect(once.ask("GBP", runs.run("GBP"))).rejects.toBe(reason);
    await expect(once.ask("EUR", runs.run("EUR"))).rejects.toBe(reason);
    await expect(once.ask("CHF", runs.run("CHF"))).rejects.toBe(reason);
    runs.answer("EUR", "euros");
    expect(await underWay).toBe("euros");
    await expect(waiting).rejects.toBe(reason);
    expect(runs.started).toEqual(["GBP", "EUR"]);
  });

  it("takes an answer had otherwise for its key, without running, and leaves a key already asked as it is", async () => {
    const runs = new Runs();
    const once = new OnceEach<string>({ concurrency: Number.POSITIVE_INFINITY });
    once.know("GBP", "pounds from a listing");
    expect(await once.ask("GBP", runs.run("GBP"))).toBe("pounds from a listing");
    const asked = once.ask("EUR", runs.run("EUR"));
    once.know("EUR", "euros from a listing");
    runs.answer("EUR", "euros asked");
    expect(await asked).toBe("euros asked");
    expect(await once.ask("EUR", runs.run("EUR"))).toBe("euros asked");
    expect(runs.started).toEqual(["EUR"]);
    expect(once.count).toBe(1);
  });

  it("settles once every run under way has settled, failed or not, and not before", async () => {
    const runs = new Runs();
    const once = new OnceEach<string>({ concurrency: Number.POSITIVE_INFINITY });
    once.ask("GBP", runs.run("GBP")).catch(() => undefined);
    void once.ask("EUR", runs.run("EUR"));
    let settled = false;
    const waiting = once.settled().then(() => {
      settled = true;
    });
    runs.fail("GBP", new Error("no answer"));
    await drained();
    expect(settled).toBe(false);
    runs.answer("EUR");
    await waiting;
    expect(settled).toBe(true);
  });
});
