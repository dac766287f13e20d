/**
 * A long list (beneficiaries, sub-accounts, onboarding forms) as a virtualised list box: a spacer as tall as every
 * match, only the rows in view (and a few either side) rendered, each row's page asked for as it comes into view.
 * Arrow keys move the selection. A name or its details wrap rather than end in "…" (a long company name at 360 px):
 * a row is one line each until it is drawn, then as tall as the page drew it (measured-heights.ts).
 */
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import { Caption1, Text, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import type { ListRows } from "./find-pages";
import { useMeasuredHeights } from "./measured-heights";
import { measuredRowWindow } from "./windowing";
import { windowedRow, windowedViewport } from "./windowed-list-styles";

const ROW_HEIGHT = 48;
const VIEWPORT_HEIGHT = 336;
const OVERSCAN = 6;

const useStyles = makeStyles({
  viewport: windowedViewport(VIEWPORT_HEIGHT),
  row: {
    ...windowedRow,
    minHeight: `${ROW_HEIGHT}px`,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    justifyContent: "center",
    cursor: "pointer",
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  selected: { backgroundColor: tokens.colorBrandBackground2, ":hover": { backgroundColor: tokens.colorBrandBackground2Hover } },
  name: { overflowWrap: "anywhere", fontWeight: tokens.fontWeightSemibold },
  details: { overflowWrap: "anywhere", color: tokens.colorNeutralForeground2 },
});

/** What a row shows: its title and one line of details. */
interface RowText {
  title: ReactNode;
  details: ReactNode;
}

interface VirtualListProps<T extends { id: string }> {
  pages: ListRows<T>;
  total: number;
  selectedId: string | undefined;
  onSelect(item: T): void;
  /** The list box's accessible name and test id. */
  label: string;
  testId: string;
  /** The data attribute each row carries its item's id in ("data-beneficiary-id"). */
  idAttribute: `data-${string}`;
  rowText(item: T): RowText;
}

export function VirtualList<T extends { id: string }>({ pages, total, selectedId, onSelect, label, testId, idAttribute, rowText }: VirtualListProps<T>) {
  const styles = useStyles();
  // Rendered again whenever a page arrives, so its rows replace their "Loading…".
  useSyncExternalStore(
    (listener) => pages.subscribe(listener),
    () => pages.snapshot(),
  );
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(Math.min(VIEWPORT_HEIGHT, total * ROW_HEIGHT));
  const { heightOf, measure } = useMeasuredHeights();
  // A row is keyed by its item once loaded (its drawn height follows it when the list is searched again).
  const keyOf = (index: number) => pages.at(index)?.id ?? `row-${index}`;
  const heights = Array.from({ length: total }, (_, index) => heightOf(keyOf(index), ROW_HEIGHT));
  const shown = measuredRowWindow({ scrollTop, viewportHeight: height, heights, overscan: OVERSCAN });
  const topOf = (index: number) => shown.tops[index] ?? index * ROW_HEIGHT;

  useEffect(() => {
    void pages.show(shown.first, shown.end);
  }, [pages, shown.first, shown.end]);

  useEffect(() => {
    const element = viewport.current;
    if (element && element.clientHeight > 0) setHeight(element.clientHeight);
  }, [total]);

  const selectedIndex = (() => {
    if (selectedId === undefined) return -1;
    for (let index = shown.first; index < shown.end; index++) if (pages.at(index)?.id === selectedId) return index;
    return -1;
  })();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const next = selectedIndex < 0 ? shown.first : Math.min(total - 1, Math.max(0, selectedIndex + (event.key === "ArrowDown" ? 1 : -1)));
    const item = pages.at(next);
    if (item) onSelect(item);
    const element = viewport.current;
    if (element) {
      const bottom = topOf(next) + (heights[next] ?? ROW_HEIGHT);
      if (topOf(next) < element.scrollTop) element.scrollTop = topOf(next);
      else if (bottom > element.scrollTop + element.clientHeight) element.scrollTop = bottom - element.clientHeight;
    }
  };

  const rows = [];
  for (let index = shown.first; index < shown.end; index++) {
    const item = pages.at(index);
    const selected = item !== undefined && item.id === selectedId;
    const text = item === undefined ? undefined : rowText(item);
    rows.push(
      <div
        key={keyOf(index)}
        ref={measure(keyOf(index))}
        role="option"
        aria-selected={selected}
        aria-setsize={total}
        aria-posinset={index + 1}
        {...{ [idAttribute]: item?.id }}
        className={mergeClasses(styles.row, selected && styles.selected)}
        style={{ top: `${topOf(index)}px` }}
        onClick={() => item && onSelect(item)}
      >
        {text ? (
          <>
            <Text className={styles.name}>{text.title}</Text>
            <Caption1 className={styles.details}>{text.details}</Caption1>
          </>
        ) : (
          <Caption1 className={styles.details}>Loading…</Caption1>
        )}
      </div>,
    );
  }

  return (
    <div
      ref={viewport}
      className={styles.viewport}
      role="listbox"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      style={{ height: `${Math.min(VIEWPORT_HEIGHT, shown.totalHeight + 2)}px` }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
    >
      <div style={{ height: `${shown.totalHeight}px`, position: "relative" }}>{rows}</div>
    </div>
  );
}
