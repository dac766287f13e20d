/**
 * How a table of figures fits the 360 px pane without cutting anything: Fluent's Table lays its columns out fixed and
 * equal (`table-layout: fixed`), so a 15-digit total ran over the next column and a short heading ("Available") was
 * given a sliver and wrapped a word per line. Laid out automatically, each column takes what its widest unbreakable
 * piece needs; an amount may break only after a thousands separator (never inside a group of digits), so
 * "123,456,789,012,345.00" fits a narrow column on two lines rather than overlapping its neighbour.
 */
import { Fragment } from "react";
import { makeStyles } from "@fluentui/react-components";

export const useFigureTableStyles = makeStyles({
  table: { tableLayout: "auto" },
  number: { textAlign: "right", fontVariantNumeric: "tabular-nums" },
  // Headings and names wrap between words, and inside a word only when it alone is wider than the column.
  text: { overflowWrap: "anywhere" },
});

/** An amount as written ("1,234,567.89"), allowed to wrap after each thousands separator and nowhere else. */
export function BreakableAmount({ text }: { text: string }) {
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
