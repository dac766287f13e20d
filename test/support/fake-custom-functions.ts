/**
 * A stand-in for Excel's CustomFunctions runtime, installed on globalThis when this module is imported (import
 * it before anything under src/functions). It keeps what `associate` registered so tests call functions by
 * their Excel id, evaluates a call to what the cell would show (value or error), and drives streaming calls.
 */

const errorCodes = {
  invalidValue: "#VALUE!",
  notAvailable: "#N/A",
  divisionByZero: "#DIV/0!",
  invalidNumber: "#NUM!",
  nullReference: "#NULL!",
  invalidName: "#NAME?",
  invalidReference: "#REF!",
} as const;

type ErrorCodeValue = (typeof errorCodes)[keyof typeof errorCodes];

class FakeCellError {
  constructor(
    readonly code: ErrorCodeValue,
    readonly message?: string,
  ) {}
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- associate takes any function, like the real runtime
type AnyFunction = Function;

const registered = new Map<string, AnyFunction>();

const fakeRuntime = {
  Error: FakeCellError,
  ErrorCode: errorCodes,
  associate(idOrMappings: string | Record<string, AnyFunction>, functionObject?: AnyFunction): void {
    const mappings = typeof idOrMappings === "string" ? { [idOrMappings]: functionObject as AnyFunction } : idOrMappings;
    for (const [id, fn] of Object.entries(mappings)) registered.set(id.toUpperCase(), fn);
  },
};

(globalThis as unknown as { CustomFunctions: typeof fakeRuntime }).CustomFunctions = fakeRuntime;

export interface CellError {
  code: string;
  message?: string;
}

export function isFakeCellError(value: unknown): value is CellError {
  return value instanceof FakeCellError;
}

function lookup(id: string): AnyFunction {
  const fn = registered.get(id.toUpperCase());
  if (fn === undefined) throw new Error(`No custom function registered as ${id}`);
  return fn;
}

/** Excel passes every declared argument, null for the optional ones the formula leaves out. */
function withOmittedAsNull(fn: AnyFunction, args: unknown[], trailing: number): unknown[] {
  const declared = fn.length - trailing;
  return args.length >= declared ? args : [...args, ...new Array<null>(declared - args.length).fill(null)];
}

/**
 * What the cell shows once the call settles: the value, or the CustomFunctions.Error it rejected with.
 * Rejecting with anything else is a bug (Excel would show a bare #VALUE! without a message), so it is rethrown.
 */
export async function evaluate(id: string, ...args: unknown[]): Promise<unknown> {
  try {
    const fn = lookup(id);
    return await (fn(...withOmittedAsNull(fn, args, 0)) as Promise<unknown>);
  } catch (error) {
    if (isFakeCellError(error)) return error;
    throw error;
  }
}

/** The invocation object Excel passes to a streaming function, recording every result it is given. */
export class FakeStreamingInvocation<T> {
  readonly results: (T | CellError)[] = [];
  onCanceled?: () => void;
  private waiters: { count: number; resolve: () => void }[] = [];

  setResult = (value: T | CellError): void => {
    this.results.push(value);
    this.waiters = this.waiters.filter((waiter) => {
      if (this.results.length < waiter.count) return true;
      waiter.resolve();
      return false;
    });
  };

  /** Resolves once `count` results in total have arrived. */
  resultCount(count: number): Promise<void> {
    if (this.results.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  get latest(): T | CellError | undefined {
    return this.results[this.results.length - 1];
  }

  /** What Excel does when the cell is deleted or its formula changes. */
  cancel(): void {
    this.onCanceled?.();
  }
}

/** Starts a streaming function the way Excel does: arguments, then the invocation as the last one. */
export function stream<T>(id: string, ...args: unknown[]): FakeStreamingInvocation<T> {
  const invocation = new FakeStreamingInvocation<T>();
  const fn = lookup(id);
  fn(...withOmittedAsNull(fn, args, 1), invocation);
  return invocation;
}
