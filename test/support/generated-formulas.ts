/**
 * The formula builder's functions as a build makes them: functions.json generated from the JSDoc tags of
 * src/functions/functions.ts (the generator webpack's plugin runs), read and turned into definitions as the pane does.
 */
import path from "node:path";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata";
import { readFunctionMetadata, type FunctionMetadata } from "../../src/functions/function-metadata";
import { formulaDefinitions, type FormulaDefinition } from "../../src/taskpane/features/rates/formula-builder";

const source = path.join(__dirname, "../../src/functions/functions.ts");

/** Generating runs the TypeScript compiler: give the beforeAll that calls this a generous timeout. */
export const GENERATION_TIMEOUT_MS = 60_000;

export async function generatedFunctionMetadata(): Promise<Map<string, FunctionMetadata>> {
  const result = await generateCustomFunctionsMetadata(source);
  if (result.errors.length > 0) throw new Error(`functions.json: ${result.errors.join("; ")}`);
  return readFunctionMetadata(JSON.parse(result.metadataJson));
}

export async function generatedFormulas(): Promise<FormulaDefinition[]> {
  return formulaDefinitions(await generatedFunctionMetadata());
}
