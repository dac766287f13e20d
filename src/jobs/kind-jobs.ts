/**
 * The engine's entry points for the registered kinds, a kind named as the registry knows it ("payment") or given
 * as a spec of its own: the name is looked up here (kinds/index.ts) and the engine is handed the spec.
 */
import type { WorkbookPort } from "../workbook";
import type { JobContext } from "./engine/booking-api";
import * as engine from "./engine/booking-job";
import type { CheckOptions } from "./engine/check-progress";
import type { KindSpec } from "./engine/kind-spec";
import type { MappingStore } from "./engine/mapping-store";
import type { OrderSheet, OrderSource } from "./engine/order-sheet";
import * as refresh from "./engine/refresh-statuses";
import * as rowActions from "./engine/row-actions";
import * as templates from "./engine/templates";
import { kindSpec, type AnyCheckSettings, type OrderKind, type PreparedJob } from "./kinds";

/** A registered kind's name, or a spec of a kind not registered (a test's). */
export type KindName = OrderKind | KindSpec;

/** Reads the rows of a kind from the selection or a sheet. */
export function readOrders(ctx: JobContext, kind: KindName, options: engine.ReadOptions = {}): Promise<OrderSheet> {
  return engine.readOrders(ctx, kindSpec(kind), options);
}

/** Checks the rows read (their kind's spec came with the sheet), typed as the job of a registered kind. */
export async function prepareJob(ctx: JobContext, sheet: OrderSheet, check: CheckOptions & AnyCheckSettings = {}): Promise<PreparedJob> {
  return (await engine.prepareJob(ctx, sheet, check)) as PreparedJob;
}

export function refreshStatuses(ctx: JobContext, kind: KindName, source?: OrderSource, store?: MappingStore): Promise<refresh.RefreshOutcome> {
  return refresh.refreshStatuses(ctx, kindSpec(kind), source, store);
}

/** Runs one of the kind's row actions (its spec's rowActions: a payment's Track) on the booked rows of the source. */
export function runRowAction(ctx: JobContext, kind: KindName, actionId: string, source?: OrderSource, store?: MappingStore): Promise<rowActions.RowActionOutcome> {
  return rowActions.runRowAction(ctx, kindSpec(kind), actionId, source, store);
}

export function insertTemplate(workbook: WorkbookPort, kind: KindName, sheet?: string, now?: () => number): Promise<templates.InsertedTemplate> {
  return templates.insertTemplate(workbook, kindSpec(kind), sheet, now);
}

/** The headers of a kind's template: its columns' field labels. */
export function templateHeaders(kind: KindName): string[] {
  return templates.templateHeaders(kindSpec(kind));
}
