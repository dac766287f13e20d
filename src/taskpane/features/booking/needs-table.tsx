import type { ReactNode } from "react";
import { Caption1, TableCell, TableHeaderCell, TableRow } from "@fluentui/react-components";
import type { AccountNames, CurrencyNeed } from "../../../jobs";
import { availableWording } from "./available-wording";
import { plural } from "../../../domain";
import { FigureTable, useFigureTableStyles } from "../../components/figure-table";
import { NeedFigureCells, NeedFigureHeadings, NeedNameCell } from "./need-figures";

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
  const figures = useFigureTableStyles();
  const headings = (
    <>
      <TableHeaderCell className={figures.currency}>Currency</TableHeaderCell>
      <NeedFigureHeadings />
    </>
  );
  return (
    <FigureTable label={label} testId={testId} headings={headings}>
      {needs.flatMap((need) => {
        const key = `${need.actingAs ?? ""}|${need.currency}`;
        const extra = need.shortfall.isZero() ? undefined : action?.(need);
        const account = need.actingAs === undefined ? undefined : accounts.of(need.actingAs);
        const takenOff = availableWording(need);
        const details = (
          <>
            {plural(need.rows, "row")}
            {account && <span title={`contact ${account.contactId}`}>, {account.name}</span>}
          </>
        );
        return [
          <TableRow key={key} data-currency={need.currency}>
            <NeedNameCell name={need.currency} details={details} />
            <NeedFigureCells need={need} availableNote={takenOff !== undefined && <Caption1 data-testid="committed">{takenOff}</Caption1>} />
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
    </FigureTable>
  );
}
