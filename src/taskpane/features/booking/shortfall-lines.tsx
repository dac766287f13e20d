/**
 * A shortfall in words, and what happens to the rows it leaves unpaid, the one sentence a kind's preview and its
 * confirmation dialog both show (issue 39: the dialog states what the preview stated): "Not enough CHF: 1,010,000.00
 * to pay against 5,700.00 available, short by 1,004,300.00, and no conversion covers it: rows 3 and 5 wait until CHF
 * arrives."
 */
import { Text, makeStyles, tokens } from "@fluentui/react-components";
import { rowNumbers, type AccountNames, type CurrencyNeed } from "../../../jobs";
import { amountText } from "../../../domain";

const useStyles = makeStyles({
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

interface ShortfallLinesProps {
  /** The needs measured for the rows to send; only those short are said. */
  needs: readonly CurrencyNeed[];
  accounts: AccountNames;
  /** "to pay", "to sell": what the rows do with the currency. */
  verb: string;
  /** What happens to the rows beyond the balance (`rows` of them), after their numbers: "wait until CHF arrives". */
  outcome(need: CurrencyNeed, rows: number): string;
  /** Leaves out a shortfall something covers (a payment's funding conversion). */
  covered?: (need: CurrencyNeed) => boolean;
  /** "and no conversion covers it", when a kind could have covered it. */
  uncovered?: string;
  testId: string;
}

export function ShortfallLines({ needs, accounts, verb, outcome, covered, uncovered, testId }: ShortfallLinesProps) {
  const styles = useStyles();
  const perAccount = needs.some((need) => need.actingAs !== undefined);
  return (
    <>
      {needs
        .filter((need) => !need.shortfall.isZero() && covered?.(need) !== true)
        .map((need) => {
          const account = perAccount ? accounts.of(need.actingAs) : undefined;
          const beyond = need.beyondBalance.rows;
          const rows = beyond.length === 0 ? "The rows" : rowNumbers(beyond).replace(/^r/, "R");
          return (
            <Text key={`${need.actingAs ?? ""}|${need.currency}`} block className={styles.warning} role="note" data-testid={testId}>
              Not enough {need.currency}
              {account === undefined ? null : (
                <>
                  {" "}
                  for <span title={account.contactId === undefined ? undefined : `contact ${account.contactId}`}>{account.name}</span>
                </>
              )}
              : {amountText(need.total, need.currency)} {verb} against {amountText(need.available, need.currency)} available, short by {amountText(need.shortfall, need.currency)}
              {uncovered === undefined ? "" : `, ${uncovered}`}. {rows} {outcome(need, beyond.length === 0 ? need.rows : beyond.length)}.
            </Text>
          );
        })}
    </>
  );
}
