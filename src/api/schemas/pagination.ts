import { z } from "zod";

/** The pagination block of every find (docs/provider-api.md §8): `-1` means there is no such page. */
export const paginationSchema = z.object({
  total_entries: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  previous_page: z.number().int(),
  next_page: z.number().int(),
  // Echoes of the request; odd values such as "default" or "created_at ASC" have been recorded.
  order: z.string(),
  order_asc_desc: z.string(),
});

export type Pagination = z.output<typeof paginationSchema>;
export type PaginationInput = z.input<typeof paginationSchema>;

/** The paging parameters every find accepts. */
export interface PageParams {
  page?: number;
  per_page?: number;
  order?: string;
  order_asc_desc?: "asc" | "desc";
}
