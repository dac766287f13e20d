/**
 * A conversion check's firm figures as they arrive (jobs/kinds/conversion/firm-quotes.ts): the hook that follows them,
 * and the line that says how far they have got — "Quotes: 340 of 1,000 rows — about 4 min left", with a bar.
 */
import { useSyncExternalStore } from "react";
import { Caption1, Field, ProgressBar } from "@fluentui/react-components";
import type { ConversionPreview } from "../../../../../jobs";
import { nounFor } from "../../../../../domain";
import { describeTimeLeft, estimateTimeLeft } from "../../time-left";

type FirmSnapshot = ReturnType<ConversionPreview["firm"]["snapshot"]>;

/** The preview's figures as they stand; the component renders again as each quote arrives. */
export function useFirmFigures(preview: ConversionPreview): FirmSnapshot {
  return useSyncExternalStore(preview.firm.subscribe, preview.firm.snapshot);
}

/** Whether quotes are still on their way. */
export function firmComing(figures: FirmSnapshot): boolean {
  return figures.progress.done !== true;
}

/**
 * What a set of rates is called, one word per state as each row's label says it (quoted-conversions.ts rateBasis):
 * "Held", "Quoted", or both named when some rows are held and others quoted.
 */
function ratesWord(held: number, quoted: number): string {
  if (quoted === 0 && held > 0) return "Held rates";
  if (held === 0) return "Quoted rates";
  return `Quoted and held rates (${held} held, ${quoted} quoted)`;
}

/** How far the quotes have got, in words; the time left counts the rate budget's wait (`budgetMsFor`). */
export function describeFirmProgress(figures: FirmSnapshot, budgetMsFor?: (requests: number) => number): string {
  const { total, checked, elapsedMs } = figures.progress;
  const held = figures.quotes.filter((quote) => quote.held !== undefined).length;
  const quoted = figures.quotes.filter((quote) => quote.firm && quote.held === undefined).length;
  const firm = held + quoted;
  const rows = nounFor(total, "row");
  if (firmComing(figures)) {
    const timeLeft = describeTimeLeft(estimateTimeLeft({ total, done: checked, elapsedMs }, budgetMsFor));
    return `Quotes: ${checked} of ${total} ${rows}${timeLeft === undefined ? "" : ` — ${timeLeft}`}`;
  }
  const missing = figures.missing.size;
  const unquoted = missing > 0 ? `; ${missing} could not be quoted and ${missing === 1 ? "stays" : "stay"} indicative at the market rate` : "";
  if (figures.stopped) return `Quotes stopped: ${firm} of ${total} ${rows}${unquoted}`;
  return firm === total ? `${ratesWord(held, quoted)} for all ${total} ${rows}` : `${ratesWord(held, quoted)} for ${firm} of ${total} ${rows}${unquoted}`;
}

export function FirmProgress({ figures, budgetMsFor }: { figures: FirmSnapshot; budgetMsFor?: ((requests: number) => number) | undefined }) {
  const status = describeFirmProgress(figures, budgetMsFor);
  const { total, checked } = figures.progress;
  if (!firmComing(figures)) {
    return (
      <Caption1 block data-testid="firm-progress">
        {status}
      </Caption1>
    );
  }
  return (
    <Field label="Rates" validationMessage={status} validationState="none" data-testid="firm-progress">
      <ProgressBar value={total === 0 ? undefined : checked / total} max={1} aria-valuetext={status} />
    </Field>
  );
}
