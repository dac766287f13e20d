/**
 * @jest-environment jsdom
 */
/**
 * The Convert tab's preview as a conversion check's figures arrive (issue 32 point 2): every row and the totals at
 * once, at the market's rate and marked "Indicative — quote coming", with how far the quotes have got; each quote
 * replaces its row's figures and moves the totals as it arrives, until the pane says every row has its firm rate.
 */
import "../../../../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import Decimal from "decimal.js";
import type { AccountNames, ConversionPreview as Preview, KindJob } from "../../../../../../../src/jobs";
import { FirmQuotes, type FirmQuote, type QuotedRow } from "../../../../../../../src/jobs/kinds/conversion/firm-quotes";
import { ConversionPreview } from "../../../../../../../src/taskpane/features/booking/kinds/conversion/conversion-preview";
import { describeFirmProgress } from "../../../../../../../src/taskpane/features/booking/kinds/conversion/firm-figures";
import { rateBasis } from "../../../../../../../src/taskpane/features/booking/kinds/conversion/quoted-conversions";
import { AgreedRatesNote } from "../../../../../../../src/taskpane/features/booking/kinds/conversion/agreed-rates-note";

const accounts: AccountNames = { of: (contactId) => ({ name: "Northwind Treasury (house account)", contactId }) };

const market = (row: number, buyAmount: string, sellAmount: string): QuotedRow => ({
  row,
  currencyPair: "EURGBP",
  clientRate: new Decimal("0.8500"),
  coreRate: new Decimal("0.8500"),
  buyCurrency: "EUR",
  buyAmount: new Decimal(buyAmount),
  sellCurrency: "GBP",
  sellAmount: new Decimal(sellAmount),
  firm: false,
});

/** A preview whose quotes arrive when the test says. */
function previewWithQuotes(holdPeriod?: "3m") {
  const answers = new Map<number, (quote: FirmQuote) => void>();
  const firm = new FirmQuotes([market(1, "1000", "850.00"), market(2, "2000", "1700.00")], (row) => new Promise<FirmQuote>((resolve) => answers.set(row, resolve)), () => 0);
  firm.start();
  const preview = {
    get quotes() {
      return firm.snapshot().quotes;
    },
    get totals() {
      return firm.snapshot().totals;
    },
    needs: [],
    funds: new Map(),
    earlierConversionsSince: "2025-12-06",
    dates: { byRow: new Map([[1, "2026-01-07"], [2, "2026-01-09"]]), defaulted: new Set([1]) },
    agreedRates: { tolerancePercent: new Decimal("0.25"), refusals: [], ...(holdPeriod === undefined ? {} : { holdPeriod }) },
    firm,
  } satisfies Preview;
  const job = { kind: "conversion", preview, accounts, needs: () => [] } as unknown as KindJob<"conversion">;
  const answer = async (row: number, sellAmount: string) => {
    const quote = { ...market(row, row === 1 ? "1000" : "2000", sellAmount), clientRate: new Decimal("0.8543") };
    await act(async () => answers.get(row)?.({ figures: quote }));
  };
  return { job, answer };
}

const basisOf = (row: number) => screen.getByTestId("conversion-quotes").querySelector(`[data-row="${row + 1}"] [data-basis]`)?.textContent;
const gbpSold = () => within(screen.getByTestId("conversion-totals")).getAllByRole("row").find((line) => line.getAttribute("data-currency") === "GBP")?.textContent;

describe("the conversion preview as the firm figures arrive", () => {
  it("shows the market's figures at once, marked indicative, then each row's quote and the totals at it", async () => {
    const { job, answer } = previewWithQuotes();
    render(
      <FluentProvider theme={webLightTheme}>
        <ConversionPreview job={job} choices={{}} onChoicesChange={() => undefined} />
      </FluentProvider>,
    );
    await act(async () => undefined);
    expect([basisOf(1), basisOf(2)]).toEqual(["Indicative — quote coming", "Indicative — quote coming"]);
    expect(screen.getByTestId("firm-progress").textContent).toContain("Quotes: 0 of 2 rows");
    expect(screen.getByTestId("indicative-totals").textContent).toBe(
      "Indicative — quotes coming: the totals are at the market's rate, without your account's margin; each row's quote replaces its figures as it arrives.",
    );
    expect(gbpSold()).toBe("GBP0.002,550.00");

    await answer(1, "854.30");
    expect([basisOf(1), basisOf(2)]).toEqual(["Quoted", "Indicative — quote coming"]);
    expect(screen.getByTestId("firm-progress").textContent).toContain("Quotes: 1 of 2 rows");
    expect(screen.getByTestId("indicative-totals").textContent).toContain("1 of the rows in the totals is at the market's rate");
    expect(gbpSold()).toBe("GBP0.002,554.30");

    await answer(2, "1708.60");
    // One word per state (issue 39): the heading calls the rates what each row is labelled.
    expect(basisOf(2)).toBe("Quoted");
    expect(screen.getByTestId("firm-progress").textContent).toBe("Quoted rates for all 2 rows");
    expect(screen.queryByTestId("indicative-totals")).toBeNull();
    expect(gbpSold()).toBe("GBP0.002,562.90");
  });

  it("with a hold period, says that a row without its held rate yet is never booked on the market's figure", async () => {
    const { job, answer } = previewWithQuotes("3m");
    render(
      <FluentProvider theme={webLightTheme}>
        <ConversionPreview job={job} choices={{}} onChoicesChange={() => undefined} />
      </FluentProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByTestId("awaiting-held-note").textContent).toBe(
      "No rate is held yet: they show the market's rate. Booked before its held rate arrives, a row gets one as it is sent and is booked by it only if it is within 0.25 % (your tolerance) of the rate shown; otherwise it is not booked and waits for you to check it again. Nothing is booked at a rate that is not held.",
    );
    await answer(1, "854.30");
    expect(screen.getByTestId("awaiting-held-note").textContent).toMatch(/^1 row has no held rate yet: /);
  });
});

