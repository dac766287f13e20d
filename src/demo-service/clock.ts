/**
 * Simulated time. It runs at `speed` times real time from `start`, and tests move it forward with `advance`
 * so that settlements, token expiry and rate moves happen without waiting.
 */
export interface DemoClockOptions {
  /** Simulated instant at start-up (ms since epoch); defaults to the real time. */
  start?: number;
  /** Simulated milliseconds per real millisecond; 0 freezes the clock (useful in tests). */
  speed?: number;
}

export class DemoClock {
  private readonly realOrigin = Date.now();
  private demoOrigin: number;
  private readonly speed: number;

  constructor(options: DemoClockOptions = {}) {
    this.demoOrigin = options.start ?? this.realOrigin;
    this.speed = options.speed ?? 1;
  }

  now(): number {
    return this.demoOrigin + (Date.now() - this.realOrigin) * this.speed;
  }

  advance(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError("The simulated clock only moves forward");
    this.demoOrigin += ms;
    return this.now();
  }

  /** Restores a saved instant (snapshot restore): never moves backwards past it. */
  setAtLeast(instant: number): void {
    const now = this.now();
    if (instant > now) this.demoOrigin += instant - now;
  }
}

/**
 * A start instant as written on the command line or in the environment: ISO 8601 with a zone
 * (`2026-01-05T09:00:00Z`, `2026-01-05T10:00:00+01:00`), or undefined for the real time. A zone is required so
 * that the same text means the same instant on every machine.
 */
export function parseStartInstant(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const instant = /(Z|[+-]\d{2}:\d{2})$/i.test(text.trim()) ? Date.parse(text.trim()) : Number.NaN;
  if (Number.isNaN(instant)) {
    throw new Error(`"${text}" is not an instant — write it as ISO 8601 with a zone, e.g. 2026-01-05T09:00:00Z`);
  }
  return instant;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
