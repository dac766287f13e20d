/**
 * @jest-environment jsdom
 */
/**
 * The playground's formula bar holds what is typed for the active cell, as Excel's does: a change to that cell from
 * elsewhere (the add-in writing a result) does not overwrite typing in progress, and selecting another cell drops
 * the typing and shows that cell's content.
 */
import "../../support/jsdom-text-encoder";
import { beforeAll, describe, expect, it } from "@jest/globals";
import { act, fireEvent, screen } from "@testing-library/react";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { gridCell, gridOver } from "./grid-harness";

const cell = gridCell;
const bar = () => screen.getByTestId("formula-bar") as HTMLInputElement;

describe("the playground's formula bar", () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });

  it("keeps what is being typed when the add-in writes to the same cell, and enters it on Enter", () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["IBAN"], ["NL91ABNA0417164300"]]);
    gridOver(workbook);

    fireEvent.click(cell("A2"));
    expect(bar().value).toBe("NL91ABNA0417164300");
    fireEvent.change(bar(), { target: { value: "NL02ABNA0123456789" } });
    act(() => workbook.setValues("Payments", "A2", [["written by the add-in"]]));

    expect(bar().value).toBe("NL02ABNA0123456789");
    fireEvent.keyDown(bar(), { key: "Enter" });
    expect(workbook.model.value("Payments", { row: 1, column: 0 })).toBe("NL02ABNA0123456789");
  });

  it("shows the content of the cell selected next, and the add-in's writes to it while nothing is typed", () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["Amount"], ["100"], ["200"]]);
    gridOver(workbook);

    fireEvent.click(cell("A2"));
    fireEvent.change(bar(), { target: { value: "typed, then abandoned" } });
    fireEvent.click(cell("A3"));
    expect(bar().value).toBe("200");
    act(() => workbook.setValues("Payments", "A3", [["250"]]));
    expect(bar().value).toBe("250");
    fireEvent.click(cell("A2"));
    expect(bar().value).toBe("100");
  });

  it("puts the cell's content back on Escape", () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["Amount"], ["100"]]);
    gridOver(workbook);

    fireEvent.click(cell("A2"));
    fireEvent.change(bar(), { target: { value: "1000" } });
    fireEvent.keyDown(bar(), { key: "Escape" });

    expect(bar().value).toBe("100");
    expect(workbook.model.value("Payments", { row: 1, column: 0 })).toBe(100);
  });
});
