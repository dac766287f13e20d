import type { ReactNode } from "react";
import { Caption1, Table, mergeClasses, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from "@fluentui/react-components";
import type { AccountNames, CurrencyNeed } from "../../../jobs";
import { availableWording } from "./available-wording";
import { amountText, plural } from "../../../domain";
import { BreakableAmount, useFigureTableStyles } from "../../components/figure-table";

const useStyles = makeStyles({
  currency: { width: "4.5rem" },
  number: { textAlign: "right", fontVariantNumeric: "tabular-nums" },
  stacked: { display: "flex", flexDirection: "column", padding: `${tokens.spacingVerticalXXS} 0` },
  short: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  covered: { color: tokens.colorPaletteGreenForeground1 },
});

interface NeedsTableProps {
  label: string;
  needs: readonly CurrencyNeed[];
  accounts: AccountNames;
  /** Per short currency, e.g. the payments tab's "book a conversion to cover it" (shown under the row's figures). */
  action?: (need: CurrencyNeed) => ReactNode;
  /** The confirmation's copy has its own, so the preview's table behind the dialog is never taken for it. */
  testId?: string;
}

/**
 * Totals per currency (and account) against what is available there: the balance less payments and conversion sells
 * booked earlier and not yet settled, said in words under the figure. Shortfalls are flagged.
 */
export function NeedsTable({ label, needs, accounts, action, testId = "needs-table" }: NeedsTableProps) {
  const styles = useStyles();
  const figures = useFigureTableStyles();
  return (
    <Table className={figures.table} size="extra-small" aria-label={label} data-testid={testId}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.currency}>Currency</TableHeaderCell>
          <TableHeaderCell className={styles.number}>Total</TableHeaderCell>
          <TableHeaderCell className={styles.number}>Available</TableHeaderCell>
          <TableHeaderCell className={styles.number}>Shortfall</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {needs.flatMap((need) => {
          const short = !need.shortfall.isZero();
          const key = `${need.actingAs ?? ""}|${need.currency}`;
          const extra = short ? action?.(need) : undefined;
          const account = need.actingAs === undefined ? undefined : accounts.of(need.actingAs);
          const takenOff = availableWording(need);
          return [
            <TableRow key={key} data-currency={need.currency}>
              <TableCell>
                <div className={styles.stacked}>
                  {need.currency}
                  <Caption1>
                    {plural(need.rows, "row")}
                    {account && <span title={`contact ${account.contactId}`}>, {account.name}</span>}
                  </Caption1>
                </div>
              </TableCell>
              <TableCell className={styles.number}><BreakableAmount text={amountText(need.total, need.currency)} /></TableCell>
              <TableCell className={styles.number}>
                <div className={styles.stacked}>
                  <BreakableAmount text={amountText(need.available, need.currency)} />
                  {takenOff !== undefined && <Caption1 data-testid="committed">{takenOff}</Caption1>}
                </div>
              </TableCell>
              <TableCell className={mergeClasses(styles.number, short ? styles.short : styles.covered)}>{short ? <BreakableAmount text={amountText(need.shortfall, need.currency)} /> : "covered"}</TableCell>
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
