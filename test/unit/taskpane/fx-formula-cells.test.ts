import { describe, expect, it } from "@jest/globals";
import { fxFormulaCells } from "../../../src/taskpane/fx-formula-cells";

const cell = (row: number, formula: string) => ({ sheet: "Rates", row, column: 1, formula });

describe("fxFormulaCells", () => {
  it("keeps only the cells whose formula calls an FX function, whatever its case or nesting", () => {
    const cells = [
      cell(1, '=FX.RATE("EURGBP")'),
      cell(2, "=SUM(A1:A3)"),
      cell(3, '=A1*fx.convert(1,"EUR","USD")'),
      cell(4, "=MYFX.RATE(1)"),
      cell(5, '=IFERROR(FX.BALANCE("GBP"),0)'),
    ];
    expect(fxFormulaCells(cells).map((kept) => kept.row)).toEqual([1, 3, 5]);
  });

  it("gives nothing for a workbook without FX formulas", () => {
    expect(fxFormulaCells([cell(1, "=1+1")])).toEqual([]);
  });
});
