/**
 * The state the cell functions share on this page: one rate book, short caches for quotes and balances, and
 * the live pollers, all reading the page's one signed-in client. Signing in as someone else empties the caches.
 * When the service cannot be reached they keep their last values and tell the task pane once per failed wave.
 */
import { type FxDeskClient, getSharedClient, NotSignedInError, onSharedClientChange } from "../api";
import type { Balance, DetailedQuote } from "../api/schemas";
import type { ActingAsFound } from "../jobs";
import { CachedLoader } from "./cached-loader";
import type { HistoryRows } from "./history-tables";
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
  /**
   * How long a report (FX.PAYMENTS, FX.CONVERSIONS, FX.TRANSACTIONS) is reused without asking again: recalculations
   * within it cost nothing; the pane's Refresh asks again at once (docs/functions.md, "Reports in cells").
   */
  reportTtlMs: number;
  /** Distinct reports remembered at most: each may hold thousands of rows. */
  reportCacheSize: number;
  /**
   * Longest a report may take, every page queued behind the rate budget included: a 10,000-row report is 10 pages at
   * the demo service's largest page but 400 at 25 a page, minutes of the budget (docs/provider-api.md §20).
   */
  reportTimeoutMs: number;
  /** How long whom a report's acting_as names is remembered (a name's search reads the house's accounts and contacts). */
  whomTtlMs: number;
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
  reportTtlMs: 60_000,
  reportCacheSize: 50,
  reportTimeoutMs: 300_000,
  whomTtlMs: 300_000,
  now: Date.now,
  outageQuietMs: 500,
};

interface FunctionState {
  rateBook: RateBook;
  quotes: CachedLoader<Fetched<DetailedQuote>>;
  balances: CachedLoader<Fetched<Balance>>;
  balanceLists: CachedLoader<Fetched<Balance[]>>;
  reports: CachedLoader<Fetched<HistoryRows>>;
  whom: CachedLoader<Fetched<ActingAsFound>>;
  /** When the pane's Refresh last asked for reports afresh: an answer fetched before it is not reused. */
  reportsRefreshedAt: number;
  reportTtlMs: number;
  whomTtlMs: number;
  now: () => number;
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
  const loader = <V>(ttlMs: number, maxEntries = config.loaderCacheSize, timeoutMs = config.timeoutMs) =>
    new CachedLoader<Fetched<V>>({ ttlMs, maxEntries, timeoutMs, now: config.now, outages });
  return {
    rateBook,
    quotes: loader<DetailedQuote>(config.quoteTtlMs),
    balances: loader<Balance>(config.balanceTtlMs),
    balanceLists: loader<Balance[]>(config.balanceTtlMs),
    reports: loader<HistoryRows>(config.reportTtlMs, config.reportCacheSize, config.reportTimeoutMs),
    whom: loader<ActingAsFound>(config.whomTtlMs),
    reportsRefreshedAt: Number.NEGATIVE_INFINITY,
    reportTtlMs: config.reportTtlMs,
    whomTtlMs: config.whomTtlMs,
    now: config.now,
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
  current.reports.clear();
  current.whom.clear();
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

/**
 * The pane's Refresh: the next recalculation asks the service for every report again instead of reusing one fetched
 * within the freshness window; the answers stay kept meanwhile, so an outage still shows the last rows, marked stale.
 */
export function refreshReports(): void {
  current.reportsRefreshedAt = current.now();
}

/** Stops every live cell's polling until resumeLive(); the cells keep their last value. */
export function pauseLive(): void {
  current.live.pause();
}

export function resumeLive(): void {
  current.live.resume();
}
