/**
 * The registry of kinds of row work: one spec per kind, each in its own file. Adding a kind is adding its file and
 * its line here (and its view in the task pane's registry, taskpane/features/booking/kind-views.tsx). The engine
 * never imports this: it is handed a kind's spec (jobs/kind-jobs.ts looks one up by name for it).
 */
import type { Confirmation, ConfirmChoices, CoreResource, KindOrder, KindSpec, PreparedJobOf } from "../engine/kind-kit";
import { beneficiaryKind } from "./beneficiary";
import { clientKind } from "./client";
import { contactKind } from "./contact";
import { conversionKind } from "./conversion";
import { paymentKind } from "./payment";
import { transferKind } from "./transfer";

export const KINDS = [conversionKind, paymentKind, beneficiaryKind, clientKind, transferKind, contactKind] as const;

type RegisteredKind = (typeof KINDS)[number];
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

const REGISTRY: ReadonlyMap<string, KindSpec> = new Map(KINDS.map((spec): [string, KindSpec] => [spec.kind, spec]));

/** The spec of a kind by name; a spec given is its own (a kind not registered, e.g. in a test, runs the same way). */
export function kindSpec(kind: string | KindSpec): KindSpec {
  if (typeof kind !== "string") return kind;
  const spec = REGISTRY.get(kind);
  if (spec === undefined) throw new Error(`no kind of row work is called "${kind}"`);
  return spec;
}
