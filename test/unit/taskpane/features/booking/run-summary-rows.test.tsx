/**
 * @jest-environment jsdom
 */
/**
 * The run's summary names every row it did not send with why (issue 39, point 6): a run never ends "1 not sent"
 * with nothing said of that row. A cancel gives every unsent row the same reason, said once in the title.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import type { JobOutcome } from "../../../../../src/jobs";
import { RunSummary } from "../../../../../src/taskpane/features/booking/run-summary";

const outcome = (fields: Partial<JobOutcome>): JobOutcome => ({ rows: [], booked: 0, recovered: 0, failed: 0, notSent: 0, cancelled: false, awaitingAuthorisation: 0, copies: 0, workbookSyncs: 0, ...fields });
const show = (result: JobOutcome) => render(<FluentProvider theme={webLightTheme}><RunSummary kind="payment" sheet="Pay" outcome={result} /></FluentProvider>);

describe("the run summary's rows not sent", () => {
  it("lists each row not sent with its reason", () => {
    show(outcome({ booked: 1, notSent: 1, rows: [{ row: 1, key: "k1", result: "booked", id: "p1" }, { row: 2, key: undefined, result: "not sent", message: "changed since the check (Amount: 1,250.50 → 1,300.00 EUR): check it and run again" }] }));
    expect([...screen.getByTestId("not-sent-rows").querySelectorAll("li")].map((item) => item.textContent)).toEqual(["Row 3: changed since the check (Amount: 1,250.50 → 1,300.00 EUR): check it and run again"]);
  });

  it("says a cancel's reason once, in its title, not row by row", () => {
    show(outcome({ cancelled: true, notSent: 2, rows: [2, 3].map((row) => ({ row, key: undefined, result: "not sent" as const, message: "cancelled before it was sent — run again to book it" })) }));
    expect(screen.queryByTestId("not-sent-rows")).toBeNull();
    expect(screen.getByTestId("run-summary").textContent).toContain("Cancelled: 0 payments booked, 2 not sent");
  });
});
