/** Requests per route (`GET /v2/rates/find`), read through the admin route so tests can count what reached the server. */
export class RouteCounters {
  private readonly counts = new Map<string, number>();

  count(method: string, route: string | undefined): void {
    const key = `${method} ${route ?? "(unmatched)"}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  reset(): void {
    this.counts.clear();
  }
}
