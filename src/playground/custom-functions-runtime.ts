/**
 * A stand-in for Excel's CustomFunctions runtime, so the REAL functions module runs in the playground:
 * `associate` records the functions, `Error`/`ErrorCode` behave like Excel's. Must be installed before
 * src/functions/functions.ts is evaluated (it associates at load).
 */
export enum StandInErrorCode {
  invalidValue = "#VALUE!",
  notAvailable = "#N/A",
  divisionByZero = "#DIV/0!",
  invalidNumber = "#NUM!",
  nullReference = "#NULL!",
  invalidName = "#NAME?",
  invalidReference = "#REF!",
}

export class StandInCellError {
  constructor(
    readonly code: StandInErrorCode,
    readonly message?: string,
  ) {}
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Excel's own signature for associate
type AnyFunction = Function;

const registry = new Map<string, AnyFunction>();

function associate(idOrMappings: string | Record<string, AnyFunction>, fn?: AnyFunction): void {
  if (typeof idOrMappings === "string") {
    if (fn) registry.set(idOrMappings.toUpperCase(), fn);
    return;
  }
  for (const [id, mapped] of Object.entries(idOrMappings)) registry.set(id.toUpperCase(), mapped);
}

export function installCustomFunctionsRuntime(): void {
  const stand = { associate, Error: StandInCellError, ErrorCode: StandInErrorCode };
  (globalThis as unknown as { CustomFunctions: typeof stand }).CustomFunctions = stand;
}

export function registeredFunction(id: string): AnyFunction | undefined {
  return registry.get(id.toUpperCase());
}

/** True for what a function throws or returns to mean an Excel error (Excel's own class or the stand-in's). */
export function isCellError(value: unknown): value is StandInCellError {
  return value instanceof StandInCellError;
}
