import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from "react";
import { makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { InvalidInputError } from "../domain/invalid-input";
import { type CellRef, type CellValue, columnLetters, type CopiedCells, formatCell, GENERAL_FORMAT, type MemoryWorkbook, type RangeRect } from "../workbook";
import { displayCellValue } from "./cell-display";
import type { FormulaEngine } from "./formula-engine";

const useStyles = makeStyles({
  workbook: { display: "flex", flexDirection: "column", minWidth: 0, height: "100%", gap: tokens.spacingVerticalXS },
  // A cell's choices go under the formula bar when the workbook is narrow, never squeezed to a sliver beside it.
  bar: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS, alignItems: "center" },
  nameBox: { minWidth: "7rem", fontFamily: tokens.fontFamilyMonospace, padding: "2px 6px", border: `1px solid ${tokens.colorNeutralStroke1}` },
  input: {
    flex: 1,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase300,
    padding: "3px 6px",
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  scroller: { overflow: "auto", flex: 1, border: `1px solid ${tokens.colorNeutralStroke1}` },
  table: { borderCollapse: "collapse", fontSize: tokens.fontSizeBase200, tableLayout: "fixed" },
  corner: { width: "2.5rem" },
  columnHeader: {
    backgroundColor: tokens.colorNeutralBackground3,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    fontWeight: tokens.fontWeightRegular,
    width: "7.5rem",
  },
  rowHeader: { backgroundColor: tokens.colorNeutralBackground3, border: `1px solid ${tokens.colorNeutralStroke2}`, padding: 0 },
  rowButton: { width: "100%", border: "none", background: "transparent", color: "inherit", cursor: "pointer", padding: "2px 4px" },
  cell: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: "2px 4px",
    height: "1.4rem",
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
    cursor: "cell",
    outlineOffset: "-2px",
  },
  // Home > Wrap Text, as Excel shows it: the text wraps inside the column and the row grows to show all of it.
  wrapped: { whiteSpace: "pre-wrap", overflowWrap: "anywhere", textOverflow: "clip", height: "auto", verticalAlign: "top" },
  // The column keeps at least a column header's width, as an Excel column keeps its width, rather than narrowing to
  // the longest word when the sheet is wider than the window (a table cell's own min-width is not honoured).
  wrappedText: { minWidth: "7.5rem" },
  number: { textAlign: "right" },
  error: { color: tokens.colorPaletteRedForeground1, textAlign: "center" },
  spill: { color: tokens.colorNeutralForeground2, fontStyle: "italic" },
  selectedRow: { backgroundColor: tokens.colorNeutralBackground1Selected },
  active: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  // Many sheets scroll sideways inside the sheet's column instead of running on under the task pane beside it.
  tabs: { display: "flex", gap: "2px", overflowX: "auto", flexShrink: 0, minWidth: 0, paddingBottom: "2px" },
  tab: {
    flexShrink: 0,
    whiteSpace: "nowrap",
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    background: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    padding: "4px 12px",
    cursor: "pointer",
  },
  choices: { fontSize: tokens.fontSizeBase300, padding: "2px 4px", minWidth: "10rem", maxWidth: "24rem" },
  refusal: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  menu: {
    position: "fixed",
    zIndex: 10,
    display: "flex",
    flexDirection: "column",
    minWidth: "13rem",
    padding: "4px 0",
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    boxShadow: tokens.shadow16,
  },
  menuItem: {
    display: "flex",
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalL,
    border: "none",
    background: "transparent",
    color: "inherit",
    textAlign: "left",
    padding: "4px 12px",
    cursor: "pointer",
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
    ":focus-visible": { backgroundColor: tokens.colorNeutralBackground1Hover, outline: "none" },
    ":disabled": { color: tokens.colorNeutralForegroundDisabled, cursor: "default" },
  },
  shortcut: { color: tokens.colorNeutralForeground3 },
  copied: { outline: `2px dashed ${tokens.colorBrandStroke1}`, outlineOffset: "-3px" },
  tabSelected: { background: tokens.colorNeutralBackground1, fontWeight: tokens.fontWeightSemibold, borderTopColor: tokens.colorBrandStroke1 },
});

