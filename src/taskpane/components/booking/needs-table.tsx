import type { ReactNode } from "react";
import { Caption1, Table, mergeClasses, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from "@fluentui/react-components";
import type { CurrencyNeed } from "../../../jobs";
import { amountText } from "./amount-text";

const useStyles = makeStyles({
  currency: { width: "4.5rem" },
  number: { textAlign: "right", fontVariantNumeric: "tabular-nums" },
  stacked: { display: "flex", flexDirection: "column", padding: `${tokens.spacingVerticalXXS} 0` },
  short: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  covered: { color: tokens.colorPaletteGreenForeground1 },
});

export interface NeedsTableProps {
  label: string;
  needs: readonly CurrencyNeed[];
  /** Per short currency, e.g. the payments tab's "book a conversion to cover it" (shown under the row's figures). */
  action?: (need: CurrencyNeed) => ReactNode;
}

/** Totals per currency (and account) against the balance there, shortfalls flagged. */
export function NeedsTable({ label, needs, action }: NeedsTableProps) {
  const styles = useStyles();
  return (
    <Table size="extra-small" aria-label={label} data-testid="needs-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.currency}>Currency</TableHeaderCell>
          <TableHeaderCell className={styles.number}>Total</TableHeaderCell>
          <TableHeaderCell className={styles.number}>Balance</TableHeaderCell>
          <TableHeaderCell className={styles.number}>Shortfall</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {needs.flatMap((need) => {
          const short = !need.shortfall.isZero();
          const key = `${need.actingAs ?? ""}|${need.currency}`;
          const extra = short ? action?.(need) : undefined;
          return [
            <TableRow key={key} data-currency={need.currency}>
              <TableCell>
                <div className={styles.stacked}>
                  {need.currency}
                  <Caption1>
                    {need.rows} row{need.rows === 1 ? "" : "s"}
                    {need.actingAs !== undefined && `, acting as ${need.actingAs}`}
                  </Caption1>
                </div>
              </TableCell>
              <TableCell className={styles.number}>{amountText(need.total, need.currency)}</TableCell>
              <TableCell className={styles.number}>{amountText(need.balance, need.currency)}</TableCell>
              <TableCell className={mergeClasses(styles.number, short ? styles.short : styles.covered)}>{short ? amountText(need.shortfall, need.currency) : "covered"}</TableCell>
            </TableRow>,
            ...(extra
              ? [
                  <TableRow key={`${key}|cover`}>
                    <TableCell colSpan={4}>{extra}</TableCell>
                  </TableRow>,
                ]
              : []),
          ];
        })}
      </TableBody>
    </Table>
  );
}
