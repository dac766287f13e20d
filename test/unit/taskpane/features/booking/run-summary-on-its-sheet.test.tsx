/**
 * @jest-environment jsdom
 */
/**
 * A banner belongs to the sheet it is about (issue 43): a run's "Done — Finished on Payments 2" is shown while Payments 2
 * is the active sheet, hidden while the person is on another sheet, and shown again when they come back.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { act, render, screen, waitFor } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import type { JobOutcome } from "../../../../../src/jobs";
import { RunSummaryOnItsSheet } from "../../../../../src/taskpane/features/booking/run-summary";
import { isOnSheet } from "../../../../../src/taskpane/components/use-active-sheet";
import { MemoryWorkbook } from "../../../../../src/workbook/memory-workbook";

const outcome: JobOutcome = { rows: [{ row: 1, key: "k1", result: "booked", id: "p1" }], booked: 1, recovered: 0, failed: 0, notSent: 0, cancelled: false, awaitingAuthorisation: 0, copies: 0, workbookSyncs: 0 };
const A1 = { row: 0, column: 0, rowCount: 1, columnCount: 1 };

describe("the run summary on its sheet", () => {
  it("shows while the run's sheet is active, hides on another sheet and shows again on return", async () => {
    const workbook = new MemoryWorkbook();
    workbook.model.addSheet("Payments 2");
    workbook.model.addSheet("Rates");
    render(
      <FluentProvider theme={webLightTheme}>
        <RunSummaryOnItsSheet workbook={workbook} kind="payment" sheet="Payments 2" outcome={outcome} />
      </FluentProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("run-summary").textContent).toContain("Finished on Payments 2"));

    act(() => workbook.model.select("Rates", A1));
    await waitFor(() => expect(screen.queryByTestId("run-summary")).toBeNull());

    act(() => workbook.model.select("payments 2", A1));
    await waitFor(() => expect(screen.getByTestId("run-summary").textContent).toContain("Finished on Payments 2"));
  });

  it("starts hidden when the person is already on another sheet as the run ends", async () => {
    const workbook = new MemoryWorkbook();
    workbook.model.addSheet("Payments 2");
    workbook.model.addSheet("Rates");
    workbook.model.select("Rates", A1);
    render(
      <FluentProvider theme={webLightTheme}>
        <RunSummaryOnItsSheet workbook={workbook} kind="payment" sheet="Payments 2" outcome={outcome} />
      </FluentProvider>,
    );
    // The first answer arrives after the first render: the banner is gone once it has.
    await waitFor(() => expect(screen.queryByTestId("run-summary")).toBeNull());
    await act(async () => workbook.goToRow("Payments 2", 1));
    await waitFor(() => expect(screen.getByTestId("run-summary")).toBeTruthy());
  });

  it("is about the sheet by name, in any case, and shows everything while the active sheet is not known", () => {
    expect(isOnSheet("Payments 2", { id: "1", name: "PAYMENTS 2" })).toBe(true);
    expect(isOnSheet("Payments 2", { id: "2", name: "Payments" })).toBe(false);
    expect(isOnSheet("Payments 2", undefined)).toBe(true);
  });
});