describe("the rates' heading and labels say one word per state (issue 39)", () => {
  const snapshot = (quotes: QuotedRow[]) => ({ quotes, totals: [], missing: new Set<number>(), stopped: false, progress: { total: quotes.length, checked: quotes.length, elapsedMs: 0, done: true } });
  const held = (row: number): QuotedRow => ({ ...market(row, "1000", "850.00"), firm: true, held: { quoteId: `q${row}`, heldUntil: "2026-01-05T09:03:00Z" } });
  const quoted = (row: number): QuotedRow => ({ ...market(row, "1000", "850.00"), firm: true });

  it("calls held quotes held, the service's other quotes quoted, and the market's figures indicative, in the heading as in each row", () => {
    const cases: [QuotedRow[], string, string[]][] = [
      [[held(1), held(2)], "Held rates for all 2 rows", ["Held until 09:03:00 UTC", "Held until 09:03:00 UTC"]],
      [[quoted(1), quoted(2), quoted(3)], "Quoted rates for all 3 rows", ["Quoted", "Quoted", "Quoted"]],
      [[held(1), quoted(2)], "Quoted and held rates (1 held, 1 quoted) for all 2 rows", ["Held until 09:03:00 UTC", "Quoted"]],
    ];
    for (const [quotes, heading, labels] of cases) {
      const figures = snapshot(quotes) as unknown as Parameters<typeof describeFirmProgress>[0];
      expect(describeFirmProgress(figures)).toBe(heading);
      expect(quotes.map((quote) => rateBasis(quote, false))).toEqual(labels);
    }
    const note = (quotes: QuotedRow[]) => {
      const { unmount } = render(<AgreedRatesNote preview={{ agreedRates: { tolerancePercent: new Decimal("0.25"), refusals: [] } } as unknown as Preview} quotes={quotes} accounts={accounts} />);
      const text = screen.getByTestId("indicative-rates-note").textContent;
      unmount();
      return text;
    };
    expect(note([quoted(1), quoted(2)])).toMatch(/^All 2 rates quoted: the service's quotes at the check, with your account's margin\. Just before booking/);
    expect(note([quoted(1), market(2, "1000", "850.00")])).toMatch(/^1 rate quoted \(the service's quotes at the check, with your account's margin\), 1 indicative \(the market's rate, without your account's margin, until the quote arrives\)\./);
    expect(rateBasis(market(1, "1000", "850.00"), false)).toBe("Indicative — market rate");
    expect(rateBasis(market(1, "1000", "850.00"), true)).toBe("Indicative — quote coming");
  });
});

describe("each conversion's date (issue 39)", () => {
  it("shows the row's own date, and for a row left blank the service's default date, never \"earliest date offered\"", async () => {
    const { job } = previewWithQuotes();
    render(
      <FluentProvider theme={webLightTheme}>
        <ConversionPreview job={job} choices={{}} onChoicesChange={() => undefined} />
      </FluentProvider>,
    );
    const dateOf = (row: number) => screen.getByTestId("conversion-quotes").querySelector(`[data-row="${row + 1}"] [data-date]`);
    await waitFor(() => expect([dateOf(1)?.textContent, dateOf(2)?.textContent]).toEqual(["on 2026-01-07", "on 2026-01-09"]));
    expect(dateOf(1)?.getAttribute("title")).toBe("the service's default conversion date for this pair");
    expect(dateOf(2)?.getAttribute("title")).toBeNull();
    expect(screen.getByTestId("conversion-quotes").textContent).not.toContain("earliest");
  });
});

describe("the firm rates' time left", () => {
  it("counts the rate budget's wait: a burst's pace says a second, the budget says a minute", async () => {
    const answers = new Map<number, (quote: FirmQuote) => void>();
    let now = 0;
    const firm = new FirmQuotes([market(1, "1000", "850.00"), market(2, "2000", "1700.00")], (row) => new Promise<FirmQuote>((resolve) => answers.set(row, resolve)), () => now);
    firm.start();
    await waitFor(() => expect(answers.has(1)).toBe(true));
    now = 200;
    answers.get(1)?.({ figures: market(1, "1000", "850.00") });
    await waitFor(() => expect(firm.snapshot().progress.checked).toBe(1));
    expect(describeFirmProgress(firm.snapshot())).toBe("Quotes: 1 of 2 rows — less than a second left");
    expect(describeFirmProgress(firm.snapshot(), () => 58_000)).toBe("Quotes: 1 of 2 rows — about 1 min left");
  });
});
