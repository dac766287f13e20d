/**
 * The engine's entry points for a kind, each handed the kind's spec: the registry of kinds is the task pane's
 * (taskpane/features/booking/kinds/index.ts), which the jobs layer never imports, so a caller passes the spec it
 * has (the pane from its registry, a test the kind's own file, e.g. jobs/kinds/payment.ts). A checked job is typed
 * as the job of a registered kind (kinds/index.ts).
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
import type { AnyCheckSettings, PreparedJob } from "./kinds";

/** Reads the rows of a kind from the selection or a sheet. */
export function readOrders(ctx: JobContext, spec: KindSpec, options: engine.ReadOptions = {}): Promise<OrderSheet> {
  return engine.readOrders(ctx, spec, options);
}

/** Checks the rows read (their kind's spec came with the sheet), typed as the job of a registered kind. */
export async function prepareJob(ctx: JobContext, sheet: OrderSheet, check: CheckOptions & AnyCheckSettings = {}): Promise<PreparedJob> {
  return (await engine.prepareJob(ctx, sheet, check)) as PreparedJob;
}

export function refreshStatuses(ctx: JobContext, spec: KindSpec, source?: OrderSource, store?: MappingStore): Promise<refresh.RefreshOutcome> {
  return refresh.refreshStatuses(ctx, spec, source, store);
}

/** Runs one of the kind's row actions (its spec's rowActions: a payment's Track) on the booked rows of the source. */
export function runRowAction(ctx: JobContext, spec: KindSpec, actionId: string, source?: OrderSource, store?: MappingStore): Promise<rowActions.RowActionOutcome> {
  return rowActions.runRowAction(ctx, spec, actionId, source, store);
}

export function insertTemplate(workbook: WorkbookPort, spec: KindSpec, sheet?: string, now?: () => number): Promise<templates.InsertedTemplate> {
  return templates.insertTemplate(workbook, spec, sheet, now);
}

/** The headers of a kind's template: its columns' field labels. */
export function templateHeaders(spec: KindSpec): string[] {
  return templates.templateHeaders(spec);
}
