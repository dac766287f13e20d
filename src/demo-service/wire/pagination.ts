/** The pagination block of every core find (SW Pagination): `-1` where there is no previous or next page. */
export type PaginationInput = {
  total_entries: number;
  total_pages: number;
  current_page: number;
  per_page: number;
  previous_page: number;
  next_page: number;
  order: string;
  order_asc_desc: string;
};
