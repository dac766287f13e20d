/**
 * The payments awaiting authorisation as a virtualised table: a spacer as tall as every row, only the rows in view
 * (and a few either side) rendered. Each row has its checkbox, its details, what happened to it this session, and
 * Delete while it is still open.
 */
import { useState } from "react";
import { Button, Caption1, Checkbox, Text, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { rowWindow } from "../../components/windowing";
import type { ApprovalRow } from "./approval-rows";
import { isOpen, type RowOutcome } from "./use-approvals";

// Room for the details and a two-line outcome (the service's refusals are sentences).
const ROW_HEIGHT = 84;
const VIEWPORT_HEIGHT = 420;
const OVERSCAN = 4;

const useStyles = makeStyles({
  viewport: { overflowY: "auto", position: "relative", border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  row: {
    position: "absolute",
    left: 0,
    right: 0,
    height: `${ROW_HEIGHT}px`,
    boxSizing: "border-box",
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  body: { display: "flex", flexDirection: "column", minWidth: 0, flexGrow: 1 },
  line: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  amount: { fontWeight: tokens.fontWeightSemibold },
  outcome: { display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" },
  refused: { color: tokens.colorPaletteRedForeground1 },
  done: { color: tokens.colorPaletteGreenForeground1 },
});

interface ApprovalListProps {
  rows: readonly ApprovalRow[];
  selected: ReadonlySet<string>;
  outcomes: ReadonlyMap<string, RowOutcome>;
  disabled: boolean;
  onToggle(id: string): void;
  onDelete(row: ApprovalRow): void;
}

export function ApprovalList({ rows, selected, outcomes, disabled, onToggle, onDelete }: ApprovalListProps) {
  const styles = useStyles();
  const [scrollTop, setScrollTop] = useState(0);
  const viewportHeight = Math.min(VIEWPORT_HEIGHT, rows.length * ROW_HEIGHT + 2);
  const shown = rowWindow({ scrollTop, viewportHeight, rowHeight: ROW_HEIGHT, rowCount: rows.length, overscan: OVERSCAN });

  return (
    <div
      className={styles.viewport}
      style={{ height: `${viewportHeight}px` }}
      data-testid="approval-list"
      role="list"
      aria-label="Payments awaiting authorisation"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div style={{ height: `${shown.totalHeight}px`, position: "relative" }}>
        {rows.slice(shown.first, shown.end).map((row, offset) => {
          const outcome = outcomes.get(row.id);
          const open = isOpen(outcome);
          const label = `${row.amountText} ${row.currency} to ${row.beneficiary}, ${row.reference}`;
          return (
            <div key={row.id} role="listitem" className={styles.row} style={{ top: `${(shown.first + offset) * ROW_HEIGHT}px` }} data-payment={row.shortReference} data-reference={row.reference}>
              <Checkbox aria-label={`Select ${label}`} checked={selected.has(row.id)} disabled={!open || disabled} onChange={() => onToggle(row.id)} />
              <div className={styles.body}>
                <Text className={styles.line}>
                  <span className={styles.amount}>
                    {row.amountText} {row.currency}
                  </span>{" "}
                  to {row.beneficiary} · {row.reference}
                </Text>
                <Caption1 className={styles.line}>
                  {row.shortReference} · by {row.creator} · {row.createdText}
                  {row.stepsRequired > 1 ? ` · ${row.stepsRequired} authorisations needed` : ""}
                </Caption1>
                {outcome && (
                  <Caption1 className={mergeClasses(styles.outcome, outcome.kind === "refused" ? styles.refused : styles.done)} data-testid="row-outcome" title={outcome.message}>
                    {outcome.message}
                  </Caption1>
                )}
              </div>
              {open && (
                <Button size="small" disabled={disabled} aria-label={`Delete ${label}`} onClick={() => onDelete(row)}>
                  Delete…
                </Button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
