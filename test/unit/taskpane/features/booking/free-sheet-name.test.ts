import { describe, expect, it } from "@jest/globals";
import { freeSheetName } from "../../../../../src/taskpane/features/booking/free-sheet-name";
import { MemoryWorkbook } from "../../../../../src/workbook/memory-workbook";
import type { WorkbookPort } from "../../../../../src/workbook/port";

describe("freeSheetName", () => {
  it("takes a missing or empty sheet, else the next numbered one", async () => {
    const workbook = new MemoryWorkbook();
    await expect(freeSheetName(workbook, "Payments")).resolves.toBe("Payments");
    workbook.setValues("Payments", "A1", [["Amount"], [1]]);
    workbook.model.addSheet("Payments 2");
    await expect(freeSheetName(workbook, "Payments")).resolves.toBe("Payments 2");
    workbook.setValues("Payments 2", "A1", [["Amount"]]);
    await expect(freeSheetName(workbook, "Payments")).resolves.toBe("Payments 3");
  });

  it("never takes a failure to read for a free sheet", async () => {
    const busy = new MemoryWorkbook();
    const failing: WorkbookPort = Object.assign(Object.create(busy) as WorkbookPort, {
      readTable: async () => {
        throw Object.assign(new Error("GeneralException: the host is busy"), { code: "GeneralException" });
      },
    });
    await expect(freeSheetName(failing, "Payments")).rejects.toThrow("the host is busy");
  });
});
