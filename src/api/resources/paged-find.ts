import { findPages, PagedList } from "../internal/pagination";
import type { RequestOptions } from "../internal/request-spec";
import type { PageParams, Pagination } from "../schemas/pagination";

/**
 * Turns a resource's `find` into its `findAll`: the same filters, per_page and call options (on_behalf_of
 * included) on every page, starting at `params.page` when given.
 */
export function pagedFind<P extends PageParams, O extends RequestOptions, R extends { pagination: Pagination }, T>(
  find: (params?: P, options?: O) => Promise<R>,
  itemsOf: (result: R) => T[],
) {
  // Every find's filters are optional, so "nothing" is a valid P and O.
  return (params = {} as P, options = {} as O): PagedList<T> =>
    new PagedList(() =>
      findPages(
        async (page) => {
          const result = await find({ ...params, page }, options);
          return { items: itemsOf(result), pagination: result.pagination };
        },
        { firstPage: params.page, signal: options.signal },
      ),
    );
}
