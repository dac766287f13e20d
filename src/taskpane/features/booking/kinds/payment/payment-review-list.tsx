/**
 * The payment preview's row-by-row review: for every row to send, whom it pays (masked bank details and the bank's
 * country), how much, on what date, from which account and how — and why a held row is sent anyway. A run of
 * hundreds of rows stays quick: only the rows in view are rendered (windowing.ts), each as tall as its lines.
 */
import { useState } from "react";
import { Caption1, Text, makeStyles, tokens } from "@fluentui/react-components";
import { rowFeeInWords, type PaymentReviewRow } from "../../../../../jobs";
import { amountText } from "../../../../../domain";
import { measuredRowWindow } from "../../../../components/windowing";
import { useMeasuredHeights } from "../../../../components/measured-heights";
import { windowedRow, windowedViewport } from "../../../../components/windowed-list-styles";

const LINE_HEIGHT = 16;
const TITLE_HEIGHT = 20;
const ROW_PADDING = 8;
/** Title, payee's bank, amount and date, debit account: four lines; one more for the fee, for a funded row and per reason a held row is sent. */
const rowHeight = (row: PaymentReviewRow) => TITLE_HEIGHT + LINE_HEIGHT * (3 + (row.fee === undefined ? 0 : 1) + (row.funded ? 1 : 0) + row.included.length) + ROW_PADDING * 2;
const VIEWPORT_HEIGHT = 336;
const OVERSCAN = 4;

const useStyles = makeStyles({
  viewport: windowedViewport(VIEWPORT_HEIGHT),
  row: {
    ...windowedRow,
    padding: `${ROW_PADDING}px ${tokens.spacingHorizontalS}`,
  },
  // Lines wrap rather than cut (a bank's name and city at 360 px): each row is as tall as the page draws it.
  line: { overflowWrap: "anywhere", lineHeight: `${LINE_HEIGHT}px`, color: tokens.colorNeutralForeground2 },
  title: { overflowWrap: "anywhere", lineHeight: `${TITLE_HEIGHT}px`, fontWeight: tokens.fontWeightSemibold },
  amount: { fontVariantNumeric: "tabular-nums", color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  included: { overflowWrap: "anywhere", lineHeight: `${LINE_HEIGHT}px`, color: tokens.colorPaletteDarkOrangeForeground1 },
});

const EARLIEST = "earliest date offered";
/** A row linked to the covering conversion the run books first is paid when that arrives, if it is later. */
const FUNDED = "or on its funding conversion's date, if later";
const FUNDED_BLANK = "linked to the conversion booked first to cover it";

interface PaymentReviewListProps {
  rows: readonly PaymentReviewRow[];
}

export function PaymentReviewList({ rows }: PaymentReviewListProps) {
  const styles = useStyles();
  const [scrollTop, setScrollTop] = useState(0);
  const { heightOf, measure } = useMeasuredHeights();
  // A row is as tall as its lines unwrapped until it is drawn, then as tall as drawn.
  const heights = rows.map((row) => heightOf(String(row.row), rowHeight(row)));
  const totalHeight = heights.reduce((sum, height) => sum + height, 0);
  const viewportHeight = Math.min(VIEWPORT_HEIGHT, totalHeight);
  const shown = measuredRowWindow({ scrollTop, viewportHeight, heights, overscan: OVERSCAN });

  const items = [];
  for (let index = shown.first; index < shown.end; index++) {
    const row = rows[index];
    if (row === undefined) continue;
    const bank = [row.payee.account || "no account number on file", row.payee.bank ?? "", row.payee.bankCountry, row.paymentType].filter((part) => part !== "").join(" · ");
    const title = `Row ${row.sheetRow} · ${row.payee.name}${row.payee.isNew ? " (new payee)" : ""}`;
    // A funded row left blank is paid on its conversion's date: there is no earlier date it could take.
    const date = row.paymentDate ?? (row.funded ? "its funding conversion's date" : EARLIEST);
    const fundedNote = row.funded && row.paymentDate !== undefined ? FUNDED : undefined;
    const from = `from ${row.debitAccount.name}`;
    items.push(
      <div
        key={row.row}
        role="listitem"
        aria-setsize={rows.length}
        aria-posinset={index + 1}
        data-row={row.sheetRow}
        className={styles.row}
        ref={measure(String(row.row))}
        style={{ top: `${shown.tops[index] ?? 0}px`, minHeight: `${rowHeight(row)}px` }}
      >
        <Text className={styles.title} title={title}>
          Row {row.sheetRow} · <span data-field="payee">{row.payee.name}</span>
          {row.payee.isNew ? " (new payee)" : ""}
        </Text>
        <Caption1 className={styles.line} title={bank}>
          <span data-field="account">{row.payee.account || "no account number on file"}</span>
          {row.payee.bank !== undefined && (
            <>
              {" · "}
              <span data-field="bank">{row.payee.bank}</span>
            </>
          )}
          {row.payee.bankCountry !== "" && (
            <>
              {" · "}
              <span data-field="country">{row.payee.bankCountry}</span>
            </>
          )}
          {" · "}
          <span data-field="type">{row.paymentType}</span>
        </Caption1>
        <Caption1 className={styles.line} title={`${amountText(row.amount, row.currency)} ${row.currency} on ${date}`}>
          <span className={styles.amount} data-field="amount">
            {amountText(row.amount, row.currency)} {row.currency}
          </span>
          {" on "}
          <span data-field="date" title={row.earliestOffered === true ? "the earliest date the service offers" : undefined}>
            {date}
          </span>
        </Caption1>
        {row.fee !== undefined && (
          <Caption1 className={styles.line} title={rowFeeInWords(row.fee)} data-field="fee">
            {rowFeeInWords(row.fee)}
          </Caption1>
        )}
        {row.funded && (
          <Caption1 className={styles.line} title={fundedNote ?? FUNDED_BLANK} data-field="funded">
            {fundedNote ?? FUNDED_BLANK}
          </Caption1>
        )}
        <Caption1 className={styles.line} title={row.debitAccount.contactId === undefined ? from : `${from} (contact ${row.debitAccount.contactId})`}>
          from <span data-field="debit">{row.debitAccount.name}</span>
        </Caption1>
        {row.included.map((entry) => (
          <Caption1 key={entry.hold} className={styles.included} title={entry.text} data-field="included">
            {entry.text}
          </Caption1>
        ))}
      </div>,
    );
  }

  return (
    <div
      className={styles.viewport}
      role="list"
      aria-label="Payments to send, row by row"
      tabIndex={0}
      data-testid="payment-review"
      style={{ height: `${viewportHeight + 2}px` }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div style={{ height: `${totalHeight}px`, position: "relative" }}>{items}</div>
    </div>
  );
}
