/**
 * Every priced conversion, row by row: sheet row, pair, rate, what is bought and what is sold, and whether the rate is
 * held (until when), quoted or indicative. Shared by the preview and the confirmation, and windowed (only the rows in view are
 * rendered) so hundreds of rows stay quick at the pane's 360 px.
 */
import { useState } from "react";
import { Caption1, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { heldUntilText, type ConversionPreview, type QuotedRow } from "../../../../../jobs";
import { amountText } from "../../../../../domain";
import { rowWindow } from "../../../../components/windowing";
import { windowedRow, windowedViewport } from "../../../../components/windowed-list-styles";

// Three lines: row, pair, rate and its state; amounts; date.
const ROW_HEIGHT = 60;
const VIEWPORT_ROWS = 6;
const OVERSCAN = 6;

const useStyles = makeStyles({
  viewport: windowedViewport(VIEWPORT_ROWS * ROW_HEIGHT),
  row: {
    ...windowedRow,
    height: `${ROW_HEIGHT}px`,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    justifyContent: "center",
  },
  line: { display: "flex", gap: tokens.spacingHorizontalS, alignItems: "baseline", whiteSpace: "nowrap", overflow: "hidden", fontVariantNumeric: "tabular-nums" },
  first: { fontWeight: tokens.fontWeightSemibold },
  grow: { flexGrow: 1, overflow: "hidden", textOverflow: "ellipsis" },
  basis: { color: tokens.colorNeutralForeground3 },
  held: { color: tokens.colorPaletteGreenForeground1 },
  amounts: { color: tokens.colorNeutralForeground2, overflow: "hidden", textOverflow: "ellipsis" },
});

/** A rate as the service quotes it, with its 4 places (0.8550, not 0.855), or more when it has them. */
export function rateText(rate: QuotedRow["clientRate"]): string {
  return rate.decimalPlaces() > 4 ? rate.toFixed() : rate.toFixed(4);
}

/** What a row's market figures are called while its quote is on its way. */
export const FIRM_RATE_COMING = "Indicative — quote coming";

/**
 * What a row's rate is, one word per state, in the words the preview, the dialog and the headings share (firm-figures.tsx):
 * "Held until 10:03:30 UTC" (a held quote: booked at exactly it); "Quoted" (the service's quote with the account's
 * margin, priced again before booking); "Indicative" (the market's rate, without the margin) while the quote is on
 * its way ("Indicative — quote coming") or once none will come ("Indicative — market rate").
 */
export function rateBasis(quote: QuotedRow, firmComing: boolean): string {
  if (quote.held !== undefined) return `Held until ${heldUntilText(quote.held.heldUntil)}`;
  if (quote.firm) return "Quoted";
  return firmComing ? FIRM_RATE_COMING : "Indicative — market rate";
}

/** A row's conversion date in words: "on 2026-01-07", the service's default for a row left blank said so on hover. */
function dateOf(row: number, dates: ConversionPreview["dates"] | undefined): { text: string; title: string | undefined } | undefined {
  const date = dates?.byRow.get(row);
  if (date === undefined) return undefined;
  return { text: `on ${date}`, title: dates?.defaulted.has(row) === true ? "the service's default conversion date for this pair" : undefined };
}

export function QuotedConversions({ quotes, label, testId, firmComing, dates }: { quotes: readonly QuotedRow[]; label: string; testId: string; firmComing: boolean; dates?: ConversionPreview["dates"] }) {
  const styles = useStyles();
  const [scrollTop, setScrollTop] = useState(0);
  const shown = rowWindow({ scrollTop, viewportHeight: VIEWPORT_ROWS * ROW_HEIGHT, rowHeight: ROW_HEIGHT, rowCount: quotes.length, overscan: OVERSCAN });
  return (
    <div className={styles.viewport} role="list" aria-label={label} data-testid={testId} tabIndex={0} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      <div style={{ height: `${shown.totalHeight}px` }}>
        {quotes.slice(shown.first, shown.end).map((quote, index) => (
          <div
            key={quote.row}
            role="listitem"
            className={styles.row}
            style={{ top: `${(shown.first + index) * ROW_HEIGHT}px` }}
            data-row={quote.row + 1}
            aria-label={`Row ${quote.row + 1}: ${quote.currencyPair} at ${rateText(quote.clientRate)}, ${rateBasis(quote, firmComing).toLowerCase()}; buy ${amountText(quote.buyAmount, quote.buyCurrency)} ${quote.buyCurrency}, sell ${amountText(quote.sellAmount, quote.sellCurrency)} ${quote.sellCurrency}${dateOf(quote.row, dates) === undefined ? "" : `, ${dateOf(quote.row, dates)?.text}`}`}
          >
            <div className={mergeClasses(styles.line, styles.first)}>
              <span>Row {quote.row + 1}</span>
              <span className={styles.grow} data-rate>
                {quote.currencyPair} {rateText(quote.clientRate)}
              </span>
              <Caption1 className={quote.held === undefined ? styles.basis : styles.held} data-basis data-firm={quote.firm}>
                {rateBasis(quote, firmComing)}
              </Caption1>
            </div>
            <Caption1 className={mergeClasses(styles.line, styles.amounts)} data-amounts>
              Buy {amountText(quote.buyAmount, quote.buyCurrency)} {quote.buyCurrency} · Sell {amountText(quote.sellAmount, quote.sellCurrency)} {quote.sellCurrency}
            </Caption1>
            {dateOf(quote.row, dates) !== undefined && (
              <Caption1 className={mergeClasses(styles.line, styles.amounts)} data-date title={dateOf(quote.row, dates)?.title}>
                {dateOf(quote.row, dates)?.text}
              </Caption1>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
