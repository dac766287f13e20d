import { describe, expect, it } from "@jest/globals";
import { fxFormulaAddresses } from "../../../src/taskpane/fx-formula-cells";

describe("fxFormulaAddresses", () => {
  it("names only the cells whose formula calls an FX function, in A1", () => {
    const areas = [
      { rowIndex: 1, columnIndex: 1, formulas: [['=FX.RATE("EURGBP")', "=SUM(A1:A3)"], ["=A1*fx.convert(1,\"EUR\",\"USD\")", "plain"]] },
      { rowIndex: 9, columnIndex: 26, formulas: [["=MYFX.RATE(1)"], ["=IFERROR(FX.BALANCE(\"GBP\"),0)"]] },
    ];
    expect(fxFormulaAddresses(areas)).toEqual(["B2,B3,AA11"]);
  });

  it("splits long lists so each stays under the length a getRanges call takes", () => {
    const areas = [{ rowIndex: 0, columnIndex: 0, formulas: Array.from({ length: 1_000 }, () => ['=FX.RATE("EURUSD")']) }];
    const lists = fxFormulaAddresses(areas, 100);
    expect(lists.every((list) => list.length <= 100)).toBe(true);
    expect(lists.join(",").split(",")).toHaveLength(1_000);
    expect(lists[0]?.startsWith("A1,A2,")).toBe(true);
  });

  it("gives nothing for a sheet without FX formulas", () => {
    expect(fxFormulaAddresses([{ rowIndex: 0, columnIndex: 0, formulas: [["=1+1", ""]] }])).toEqual([]);
  });
});
