/**
 * The conversion kind's part of the confirmation: every conversion the run will book, with its rate and both amounts,
 * whether the rate is held (until when), quoted or indicative (priced again before booking, within the person's tolerance),
 * and, as the preview, what each sell currency needs against its balance and what happens to a shortfall.
 */
import type { Confirmation, KindJob } from "../../../../../jobs";
import { AgreedRatesNote } from "./agreed-rates-note";
import { ConversionShortfalls } from "./conversion-shortfalls";
import { NeedsTable } from "../../needs-table";
import { QuotedConversions } from "./quoted-conversions";
import { firmComing, useFirmFigures } from "./firm-figures";

export function ConversionReview({ job, confirmation }: { job: KindJob<"conversion">; confirmation: Confirmation }) {
  const figures = useFirmFigures(job.preview);
  const sending = new Set(confirmation.sendingRows);
  const quotes = figures.quotes.filter((quote) => sending.has(quote.row));
  if (quotes.length === 0) return null;
  return (
    <>
      <QuotedConversions quotes={quotes} label="Conversions to book, with their rates and amounts" testId="confirm-conversions" firmComing={firmComing(figures)} dates={job.preview.dates} />
      <AgreedRatesNote preview={job.preview} quotes={quotes} accounts={job.accounts} />
      <NeedsTable label="What each sell currency needs against its available balance" needs={confirmation.needs} accounts={job.accounts} testId="confirm-needs-table" />
      <ConversionShortfalls needs={confirmation.needs} accounts={job.accounts} />
    </>
  );
}
