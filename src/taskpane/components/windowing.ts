/**
 * Which rows of a long list are on screen: a list of 5,000 beneficiaries renders only the rows the scroll position
 * shows (plus a few either side, so a quick scroll never shows a gap), inside a spacer as tall as the whole list.
 */
interface WindowInput {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number;
}

interface RowWindow {
  /** First row rendered (inclusive). */
  first: number;
  /** Row after the last one rendered (exclusive); equal to `first` when nothing is rendered. */
  end: number;
  /** Where the first rendered row sits inside the spacer, in pixels. */
  offsetTop: number;
  /** The spacer's height: every row's, rendered or not. */
  totalHeight: number;
}

export function rowWindow({ scrollTop, viewportHeight, rowHeight, rowCount, overscan }: WindowInput): RowWindow {
  const totalHeight = rowCount * rowHeight;
  if (rowCount === 0 || rowHeight <= 0) return { first: 0, end: 0, offsetTop: 0, totalHeight: Math.max(0, totalHeight) };
  // A scroll position beyond the end (the list shrank under it) shows the last rows.
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, totalHeight - viewportHeight));
  const firstVisible = Math.floor(top / rowHeight);
  const lastVisible = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight);
  const first = Math.max(0, firstVisible - overscan);
  const end = Math.min(rowCount, lastVisible + overscan);
  return { first, end, offsetTop: first * rowHeight, totalHeight };
}
