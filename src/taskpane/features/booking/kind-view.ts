/**
 * What the task pane shows of a kind besides the words its spec gives (labels, template sheet): its tab, its own
 * part of the preview and of the confirmation, what a valid row's line says, its settings, and what its run made of
 * its terms. Each kind's view is a file of its own (kinds/conversion/conversion-view.tsx, …), which also pairs it with
 * its spec (`BookingKind`); kinds/index.ts registers each pair in one line, and kind-views.tsx reads the registry: the
 * booking panel looks a view up by the job's kind and never branches on it.
 */
import type { ReactNode } from "react";
import type { AccountNames, ConfirmChoices, JobOutcome, KindConfirmation, KindJob, KindSpec, OrderKind, PreparedJob } from "../../../jobs";
import type { AnyConfirmChoices, TermsOf } from "../../../jobs";

export interface PreviewSlotProps<J = PreparedJob, C = AnyConfirmChoices> {
  job: J;
  choices: C;
  onChoicesChange(choices: C): void;
  /** How long the rate budget makes more check requests wait: what the time left of work still coming counts. */
  budgetMsFor?: (requests: number) => number;
}

/** What a kind's part of the confirmation dialog is given: the checked job and the confirmation about to be signed. */
export interface ReviewSlotProps<J = PreparedJob, C = KindConfirmation<OrderKind>> {
  job: J;
  confirmation: C;
}

/** Where a kind's booking tab goes: its id, the tab it follows, and whether it is in the tab row (else under More tabs). */
export interface KindTab {
  id: string;
  after: string;
  primary?: true;
}

/** A store a view follows (React's useSyncExternalStore): the snapshot is the same object until something changed. */
export interface DetailsChanges {
  subscribe(listener: () => void): () => void;
  snapshot(): unknown;
}

export interface KindView<K extends OrderKind> {
  tab: KindTab;
  /** The kind's own part of the preview (quotes, totals against balances, funding). */
  Preview(props: PreviewSlotProps<KindJob<K>, ConfirmChoices & TermsOf<K>["choices"]>): ReactNode;
  /** What a valid row will do, by sheet row, when the check learnt more than "valid" (a conversion's quote). */
  rowDetails?(job: KindJob<K>): ReadonlyMap<number, string>;
  /** When those lines change after the check (a conversion's firm quotes arriving): what to follow to show them anew. */
  rowDetailsChanges?(job: KindJob<K>): DetailsChanges;
  /** The kind's own part of the confirmation dialog: what each row to send books, and its terms (a payment's funding). */
  Review?(props: ReviewSlotProps<KindJob<K>, KindConfirmation<K>>): ReactNode;
  /** The kind's settings, shown in its tab above Check (a conversion's rate hold and tolerance). */
  Settings?(props: { disabled: boolean }): ReactNode;
  /** What those settings ask of the check; throws, saying what to fix, when one is not valid. */
  checkOptions?(): TermsOf<K>["settings"];
  /** What the run made of the kind's terms, as activity-log lines said before its summary (a payment's funding conversions booked). */
  outcomeLines?(outcome: JobOutcome & TermsOf<K>["made"], accounts: AccountNames): string[];
}

/**
 * A kind as the registry lists it (kinds/index.ts): its spec, from the jobs layer (jobs/kinds/<kind>.ts), and its
 * view. The registry's union of kinds is taken from the specs alone, so a view may name its kind's job types.
 */
export interface BookingKind<S extends KindSpec> {
  spec: S;
  view: KindView<S["kind"] & OrderKind>;
}
