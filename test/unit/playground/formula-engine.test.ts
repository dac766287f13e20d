/**
 * The playground's stand-in for Excel's calculation: parsing =FX.* formulas and calling the associated
 * functions the way Excel does (null for omitted arguments, matrices for ranges, streaming invocations).
 */
import { beforeAll, describe, expect, it } from "@jest/globals";
import { installCustomFunctionsRuntime, StandInCellError, StandInErrorCode } from "../../../src/playground/custom-functions-runtime";
import { FormulaEngine } from "../../../src/playground/formula-engine";
import { parseFormula } from "../../../src/playground/formula-parser";
import { readFunctionMetadata } from "../../../src/functions/function-metadata";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { generatedFunctionMetadata, GENERATION_TIMEOUT_MS } from "../../support/generated-formulas";

const calls: unknown[][] = [];
let streamInvocation: { setResult(value: unknown): void; onCanceled?: () => void } | undefined;

beforeAll(() => {
  installCustomFunctionsRuntime();
  CustomFunctions.associate("ECHO", async (...args: unknown[]) => {
    calls.push(args);
    return `${String(args[0])}|${String(args[1])}`;
  });
  CustomFunctions.associate("FAIL", async () => {
    throw new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable, "Sign in to FX Desk to load rates");
  });
  CustomFunctions.associate("TABLE", async (pairs: unknown[][]) => [["Pair", "Count"], ...pairs.map((row) => [row[0], 1])]);
  CustomFunctions.associate("STAMP", async () => [["At"], [{ type: "Double", basicValue: 46000.5, numberFormat: "yyyy-mm-dd hh:mm" }]]);
  CustomFunctions.associate("TICK", (_pair: unknown, invocation: typeof streamInvocation) => {
    streamInvocation = invocation;
  });
});

const metadata = readFunctionMetadata({
  functions: [
    { id: "ECHO", name: "ECHO", parameters: [{ name: "a" }, { name: "b", optional: true }] },
    { id: "FAIL", name: "FAIL", parameters: [] },
    { id: "TABLE", name: "TABLE", parameters: [{ name: "pairs", dimensionality: "matrix" }] },
    { id: "STAMP", name: "STAMP", parameters: [] },
    { id: "TICK", name: "TICK", parameters: [{ name: "pair" }], options: { stream: true, cancelable: true } },
  ],
});

function setup() {
  const workbook = new MemoryWorkbook();
  workbook.setValues("Rates", "A1", [["EURGBP"], ["GBPUSD"], [""]]);
  const engine = new FormulaEngine(workbook.model, metadata);
  engine.start();
  const cell = (address: string) => {
    const { row, column } = { row: Number(address.slice(1)) - 1, column: address.charCodeAt(0) - 65 };
    const ref = { row, column };
    return {
      value: workbook.model.value("Rates", ref),
      error: engine.annotation("Rates", ref)?.errorMessage,
      spilled: engine.spilledValue("Rates", ref)?.value,
    };
  };
  const type = async (address: string, text: string) => {
    workbook.setValues("Rates", address, [[text]]);
    await engine.settled();
  };
  return { workbook, engine, cell, type };
}

describe("parseFormula", () => {
  it("reads strings, numbers, booleans, references, ranges and omitted arguments", () => {
    expect(parseFormula('=FX.QUOTE("GBP","EU""R",1000.5,,TRUE,$A$2,A1:B3)')).toEqual({
      ok: true,
      functionName: "QUOTE",
      args: [
        { kind: "literal", value: "GBP" },
        { kind: "literal", value: 'EU"R' },
        { kind: "literal", value: 1000.5 },
        { kind: "omitted" },
        { kind: "literal", value: true },
        { kind: "reference", rect: { row: 1, column: 0, rowCount: 1, columnCount: 1 }, single: true },
        { kind: "reference", rect: { row: 0, column: 0, rowCount: 3, columnCount: 2 }, single: false },
      ],
    });
    expect(parseFormula('=fx.rate.live("EURGBP")')).toMatchObject({ ok: true, functionName: "RATE.LIVE" });
    expect(parseFormula("=FX.BALANCES()")).toEqual({ ok: true, functionName: "BALANCES", args: [] });
  });

  it("refuses what is not one FX call (the engine evaluates that as arithmetic), with Excel's codes", () => {
    expect(parseFormula("=SUM(A1:A3)")).toMatchObject({ ok: false, code: "#NAME?" });
    expect(parseFormula("=FX.RATE(EURGBP)")).toMatchObject({ ok: false, code: "#VALUE!", message: "Cannot read the argument EURGBP" });
  });
});

