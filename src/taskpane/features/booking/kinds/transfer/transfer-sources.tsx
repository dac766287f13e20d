/**
 * What transfers take from each source account per currency, against what it holds (its balance less its transfers
 * out still pending, plus what other rows of the run move into it), and a warning for each source that cannot cover them: those transfers stay pending until the
 * money is there. The preview shows it for the rows the current choices send, the confirmation for the rows it sends.
 */
import { Caption1, TableHeaderCell, TableRow, Text, makeStyles, tokens } from "@fluentui/react-components";
import type { SourceNeed } from "../../../../../jobs";
import { amountText, plural } from "../../../../../domain";
import { FigureTable } from "../../../../components/figure-table";
import { NeedFigureCells, NeedFigureHeadings, NeedNameCell } from "../../need-figures";

const useStyles = makeStyles({
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
  const headings = (
    <>
      <TableHeaderCell>From</TableHeaderCell>
      <NeedFigureHeadings />
    </>
  );
  return (
    <FigureTable label={label} testId="source-needs" headings={headings}>
      {needs.map((need) => {
        const held = heldWords(need);
        return (
          <TableRow key={keyOf(need)} data-source={need.source.shortReference} data-currency={need.currency}>
            <NeedNameCell name={need.source.name} details={`${need.currency}, ${plural(need.rows, "row")}`} />
            <NeedFigureCells need={need} availableNote={held !== undefined && <Caption1>{held}</Caption1>} />
          </TableRow>
        );
      })}
    </FigureTable>
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
