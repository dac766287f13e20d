/**
 * Reading the statuses of a kind's done rows, for Refresh statuses: the kind says how one status (or a batch of one
 * account's) is read and what it means in words (KindSpec.statuses); this asks a few at a time, so a sheet of
 * thousands of rows neither waits on one request at a time nor floods the rate budget, and writes the same words for
 * every kind when a status cannot be read. A row whose status could not be read has no status: the one shown stays.
 */
import pLimit from "p-limit";
import { NotFoundError } from "../../api";
import { describeFailure } from "../error-text";
import type { KindApi } from "./booking-api";
import type { DoneRow, KindStatuses, StatusUpdate } from "./kind-spec";
import type { DateSystem } from "../../workbook";

/** Requests in flight at once: the five kinds that read statuses one by one each used four before the engine owned it. */
export const STATUS_CONCURRENCY = 4;

export async function readStatuses(api: KindApi, statuses: KindStatuses, rows: readonly DoneRow[], dates: DateSystem): Promise<StatusUpdate[]> {
  const limit = pLimit(STATUS_CONCURRENCY);
  const notRead = (row: DoneRow, error: unknown): StatusUpdate => ({ row: row.row, status: undefined, message: `status not refreshed: ${describeFailure(error)}` });
  if (statuses.many === undefined) {
    const { one, gone } = statuses;
    return Promise.all(
      rows.map((row) =>
        limit(async (): Promise<StatusUpdate> => {
          try {
            return { row: row.row, ...(await one(api, row, dates)) };
          } catch (error) {
            return gone !== undefined && error instanceof NotFoundError ? { row: row.row, ...gone } : notRead(row, error);
          }
        }),
      ),
    );
  }
  const { many, gone } = statuses;
  const batches: DoneRow[][] = [];
  for (const ofAccount of byAccount(rows).values()) {
    for (let start = 0; start < ofAccount.length; start += many.perRequest) batches.push(ofAccount.slice(start, start + many.perRequest));
  }
  const answered = await Promise.all(
    batches.map((batch) =>
      limit(async (): Promise<StatusUpdate[]> => {
        try {
          const found = await many.read(api, batch[0]?.actingAs, batch, dates);
          return batch.map((row) => ({ row: row.row, ...(found.get(row.id) ?? gone) }) satisfies StatusUpdate);
        } catch (error) {
          return batch.map((row) => notRead(row, error));
        }
      }),
    ),
  );
  return answered.flat();
}

/** A kind's batch reads are per account (on_behalf_of is per request), in the order the rows came. */
function byAccount(rows: readonly DoneRow[]): Map<string | undefined, DoneRow[]> {
  const groups = new Map<string | undefined, DoneRow[]>();
  for (const row of rows) groups.set(row.actingAs, [...(groups.get(row.actingAs) ?? []), row]);
  return groups;
}
