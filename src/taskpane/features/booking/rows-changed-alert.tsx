/**
 * What the confirmation says when the rows it would send no longer read as checked (BookingController.changedSinceCheck):
 * its title says plainly that nothing will be sent until they are checked again, and the alert names each row with
 * what changed, in the review's words ("Amount: 1,250.50 → 1,300.00 EUR": domain/orders/change-words.ts). Nothing of
 * the old check's counts or totals is shown beside it: they describe rows as they no longer are.
 */
import { MessageBar, MessageBarBody, makeStyles, tokens } from "@fluentui/react-components";
import type { RowChangedSinceCheck } from "../../../jobs";

const useStyles = makeStyles({
  rows: { marginTop: 0, marginBottom: tokens.spacingVerticalXS, paddingLeft: tokens.spacingHorizontalL },
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalL, listStyleType: "none" },
});

/** "Row 7", "Rows 3 and 7", "Rows 3, 5 and 7"; past three, "5 rows". */
function rowsNamed(changed: readonly RowChangedSinceCheck[]): string {
  const numbers = changed.map((row) => row.row + 1).sort((a, b) => a - b);
  if (numbers.length === 1) return `Row ${numbers[0] ?? ""}`;
  if (numbers.length > 3) return `${numbers.length} rows`;
  return `Rows ${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1) ?? ""}`;
}

/** The dialog's title: "Row 7 changed since Check — check again before booking". */
export function rowsChangedTitle(changed: readonly RowChangedSinceCheck[]): string {
  return `${rowsNamed(changed)} changed since Check — check again before booking`;
}

/** Each changed row with what changed, and that nothing is sent until the rows are checked again. */
export function RowsChangedAlert({ changed }: { changed: readonly RowChangedSinceCheck[] }) {
  const styles = useStyles();
  const one = changed.length === 1;
  return (
    <MessageBar intent="error" layout="multiline" role="alert" data-testid="rows-changed" id="fxdesk-rows-changed">
      <MessageBarBody>
        <ul className={styles.rows}>
          {changed.map((row) => (
            <li key={row.row} data-testid="row-changed">
              {row.changes.length === 0 ? (
                `Row ${row.row + 1} is no longer where it was checked (deleted, moved or edited)`
              ) : (
                <>
                  {`Row ${row.row + 1}: `}
                  <ul className={styles.changes}>
                    {row.changes.map((change) => (
                      <li key={change} data-testid="row-change">
                        {change}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
        Nothing will be sent until {one ? "this row is" : "these rows are"} checked again: go back, check, and confirm what {one ? "it says" : "they say"} now.
      </MessageBarBody>
    </MessageBar>
  );
}
