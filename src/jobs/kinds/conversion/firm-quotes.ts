/**
 * A conversion check's firm figures, fetched after its first figures are shown (docs/kinds.md, "A conversion
 * check in seconds"): each row's detailed quote (one per distinct trade) or held quote (one per row) is asked for in
 * sheet order, a few at a time so the client's rate budget is the only pacing, and replaces the row's indicative
 * figures as it arrives; the totals follow. Whoever shows them subscribes; a run stops asking (rows it still needs are
 * quoted as they are sent), and so does the next check.
 */
import Decimal from "decimal.js";
import pLimit from "p-limit";
import type { CheckProgress } from "../../engine/kind-kit";
import { describeFailure } from "../../error-text";
import type { ConversionFigures } from "./indicative-figures";

export interface QuotedRow extends ConversionFigures {
  row: number;
  /** A held quote: booked by this id, at exactly this rate and these amounts, until `heldUntil`. Absent: quoted (firm) or indicative (the market's). */
  held?: { quoteId: string; heldUntil: string };
  /** The figures are the service's quote for the row; false: the market's indicative figures (rates/find), its quote still to come or not had. */
  firm: boolean;
}

/** A row's quote as it came: its figures, and the held quote's id and end when it is one. */
export interface FirmQuote {
  figures: ConversionFigures;
  held?: QuotedRow["held"];
}

export interface CurrencyTotal {
  currency: string;
  buy: Decimal;
  sell: Decimal;
}

/** The figures as they stand, for a view to show: one object per change, so it can tell a change by identity. */
export interface FirmSnapshot {
  quotes: readonly QuotedRow[];
  totals: readonly CurrencyTotal[];
  /** Rows whose quote is in (or failed) of the rows quoted; `done` once nothing more will arrive. */
  progress: CheckProgress;
  /** Rows whose quote failed, and why: they keep their indicative figures. */
  missing: ReadonlyMap<number, string>;
  /** Asking stopped before every row had its quote (a run started, or another check). */
  stopped: boolean;
}

/** Rows asked for at once: few enough that the client's rate budget is the only pacing needed. */
const FIRM_CONCURRENCY = 4;

/** Bought and sold per currency over the rows' figures, by currency code. */
export function totalsOf(quotes: readonly QuotedRow[]): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  const totalOf = (currency: string) => {
    const total = totals.get(currency) ?? { currency, buy: new Decimal(0), sell: new Decimal(0) };
    totals.set(currency, total);
    return total;
  };
  for (const quote of quotes) {
    const bought = totalOf(quote.buyCurrency);
    bought.buy = bought.buy.plus(quote.buyAmount);
    const sold = totalOf(quote.sellCurrency);
    sold.sell = sold.sell.plus(quote.sellAmount);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

export class FirmQuotes {
  private readonly byRow: Map<number, QuotedRow>;
  private readonly missingRows = new Map<number, string>();
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private settledCount = 0;
  private stopRequested = false;
  /** Drops the quotes still waiting for the rate budget once asking stops; those on the wire still arrive. */
  private readonly stopping = new AbortController();
  private current: FirmSnapshot;
  private readonly startedAt: number;
  private resolveDone!: () => void;
  private readonly done = new Promise<void>((resolve) => (this.resolveDone = resolve));

  /** `indicative`: every row's first figures, in sheet order; `ask`: a row's quote (rejects with why it has none). */
  constructor(
    indicative: readonly QuotedRow[],
    private readonly ask: (row: number, cancelUnsent: AbortSignal) => Promise<FirmQuote>,
    private readonly now: () => number,
  ) {
    this.byRow = new Map([...indicative].sort((a, b) => a.row - b.row).map((quote) => [quote.row, quote]));
    this.startedAt = now();
    this.current = this.snapshotNow();
  }

  /** Starts asking, in sheet order. */
  start(): void {
    const limit = pLimit(FIRM_CONCURRENCY);
    const rows = [...this.byRow.keys()];
    if (rows.length === 0) this.finishIfSettled();
    for (const row of rows) void limit(() => (this.stopRequested ? this.skip() : this.fetch(row)));
  }

  snapshot = (): FirmSnapshot => this.current;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Resolves once nothing more will arrive: every row's quote is in or failed, or asking stopped and the quotes under way are in. */
  whenDone(): Promise<void> {
    return this.done;
  }

  /** Asks for nothing more: quotes waiting for the rate budget are dropped, those on the wire still arrive. */
  stop(): void {
    if (this.stopRequested) return;
    this.stopRequested = true;
    this.stopping.abort(new Error("no more quotes are asked for"));
    this.changed();
  }

  /** A row's figures once its quote under way (if any) is in: what a run books it at. */
  async settled(row: number): Promise<QuotedRow | undefined> {
    await this.inFlight.get(row);
    return this.byRow.get(row);
  }

  private fetch(row: number): Promise<void> {
    const fetching = this.ask(row, this.stopping.signal).then(
      (quote) => {
        this.byRow.set(row, { row, ...quote.figures, ...(quote.held === undefined ? {} : { held: quote.held }), firm: true });
      },
      (error: unknown) => {
        // Once asking stopped, a quote dropped before it was sent is one not asked for, not one that failed.
        if (!this.stopRequested) this.missingRows.set(row, describeFailure(error));
      },
    );
    const settling = fetching.finally(() => {
      this.inFlight.delete(row);
      this.settledCount += 1;
      this.changed();
    });
    this.inFlight.set(row, settling);
    return settling;
  }

  /** A row not asked for because asking stopped. */
  private skip(): Promise<void> {
    this.settledCount += 1;
    this.changed();
    return Promise.resolve();
  }

  private changed(): void {
    this.current = this.snapshotNow();
    for (const listener of [...this.listeners]) listener();
    this.finishIfSettled();
  }

  private finishIfSettled(): void {
    if (this.current.progress.done === true) this.resolveDone();
  }

  private snapshotNow(): FirmSnapshot {
    // Replacing a row's figures keeps its place in the map: the rows stay in sheet order.
    const quotes = [...this.byRow.values()];
    const firm = quotes.filter((quote) => quote.firm).length + this.missingRows.size;
    const done = this.settledCount >= this.byRow.size || (this.stopRequested && this.inFlight.size === 0);
    return {
      quotes,
      totals: totalsOf(quotes),
      progress: { total: quotes.length, checked: firm, elapsedMs: this.now() - this.startedAt, finishing: false, done },
      missing: new Map(this.missingRows),
      stopped: this.stopRequested && firm < quotes.length,
    };
  }
}
