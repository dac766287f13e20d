/** What the rates of a conversion check are worth, in words: held until when, or indicative and re-priced within a tolerance. */
import { Caption1, makeStyles, tokens } from "@fluentui/react-components";
import { heldUntilText, holdPeriodWords, percentText, type AccountNames, type ConversionPreview, type QuotedRow } from "../../../jobs";

const useStyles = makeStyles({
  note: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

/** The sentences about the rates of `quotes` (the rows shown), and the refusals of held rates the check met. */
export function AgreedRatesNote({ preview, quotes, accounts }: { preview: ConversionPreview; quotes: readonly QuotedRow[]; accounts: AccountNames }) {
  const styles = useStyles();
  const held = quotes.flatMap((quote) => (quote.held === undefined ? [] : [quote.held.heldUntil])).sort();
  const indicative = quotes.length - held.length;
  const { tolerancePercent, holdPeriod, refusals } = preview.agreedRates;
  const earliest = held[0];
  return (
    <>
      {earliest !== undefined && (
        <Caption1 block data-testid="held-rates-note">
          {held.length === quotes.length ? "Rates held" : `Rates of ${held.length} rows held`}
          {holdPeriod === undefined ? "" : ` for ${holdPeriodWords(holdPeriod)}`}, the first until {heldUntilText(earliest)}: each is booked at exactly its rate and amounts. A row
          whose held rate has expired when it is sent is not booked and waits for you to check it again.
        </Caption1>
      )}
      {indicative > 0 && (
        <Caption1 block data-testid="indicative-rates-note">
          {held.length === 0 ? "Indicative rates" : `${indicative} indicative rates`}: the service&apos;s quotes at the check. Just before booking each pair is priced again; a row
          whose rate moved against you by more than {percentText(tolerancePercent)} (your tolerance) is not booked and waits for you to check it again.
        </Caption1>
      )}
      {refusals.map(({ actingAs, reason }) => (
        <Caption1 block key={actingAs ?? ""} className={styles.note} role="note" data-testid="held-rates-refused">
          Rates for {accounts.of(actingAs).name} are not held: {reason}. Its rows are indicative, priced again just before booking.
        </Caption1>
      ))}
    </>
  );
}
