/**
 * Paging and ordering of finds as docs/provider-api.md §8 records them: per_page 25 by default, `-1` for a missing
 * previous/next page, `total_pages` 1 when nothing matched, `per_page`, `order`, `order_asc_desc` echoed.
 */
import Decimal from "decimal.js";
import type { PaginationInput } from "./wire";
import type { Rule } from "./params";

export const MAX_PER_PAGE = 1000;

export function pagingSpec(orders: readonly string[]) {
  return {
    page: { kind: "integer", min: 1 },
    per_page: { kind: "integer", min: 1, max: MAX_PER_PAGE },
    order: { kind: "enum", values: orders },
    order_asc_desc: { kind: "enum", values: ["asc", "desc"] },
  } as const satisfies Record<string, Rule>;
}

interface PageRequest {
  page?: number | undefined;
  per_page?: number | undefined;
  order?: string | undefined;
  order_asc_desc?: string | undefined;
}

/** Sorts by the requested field (`created_at` by default), then by id so pages are stable. */
export function paginate<T extends Record<string, unknown>>(
  items: T[],
  request: PageRequest,
  sortValue: (item: T, order: string) => SortKey = (item, order) => String(item[order] ?? ""),
): { page: T[]; pagination: PaginationInput } {
  const order = request.order ?? "created_at";
  const direction = request.order_asc_desc ?? "asc";
  const sign = direction === "desc" ? -1 : 1;
  const sorted = items
    .map((item) => ({ item, key: sortValue(item, order), id: String(item.id ?? "") }))
    .sort((a, b) => sign * (compare(a.key, b.key) || compare(a.id, b.id)))
    .map((entry) => entry.item);
  const perPage = request.per_page ?? 25;
  const current = request.page ?? 1;
  const totalPages = Math.max(1, Math.ceil(sorted.length / perPage));
  return {
    page: sorted.slice((current - 1) * perPage, current * perPage),
    pagination: {
      total_entries: sorted.length,
      total_pages: totalPages,
      current_page: current,
      per_page: perPage,
      previous_page: current > 1 ? current - 1 : -1,
      next_page: current < totalPages ? current + 1 : -1,
      order,
      order_asc_desc: direction,
    },
  };
}

/** Amounts sort as decimals, never as floats or text. */
type SortKey = string | Decimal;

function compare(a: SortKey, b: SortKey): number {
  if (a instanceof Decimal || b instanceof Decimal) return new Decimal(a).cmp(new Decimal(b));
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
