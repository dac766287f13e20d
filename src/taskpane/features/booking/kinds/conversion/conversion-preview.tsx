/**
 * The conversion kind's part of the preview: every priced conversion with its rate and both amounts (the market's
 * while its quote is on its way, then its quote's: indicative or held until when), bought and sold per currency at
 * those rates, and the sell currencies' needs — each updated as the quotes arrive, with how far they have got.
 */
import { Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from "@fluentui/react-components";
import type { KindJob } from "../../../../../jobs";
import type { PreviewSlotProps } from "../../kind-view";
import { AgreedRatesNote } from "./agreed-rates-note";
import { NeedsTable } from "../../needs-table";
import { ConversionShortfalls } from "./conversion-shortfalls";
import { QuotedConversions } from "./quoted-conversions";
import { FirmProgress, firmComing, useFirmFigures } from "./firm-figures";
import { amountText } from "../../../../../domain";
import { BreakableAmount, useFigureTableStyles } from "../../../../components/figure-table";

const useStyles = makeStyles({
  number: { textAlign: "right", fontVariantNumeric: "tabular-nums" },
});

/** Conversions: bought and sold per currency at the quoted client rates, and each sell currency against its balance. */
export function ConversionPreview({ job, choices, budgetMsFor }: PreviewSlotProps<KindJob<"conversion">>) {
  const styles = useStyles();
  const figureTable = useFigureTableStyles();
  const { preview } = job;
  const figures = useFirmFigures(preview);
  if (figures.quotes.length === 0) return <Caption1>No row could be quoted.</Caption1>;
  const coming = firmComing(figures);
  const indicativeRows = figures.quotes.filter((quote) => !quote.firm).length;
  const needs = job.needs(choices);
  return (
    <>
      <FirmProgress figures={figures} budgetMsFor={budgetMsFor} />
      <QuotedConversions quotes={figures.quotes} label="Quoted conversions, row by row" testId="conversion-quotes" firmComing={coming} dates={preview.dates} />
      <AgreedRatesNote preview={preview} quotes={figures.quotes} accounts={job.accounts} />
      {indicativeRows > 0 && (
        <Caption1 block data-testid="indicative-totals">
          {coming ? "Indicative — quotes coming" : "Indicative"}: {indicativeRows === figures.quotes.length ? "the totals are" : `${indicativeRows} of the rows in the totals ${indicativeRows === 1 ? "is" : "are"}`} at the market&apos;s rate,
          without your account&apos;s margin{coming ? "; each row's quote replaces its figures as it arrives" : ""}.
        </Caption1>
      )}
      <Table className={figureTable.table} size="extra-small" aria-label="Totals per currency at the quoted rates" data-testid="conversion-totals">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Currency</TableHeaderCell>
            <TableHeaderCell className={styles.number}>Bought</TableHeaderCell>
            <TableHeaderCell className={styles.number}>Sold</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {figures.totals.map((total) => (
            <TableRow key={total.currency} data-currency={total.currency}>
              <TableCell>{total.currency}</TableCell>
              <TableCell className={styles.number}><BreakableAmount text={amountText(total.buy, total.currency)} /></TableCell>
              <TableCell className={styles.number}><BreakableAmount text={amountText(total.sell, total.currency)} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <NeedsTable label="What each sell currency needs against its available balance" needs={needs} accounts={job.accounts} />
      <ConversionShortfalls needs={needs} accounts={job.accounts} />
      <Caption1 block data-testid="duplicate-window">
        Each row is compared with the other rows, the rows booked on this sheet and the conversions booked since {preview.earlierConversionsSince}: a row
        that repeats one (same currencies, fixed side, amount and conversion date) is held until you confirm it.
      </Caption1>
      <Caption1>The booked rate and amounts are written beside each row.</Caption1>
    </>
  );
}
