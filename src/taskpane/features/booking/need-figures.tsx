/**
 * What a table of needs shows for each need, whatever it is a need of (a currency of an account, a source account of
 * transfers): the total the rows take, what is available with what that figure counts under it, and the shortfall
 * or "covered"; under a first cell naming the need, its details. needs-table.tsx and the transfers' source table
 * (kinds/transfer/transfer-sources.tsx) read alike this way.
 */
import type { ReactNode } from "react";
import { Caption1, TableCell, TableHeaderCell, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import type { CurrencyNeed } from "../../../jobs";
import { amountText } from "../../../domain";
import { BreakableAmount, useFigureTableStyles } from "../../components/figure-table";

const useStyles = makeStyles({
  stacked: { display: "flex", flexDirection: "column", padding: `${tokens.spacingVerticalXXS} 0` },
  short: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  covered: { color: tokens.colorPaletteGreenForeground1 },
});

/** The figures every kind of need has, in its currency. */
type NeedFigures = Pick<CurrencyNeed, "currency" | "total" | "available" | "shortfall">;

/** The headings of the three figure columns, after the table's own first heading. */
export function NeedFigureHeadings() {
  const figures = useFigureTableStyles();
  return (
    <>
      <TableHeaderCell className={figures.number}>Total</TableHeaderCell>
      <TableHeaderCell className={figures.number}>Available</TableHeaderCell>
      <TableHeaderCell className={figures.number}>Shortfall</TableHeaderCell>
    </>
  );
}

/** The first cell: what the need is of, its details in small type under it. */
export function NeedNameCell({ name, details }: { name: ReactNode; details: ReactNode }) {
  const styles = useStyles();
  return (
    <TableCell>
      <div className={styles.stacked}>
        {name}
        <Caption1>{details}</Caption1>
      </div>
    </TableCell>
  );
}

/** The three figures; `availableNote`, when there is one, says under the available figure what it counts. */
export function NeedFigureCells({ need, availableNote }: { need: NeedFigures; availableNote?: ReactNode }) {
  const styles = useStyles();
  const figures = useFigureTableStyles();
  const short = !need.shortfall.isZero();
  return (
    <>
      <TableCell className={figures.number}><BreakableAmount text={amountText(need.total, need.currency)} /></TableCell>
      <TableCell className={figures.number}>
        <div className={styles.stacked}>
          <BreakableAmount text={amountText(need.available, need.currency)} />
          {availableNote}
        </div>
      </TableCell>
      <TableCell className={mergeClasses(figures.number, short ? styles.short : styles.covered)}>{short ? <BreakableAmount text={amountText(need.shortfall, need.currency)} /> : "covered"}</TableCell>
    </>
  );
}
