/**
 * @jest-environment jsdom
 */
/**
 * The playground grid shows a cell's drop-down (its list data validation) beside the formula bar as Excel shows it in
 * the cell: picking a value enters it, a typed value outside the list is refused in words and nothing is entered
 * where the list refuses (a Stop alert), taken where it suggests (the add-in's lists: a code typed for its words), and
 * the sheet keeping the lists stays hidden from the tabs until a person unhides it from the tabs' menu, as in Excel.
 */
import "../../support/jsdom-text-encoder";
import { beforeAll, describe, expect, it } from "@jest/globals";
import { fireEvent, screen } from "@testing-library/react";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { gridCell, gridOver } from "./grid-harness";

async function gridWithDropDown(): Promise<MemoryWorkbook> {
  const workbook = new MemoryWorkbook();
  workbook.setValues("Payments", "A1", [["Currency", "Purpose code"], ["INR", ""], ["GBP", ""]]);
  await workbook.setDropDownLists("Payments", "FX lists", [{ name: "Purpose codes: INR to companies in India", values: ["goods", "services"], cells: [{ row: 1, column: 1 }] }]);
  gridOver(workbook);
  return workbook;
}

describe("the playground grid's drop-downs", () => {
  // jsdom lays nothing out, so it has no scrolling; the grid brings the active tab into view.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });

  it("offers the active cell's values and enters the one picked; a cell without a drop-down offers none", async () => {
    const workbook = await gridWithDropDown();

    fireEvent.click(gridCell("B2"));
    const choices = screen.getByRole("combobox", { name: "Choices for Payments!B2" });
    expect([...choices.querySelectorAll("option")].map((option) => option.textContent)).toEqual(["(blank)", "goods", "services"]);
    fireEvent.change(choices, { target: { value: "services" } });

    expect(workbook.model.value("Payments", { row: 1, column: 1 })).toBe("services");
    fireEvent.click(gridCell("B3"));
    expect(screen.queryByRole("combobox", { name: /^Choices for/ })).toBeNull();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Payments"]);
  });

  it("takes a typed code outside the add-in's list, which only suggests (issue 43: codes pasted from the API or an ERP)", async () => {
    const workbook = await gridWithDropDown();

    fireEvent.click(gridCell("B2"));
    const bar = screen.getByTestId("formula-bar");
    fireEvent.change(bar, { target: { value: "advisor_fees" } });
    fireEvent.keyDown(bar, { key: "Enter" });

    expect(screen.queryByRole("alert")).toBeNull();
    expect(workbook.model.value("Payments", { row: 1, column: 1 })).toBe("advisor_fees");
  });

  it("refuses a typed value outside a list with Excel's Stop alert in words, entering nothing", async () => {
    const workbook = await gridWithDropDown();
    workbook.model.setValidationAlert("Payments", { row: 1, column: 1 }, true);

    fireEvent.click(gridCell("B2"));
    const bar = screen.getByTestId("formula-bar");
    fireEvent.change(bar, { target: { value: "travel" } });
    fireEvent.keyDown(bar, { key: "Enter" });

    expect(screen.getByRole("alert").textContent).toMatch(/"travel" is not in the drop-down of Payments!B2/);
    expect(workbook.model.value("Payments", { row: 1, column: 1 })).toBeNull();
    fireEvent.change(bar, { target: { value: "goods" } });
    fireEvent.keyDown(bar, { key: "Enter" });
    expect(workbook.model.value("Payments", { row: 1, column: 1 })).toBe("goods");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("unhides the lists sheet from the sheet tabs' menu, as Excel's Unhide does, and shows its headers", async () => {
    await gridWithDropDown();

    fireEvent.contextMenu(screen.getByRole("tablist", { name: "Sheets" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "Unhide “FX lists”" }));

    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Payments", "FX lists"]);
    expect(gridCell("A1").textContent).toBe("Purpose codes: INR to companies in India");
    fireEvent.contextMenu(screen.getByRole("tablist", { name: "Sheets" }));
    expect((screen.getByRole("menuitem", { name: "Unhide" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
