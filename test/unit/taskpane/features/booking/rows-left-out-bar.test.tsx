/**
 * @jest-environment jsdom
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { RowsLeftOutBar } from "../../../../../src/taskpane/features/booking/rows-left-out-bar";
import type { OrderSheet } from "../../../../../src/jobs";

function show(sheet: Pick<OrderSheet, "notRead" | "hiddenRows">) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <RowsLeftOutBar sheet={sheet} />
    </FluentProvider>,
  );
}

describe("the bar saying which selected rows were left out", () => {
  it("warns with each reason when rows were not read", () => {
    show({ notRead: [{ rows: [17, 18], reason: "in-another-table", table: { name: "Payments_2", address: "A18:F25" } }], hiddenRows: [4] });

    const bar = screen.getByTestId("rows-left-out");
    expect(bar.textContent).toContain("Not every selected row was read");
    expect(bar.textContent).toContain("2 selected rows were not read: rows 18–19 are in another table, Payments_2 (A18:F25)");
    expect(bar.textContent).toContain("1 hidden row was skipped (row 5)");
  });

  it("only counts the hidden rows when every shown row was read", () => {
    show({ notRead: [], hiddenRows: [4, 5] });

    expect(screen.getByTestId("rows-left-out").textContent).toBe("Hidden rows skipped2 hidden rows were skipped (rows 5–6): rows filtered out or hidden are left alone.");
  });

  it("shows nothing when every selected row was read", () => {
    show({ notRead: [], hiddenRows: [] });

    expect(screen.queryByTestId("rows-left-out")).toBeNull();
  });
});
