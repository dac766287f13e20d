/**
 * The generated functions.json (custom-functions-metadata, from the JSDoc tags of functions.ts), read once per
 * page: what Excel knows about each FX.* function. The playground's stand-in runtime calls the functions by it
 * (how many parameters, which take a range, which stream); the task pane's formula builder offers them by it
 * (names, descriptions, parameters and whether they are optional), so neither keeps a copy that could drift.
 */
export interface FunctionParameter {
  name: string;
  description: string;
  /** The JSDoc type: "string", "number", "boolean" or "any". */
  type: string;
  dimensionality: "scalar" | "matrix";
  optional: boolean;
}

export interface FunctionMetadata {
  id: string;
  name: string;
  description: string;
  parameters: FunctionParameter[];
  streaming: boolean;
  cancelable: boolean;
}

interface RawMetadata {
  functions: {
    id: string;
    name: string;
    description?: string;
    parameters?: { name: string; description?: string; type?: string; dimensionality?: string; optional?: boolean }[];
    options?: { stream?: boolean; cancelable?: boolean };
  }[];
}

/** By upper-case name ("RATE.LIVE"), in the order functions.json lists them. */
export function readFunctionMetadata(json: unknown): Map<string, FunctionMetadata> {
  const raw = json as RawMetadata;
  if (!raw || !Array.isArray(raw.functions)) throw new Error("functions.json has no functions list");
  return new Map(
    raw.functions.map((fn) => [
      fn.name.toUpperCase(),
      {
        id: fn.id,
        name: fn.name.toUpperCase(),
        description: fn.description ?? "",
        parameters: (fn.parameters ?? []).map((p) => ({
          name: p.name,
          description: p.description ?? "",
          type: p.type ?? "any",
          dimensionality: p.dimensionality === "matrix" ? "matrix" : "scalar",
          optional: p.optional === true,
        })),
        streaming: fn.options?.stream === true,
        cancelable: fn.options?.cancelable === true,
      },
    ]),
  );
}

let loading: Promise<Map<string, FunctionMetadata>> | undefined;

/**
 * functions.json as the build wrote it beside the page (taskpane.html, playground.html), fetched once per page
 * however many parts ask; a failed fetch is tried again on the next call.
 */
export function loadFunctionMetadata(): Promise<Map<string, FunctionMetadata>> {
  loading ??= fetchFunctionMetadata().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function fetchFunctionMetadata(): Promise<Map<string, FunctionMetadata>> {
  const response = await fetch("functions.json");
  if (!response.ok) throw new Error(`functions.json: HTTP ${response.status}`);
  return readFunctionMetadata(await response.json());
}
