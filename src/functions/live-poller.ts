/**
 * Streaming rates: every live cell with the same interval shares one timer, and each tick asks the rate book for
 * all of that interval's pairs in the same tick, so a sheet of live cells costs one request per tick per
 * interval, whatever the number of cells. The task pane pauses and resumes all of them (e.g. while booking,
 * to leave the rate budget to the trades). A refused sign-in halts every timer until new credentials arrive:
 * polling with refused credentials would only count towards locking the account. An unreachable service does
 * not stop the timers: cells keep their last rate meanwhile and take the next one as soon as the service answers.
 */
import { AuthenticationError } from "../api";
import type { BookRate, RateLookup } from "./rate-book";

export interface LiveRateSource {
  get(pair: string, lookup?: RateLookup): Promise<BookRate>;
}

export interface LiveSubscriber {
  /** Six-letter code, in the direction written. */
  pair: string;
  onRate(rate: BookRate): void;
  onError(error: unknown): void;
}

interface IntervalGroup {
  subscribers: Set<LiveSubscriber>;
  timer: ReturnType<typeof setInterval> | undefined;
}

export class LivePoller {
  private readonly groups = new Map<number, IntervalGroup>();
  private paused = false;
  private refused = false;

  constructor(private readonly rates: LiveRateSource) {}

  /** Starts delivering rates to `subscriber` (the first one at once); returns the function that stops it. */
  subscribe(intervalMs: number, subscriber: LiveSubscriber): () => void {
    let group = this.groups.get(intervalMs);
    if (group === undefined) {
      group = { subscribers: new Set(), timer: undefined };
      this.groups.set(intervalMs, group);
    }
    group.subscribers.add(subscriber);
    if (this.running) this.start(intervalMs, group);
    // The first value may come from the cache: a live cell next to FX.RATE cells shows at once.
    this.deliver(group, subscriber, {});
    return () => this.unsubscribe(intervalMs, subscriber);
  }

  pause(): void {
    this.paused = true;
    for (const group of this.groups.values()) this.stop(group);
  }

  /** Restarts every interval and refreshes its cells right away. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.restart();
  }

  /** Someone signed in (again): a poller halted by a refused sign-in goes on, unless the pane paused it. */
  credentialsChanged(): void {
    if (!this.refused) return;
    this.refused = false;
    this.restart();
  }

  get isHaltedByRefusal(): boolean {
    return this.refused;
  }

  private get running(): boolean {
    return !this.paused && !this.refused;
  }

  private restart(): void {
    if (!this.running) return;
    for (const [intervalMs, group] of this.groups) {
      this.start(intervalMs, group);
      // Going live again is a request for current figures, however recent the cache is.
      for (const subscriber of group.subscribers) this.deliver(group, subscriber, { maxAgeMs: 0 });
    }
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** Intervals with a running timer. */
  get activeTimers(): number {
    return [...this.groups.values()].filter((group) => group.timer !== undefined).length;
  }

  get subscriberCount(): number {
    let count = 0;
    for (const group of this.groups.values()) count += group.subscribers.size;
    return count;
  }

  /** Cancels every live cell (the runtime is being reset). */
  stopAll(): void {
    for (const group of this.groups.values()) this.stop(group);
    this.groups.clear();
  }

  private unsubscribe(intervalMs: number, subscriber: LiveSubscriber): void {
    const group = this.groups.get(intervalMs);
    if (group === undefined) return;
    group.subscribers.delete(subscriber);
    if (group.subscribers.size === 0) {
      this.stop(group);
      this.groups.delete(intervalMs);
    }
  }

  private start(intervalMs: number, group: IntervalGroup): void {
    group.timer ??= setInterval(() => this.tick(intervalMs, group), intervalMs);
  }

  private stop(group: IntervalGroup): void {
    if (group.timer !== undefined) clearInterval(group.timer);
    group.timer = undefined;
  }

  private tick(intervalMs: number, group: IntervalGroup): void {
    // Half the interval: the previous tick's answer is one interval old, so each tick fetches anew, while a
    // pair another cell fetched a moment ago is reused.
    // A tick is nobody's request: during an outage the cell keeps its last rate (the rate book gives it, marked
    // stale) and the activity log is not told again every few seconds.
    for (const subscriber of group.subscribers) this.deliver(group, subscriber, { maxAgeMs: intervalMs / 2, origin: "live" });
  }

  private deliver(group: IntervalGroup, subscriber: LiveSubscriber, lookup: RateLookup): void {
    this.rates.get(subscriber.pair, lookup).then(
      (rate) => {
        if (group.subscribers.has(subscriber)) subscriber.onRate(rate);
      },
      (error: unknown) => {
        if (error instanceof AuthenticationError && !this.refused) {
          this.refused = true;
          for (const each of this.groups.values()) this.stop(each);
        }
        if (group.subscribers.has(subscriber)) subscriber.onError(error);
      },
    );
  }
}
