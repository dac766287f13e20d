/** The balances and the totals per currency as tables in the pane, amounts as the pane writes every amount. */
import { TableCell, TableHeaderCell, TableRow } from "@fluentui/react-components";
import { amountText } from "../../../domain";
import type { BalanceLine, CurrencyTotal } from "./balance-lines";
import { utcMinuteText } from "./as-at";
import { FigureTable, useFigureTableStyles } from "../../components/figure-table";

interface BalancesTableProps {
  lines: readonly BalanceLine[];
  /** The consolidated view names each line's account. */
  showAccount: boolean;
}

/**
 * One row per balance: (account,) currency, amount with its currency's decimals and thousands separators. The time
 * of each balance's last change is the row's tooltip (the pane is narrow; the sheet block has it as a column).
 */
export function BalancesTable({ lines, showAccount }: BalancesTableProps) {
  const figures = useFigureTableStyles();
  const headings = (
    <>
      {showAccount && <TableHeaderCell>Account</TableHeaderCell>}
      <TableHeaderCell className={figures.currency}>Currency</TableHeaderCell>
      <TableHeaderCell className={figures.number}>Balance</TableHeaderCell>
    </>
  );
  return (
    <FigureTable label="Balances" testId="balances-table" headings={headings}>
      {lines.map((line) => (
        <TableRow key={`${line.accountId}|${line.currency}`} data-currency={line.currency} title={`Last change ${utcMinuteText(line.updatedAt)}`}>
          {showAccount && <TableCell className={figures.text}>{line.accountName}</TableCell>}
          <TableCell>{line.currency}</TableCell>
          <TableCell className={figures.number}><span className={figures.whole}>{amountText(line.amount, line.currency)}</span></TableCell>
        </TableRow>
      ))}
    </FigureTable>
  );
}

/** Totals per currency over the lines shown. */
export function CurrencyTotalsTable({ totals }: { totals: readonly CurrencyTotal[] }) {
  const figures = useFigureTableStyles();
  const headings = (
    <>
      <TableHeaderCell className={figures.currency}>Currency</TableHeaderCell>
      <TableHeaderCell className={figures.number}>Total</TableHeaderCell>
      <TableHeaderCell className={figures.number}>Accounts</TableHeaderCell>
    </>
  );
  return (
    <FigureTable label="Totals per currency" testId="currency-totals" headings={headings}>
      {totals.map((total) => (
        <TableRow key={total.currency} data-currency={total.currency}>
          <TableCell>{total.currency}</TableCell>
          <TableCell className={figures.number}><span className={figures.whole}>{amountText(total.amount, total.currency)}</span></TableCell>
          <TableCell className={figures.number}>{total.accounts}</TableCell>
        </TableRow>
      ))}
    </FigureTable>
  );
}
