/**
 * The conversion kind's part of the confirmation: every conversion the run will book, with its rate and both amounts,
 * and whether the rate is held (until when) or indicative (re-priced before booking, within the person's tolerance).
 */
import type { Confirmation, KindJob } from "../../../jobs";
import { AgreedRatesNote } from "./agreed-rates-note";
import { QuotedConversions } from "./quoted-conversions";
import { firmComing, useFirmFigures } from "./firm-figures";

export function ConversionReview({ job, confirmation }: { job: KindJob<"conversion">; confirmation: Confirmation }) {
  const figures = useFirmFigures(job.preview);
  const sending = new Set(confirmation.sendingRows);
  const quotes = figures.quotes.filter((quote) => sending.has(quote.row));
  if (quotes.length === 0) return null;
  return (
    <>
      <QuotedConversions quotes={quotes} label="Conversions to book, with their rates and amounts" testId="confirm-conversions" firmComing={firmComing(figures)} />
      <AgreedRatesNote preview={job.preview} quotes={quotes} accounts={job.accounts} />
    </>
  );
}
