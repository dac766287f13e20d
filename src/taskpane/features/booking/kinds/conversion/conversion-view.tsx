/** The conversion kind in the task pane: the Convert tab, its quotes in the preview and the confirmation, its rate settings. */
import { amountText } from "../../../../../domain";
import { agreedRateSettings } from "./agreed-rate-settings";
import { ConversionPreview } from "./conversion-preview";
import { ConversionReview } from "./conversion-review";
import type { BookingKind, KindView } from "../../kind-view";
import { rateBasis, rateText } from "./quoted-conversions";
import { RateSettings } from "./rate-settings";
import { conversionKind } from "../../../../../jobs/kinds/conversion";

const conversionView: KindView<"conversion"> = {
  tab: { id: "convert", after: "rates", primary: true },
  Preview: ConversionPreview,
  Review: ConversionReview,
  Settings: RateSettings,
  checkOptions: () => ({ agreedRates: agreedRateSettings() }),
  rowDetails: (job) =>
    new Map(
      job.preview.quotes.map((quote) => [
        quote.row,
        `buy ${amountText(quote.buyAmount, quote.buyCurrency)} ${quote.buyCurrency}, sell ${amountText(quote.sellAmount, quote.sellCurrency)} ${quote.sellCurrency} at ${rateText(quote.clientRate)} (${quote.currencyPair}), ${rateBasis(quote, job.preview.firm.snapshot().progress.done !== true).toLowerCase()}`,
      ]),
    ),
  rowDetailsChanges: (job) => job.preview.firm,
};

/** The conversion kind as the registry lists it (kinds/index.ts): its spec and its view. */
export const conversion: BookingKind<typeof conversionKind> = { spec: conversionKind, view: conversionView };
