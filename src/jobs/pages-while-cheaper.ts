/**
 * A find read page by page for as long as that costs fewer requests than asking one by one about what is still
 * wanted (docs/engine.md, "Lookups by natural key come from pages"). The first page says how many pages there
 * are; reading goes on while the pages left are fewer than the things still wanted, so 1,000 rows cost one page per
 * hundred of what the account holds, and three rows of an account holding thousands cost three lookups, not dozens
 * of pages. What the pages did not tell is then asked one by one by the caller (`complete` false).
 *
 * The pages left are counted from the answers' pagination, never from LISTING_PAGE: the client sends at most the
 * largest page the service said it takes (docs/client.md, "One page-size policy for every find"), so at 25 a page
 * the same account has four times the pages, and the comparison is made at the size actually read.
 */
import type { PagedList } from "../api";

/**
 * Items per page these listings want. The provider documents its largest page only as a refusal (docs/provider-api.md
 * §20): when it is smaller, the client learns it from that refusal and sends that instead.
 */
export const LISTING_PAGE = 100;

export interface PagesRead<T> {
  items: T[];
  /** Every page was read: what the items do not hold does not exist (as of the listing). */
  complete: boolean;
}

/** `stillWanted(page)` is told each page's items in turn, and says how many wanted things the pages so far did not answer. */
export async function readPagesWhileCheaper<T>(list: PagedList<T>, stillWanted: (page: readonly T[]) => number): Promise<PagesRead<T>> {
  const items: T[] = [];
  for await (const page of list.pages()) {
    items.push(...page.items);
    const wanted = stillWanted(page.items);
    const pagesLeft = page.pagination.total_pages - page.pagination.current_page;
    if (pagesLeft <= 0 || page.pagination.next_page === -1) return { items, complete: true };
    if (wanted === 0 || pagesLeft >= wanted) return { items, complete: false };
  }
  return { items, complete: true };
}
