/**
 * The registry of kinds of row work: one spec per kind, each in its own file. Adding a kind is adding its file
 * and its line here (and its texts in the task pane); the engine looks a kind up here and never branches on it.
 */
import type { KindOrder, KindSpec } from "../engine/kind-spec";
import type { PreparedJobOf } from "../engine/booking-job";
import { beneficiaryKind } from "./beneficiary";
import { clientKind } from "./client";
import { conversionKind } from "./conversion";
import { paymentKind } from "./payment";

export const KINDS = [conversionKind, paymentKind, beneficiaryKind, clientKind] as const;

type RegisteredKind = (typeof KINDS)[number];
export type OrderKind = RegisteredKind["kind"];

type SpecOf<K extends OrderKind> = Extract<RegisteredKind, { kind: K }>;
type OrderOf<K extends OrderKind> = SpecOf<K> extends KindSpec<infer O, unknown> ? O : never;
type PreviewOf<K extends OrderKind> = SpecOf<K> extends KindSpec<KindOrder, infer V> ? V : never;

/** A checked job of a registered kind, told apart by `kind` (its preview and rows are that kind's). */
export type KindJob<K extends OrderKind> = PreparedJobOf<K, OrderOf<K>, PreviewOf<K>>;
export type PreparedJob = { [K in OrderKind]: KindJob<K> }[OrderKind];

const REGISTRY: ReadonlyMap<string, KindSpec> = new Map(KINDS.map((spec): [string, KindSpec] => [spec.kind, spec]));

/** The spec of a kind by name; a spec given is its own (a kind not registered, e.g. in a test, runs the same way). */
export function kindSpec(kind: string | KindSpec): KindSpec {
  if (typeof kind !== "string") return kind;
  const spec = REGISTRY.get(kind);
  if (spec === undefined) throw new Error(`no kind of row work is called "${kind}"`);
  return spec;
}
