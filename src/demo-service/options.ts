/** How the demo service is configured: by `buildDemoServer` callers (tests, `npm start`) and by main.ts flags. */
import type { DemoClockOptions } from "./clock";
import type { FaultSettings } from "./faults";
import type { LimitsPerMinute } from "./limits";
import type { SnapshotFiles } from "./snapshot-files";

export interface DemoServiceOptions {
  /** Interface to listen on; 127.0.0.1 unless told otherwise. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The main user's login; defaults to the documented demo user (demo-credentials.ts). */
  credentials?: { loginId: string; apiKey: string };
  /** Minutes of inactivity after which a token stops working (30, as the real API). */
  tokenIdleMinutes?: number;
  /** Requests per calendar minute; `false` turns limits off. Defaults to the provider's demo limits. */
  limits?: Partial<LimitsPerMinute> | false;
  /** Real time for the per-minute limits (tests pin it so that a burst never straddles two minutes). */
  limitsClock?: () => number;
  faults?: Partial<FaultSettings>;
  /** Seed of the fault draws (faults.ts); a fresh one when absent, shown as `state.faults.seed` to replay a run. */
  faultSeed?: number;
  /** Start instant and speed of the simulated clock; `npm start` and `npm run demo-service` default to the real time. */
  clock?: DemoClockOptions;
  /** Simulated seconds between two moves of the demo rates. */
  rateRefreshSeconds?: number;
  paymentsRequireUniqueRequestId?: boolean;
  approvalWorkflow?: boolean;
  /** Authorisations a payment needs under the approval workflow (1 by default). */
  authorisationSteps?: number;
  /** Registers the /__admin/ routes (clock, faults, reset, counters). Never on by default. */
  adminRoutes?: boolean;
  /** File that keeps the data across restarts; written atomically after changes. */
  snapshotPath?: string;
  /** The file-system operations the snapshot uses; tests inject a full or read-only disk here. */
  snapshotFiles?: SnapshotFiles;
  /** Where the service tells its operator what they must act on (a snapshot it cannot save); stderr by default. */
  log?: (line: string) => void;
  /** Origins allowed by CORS; defaults to the add-in's dev server origins. */
  corsOrigins?: string[];
}

/** The origins of the add-in's dev server on `port`, over http and https, by name and by address. */
export function devServerOrigins(port: number): string[] {
  return ["https", "http"].flatMap((scheme) => ["localhost", "127.0.0.1"].map((host) => `${scheme}://${host}:${port}`));
}

export const DEFAULT_CORS_ORIGINS = devServerOrigins(3000);
