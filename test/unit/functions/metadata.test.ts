import { describe, expect, it } from "@jest/globals";
import path from "node:path";
import { generateCustomFunctionsMetadata, type IFunction } from "custom-functions-metadata";

const source = path.join(__dirname, "../../../src/functions/functions.ts");

interface Metadata {
  functions: IFunction[];
}

async function generate() {
  const result = await generateCustomFunctionsMetadata(source);
  return { errors: result.errors, metadata: JSON.parse(result.metadataJson) as Metadata, associate: result.associate };
}

function params(fn: IFunction | undefined) {
  return fn?.parameters.map((p) => ({ name: p.name, type: p.type, optional: p.optional ?? false, dimensionality: p.dimensionality ?? "scalar" }));
}

describe("functions.json generated from the JSDoc tags", () => {
  // One generation for the whole file: it runs the TypeScript compiler.
  const generated = generate();

  it("generates without errors", async () => {
    const { errors } = await generated;
    expect(errors).toEqual([]);
  });

  it("declares exactly the FX functions, ids equal to names", async () => {
    const { metadata, associate } = await generated;
    const ids = metadata.functions.map((f) => f.id);
    expect(ids).toEqual(["RATE", "RATES", "CONVERT", "QUOTE", "BALANCE", "BALANCES", "RATE.LIVE", "PAYMENTS", "CONVERSIONS", "TRANSACTIONS"]);
    expect(metadata.functions.map((f) => f.name)).toEqual(ids);
    expect(associate.map((a) => [a.id, a.functionName])).toEqual([
      ["RATE", "rate"],
      ["RATES", "rates"],
      ["CONVERT", "convert"],
      ["QUOTE", "quote"],
      ["BALANCE", "balance"],
      ["BALANCES", "balances"],
      ["RATE.LIVE", "rateLive"],
      ["PAYMENTS", "payments"],
      ["CONVERSIONS", "conversions"],
      ["TRANSACTIONS", "transactions"],
    ]);
  });

  it("documents every function and every argument for Excel's tooltips", async () => {
    const { metadata } = await generated;
    for (const fn of metadata.functions) {
      expect(fn.description?.length).toBeGreaterThan(20);
      // One sentence about the function, not a file comment the generator picked up.
      expect(fn.description).not.toMatch(/functions\.json|JSDoc|\n/);
      for (const p of fn.parameters) expect({ fn: fn.id, p: p.name, described: (p.description ?? "").length > 10 }).toEqual({ fn: fn.id, p: p.name, described: true });
    }
  });

  it("gives each argument its type and optional flag, and spills the table functions", async () => {
    const { metadata } = await generated;
    const byId = new Map(metadata.functions.map((f) => [f.id, f]));
    const scalar = (name: string, type: string, optional = false) => ({ name, type, optional, dimensionality: "scalar" });

    expect(params(byId.get("RATE"))).toEqual([scalar("pair", "string"), scalar("side", "string", true)]);
    expect(byId.get("RATE")?.result).toEqual({ type: "number" });

    expect(params(byId.get("RATES"))).toEqual([
      { name: "pairs", type: "string", optional: false, dimensionality: "matrix" },
      scalar("headers", "boolean", true),
    ]);
    expect(byId.get("RATES")?.result).toEqual({ dimensionality: "matrix" });

    expect(params(byId.get("CONVERT"))).toEqual([scalar("amount", "number"), scalar("from", "string"), scalar("to", "string")]);
    expect(byId.get("CONVERT")?.result).toEqual({ type: "number" });

    expect(params(byId.get("QUOTE"))).toEqual([
      scalar("buy_currency", "string"),
      scalar("sell_currency", "string"),
      scalar("amount", "number"),
      scalar("fixed_side", "string", true),
      scalar("field", "string", true),
      // A date cell arrives as a serial, typed text as text: both are accepted (type any), as Excel's own functions do.
      scalar("conversion_date", "any", true),
    ]);
    expect(byId.get("QUOTE")?.result).toEqual({ dimensionality: "matrix" });

    expect(params(byId.get("BALANCE"))).toEqual([scalar("currency", "string"), scalar("acting_as", "string", true)]);
    expect(byId.get("BALANCE")?.result).toEqual({ type: "number" });

    expect(params(byId.get("BALANCES"))).toEqual([scalar("acting_as", "string", true), scalar("headers", "boolean", true)]);
    expect(byId.get("BALANCES")?.result).toEqual({ dimensionality: "matrix" });

    expect(params(byId.get("RATE.LIVE"))).toEqual([scalar("pair", "string"), scalar("side", "string", true), scalar("seconds", "number", true)]);
    expect(byId.get("RATE.LIVE")?.result).toEqual({ type: "number" });

    // The reports take the same arguments in the same order; a date is a date cell or text, so "any".
    for (const report of ["PAYMENTS", "CONVERSIONS", "TRANSACTIONS"]) {
      expect(params(byId.get(report))).toEqual([
        scalar("from", "any", true),
        scalar("to", "any", true),
        scalar("status", "string", true),
        scalar("currency", "string", true),
        scalar("acting_as", "string", true),
        scalar("headers", "boolean", true),
      ]);
      expect(byId.get(report)?.result).toEqual({ dimensionality: "matrix" });
    }
  });

  it("streams only RATE.LIVE (a streaming function is cancelled without @cancelable), and nothing is volatile", async () => {
    const { metadata } = await generated;
    const options = Object.fromEntries(metadata.functions.map((f) => [f.id, f.options ?? {}]));
    expect(options["RATE.LIVE"]).toEqual({ stream: true });
    for (const id of ["RATE", "RATES", "CONVERT", "QUOTE", "BALANCE", "BALANCES"]) expect(options[id]).toEqual({});
  });
});
