/**
 * What the task pane shows of each kind besides the words its spec gives (labels, template sheet): its tab's id,
 * its own part of the preview, what a valid row's line says, and whether a shortfall makes its rows wait. Adding a
 * kind adds its entry here; the booking panel looks the view up by the job's kind and never branches on it.
 */
import type { ReactNode } from "react";
import type { CheckOptions, Confirmation, ConfirmChoices, KindJob, OrderKind, PreparedJob } from "../../../jobs";
import { agreedRateSettings } from "./agreed-rate-settings";
import { BeneficiaryPreview } from "./beneficiary-preview";
import { ClientPreview } from "./client-preview";
import { ConversionPreview } from "./conversion-preview";
import { ConversionReview } from "./conversion-review";
import { rateText } from "./quoted-conversions";
import { RateSettings } from "./rate-settings";
import { PaymentPreview } from "./payment-preview";
import { PaymentReviewSummary } from "./payment-review-summary";
import { amountText } from "../../../domain";

export interface PreviewSlotProps<J = PreparedJob> {
  job: J;
  choices: ConfirmChoices;
  onChoicesChange(choices: ConfirmChoices): void;
}

/** What a kind's part of the confirmation dialog is given: the checked job and the confirmation about to be signed. */
export interface ReviewSlotProps<J = PreparedJob> {
  job: J;
  confirmation: Confirmation;
}

interface KindView<K extends OrderKind> {
  /** The tab's id in the shell. */
  feature: string;
  /** The kind's own part of the preview (quotes, totals against balances, funding). */
  Preview(props: PreviewSlotProps<KindJob<K>>): ReactNode;
  /** What a valid row will do, by sheet row, when the check learnt more than "valid" (a conversion's quote). */
  rowDetails?(job: KindJob<K>): ReadonlyMap<number, string>;
  /** The kind's own part of the confirmation dialog: what each row to send books (a conversion's rate and amounts). */
  Review?(props: ReviewSlotProps<KindJob<K>>): ReactNode;
  /** The kind's settings, shown in its tab above Check (a conversion's rate hold and tolerance). */
  Settings?(props: { disabled: boolean }): ReactNode;
  /** What those settings ask of the check; throws, saying what to fix, when one is not valid. */
  checkOptions?(): Pick<CheckOptions, "agreedRates">;
  /** The confirmation warns of a shortfall no funding covers: the rows then wait for the currency to arrive. */
  shortfallWaits: boolean;
}

const KIND_VIEWS: { [K in OrderKind]: KindView<K> } = {
  conversion: {
    feature: "convert",
    Preview: ConversionPreview,
    Review: ConversionReview,
    Settings: RateSettings,
    checkOptions: () => ({ agreedRates: agreedRateSettings() }),
    rowDetails: (job) =>
      new Map(
        job.preview.quotes.map((quote) => [
          quote.row,
          `buy ${amountText(quote.buyAmount, quote.buyCurrency)} ${quote.buyCurrency}, sell ${amountText(quote.sellAmount, quote.sellCurrency)} ${quote.sellCurrency} at ${rateText(quote.clientRate)} (${quote.currencyPair})`,
        ]),
      ),
    shortfallWaits: false,
  },
  payment: { feature: "pay", Preview: PaymentPreview, shortfallWaits: true, Review: PaymentReviewSummary },
  beneficiary: { feature: "add-beneficiaries", Preview: BeneficiaryPreview, shortfallWaits: false },
  client: { feature: "add-clients", Preview: ClientPreview, shortfallWaits: false },
};

/** A view as the panel uses it, for a job of whichever kind it is given. */
interface JobView {
  feature: string;
  Preview(props: PreviewSlotProps): ReactNode;
  rowDetails?(job: PreparedJob): ReadonlyMap<number, string>;
  Review?(props: ReviewSlotProps): ReactNode;
  Settings?(props: { disabled: boolean }): ReactNode;
  checkOptions?(): Pick<CheckOptions, "agreedRates">;
  shortfallWaits: boolean;
}

/**
 * The view of a kind (a job's, a confirmation's). A view is only ever given jobs of its own kind (looked up by the
 * job's `kind`), which the types cannot follow through the union of kinds: hence the one cast.
 */
export function kindView(kind: string): JobView {
  const view = (KIND_VIEWS as Readonly<Record<string, unknown>>)[kind];
  if (view === undefined) throw new Error(`the task pane has no view of "${kind}" rows`);
  return view as JobView;
}

/** The kind's own part of a job's preview. */
export function KindPreview(props: PreviewSlotProps) {
  const { Preview } = kindView(props.job.kind);
  return <Preview {...props} />;
}

/** The kind's own part of the confirmation dialog, if it has one. */
export function KindReview(props: ReviewSlotProps) {
  const { Review } = kindView(props.job.kind);
  return Review === undefined ? null : <Review {...props} />;
}

/** What each valid row of a job will do, by sheet row, when its kind's check learnt more than "valid". */
export function rowDetailsOf(job: PreparedJob): ReadonlyMap<number, string> {
  return kindView(job.kind).rowDetails?.(job) ?? new Map<number, string>();
}
