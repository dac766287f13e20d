/**
 * The preview's row list: every checked row's status, problems first. Up to 100 rows are all rendered (the page's
 * find sees every one); past that a check of 10,000 rows stays quick: only the rows in view (and a few either side)
 * are rendered (windowing.ts), between two spacer rows as tall as the rows
 * left out; each row is as tall as its lines, its message cut at three lines (the whole message on hover and on the
 * sheet).
 */
import { useMemo, useState } from "react";
import { Badge, Button, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from "@fluentui/react-components";
import { measuredRowWindow } from "../../components/windowing";
import type { RowStatus } from "./row-statuses";

const VIEWPORT_HEIGHT = 288;
const HEADER_HEIGHT = 24;
const BADGE_HEIGHT = 20;
const LINE_HEIGHT = 16;
const ROW_PADDING = 4;
const MAX_DETAIL_LINES = 3;
/** Characters of a message on one line of the pane's narrow column (an estimate: the line count sets the row's height). */
const CHARS_PER_LINE = 44;
const OVERSCAN = 6;
/** Lists this long are rendered whole: windowing pays off only past a few screens of rows. */
const RENDERED_WHOLE_UP_TO = 100;

const detailLines = (status: RowStatus) => (status.detail === "" ? 0 : Math.min(MAX_DETAIL_LINES, Math.ceil(status.detail.length / CHARS_PER_LINE)));
const rowHeight = (status: RowStatus) => BADGE_HEIGHT + LINE_HEIGHT * detailLines(status) + ROW_PADDING * 2;

const useStyles = makeStyles({
  wrap: { maxHeight: `${VIEWPORT_HEIGHT}px`, overflowY: "auto", border: `1px solid ${tokens.colorNeutralStroke2}` },
  rowColumn: { width: "2.5rem" },
  rowButton: { minWidth: "auto", padding: `0 ${tokens.spacingHorizontalXS}`, textDecorationLine: "underline" },
  status: { display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 0, padding: `${ROW_PADDING}px 0`, overflow: "hidden" },
  detail: {
    whiteSpace: "normal",
    overflowWrap: "anywhere",
    lineHeight: `${LINE_HEIGHT}px`,
    overflow: "hidden",
    display: "-webkit-box",
    WebkitBoxOrient: "vertical",
    WebkitLineClamp: MAX_DETAIL_LINES,
  },
  spacer: { border: "none" },
});

interface RowStatusListProps {
  statuses: readonly RowStatus[];
  sheet: string;
  /** Selects the row in the sheet, so a message can be read and fixed where it is. */
  onGoToRow(sheetRow: number): void;
}

export function RowStatusList({ statuses, sheet, onGoToRow }: RowStatusListProps) {
  const styles = useStyles();
  const [scrollTop, setScrollTop] = useState(0);
  const problemsFirst = useMemo(
    () => [...statuses].sort((a, b) => Number(a.tone === "success") - Number(b.tone === "success") || a.sheetRow - b.sheetRow),
    [statuses],
  );
  const heights = useMemo(() => problemsFirst.map(rowHeight), [problemsFirst]);
  const shown =
    problemsFirst.length <= RENDERED_WHOLE_UP_TO
      ? { first: 0, end: problemsFirst.length, tops: [], totalHeight: 0 }
      : measuredRowWindow({ scrollTop: Math.max(0, scrollTop - HEADER_HEIGHT), viewportHeight: VIEWPORT_HEIGHT, heights, overscan: OVERSCAN });
  const above = shown.tops[shown.first] ?? 0;
  const below = shown.totalHeight - (shown.tops[shown.end] ?? shown.totalHeight);

  const rows = [];
  for (let index = shown.first; index < shown.end; index++) {
    const status = problemsFirst[index];
    if (status === undefined) continue;
    rows.push(
      <TableRow key={status.sheetRow} data-row={status.sheetRow} aria-rowindex={index + 2} style={{ height: `${heights[index] ?? 0}px` }}>
        <TableCell>
          <Button size="small" appearance="transparent" className={styles.rowButton} aria-label={`Go to row ${status.sheetRow} of ${sheet}`} onClick={() => onGoToRow(status.sheetRow)}>
            {status.sheetRow}
          </Button>
        </TableCell>
        <TableCell>
          <div className={styles.status}>
            <Badge appearance="tint" color={BADGE_COLOR[status.tone]}>
              {status.label}
            </Badge>
            {status.detail && (
              <Caption1 className={styles.detail} title={status.detail} data-detail>
                {status.detail}
              </Caption1>
            )}
          </div>
        </TableCell>
      </TableRow>,
    );
  }

  return (
    <div className={styles.wrap} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      <Table size="extra-small" aria-label={`Rows checked on ${sheet}`} aria-rowcount={problemsFirst.length + 1} data-testid="row-statuses">
        <TableHeader>
          <TableRow aria-rowindex={1}>
            <TableHeaderCell className={styles.rowColumn}>Row</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {/* Spacers only when rows are left out, so a short list is its rows alone. */}
          {above > 0 && <tr aria-hidden="true" className={styles.spacer} style={{ height: `${above}px` }} data-spacer />}
          {rows}
          {below > 0 && <tr aria-hidden="true" className={styles.spacer} style={{ height: `${below}px` }} data-spacer />}
        </TableBody>
      </Table>
    </div>
  );
}

const BADGE_COLOR = { success: "success", warning: "warning", error: "danger", informative: "informative" } as const;
