/**
 * Fault injection for tests of the client's resilience: added latency, a share of 429 and 503, dropped connections.
 * Faults are drawn from a seeded generator, so a run's sequence of faults is replayed from its seed
 * (docs/demo-service.md, "Faults you can replay").
 */
import { freshSeed, seededRandom } from "./seeded-random";

export interface FaultSettings {
  latencyMs: number;
  share429: number;
  share503: number;
  shareDropped: number;
}

export const NO_FAULTS: FaultSettings = { latencyMs: 0, share429: 0, share503: 0, shareDropped: 0 };

export type FaultOutcome = "none" | "429" | "503" | "drop";

export class Faults {
  settings: FaultSettings;
  /** The seed of this run's draws: the same seed and settings give the same sequence of faults. */
  readonly seed: number;
  private readonly random: () => number;

  constructor(settings: Partial<FaultSettings> = {}, seed: number = freshSeed()) {
    this.settings = { ...NO_FAULTS, ...settings };
    this.seed = seed;
    this.random = seededRandom(seed);
  }

  get active(): boolean {
    const { latencyMs, share429, share503, shareDropped } = this.settings;
    return latencyMs > 0 || share429 > 0 || share503 > 0 || shareDropped > 0;
  }

  /** One draw decides the fault, so the shares add up (0.1 + 0.1 → a fifth of calls fail). */
  draw(): FaultOutcome {
    const { share429, share503, shareDropped } = this.settings;
    const roll = this.random();
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

/** A fault seed as typed (FXDESK_FAULT_SEED, --fault-seed): a whole number from 0 to 2^32 - 1, else undefined. */
export function parseFaultSeed(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text.trim())) return undefined;
  const seed = Number(text.trim());
  return seed <= 0xffff_ffff ? seed : undefined;
}
