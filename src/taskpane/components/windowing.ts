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

interface MeasuredWindowInput {
  scrollTop: number;
  viewportHeight: number;
  /** Each row's height as last measured (or estimated until it has been): rows whose text wraps differ. */
  heights: readonly number[];
  overscan: number;
}

interface MeasuredRowWindow {
  first: number;
  end: number;
  /** Where each row starts inside the spacer; one entry per row. */
  tops: number[];
  totalHeight: number;
}

/** rowWindow for rows of differing heights: the rows that overlap the viewport, plus `overscan` either side. */
export function measuredRowWindow({ scrollTop, viewportHeight, heights, overscan }: MeasuredWindowInput): MeasuredRowWindow {
  const tops: number[] = [];
  let totalHeight = 0;
  for (const height of heights) {
    tops.push(totalHeight);
    totalHeight += Math.max(0, height);
  }
  if (heights.length === 0) return { first: 0, end: 0, tops, totalHeight: 0 };
  // A scroll position beyond the end (the list shrank under it) shows the last rows.
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, totalHeight - viewportHeight));
  const bottom = top + Math.max(0, viewportHeight);
  let firstVisible = 0;
  while (firstVisible < heights.length - 1 && tops[firstVisible]! + heights[firstVisible]! <= top) firstVisible += 1;
  let endVisible = firstVisible;
  while (endVisible < heights.length && tops[endVisible]! < bottom) endVisible += 1;
  return { first: Math.max(0, firstVisible - overscan), end: Math.min(heights.length, Math.max(endVisible, firstVisible + 1) + overscan), tops, totalHeight };
}
