/**
 * @jest-environment jsdom
 */
/**
 * The playground's grid copies, pastes, inserts and deletes as Excel does, by keyboard and by its context menu:
 * a copied row keeps every cell (its FX columns too), Paste overwrites, "Insert copied rows" and Insert push rows
 * down, Delete pulls them up.
 */
import "../../support/jsdom-text-encoder";
import { beforeAll, describe, expect, it } from "@jest/globals";
import { fireEvent, screen } from "@testing-library/react";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { gridCell, gridOver } from "./grid-harness";

const cell = gridCell;
const rowButton = (row: number) => screen.getByRole("button", { name: `Select row ${row}` });
const column = (workbook: MemoryWorkbook, index: number) => Array.from({ length: 6 }, (_, row) => workbook.model.value("Payments", { row, column: index }));

function sheet(): MemoryWorkbook {
  const workbook = new MemoryWorkbook();
  workbook.setValues("Payments", "A1", [
    ["Reference", "Amount", "FX key"],
    ["INV-1", "100", "key-1"],
    ["INV-2", "200", "key-2"],
    ["INV-3", "300", ""],
  ]);
  workbook.model.setNumberFormat("Payments", { row: 1, column: 1 }, "#,##0.00");
  return workbook;
}

describe("the playground's grid, as Excel edits rows", () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });

  it("copies a whole row with Ctrl+C and pastes it over another with Ctrl+V, formats and FX columns too", () => {
    const workbook = sheet();
    gridOver(workbook);
    fireEvent.click(rowButton(2));
    fireEvent.keyDown(rowButton(2), { key: "c", ctrlKey: true });
    fireEvent.click(rowButton(6));
    fireEvent.keyDown(rowButton(6), { key: "v", ctrlKey: true });

    expect(column(workbook, 0)).toEqual(["Reference", "INV-1", "INV-2", "INV-3", null, "INV-1"]);
    expect(column(workbook, 2)).toEqual(["FX key", "key-1", "key-2", null, null, "key-1"]);
    expect(workbook.model.cell("Payments", { row: 5, column: 1 })?.numberFormat).toBe("#,##0.00");
  });

  it("copies a cell and pastes it at the active cell, over what it held", () => {
    const workbook = sheet();
    gridOver(workbook);
    fireEvent.click(cell("B3"));
    fireEvent.keyDown(cell("B3"), { key: "c", ctrlKey: true });
    fireEvent.click(cell("B4"));
    fireEvent.keyDown(cell("B4"), { key: "v", ctrlKey: true });
    expect(column(workbook, 1)).toEqual(["Amount", 100, 200, 200, null, null]);
  });

  it("inserts copied rows, inserts a blank row and deletes rows from the context menu", () => {
    const workbook = sheet();
    gridOver(workbook);
    fireEvent.click(rowButton(2));
    fireEvent.contextMenu(rowButton(2));
    fireEvent.click(screen.getByRole("menuitem", { name: /^Copy/ }));
    fireEvent.click(rowButton(4));
    fireEvent.contextMenu(rowButton(4));
    fireEvent.click(screen.getByRole("menuitem", { name: "Insert copied rows" }));
    expect(column(workbook, 0)).toEqual(["Reference", "INV-1", "INV-2", "INV-1", "INV-3", null]);

    fireEvent.contextMenu(rowButton(3));
    fireEvent.click(screen.getByRole("menuitem", { name: /^Insert row/ }));
    expect(column(workbook, 0)).toEqual(["Reference", "INV-1", null, "INV-2", "INV-1", "INV-3"]);

    fireEvent.click(rowButton(2));
    fireEvent.click(rowButton(3), { shiftKey: true });
    fireEvent.contextMenu(rowButton(3));
    fireEvent.click(screen.getByRole("menuitem", { name: /^Delete 2 rows/ }));
    expect(column(workbook, 0)).toEqual(["Reference", "INV-2", "INV-1", "INV-3", null, null]);
  });

  it("deletes the active cell's row with Ctrl+- and inserts one above it with Ctrl++", () => {
    const workbook = sheet();
    gridOver(workbook);
    fireEvent.click(cell("A3"));
    fireEvent.keyDown(cell("A3"), { key: "-", ctrlKey: true });
    expect(column(workbook, 0)).toEqual(["Reference", "INV-1", "INV-3", null, null, null]);
    fireEvent.keyDown(cell("A3"), { key: "+", ctrlKey: true });
    expect(column(workbook, 0)).toEqual(["Reference", "INV-1", null, "INV-3", null, null]);
  });
});
