/** Fault injection for tests of the client's resilience: added latency, a share of 429 and 503, dropped connections. */
export interface FaultSettings {
  latencyMs: number;
  share429: number;
  share503: number;
  shareDropped: number;
}

export const NO_FAULTS: FaultSettings = { latencyMs: 0, share429: 0, share503: 0, shareDropped: 0 };

type FaultOutcome = "none" | "429" | "503" | "drop";

export class Faults {
  settings: FaultSettings;

  constructor(settings: Partial<FaultSettings> = {}) {
    this.settings = { ...NO_FAULTS, ...settings };
  }

  get active(): boolean {
    const { latencyMs, share429, share503, shareDropped } = this.settings;
    return latencyMs > 0 || share429 > 0 || share503 > 0 || shareDropped > 0;
  }

  /** One draw decides the fault, so the shares add up (0.1 + 0.1 → a fifth of calls fail). */
  draw(random: () => number = Math.random): FaultOutcome {
    const { share429, share503, shareDropped } = this.settings;
    const roll = random();
    if (roll < shareDropped) return "drop";
    if (roll < shareDropped + share503) return "503";
    if (roll < shareDropped + share503 + share429) return "429";
    return "none";
  }
}

/** Checks a fault configuration from flags or the admin route; shares are between 0 and 1. */
export function validFaultSettings(settings: FaultSettings): boolean {
  const shares = [settings.share429, settings.share503, settings.shareDropped];
  return (
    Number.isFinite(settings.latencyMs) &&
    settings.latencyMs >= 0 &&
    // Longer than any client waits: it would only hold connections open.
    settings.latencyMs <= 60_000 &&
    shares.every((share) => Number.isFinite(share) && share >= 0 && share <= 1) &&
    shares.reduce((sum, share) => sum + share, 0) <= 1
  );
}
