/**
 * @jest-environment jsdom
 */
/**
 * The playground's grid shows a cell the add-in wrote with Wrap Text as Excel does: the text wraps inside its column
 * and the row grows to show all of it, where an unwrapped cell stays on one line, cut at the filled cell beside it.
 */
import "../../support/jsdom-text-encoder";
import { beforeAll, describe, expect, it } from "@jest/globals";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { gridCell, gridOver } from "./grid-harness";

const MESSAGE = "Rejected by approver@fxdesk.local on Monday 5 January 2026: Wrong payee: the invoice is Acme's, not Sousa's";

describe("the playground's grid and Wrap Text", () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });

  it("wraps the FX message a job wrote, whole, and leaves the cells beside it on one line", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["Reference"], ["SC-778"]]);
    await workbook.writeColumns("Payments", 0, [{ header: "FX message", wrapText: true }, { header: "FX sent as" }], [{ row: 1, values: [MESSAGE, "EUR 777.00 to Sousa Consulting"] }]);
    gridOver(workbook);
    const cell = gridCell;

    expect(cell("B2").textContent).toBe(MESSAGE);
    expect(cell("B2").getAttribute("data-wrap")).toBe("true");
    expect(getComputedStyle(cell("B2")).whiteSpace).toBe("pre-wrap");
    expect(getComputedStyle(cell("B2")).textOverflow).toBe("clip");
    // The header and the cell beside it are not wrapped: one line, cut with an ellipsis as before.
    for (const address of ["B1", "C2"]) {
      expect(cell(address).getAttribute("data-wrap")).toBeNull();
      expect(getComputedStyle(cell(address)).whiteSpace).toBe("nowrap");
    }
  });
});
