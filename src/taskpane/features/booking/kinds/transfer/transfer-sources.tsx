/**
 * What transfers take from each source account per currency, against what it holds (its balance less its transfers
 * out still pending, plus what other rows of the run move into it), and a warning for each source that cannot cover them: those transfers stay pending until the
 * money is there. The preview shows it for the rows the current choices send, the confirmation for the rows it sends.
 */
import { Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import type { SourceNeed } from "../../../../../jobs";
import { amountText, plural } from "../../../../../domain";
import { BreakableAmount, useFigureTableStyles } from "../../../../components/figure-table";

const useStyles = makeStyles({
  number: { textAlign: "right", fontVariantNumeric: "tabular-nums" },
  stacked: { display: "flex", flexDirection: "column", padding: `${tokens.spacingVerticalXXS} 0` },
  short: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  covered: { color: tokens.colorPaletteGreenForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

const keyOf = (need: SourceNeed) => `${need.source.id}|${need.currency}`;

/** "balance 1,000.00 less 200.00 in transfers out still pending, plus 500.00 moved in by other rows", when it is not the balance alone. */
function heldWords(need: SourceNeed): string | undefined {
  if (need.pendingOut.isZero() && need.movedIn.isZero()) return undefined;
  const pending = need.pendingOut.isZero() ? "" : ` less ${amountText(need.pendingOut, need.currency)} in transfers out still pending`;
  const movedIn = need.movedIn.isZero() ? "" : `${pending === "" ? "" : ","} plus ${amountText(need.movedIn, need.currency)} moved in by other rows`;
  return `balance ${amountText(need.balance, need.currency)}${pending}${movedIn}`;
}

export function SourceNeedsTable({ needs, label }: { needs: readonly SourceNeed[]; label: string }) {
  const styles = useStyles();
  const figures = useFigureTableStyles();
  return (
    <Table className={figures.table} size="extra-small" aria-label={label} data-testid="source-needs">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>From</TableHeaderCell>
          <TableHeaderCell className={styles.number}>Total</TableHeaderCell>
          <TableHeaderCell className={styles.number}>Available</TableHeaderCell>
          <TableHeaderCell className={styles.number}>Shortfall</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {needs.map((need) => {
          const short = !need.shortfall.isZero();
          const held = heldWords(need);
          return (
            <TableRow key={keyOf(need)} data-source={need.source.shortReference} data-currency={need.currency}>
              <TableCell>
                <div className={styles.stacked}>
                  {need.source.name}
                  <Caption1>
                    {need.currency}, {plural(need.rows, "row")}
                  </Caption1>
                </div>
              </TableCell>
              <TableCell className={styles.number}><BreakableAmount text={amountText(need.total, need.currency)} /></TableCell>
              <TableCell className={styles.number}>
                <div className={styles.stacked}>
                  <BreakableAmount text={amountText(need.available, need.currency)} />
                  {held !== undefined && <Caption1>{held}</Caption1>}
                </div>
              </TableCell>
              <TableCell className={mergeClasses(styles.number, short ? styles.short : styles.covered)}>{short ? <BreakableAmount text={amountText(need.shortfall, need.currency)} /> : "covered"}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** One warning per source that cannot cover what its rows move. */
export function SourceShortfalls({ needs }: { needs: readonly SourceNeed[] }) {
  const styles = useStyles();
  return (
    <>
      {needs
        .filter((need) => !need.shortfall.isZero())
        .map((need) => (
          <Text key={keyOf(need)} className={styles.warning} role="note" data-testid="source-short">
            Not enough {need.currency} in {need.source.name}: {amountText(need.total, need.currency)} to move against {amountText(need.available, need.currency)} available, short by{" "}
            {amountText(need.shortfall, need.currency)}. These transfers stay pending until {need.source.name} holds the {need.currency}.
          </Text>
        ))}
    </>
  );
}
