import { Badge, Button, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from "@fluentui/react-components";
import type { RowStatus } from "./row-statuses";

/** Past this many rows the list shows the problems first and counts the rest (the sheet has every message). */
const SHOWN_ROWS = 200;

const useStyles = makeStyles({
  wrap: { maxHeight: "18rem", overflowY: "auto", border: `1px solid ${tokens.colorNeutralStroke2}` },
  rowColumn: { width: "2.5rem" },
  rowButton: { minWidth: "auto", padding: `0 ${tokens.spacingHorizontalXS}`, textDecorationLine: "underline" },
  status: { display: "flex", flexDirection: "column", alignItems: "flex-start", gap: tokens.spacingVerticalXXS, padding: `${tokens.spacingVerticalXXS} 0` },
  detail: { whiteSpace: "normal", overflowWrap: "anywhere" },
});

interface RowStatusListProps {
  statuses: readonly RowStatus[];
  sheet: string;
  /** Selects the row in the sheet, so a message can be read and fixed where it is. */
  onGoToRow(sheetRow: number): void;
}

export function RowStatusList({ statuses, sheet, onGoToRow }: RowStatusListProps) {
  const styles = useStyles();
  const problemsFirst = [...statuses].sort((a, b) => Number(a.tone === "success") - Number(b.tone === "success") || a.sheetRow - b.sheetRow);
  const shown = problemsFirst.slice(0, SHOWN_ROWS);
  return (
    <>
      <div className={styles.wrap}>
        <Table size="extra-small" aria-label={`Rows checked on ${sheet}`} data-testid="row-statuses">
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.rowColumn}>Row</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((status) => (
              <TableRow key={status.sheetRow} data-row={status.sheetRow}>
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
                      <Caption1 className={styles.detail} data-detail>
                        {status.detail}
                      </Caption1>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {statuses.length > shown.length && <Caption1>{statuses.length - shown.length} more valid rows are not listed.</Caption1>}
    </>
  );
}

const BADGE_COLOR = { success: "success", warning: "warning", error: "danger", informative: "informative" } as const;
