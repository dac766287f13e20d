/**
 * The registered kinds as the pane and the jobs layer use them, read from the registry (kinds/index.ts: each kind's
 * spec and view in one line). The booking tabs are built from it (index.ts), the booking panel looks a view or a spec
 * up by the job's kind and never branches on it, and the jobs layer is handed the spec.
 */
import { useSyncExternalStore, type ReactNode } from "react";
import type { AccountNames, AnyCheckSettings, JobOutcome, KindSpec, PreparedJob } from "../../../jobs";
import type { DetailsChanges, KindTab, PreviewSlotProps, ReviewSlotProps } from "./kind-view";
import * as REGISTERED from "./kinds";

type Registered = (typeof REGISTERED)[keyof typeof REGISTERED];

/** The jobs layer's kinds are the registry's: its union of kinds and the job types derived from it (jobs/kinds/index.ts). */
declare module "../../../jobs" {
  interface KindRegistry {
    kinds: Registered["spec"];
  }
}

const BY_KIND: ReadonlyMap<string, Registered> = new Map(Object.values(REGISTERED).map((registered): [string, Registered] => [registered.spec.kind, registered]));

/** The registered kinds' specs. */
export const KINDS: readonly Registered["spec"][] = [...BY_KIND.values()].map((registered) => registered.spec);

function registered(kind: string): Registered {
  const found = BY_KIND.get(kind);
  if (found === undefined) throw new Error(`no kind of row work is called "${kind}"`);
  return found;
}

/** The spec of a registered kind, by name (what the jobs layer is handed for it). */
export function kindSpec(kind: string): KindSpec {
  return registered(kind).spec;
}

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
  return registered(kind).view as JobView;
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
