/** What the rates of a conversion check are worth, in words: held until when, or quoted or indicative and priced again within a tolerance. */
import { Caption1, makeStyles, tokens } from "@fluentui/react-components";
import { plural } from "../../../../../domain";
import { heldUntilText, holdPeriodWords, percentText, type AccountNames, type ConversionPreview, type QuotedRow } from "../../../../../jobs";

const useStyles = makeStyles({
  note: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

/**
 * The rates priced again before booking, named as their rows are and said what they are: "All 3 rates quoted: the
 * service's quotes at the check, with your account's margin", "2 rates quoted (…), 1 indicative (…)".
 */
function ratesPricedAgain(quoted: number, indicative: number, shown: number): string {
  const all = quoted + indicative === shown ? "All " : "";
  const quotedWhat = "the service's quotes at the check, with your account's margin";
  const indicativeWhat = "the market's rate, without your account's margin, until the quote arrives";
  if (indicative === 0) return `${all}${plural(quoted, "rate")} quoted: ${quotedWhat}`;
  if (quoted === 0) return `${all}${plural(indicative, "rate")} indicative: ${indicativeWhat}`;
  return `${plural(quoted, "rate")} quoted (${quotedWhat}), ${indicative} indicative (${indicativeWhat})`;
}

/** The sentences about the rates of `quotes` (the rows shown), and the refusals of held rates the check met. */
export function AgreedRatesNote({ preview, quotes, accounts }: { preview: ConversionPreview; quotes: readonly QuotedRow[]; accounts: AccountNames }) {
  const styles = useStyles();
  const held = quotes.flatMap((quote) => (quote.held === undefined ? [] : [quote.held.heldUntil])).sort();
  const { tolerancePercent, holdPeriod, refusals } = preview.agreedRates;
  // With a hold period, a row still at the market's rate is waiting for its held quote.
  const awaitingHeld = holdPeriod === undefined ? 0 : quotes.filter((quote) => !quote.firm).length;
  // Priced again before booking: the service's quotes (quoted) and, without a hold period, the market's rates (indicative).
  const quoted = quotes.filter((quote) => quote.firm && quote.held === undefined).length;
  const indicative = quotes.length - held.length - awaitingHeld - quoted;
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
      {quoted + indicative > 0 && (
        <Caption1 block data-testid="indicative-rates-note">
          {ratesPricedAgain(quoted, indicative, quotes.length)}. Just before booking each pair is priced again; a row whose rate moved against you by more than{" "}
          {percentText(tolerancePercent)} (your tolerance) is not booked and waits for you to check it again.
        </Caption1>
      )}
      {awaitingHeld > 0 && (
        <Caption1 block data-testid="awaiting-held-note">
          {awaitingHeld === quotes.length ? "No rate is held yet" : `${plural(awaitingHeld, "row")} ${awaitingHeld === 1 ? "has" : "have"} no held rate yet`}: they show the market&apos;s rate. Booked before its held
          rate arrives, a row gets one as it is sent and is booked by it only if it is within {percentText(tolerancePercent)} (your tolerance) of the rate shown; otherwise it
          is not booked and waits for you to check it again. Nothing is booked at a rate that is not held.
        </Caption1>
      )}
      {refusals.map(({ actingAs, reason }) => (
        <Caption1 block key={actingAs ?? ""} className={styles.note} role="note" data-testid="held-rates-refused">
          Rates for {accounts.of(actingAs).name} are not held: {reason}. Its rows are quoted or indicative: priced again just before booking.
        </Caption1>
      ))}
    </>
  );
}