describe("FormulaEngine", () => {
  it("calls the function with literals, cell values and null for omitted arguments", async () => {
    const { cell, type } = setup();
    await type("C1", '=FX.ECHO(A1,"bid")');
    await type("C2", "=FX.ECHO(A2)");
    expect(cell("C1")).toMatchObject({ value: "EURGBP|bid", error: undefined });
    expect(cell("C2").value).toBe("GBPUSD|null");
    expect(calls.at(-1)).toEqual(["GBPUSD", null]);
  });

  it("re-evaluates a formula when a cell it reads changes", async () => {
    const { cell, type } = setup();
    await type("C1", "=FX.ECHO(A1)");
    await type("A1", "USDJPY");
    expect(cell("C1").value).toBe("USDJPY|null");
  });

  it("shows an Excel error's code in the cell and keeps its message for hover", async () => {
    const { cell, type } = setup();
    await type("C1", "=FX.FAIL()");
    expect(cell("C1")).toMatchObject({ value: "#N/A", error: "Sign in to FX Desk to load rates" });
    await type("C2", "=FX.NOPE()");
    expect(cell("C2")).toMatchObject({ value: "#NAME?", error: "FX.NOPE is not an FX Desk function" });
    await type("C3", '=FX.ECHO("a","b","c")');
    expect(cell("C3")).toMatchObject({ value: "#VALUE!", error: "FX.ECHO takes at most 2 arguments" });
  });

  it("passes a range as a matrix and spills a table result", async () => {
    const { cell, type } = setup();
    await type("C1", "=FX.TABLE(A1:A2)");
    expect(cell("C1").value).toBe("Pair");
    expect(cell("D1").spilled).toBe("Count");
    expect(cell("C3").spilled).toBe("GBPUSD");
    await type("C4", "x");
    await type("C1", "=FX.TABLE(A1:A3)");
    expect(cell("C1")).toMatchObject({ value: "#SPILL!", error: "Spill range isn't blank: the result needs C1:D4, and C4 is not empty" });
  });

  it("shows #SPILL! when a cell of a spilled table is typed into, keeps what was typed, and spills again once it is cleared", async () => {
    const { cell, type } = setup();
    await type("C1", "=FX.TABLE(A1:A2)");
    const callsBefore = calls.length;
    await type("D2", "typed over");
    expect(cell("C1")).toMatchObject({ value: "#SPILL!", error: "Spill range isn't blank: the result needs C1:D3, and D2 is not empty" });
    expect(cell("D2")).toMatchObject({ value: "typed over", spilled: undefined });
    // Nothing of the table shows beside the value typed: no mixed-up table.
    expect([cell("D1").spilled, cell("C2").spilled, cell("C3").spilled, cell("D3").spilled]).toEqual([undefined, undefined, undefined, undefined]);

    await type("D2", "");
    expect(cell("C1")).toMatchObject({ value: "Pair", error: undefined });
    expect([cell("D1").spilled, cell("C3").spilled, cell("D2").spilled]).toEqual(["Count", "GBPUSD", 1]);
    // Laid out again from the table the function returned: not asked again.
    expect(calls.length).toBe(callsBefore);
  });

  it("shows #SPILL! where another formula's table already spills, and spills once that formula is gone", async () => {
    const { cell, type } = setup();
    await type("C1", "=FX.TABLE(A1:A2)");
    await type("B2", "=FX.TABLE(A1:A2)");
    expect(cell("B2")).toMatchObject({ value: "#SPILL!", error: "Spill range isn't blank: the result needs B2:C4, and C2 is not empty" });
    expect(cell("C2").spilled).toBe("EURGBP");

    await type("C1", "");
    expect(cell("B2").value).toBe("Pair");
    expect(cell("C2").spilled).toBe("Count");
  });

  it("follows a formula to where an inserted or deleted row moves it", async () => {
    const { workbook, cell, type, engine } = setup();
    await type("C2", "=FX.ECHO(\"moved\")");
    workbook.model.insertRows("Rates", 0, 2);
    await engine.settled();
    expect(cell("C4")).toMatchObject({ value: "moved|null", error: undefined });
    expect(engine.annotation("Rates", { row: 1, column: 2 })).toBeUndefined();

    workbook.model.deleteRows("Rates", 3, 1);
    await engine.settled();
    expect(cell("C4").value).toBeNull();
  });

  it("reaches as far as its spills for the grid, and keeps a formatted number's value and format", async () => {
    const { engine, type } = setup();
    expect(engine.spillExtent("Rates")).toEqual({ rows: 0, columns: 0 });
    await type("E7", "=FX.TABLE(A1:A2)");
    // E7:F9: the last spilled cell is F9 (row index 8, column index 5).
    expect(engine.spillExtent("Rates")).toEqual({ rows: 9, columns: 6 });
    await type("H1", "=FX.STAMP()");
    expect(engine.spilledValue("Rates", { row: 1, column: 7 })).toMatchObject({ value: 46000.5, numberFormat: "yyyy-mm-dd hh:mm" });
  });

  it("streams results into the cell and cancels when the formula is replaced", async () => {
    const { cell, type } = setup();
    let canceled = 0;
    const typed = type("C1", '=FX.TICK("EURGBP")');
    streamInvocation!.onCanceled = () => canceled++;
    streamInvocation!.setResult(1.1);
    await typed;
    expect(cell("C1").value).toBe(1.1);
    streamInvocation!.setResult(new StandInCellError(StandInErrorCode.notAvailable, "No rate for EURGBP"));
    expect(cell("C1")).toMatchObject({ value: "#N/A", error: "No rate for EURGBP" });
    await type("C1", "plain");
    expect(canceled).toBe(1);
    expect(cell("C1")).toMatchObject({ value: "plain", error: undefined });
  });

  it("recalculates every formula on request", async () => {
    const { engine, type } = setup();
    await type("C1", "=FX.ECHO(1)");
    const before = calls.length;
    await engine.recalculateAll();
    expect(calls.length).toBe(before + 1);
  });
});

