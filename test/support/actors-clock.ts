/**
 * Time for a test in which a few actors (two people's runs) meet through delays: a clock that moves only while every
 * actor still running waits on it, and then straight to the next thing due. What an actor does between its waits
 * takes no time on this clock, and what is due at one instant happens in the order it was asked for; so each
 * interleaving a test sets up happens the same way on any machine, however fast or busy, and no one waits on the
 * machine's timers.
 */
import type { Sleep } from "../../src/api";

interface Due {
  at: number;
  order: number;
  fire: () => Promise<void> | void;
}

export class ActorsClock {
  private instant = 0;
  private asked = 0;
  private readonly due: Due[] = [];
  private running = 0;
  private waiting = 0;
  private moving = false;

  /** Milliseconds since the clock started. */
  get now(): number {
    return this.instant;
  }

  /** Runs `work` as an actor: the clock stands still while it works, and moves only while it waits on `sleep`. */
  actor<T>(work: () => Promise<T>): Promise<T> {
    this.running++;
    return Promise.resolve()
      .then(work)
      .finally(() => {
        this.running--;
        this.move();
      });
  }

  /** Starts `work` as an actor `ms` from now: its answer, once it has run. */
  actorAfter<T>(ms: number, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => this.schedule(ms, () => void this.actor(work).then(resolve, reject)));
  }

  /** An actor's wait (the client's Sleep): the clock moves on by `ms` once every other actor waits too. */
  readonly sleep: Sleep = (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      this.waiting++;
      this.schedule(ms, () => {
        this.waiting--;
        resolve();
      });
    });

  /** Something due `ms` from now that is no actor's (a write reaching the other copy): it is done before the clock moves on. */
  after(ms: number, fire: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => this.schedule(ms, () => fire().then(resolve, reject)));
  }

  private schedule(ms: number, fire: Due["fire"]): void {
    this.due.push({ at: this.instant + Math.max(0, ms), order: this.asked++, fire });
    this.due.sort((a, b) => a.at - b.at || a.order - b.order);
    this.move();
  }

  /** While every running actor waits (or none runs), the next thing due happens, at its instant. */
  private move(): void {
    if (this.moving) return;
    this.moving = true;
    void (async () => {
      try {
        while (this.waiting === this.running && this.due.length > 0) {
          const next = this.due.shift() as Due;
          this.instant = Math.max(this.instant, next.at);
          await next.fire();
        }
      } finally {
        this.moving = false;
      }
    })();
  }
}
