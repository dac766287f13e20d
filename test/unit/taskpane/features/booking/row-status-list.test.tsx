/**
 * @jest-environment jsdom
 */
/**
 * The preview's row list over a check of 10,000 rows: only the rows in view are rendered (windowing.ts), problems
 * first, every row reachable by scrolling, and each row's button goes to its sheet row. A list of up to 100 rows is
 * rendered whole.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { fireEvent, render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { RowStatusList } from "../../../../../src/taskpane/features/booking/row-status-list";
import type { RowStatus } from "../../../../../src/taskpane/features/booking/row-statuses";

const ROWS = 10_000;

/** Sheet rows 2 … 10,001; every 1,000th is invalid (rows 1,001, 2,001, … 10,001). */
const statuses: RowStatus[] = Array.from({ length: ROWS }, (_, index) => {
  const sheetRow = index + 2;
  return sheetRow % 1_000 === 1
    ? { sheetRow, label: "Invalid", tone: "error", detail: "Amount has more decimals than EUR allows (2): 10.001" }
    : { sheetRow, label: "Valid", tone: "success", detail: `EUR payment to Staff ${index % 20}` };
});

function list(goTo: (row: number) => void = () => undefined, shown: readonly RowStatus[] = statuses) {
  const { unmount } = render(
    <FluentProvider theme={webLightTheme}>
      <RowStatusList statuses={shown} sheet="Pay" onGoToRow={goTo} />
    </FluentProvider>,
  );
  const table = screen.getByTestId("row-statuses");
  const viewport = table.parentElement as HTMLElement;
  const shownRows = () => [...table.querySelectorAll("tbody tr[data-row]")].map((row) => Number(row.getAttribute("data-row")));
  return { table, viewport, shownRows, unmount };
}

describe("the preview's row list", () => {
  it("renders a list of up to 100 rows whole, and windows one of 101", () => {
    const whole = list(undefined, statuses.slice(0, 100));
    expect(whole.shownRows()).toHaveLength(100);
    whole.unmount();
    const longer = list(undefined, statuses.slice(0, 101));
    expect(longer.shownRows().length).toBeLessThan(101);
  });

  it("mounts a window of a 10,000-row check, problems first, and says how many rows there are", () => {
    const { table, shownRows } = list();
    expect(shownRows().length).toBeGreaterThan(5);
    expect(shownRows().length).toBeLessThanOrEqual(100);
    expect(table.querySelectorAll("tbody tr").length).toBeLessThanOrEqual(102);
    expect(shownRows().slice(0, 11)).toEqual([1_001, 2_001, 3_001, 4_001, 5_001, 6_001, 7_001, 8_001, 9_001, 10_001, 2]);
    expect(table.getAttribute("aria-rowcount")).toBe(String(ROWS + 1));
  });

  it("shows the right rows as it scrolls, down to the last", () => {
    const { viewport, shownRows } = list();
    // Each valid row is a badge and one line of message: 20 + 16 + 8 = 44 px; the ten invalid rows, two lines, 60 px.
    fireEvent.scroll(viewport, { target: { scrollTop: 24 + 10 * 60 + 5_000 * 44 } });
    const middle = shownRows();
    expect(middle.length).toBeLessThanOrEqual(100);
    // At the top of the viewport now: the 5,001st valid row, sheet row 5,007 (rows 1,001 … 5,001 are listed first, as invalid).
    expect(middle).toContain(5_007);
    expect(middle).toContain(5_010);
    expect(middle).not.toContain(2);
    fireEvent.scroll(viewport, { target: { scrollTop: 10_000_000 } });
    const end = shownRows();
    expect(end.at(-1)).toBe(10_000);
    expect(end.length).toBeLessThanOrEqual(100);
  });

  it("goes to a row's sheet row from its button", () => {
    const visited: number[] = [];
    list((row) => visited.push(row));
    fireEvent.click(screen.getByRole("button", { name: "Go to row 3001 of Pay" }));
    expect(visited).toEqual([3_001]);
  });
});