describe("FormulaEngine evaluates ordinary arithmetic as Excel does", () => {
  it("keeps the double Excel keeps: =C2*1.1*10 with C2 = 100 holds 1100.0000000000002, =0.1+0.2 holds 0.30000000000000004", async () => {
    const { cell, type } = setup();
    await type("C2", "100");
    await type("D2", "=C2*1.1");
    await type("E2", "=C2*1.1*10");
    await type("F2", "=0.1+0.2");
    expect([cell("D2").value, cell("E2").value, cell("F2").value]).toEqual([110.00000000000001, 1100.0000000000002, 0.30000000000000004]);
    // With C2 = 1000 the double is exactly 1100, in Excel too.
    await type("C2", "1000");
    expect(cell("D2").value).toBe(1100);
  });

  it("sums a range and sums again when a cell in it changes", async () => {
    const { cell, type } = setup();
    for (const [address, amount] of [["C2", "1250.5"], ["C3", "980"], ["C5", "310.25"], ["C9", "2150"]] as const) await type(address, amount);
    await type("C4", "note");
    await type("D1", "=SUM(C2:C9)");
    expect(cell("D1")).toMatchObject({ value: 4690.75, error: undefined });
    await type("C3", "1000");
    expect(cell("D1").value).toBe(4710.75);
  });

  it("updates a chain of references after an edit", async () => {
    const { cell, type } = setup();
    await type("C1", "10");
    await type("D1", "=C1*2");
    await type("E1", "=D1+$C$1");
    await type("F1", '="Total "&E1');
    expect(cell("F1").value).toBe("Total 30");
    await type("C1", "7");
    expect([cell("D1").value, cell("E1").value, cell("F1").value]).toEqual([14, 21, "Total 21"]);
  });

  it("shows #DIV/0! for a division by zero, with its message, until the divisor is filled in", async () => {
    const { cell, type } = setup();
    await type("C1", "5");
    await type("D1", "=C1/C2");
    expect(cell("D1")).toMatchObject({ value: "#DIV/0!", error: "Division by zero" });
    await type("E1", "=D1*2");
    expect(cell("E1")).toMatchObject({ value: "#DIV/0!", error: "D1 shows #DIV/0!" });
    await type("C2", "4");
    expect(cell("D1")).toMatchObject({ value: 1.25, error: undefined });
    expect(cell("E1")).toMatchObject({ value: 2.5, error: undefined });
  });

  it("shows Excel's errors for what it cannot evaluate", async () => {
    const { cell, type } = setup();
    await type("C1", "=A1*2");
    expect(cell("C1")).toMatchObject({ value: "#VALUE!", error: '"EURGBP" is text, not a number' });
    await type("C2", "=NOPE(1)");
    expect(cell("C2").value).toBe("#NAME?");
    await type("C3", "=Other!A1");
    expect(cell("C3").value).toBe("#REF!");
    await type("C4", "=1+");
    expect(cell("C4").value).toBe("#NAME?");
  });

  it("refuses a circular reference with #REF! on every cell of the circle, and recovers when it is broken", async () => {
    const { cell, type } = setup();
    await type("C1", "=D1+1");
    await type("D1", "=C1+1");
    expect([cell("C1").value, cell("D1").value]).toEqual(["#REF!", "#REF!"]);
    expect(cell("D1").error).toMatch(/^Circular reference/);
    await type("C2", "=SUM(C1:C2)");
    expect(cell("C2").value).toBe("#REF!");
    await type("D1", "5");
    expect([cell("C1").value, cell("C2").value]).toEqual([6, "#REF!"]);
  });

  it("evaluates a formula typed again unchanged, as Excel does, rather than leave its cell empty", async () => {
    const { cell, type, workbook } = setup();
    await type("C1", "=6*7");
    await type("C1", "=6*7");
    expect(cell("C1").value).toBe(42);
    await type("D1", '=FX.ECHO("x")');
    await type("D1", '=FX.ECHO("x")');
    expect(cell("D1").value).toBe("x|null");
    expect(workbook.model.formula("Rates", { row: 0, column: 3 })).toBe('=FX.ECHO("x")');
  });

  it("feeds FX formulas and is fed by them", async () => {
    const { cell, type } = setup();
    await type("C1", "=1+1");
    await type("D1", "=FX.ECHO(C1)");
    await type("E1", '=D1&"!"');
    expect([cell("D1").value, cell("E1").value]).toEqual(["2|null", "2|null!"]);
    const before = calls.length;
    await type("C1", "=2+2");
    expect([cell("D1").value, cell("E1").value]).toEqual(["4|null", "4|null!"]);
    // Once per change of what it reads, not once more for the formula typed over C1.
    expect(calls.length).toBe(before + 1);
  });
});

describe("readFunctionMetadata on the generated functions.json", () => {
  it("says how Excel calls each FX function: ranges, optional arguments, streaming", async () => {
    const generated = await generatedFunctionMetadata();
    expect([...generated.keys()]).toEqual(["RATE", "RATES", "CONVERT", "QUOTE", "BALANCE", "BALANCES", "RATE.LIVE", "PAYMENTS", "CONVERSIONS", "TRANSACTIONS"]);
    expect(generated.get("RATES")!.parameters.map((p) => [p.name, p.dimensionality, p.optional, p.type])).toEqual([
      ["pairs", "matrix", false, "string"],
      ["headers", "scalar", true, "boolean"],
    ]);
    expect(generated.get("RATE.LIVE")).toMatchObject({ streaming: true, parameters: [{ name: "pair" }, { name: "side" }, { name: "seconds" }] });
    expect(generated.get("BALANCE")!.parameters.map((p) => p.name)).toEqual(["currency", "acting_as"]);
    expect(generated.get("QUOTE")!.description).toMatch(/^Detailed quote from your spread table/);
  }, GENERATION_TIMEOUT_MS);
});
