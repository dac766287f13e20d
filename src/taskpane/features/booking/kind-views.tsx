/**
 * The registry of the kinds' views in the task pane (each in its own file, kind-view.ts): a registered kind of row
 * work without a view here does not compile. The booking tabs are built from it (index.ts), and the booking panel
 * looks a view up by the job's kind and never branches on it.
 */
import { useSyncExternalStore, type ReactNode } from "react";
import type { AccountNames, AnyCheckSettings, JobOutcome, OrderKind, PreparedJob } from "../../../jobs";
import { beneficiaryView } from "./kinds/beneficiary/beneficiary-view";
import { clientView } from "./kinds/client/client-view";
import { contactView } from "./kinds/contact/contact-view";
import { conversionView } from "./kinds/conversion/conversion-view";
import type { DetailsChanges, KindTab, KindView, PreviewSlotProps, ReviewSlotProps } from "./kind-view";
import { paymentView } from "./kinds/payment/payment-view";
import { transferView } from "./kinds/transfer/transfer-view";

export const KIND_VIEWS: { readonly [K in OrderKind]: KindView<K> } = {
  conversion: conversionView,
  payment: paymentView,
  beneficiary: beneficiaryView,
  client: clientView,
  transfer: transferView,
  contact: contactView,
};

/** A view as the panel uses it, for a job of whichever kind it is given. */
interface JobView {
  tab: KindTab;
  Preview(props: PreviewSlotProps): ReactNode;
  rowDetails?(job: PreparedJob): ReadonlyMap<number, string>;
  rowDetailsChanges?(job: PreparedJob): DetailsChanges;
  Review?(props: ReviewSlotProps): ReactNode;
  Settings?(props: { disabled: boolean }): ReactNode;
  checkOptions?(): AnyCheckSettings;
  outcomeLines?(outcome: JobOutcome, accounts: AccountNames): string[];
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

const UNCHANGING: DetailsChanges = { subscribe: () => () => undefined, snapshot: () => undefined };

/** Those lines' version: a new value each time they change after the check, so what shows them is drawn again. */
export function useRowDetailsVersion(job: PreparedJob): unknown {
  const changes = kindView(job.kind).rowDetailsChanges?.(job) ?? UNCHANGING;
  return useSyncExternalStore(changes.subscribe, changes.snapshot);
}
