/**
 * The types of the registered kinds of row work. The registry itself is the task pane's
 * (taskpane/features/booking/kinds/index.ts: a kind's spec and its view, one line a kind), which the jobs layer may
 * not import; it names the specs it lists in `KindRegistry` below (TypeScript's declaration merging), so the union of
 * kinds and every type derived from it are still the jobs layer's, and a kind is registered nowhere else. The
 * engine's entry points are handed a kind's spec (jobs/kind-jobs.ts), never its name.
 */
import type { Confirmation, ConfirmChoices, CoreResource, KindOrder, KindSpec, PreparedJobOf } from "../engine/kind-kit";

/** Filled by the registry of kinds: `kinds`, the union of the registered specs' types. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declared empty, filled by the registry's declaration merging
export interface KindRegistry {}

type RegisteredKind = KindRegistry extends { kinds: infer S extends { readonly kind: string } } ? S : never;
export type OrderKind = RegisteredKind["kind"];

type SpecOf<K extends OrderKind> = Extract<RegisteredKind, { kind: K }>;
type OrderOf<K extends OrderKind> = SpecOf<K> extends KindSpec<infer O, unknown> ? O : never;
type PreviewOf<K extends OrderKind> = SpecOf<K> extends KindSpec<KindOrder, infer V> ? V : never;
/** A kind's own terms in the confirmation (kind-spec.ts KindTerms). */
export type TermsOf<K extends OrderKind> = K extends OrderKind ? (SpecOf<K> extends KindSpec<KindOrder, unknown, CoreResource, infer T> ? T : never) : never;

/** A checked job of a registered kind, told apart by `kind` (its preview, rows and terms are that kind's). */
export type KindJob<K extends OrderKind> = PreparedJobOf<K, OrderOf<K>, PreviewOf<K>, TermsOf<K>>;
export type PreparedJob = { [K in OrderKind]: KindJob<K> }[OrderKind];
/** The settings a check of any registered kind takes: every kind's own (each reads its own). */
export type AnyCheckSettings = Intersection<TermsOf<OrderKind>["settings"]>;

/** The choices of a confirmation of any registered kind: the engine's own, and every kind's (each reads its own). */
export type AnyConfirmChoices = ConfirmChoices & Intersection<TermsOf<OrderKind>["choices"]>;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** What a person signs for a job of a registered kind: the confirmation with that kind's terms. */
export type KindConfirmation<K extends OrderKind> = Confirmation & TermsOf<K>["confirmed"];
