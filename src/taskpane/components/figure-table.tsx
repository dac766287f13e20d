/**
 * How a table of figures fits the 360 px pane without cutting anything: Fluent's Table lays its columns out fixed and
 * equal (`table-layout: fixed`), so a 15-digit total ran over the next column and a short heading ("Available") was
 * given a sliver and wrapped a word per line. Laid out automatically, each column takes what its widest unbreakable
 * piece needs, and names wrap anywhere rather than widen the table. A table with one column of amounts keeps each
 * amount on one line (`whole`): a 17-digit total is 140 px, which the pane has. A table of three amount columns has
 * not the room for three such totals, so there an amount longer than "10,000,000.00" may break after a thousands
 * separator (never inside a group of digits): "24,691,367,<br>802,469.00" on two lines rather than over its neighbour.
 */
import { Fragment, type ReactNode } from "react";
import { Table, TableBody, TableHeader, TableRow, makeStyles } from "@fluentui/react-components";

export const useFigureTableStyles = makeStyles({
  table: { tableLayout: "auto" },
  number: { textAlign: "right", fontVariantNumeric: "tabular-nums" },
  // A column of three-letter currency codes: as narrow as a code, however long the figures beside it.
  currency: { width: "4.5rem" },
  // Headings and names wrap between words, and inside a word only when it alone is wider than the column.
  text: { overflowWrap: "anywhere" },
  whole: { whiteSpace: "nowrap" },
});

interface FigureTableProps {
  /** The table's name, as assistive technology reads it. */
  label: string;
  testId?: string;
  /** The heading cells, one row of them. */
  headings: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** A table of figures, laid out by its content (above), in Fluent's smallest size as the pane shows every table. */
export function FigureTable({ label, testId, headings, children }: FigureTableProps) {
  const figures = useFigureTableStyles();
  return (
    <Table className={figures.table} size="extra-small" aria-label={label} data-testid={testId}>
      <TableHeader>
        <TableRow>{headings}</TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** Longer than this, an amount in a table of several amount columns may break after a thousands separator. */
const UNBROKEN_UP_TO = "10,000,000.00".length;

/** An amount as written ("1,234,567,890.12"), when long allowed to wrap after a thousands separator and nowhere else. */
export function BreakableAmount({ text }: { text: string }) {
  if (text.length <= UNBROKEN_UP_TO) return <span style={{ whiteSpace: "nowrap" }}>{text}</span>;
  const groups = text.split(",");
  return (
    <>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {group}
          {index < groups.length - 1 && (
            <>
              ,<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}
