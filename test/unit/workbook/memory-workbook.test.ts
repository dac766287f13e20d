import { describe, expect, it } from "@jest/globals";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import type { WorkbookChange } from "../../../src/workbook/workbook-model";
import { runWorkbookContract } from "./contract";

runWorkbookContract("MemoryWorkbook", () => {
  const workbook = new MemoryWorkbook();
  return { model: workbook.model, workbook };
});

describe("MemoryWorkbook", () => {
  it("loads sample data as typed: formulas, text marked with an apostrophe, numeric text as numbers", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Rates", "B2", [['=FX.RATE("EURGBP")', "'=not a formula", "1.5", "EURGBP"]]);

    workbook.select("Rates", "B2:E2");
    const block = await workbook.readSelection();

    expect(block.headers).toEqual(["", "=not a formula", "1.5", "EURGBP"]);
    expect(workbook.model.formula("Rates", { row: 1, column: 1 })).toBe('=FX.RATE("EURGBP")');
    expect(workbook.model.value("Rates", { row: 1, column: 3 })).toBe(1.5);
  });

  it("tells listeners once per operation which cells changed", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["Amount"], [10], [20]]);
    const changes: WorkbookChange[] = [];
    workbook.onChange((change) => changes.push(change));

    await workbook.writeColumns("Payments", 0, [{ header: "Status" }], [
      { row: 1, values: ["ok"] },
      { row: 2, values: ["ok"] },
    ]);

    expect(changes).toHaveLength(1);
    expect(changes[0]).toEqual({
      kind: "cells",
      sheet: "Payments",
      cells: [
        { row: 0, column: 1 },
        { row: 1, column: 1 },
        { row: 2, column: 1 },
      ],
    });
  });

  it("keeps a formula when the evaluator stores its result, and stops telling a listener that unsubscribed", () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Rates", "A1", [['=FX.RATE("EURGBP")']]);
    const changes: WorkbookChange[] = [];
    const unsubscribe = workbook.onChange((change) => changes.push(change));

    workbook.model.setFormulaResult("Rates", { row: 0, column: 0 }, 0.8571);
    unsubscribe();
    workbook.model.setFormulaResult("Rates", { row: 0, column: 0 }, 0.86);

    expect(changes).toEqual([{ kind: "cells", sheet: "Rates", cells: [{ row: 0, column: 0 }] }]);
    expect(workbook.model.cell("Rates", { row: 0, column: 0 })).toMatchObject({ value: 0.86, formula: '=FX.RATE("EURGBP")' });
  });

  it("counts one sync per operation", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["Amount"], [10]]);
    workbook.select("Payments", "A2");

    await workbook.readSelection();
    await workbook.writeColumns("Payments", 0, [{ header: "Status" }], [{ row: 1, values: ["ok"] }]);
    await workbook.appendRows("Audit", ["Id"], [["p-1"]]);

    expect(workbook.syncCount).toBe(3);
  });
});
