/** The balances and the totals per currency as tables in the pane, amounts as the pane writes every amount. */
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from "@fluentui/react-components";
import { amountText } from "../../../domain";
import type { BalanceLine, CurrencyTotal } from "./balance-lines";
import { utcMinuteText } from "./as-at";
import { useFigureTableStyles } from "../../components/figure-table";

const useStyles = makeStyles({
  number: { textAlign: "right", fontVariantNumeric: "tabular-nums" },
  currency: { width: "4.5rem" },
});

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
  const styles = useStyles();
  const figures = useFigureTableStyles();
  return (
    <Table className={figures.table} size="extra-small" aria-label="Balances" data-testid="balances-table">
      <TableHeader>
        <TableRow>
          {showAccount && <TableHeaderCell>Account</TableHeaderCell>}
          <TableHeaderCell className={styles.currency}>Currency</TableHeaderCell>
          <TableHeaderCell className={styles.number}>Balance</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={`${line.accountId}|${line.currency}`} data-currency={line.currency} title={`Last change ${utcMinuteText(line.updatedAt)}`}>
            {showAccount && <TableCell className={figures.text}>{line.accountName}</TableCell>}
            <TableCell>{line.currency}</TableCell>
            <TableCell className={styles.number}><span className={figures.whole}>{amountText(line.amount, line.currency)}</span></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Totals per currency over the lines shown. */
export function CurrencyTotalsTable({ totals }: { totals: readonly CurrencyTotal[] }) {
  const styles = useStyles();
  const figures = useFigureTableStyles();
  return (
    <Table className={figures.table} size="extra-small" aria-label="Totals per currency" data-testid="currency-totals">
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.currency}>Currency</TableHeaderCell>
          <TableHeaderCell className={styles.number}>Total</TableHeaderCell>
          <TableHeaderCell className={styles.number}>Accounts</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {totals.map((total) => (
          <TableRow key={total.currency} data-currency={total.currency}>
            <TableCell>{total.currency}</TableCell>
            <TableCell className={styles.number}><span className={figures.whole}>{amountText(total.amount, total.currency)}</span></TableCell>
            <TableCell className={styles.number}>{total.accounts}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
