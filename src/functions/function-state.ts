/**
 * The state the cell functions share on this page: one rate book, short caches for quotes and balances, and
 * the live pollers, all reading the page's one signed-in client. Signing in as someone else empties the caches.
 * When the service cannot be reached they keep their last values and tell the task pane once per failed wave.
 */
import { type FxDeskClient, getSharedClient, NotSignedInError, onSharedClientChange } from "../api";
import type { Balance, DetailedQuote } from "../api/schemas";
import { CachedLoader } from "./cached-loader";
import { LivePoller } from "./live-poller";
import { RATE_BOOK_DEFAULTS, RateBook } from "./rate-book";
import { reportOutage } from "./outage-listeners";
import { OutageTracker, type Fetched } from "./service-outages";

interface FunctionsConfig {
  rateTtlMs: number;
  rateCacheSize: number;
  /** Longest any cell waits for the service, time queued behind the rate budget included. */
  timeoutMs: number;
  /** Quotes are indicative and move: kept only long enough for the cells of one recalculation to share them. */
  quoteTtlMs: number;
  balanceTtlMs: number;
  /** Distinct quotes or balances remembered at most. */
  loaderCacheSize: number;
  /** The page's clock: when a rate was fetched (shown by FX.RATES) and when a cached value goes stale. */
  now: () => number;
  /** How long without a further failure ends a failed refresh wave (one activity log line per wave). */
  outageQuietMs: number;
}

const DEFAULT_FUNCTIONS_CONFIG: FunctionsConfig = {
  rateTtlMs: RATE_BOOK_DEFAULTS.ttlMs,
  rateCacheSize: RATE_BOOK_DEFAULTS.maxEntries,
  timeoutMs: RATE_BOOK_DEFAULTS.timeoutMs,
  quoteTtlMs: 5_000,
  balanceTtlMs: 5_000,
  loaderCacheSize: 1_000,
  now: Date.now,
  outageQuietMs: 500,
};

interface FunctionState {
  rateBook: RateBook;
  quotes: CachedLoader<Fetched<DetailedQuote>>;
  balances: CachedLoader<Fetched<Balance>>;
  balanceLists: CachedLoader<Fetched<Balance[]>>;
  live: LivePoller;
  outages: OutageTracker;
}

function build(config: FunctionsConfig): FunctionState {
  const outages = new OutageTracker({
    now: config.now,
    quietMs: config.outageQuietMs,
    report: reportOutage,
  });
  const rateBook = new RateBook({
    finder: () => getSharedClient()?.core.rates,
    ttlMs: config.rateTtlMs,
    maxEntries: config.rateCacheSize,
    timeoutMs: config.timeoutMs,
    now: config.now,
    outages,
  });
  const loader = <V>(ttlMs: number) =>
    new CachedLoader<Fetched<V>>({ ttlMs, maxEntries: config.loaderCacheSize, timeoutMs: config.timeoutMs, now: config.now, outages });
  return {
    rateBook,
    quotes: loader<DetailedQuote>(config.quoteTtlMs),
    balances: loader<Balance>(config.balanceTtlMs),
    balanceLists: loader<Balance[]>(config.balanceTtlMs),
    live: new LivePoller(rateBook),
    outages,
  };
}

let current = build(DEFAULT_FUNCTIONS_CONFIG);

onSharedClientChange(() => {
  current.rateBook.clear();
  current.quotes.clear();
  current.balances.clear();
  current.balanceLists.clear();
  current.live.credentialsChanged();
});

export function functionState(): FunctionState {
  return current;
}

/** Replaces the shared state with one built from `config` (defaults for what is left out); live cells stop. */
export function configureFunctions(config: Partial<FunctionsConfig> = {}): FunctionState {
  current.live.stopAll();
  current.outages.dispose();
  current = build({ ...DEFAULT_FUNCTIONS_CONFIG, ...config });
  return current;
}

/** The signed-in client, or the #N/A every function shows before sign-in. */
export function requireClient(): FxDeskClient {
  const client = getSharedClient();
  if (client === undefined) throw new NotSignedInError("formulas");
  return client;
}

/** Stops every live cell's polling until resumeLive(); the cells keep their last value. */
export function pauseLive(): void {
  current.live.pause();
}

export function resumeLive(): void {
  current.live.resume();
}