const minColumns = 8;
const minRows = 20;

/** A small spreadsheet over the in-memory workbook: sheets, a formula bar, cells, row selection. */
export function Grid({ workbook, engine }: { workbook: MemoryWorkbook; engine: FormulaEngine }) {
  const styles = useStyles();
  const model = workbook.model;
  useModelVersion(workbook);
  useSyncExternalStore(engine.subscribe, engine.snapshot);
  const { sheet, ref: active } = model.activeCell();
  const { rect: selection } = model.selection();
  // What is typed in the formula bar, tied to the cell it was typed for: selecting another cell drops it in the same
  // render that moves the name box, and a change to the cell from elsewhere (a formula, the add-in) does not overwrite
  // typing in progress, as in Excel.
  const [typing, setTyping] = useState<{ cell: string; text: string } | undefined>();
  // Excel's Stop alert for a value outside a cell's drop-down, shown until the next entry.
  const [refusal, setRefusal] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const anchorRow = useRef(active.row);
  // What Copy took, and from where (shown dashed until the next copy, as Excel's marching ants).
  const [clipboard, setClipboard] = useState<{ sheet: string; rect: RangeRect; cells: CopiedCells; wholeRows: boolean } | undefined>();
  // The context menu (right click on a cell or a row number, or on the sheet tabs), where it opened.
  const [menu, setMenu] = useState<{ x: number; y: number; of: "cells" | "tabs" } | undefined>();

  const used = model.usedRect(sheet);
  const spills = engine.spillExtent(sheet);
  const columnCount = Math.max(minColumns, (used ? used.column + used.columnCount : 0) + 2, spills.columns + 2);
  const rowCount = Math.max(minRows, (used ? used.row + used.rowCount : 0) + 5, spills.rows + 5);
  // The formula bar shows what the cell holds (a date as its serial), the cell what its format makes of it.
  const activeInput = model.formula(sheet, active) ?? rawText(model.value(sheet, active));
  // The active cell's drop-down (list data validation), offered beside the formula bar as Excel offers it in the cell.
  const choices = model.allowedValues(sheet, active);

  const activeKey = `${sheet}!${formatCell(active)}`;
  const draft = typing?.cell === activeKey ? typing.text : activeInput;
  const setDraft = (text: string) => setTyping({ cell: activeKey, text });
  const tabsRef = useRef<HTMLDivElement>(null);
  // A sheet a job opens (a template, a payment row) has its tab brought into view, as Excel does.
  useEffect(() => {
    tabsRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [sheet]);

  const activate = (ref: CellRef) => {
    setRefusal(undefined);
    setTyping(undefined);
    model.activate(sheet, ref);
    anchorRow.current = ref.row;
  };
  const focusCell = (ref: CellRef) =>
    gridRef.current?.querySelector<HTMLElement>(`[data-address="${formatCell(ref)}"]`)?.focus();

  const commit = (moveDown: boolean, input = draft) => {
    // Typed as in Excel: a row typed right under a table joins it, with its columns' formats (typeCell); a value
    // outside the cell's drop-down is refused and stays in the bar to be corrected.
    try {
      model.typeCell(sheet, active, input);
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      setRefusal(error.reason);
      return;
    }
    const next = moveDown ? { row: active.row + 1, column: active.column } : active;
    activate(next);
    requestAnimationFrame(() => focusCell(next));
  };

  // Whole rows are selected (by their numbers) when the selection spans more than one column.
  const wholeRowsSelected = selection.columnCount > 1;
  const selectedRows = wholeRowsSelected ? { first: selection.row, count: selection.rowCount } : { first: active.row, count: 1 };

  /** Excel's Copy: the selected rows, else the active cell. */
  const copy = () => {
    const rect = wholeRowsSelected ? selection : { ...active, rowCount: 1, columnCount: 1 };
    setClipboard({ sheet, rect, cells: model.copyCells(sheet, rect), wholeRows: wholeRowsSelected });
  };

  /** Excel's Paste: what was copied, its top-left corner at the active cell (at column A for whole rows), over what is there. */
  const paste = () => {
    if (!clipboard) return;
    const topLeft = clipboard.wholeRows ? { row: selectedRows.first, column: 0 } : active;
    model.pasteCells(sheet, topLeft, clipboard.cells);
    workbook.select(sheet, clipboard.wholeRows ? `${topLeft.row + 1}:${topLeft.row + clipboard.rect.rowCount}` : formatCell(topLeft));
  };

  /** Excel's "Insert Copied Cells" for copied rows: the copies go in above the selected row, which moves down. */
  const insertCopied = () => {
    if (!clipboard?.wholeRows) return;
    model.insertRows(sheet, selectedRows.first, clipboard.rect.rowCount);
    model.pasteCells(sheet, { row: selectedRows.first, column: 0 }, clipboard.cells);
    workbook.select(sheet, `${selectedRows.first + 1}:${selectedRows.first + clipboard.rect.rowCount}`);
  };

  /** Excel's Insert on row numbers: as many blank rows as are selected, above them. */
  const insertRows = () => {
    model.insertRows(sheet, selectedRows.first, selectedRows.count);
    workbook.select(sheet, `${selectedRows.first + 1}:${selectedRows.first + selectedRows.count}`);
  };

  /** Excel's Delete on row numbers: the selected rows (the active cell's row when no row is selected) go, those below move up. */
  const deleteRows = () => {
    model.deleteRows(sheet, selectedRows.first, selectedRows.count);
    setClipboard(undefined);
    activate({ row: selectedRows.first, column: active.column });
  };

  // Excel's Unhide on the sheet tabs: a sheet the add-in keeps hidden (its drop-down lists) can be read as a person can.
  const hiddenSheets = model.sheetNames().filter((name) => model.isSheetHidden(name));
  const tabItems: { label: string; shortcut?: string; run: () => void; disabled?: boolean }[] =
    hiddenSheets.length === 0
      ? [{ label: "Unhide", run: () => undefined, disabled: true }]
      : hiddenSheets.map((name) => ({
          label: `Unhide “${name}”`,
          run: () => {
            model.unhideSheet(name);
            workbook.select(name, "A1");
          },
        }));
  const cellItems: { label: string; shortcut?: string; run: () => void; disabled?: boolean }[] = [
    { label: "Copy", shortcut: "Ctrl+C", run: copy },
    { label: "Paste", shortcut: "Ctrl+V", run: paste, disabled: clipboard === undefined },
    { label: "Insert copied rows", run: insertCopied, disabled: clipboard?.wholeRows !== true },
    { label: selectedRows.count === 1 ? "Insert row" : `Insert ${selectedRows.count} rows`, shortcut: "Ctrl++", run: insertRows },
    { label: selectedRows.count === 1 ? "Delete row" : `Delete ${selectedRows.count} rows`, shortcut: "Ctrl+-", run: deleteRows },
  ];

  const openMenu = (event: MouseEvent, ref?: CellRef) => {
    event.preventDefault();
    // A right click outside the selection selects what was clicked first, as in Excel.
    if (ref && !(ref.row >= selection.row && ref.row < selection.row + selection.rowCount && ref.column >= selection.column && ref.column < selection.column + selection.columnCount)) activate(ref);
    setMenu({ x: event.clientX, y: event.clientY, of: "cells" });
  };
  const menuItems = menu?.of === "tabs" ? tabItems : cellItems;
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (menu) menuRef.current?.querySelector<HTMLElement>("button:not(:disabled)")?.focus();
  }, [menu]);

  const onCellKey = (event: KeyboardEvent<HTMLTableCellElement>) => {
    const ctrl = event.ctrlKey || event.metaKey;
    if (ctrl && (event.key === "c" || event.key === "C")) {
      event.preventDefault();
      return copy();
    }
    if (ctrl && (event.key === "v" || event.key === "V")) {
      event.preventDefault();
      return paste();
    }
    if (ctrl && event.key === "-") {
      event.preventDefault();
      return deleteRows();
    }
    if (ctrl && (event.key === "+" || (event.shiftKey && event.key === "="))) {
      event.preventDefault();
      return insertRows();
    }
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const next = { row: Math.max(0, active.row + move[0]), column: Math.max(0, active.column + move[1]) };
      activate(next);
      focusCell(next);
    } else if (event.key === "Enter" || event.key === "F2") {
      event.preventDefault();
      inputRef.current?.focus();
    } else if ((event.ctrlKey || event.metaKey) && event.code === "Digit9") {
      // Excel's Ctrl+9 hides the selected rows, Ctrl+Shift+9 shows them again.
      event.preventDefault();
      workbook.hideRows(sheet, `${selection.row + 1}:${selection.row + selection.rowCount}`, !event.shiftKey);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      model.enterValue(sheet, active, "");
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      setDraft(event.key);
      inputRef.current?.focus();
    }
  };

  const selectRow = (row: number, event: MouseEvent) => {
    const first = event.shiftKey ? Math.min(anchorRow.current, row) : row;
    const last = event.shiftKey ? Math.max(anchorRow.current, row) : row;
    if (!event.shiftKey) anchorRow.current = row;
    workbook.select(sheet, `${first + 1}:${last + 1}`);
  };

  const rowSelected = (row: number) =>
    selection.columnCount > 1 && row >= selection.row && row < selection.row + selection.rowCount && selection.rowCount < 1_000_000;

  return (
    <section className={styles.workbook} aria-label="Workbook">
      <div className={styles.bar}>
        <output className={styles.nameBox} aria-label="Active cell" data-testid="name-box">
          {sheet}!{formatCell(active)}
        </output>
        <input
          ref={inputRef}
          className={styles.input}
          aria-label={`Contents of ${sheet}!${formatCell(active)}`}
          data-testid="formula-bar"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit(true);
            } else if (event.key === "Escape") {
              setTyping(undefined);
              focusCell(active);
            }
          }}
          spellCheck={false}
        />
        {choices && (
          <select
            className={styles.choices}
            aria-label={`Choices for ${sheet}!${formatCell(active)}`}
            value={choices.includes(activeInput) ? activeInput : ""}
            onChange={(event) => commit(false, event.target.value)}
          >
            <option value="">(blank)</option>
            {/* A long choice (a purpose code's description) is whole in its tooltip where the list is narrower. */}
            {choices.map((choice) => (
              <option key={choice} value={choice} title={choice}>
                {choice}
              </option>
            ))}
          </select>
        )}
      </div>
      {refusal && (
        <div role="alert" className={styles.refusal}>
          {refusal}
        </div>
      )}
      <div className={styles.scroller}>
        <table ref={gridRef} className={styles.table} role="grid" aria-label={`Sheet ${sheet}`}>
          <thead>
            <tr>
              <th className={styles.corner} aria-hidden="true" />
              {Array.from({ length: columnCount }, (_, column) => (
                <th key={column} className={styles.columnHeader} scope="col">
                  {columnLetters(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shownRows(rowCount, (row) => model.isRowHidden(sheet, row)).map((row) => (
              <tr key={row} className={rowSelected(row) ? styles.selectedRow : undefined} aria-selected={rowSelected(row)}>
                <th className={styles.rowHeader} scope="row">
                  <button
                    type="button"
                    className={styles.rowButton}
                    aria-label={`Select row ${row + 1}`}
                    onClick={(event) => selectRow(row, event)}
                    onContextMenu={(event) => {
                      if (!rowSelected(row)) selectRow(row, event);
                      openMenu(event);
                    }}
                    onKeyDown={(event) => {
                      const ctrl = event.ctrlKey || event.metaKey;
                      const action = !ctrl ? undefined : event.key.toLowerCase() === "c" ? copy : event.key.toLowerCase() === "v" ? paste : event.key === "-" ? deleteRows : event.key === "+" ? insertRows : undefined;
                      if (!action) return;
                      event.preventDefault();
                      action();
                    }}
                  >
                    {row + 1}
                  </button>
                </th>
                {Array.from({ length: columnCount }, (_, column) => {
                  const ref = { row, column };
                  const isActive = row === active.row && column === active.column;
                  const own = model.formula(sheet, ref) !== null || model.value(sheet, ref) !== null;
                  const spilled = own ? undefined : engine.spilledValue(sheet, ref);
                  const value = own ? model.value(sheet, ref) : (spilled?.value ?? null);
                  const note = own ? engine.annotation(sheet, ref) : spilled;
                  // A function's formatted number shows in its own format unless the cell was given one.
                  const ownFormat = own ? (model.cell(sheet, ref)?.numberFormat ?? GENERAL_FORMAT) : GENERAL_FORMAT;
                  const numberFormat = ownFormat === GENERAL_FORMAT ? (note?.numberFormat ?? GENERAL_FORMAT) : ownFormat;
                  const busy = own && engine.annotation(sheet, ref)?.busy === true;
                  const errorMessage = note?.errorMessage;
                  const isError = errorMessage !== undefined;
                  const address = formatCell(ref);
                  const wrapped = own && model.cell(sheet, ref)?.wrapText === true;
                  return (
                    <td
                      key={column}
                      role="gridcell"
                      tabIndex={isActive ? 0 : -1}
                      data-address={address}
                      data-value={value === null ? "" : String(value)}
                      data-wrap={wrapped || undefined}
                      title={errorMessage || (model.formula(sheet, ref) ?? undefined)}
                      aria-description={errorMessage || undefined}
                      className={mergeClasses(
                        styles.cell,
                        wrapped && styles.wrapped,
                        typeof value === "number" && styles.number,
                        isError && styles.error,
                        spilled && styles.spill,
                        isActive && styles.active,
                        clipboard?.sheet === sheet && inside(clipboard.rect, ref) && styles.copied,
                      )}
                      onClick={() => activate(ref)}
                      onContextMenu={(event) => openMenu(event, ref)}
                      onDoubleClick={() => inputRef.current?.focus()}
                      onKeyDown={onCellKey}
                    >
                      {busy ? "#BUSY!" : wrapped ? <div className={styles.wrappedText}>{displayCellValue(value, numberFormat)}</div> : displayCellValue(value, numberFormat)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {menu && (
        <div
          ref={menuRef}
          role="menu"
          aria-label={menu.of === "tabs" ? "Sheets" : "Cells"}
          className={styles.menu}
          style={{ left: menu.x, top: menu.y }}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              setMenu(undefined);
              focusCell(active);
            }
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setMenu(undefined);
          }}
        >
          {menuItems.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className={styles.menuItem}
              disabled={item.disabled}
              onClick={() => {
                setMenu(undefined);
                item.run();
              }}
            >
              <span>{item.label}</span>
              {item.shortcut && <span className={styles.shortcut}>{item.shortcut}</span>}
            </button>
          ))}
        </div>
      )}
      <div
        role="tablist"
        aria-label="Sheets"
        className={styles.tabs}
        ref={tabsRef}
        onContextMenu={(event) => {
          event.preventDefault();
          setMenu({ x: event.clientX, y: event.clientY, of: "tabs" });
        }}
      >
        {model.sheetNames().filter((name) => !model.isSheetHidden(name)).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === sheet}
            className={`${styles.tab} ${name === sheet ? styles.tabSelected : ""}`}
            onClick={() => workbook.select(name, "A1")}
          >
            {name}
          </button>
        ))}
      </div>
    </section>
  );
}

function inside(rect: RangeRect, ref: CellRef): boolean {
  return ref.row >= rect.row && ref.row < rect.row + rect.rowCount && ref.column >= rect.column && ref.column < rect.column + rect.columnCount;
}

/** Rows 0..count-1 without the hidden ones, which Excel does not draw (their row numbers are skipped). */
function shownRows(count: number, isHidden: (row: number) => boolean): number[] {
  return Array.from({ length: count }, (_, row) => row).filter((row) => !isHidden(row));
}

function rawText(value: CellValue): string {
  return value === null ? "" : String(value);
}

/** Re-renders on every workbook change (cells, sheets, selection). */
function useModelVersion(workbook: MemoryWorkbook): number {
  const version = useRef(0);
  return useSyncExternalStore(
    (notify) =>
      workbook.onChange(() => {
        version.current++;
        notify();
      }),
    () => version.current,
  );
}
