/**
 * Per-minute request limits like the provider's demo environment (login 60, rates 150, every authenticated call
 * 150), counted per calendar minute of real time per client key, as the provider counts them.
 */
export interface LimitsPerMinute {
  login: number;
  rates: number;
  authenticated: number;
}

export const DEMO_LIMITS: LimitsPerMinute = { login: 60, rates: 150, authenticated: 150 };

type LimitClass = keyof LimitsPerMinute;

export class RateLimiter {
  private minute = -1;
  private counts = new Map<string, number>();

  /** `now` is real time: the provider counts wall-clock minutes, whatever the simulated clock says. */
  constructor(
    private readonly limits: LimitsPerMinute | false,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call; false when it is over the limit for this minute. */
  allow(limitClass: LimitClass, clientKey: string): boolean {
    if (!this.limits) return true;
    const minute = Math.floor(this.now() / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts = new Map();
    }
    const key = `${limitClass}:${clientKey}`;
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count <= this.limits[limitClass];
  }
}
