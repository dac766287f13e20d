/**
 * The parts of the generated functions.json the stand-in runtime needs to call a function as Excel would:
 * how many parameters it declares, which take a range (matrix), and whether it streams.
 */
export interface FunctionMetadata {
  id: string;
  name: string;
  parameters: { name: string; dimensionality: "scalar" | "matrix"; optional: boolean }[];
  streaming: boolean;
  cancelable: boolean;
}

interface RawMetadata {
  functions: {
    id: string;
    name: string;
    parameters?: { name: string; dimensionality?: string; optional?: boolean }[];
    options?: { stream?: boolean; cancelable?: boolean };
  }[];
}

export function readFunctionMetadata(json: unknown): Map<string, FunctionMetadata> {
  const raw = json as RawMetadata;
  if (!raw || !Array.isArray(raw.functions)) throw new Error("functions.json has no functions list");
  return new Map(
    raw.functions.map((fn) => [
      fn.name.toUpperCase(),
      {
        id: fn.id,
        name: fn.name.toUpperCase(),
        parameters: (fn.parameters ?? []).map((p) => ({
          name: p.name,
          dimensionality: p.dimensionality === "matrix" ? "matrix" : "scalar",
          optional: p.optional === true,
        })),
        streaming: fn.options?.stream === true,
        cancelable: fn.options?.cancelable === true,
      },
    ]),
  );
}
