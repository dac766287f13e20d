/**
 * A test of injected faults that fails says how to replay it: the service's fault seed goes into the failure's
 * message with the variable that reruns the test on the same draws (demo-service.ts reads FXDESK_FAULT_SEED).
 */

/** What a failure under injected faults says first. */
export function faultSeedNote(seed: number): string {
  return `[fault seed ${seed}: rerun with FXDESK_FAULT_SEED=${seed} to replay the same faults]`;
}

/** Runs `test`; a failure is rethrown with the fault seed of `demoService` at the head of its message. */
export async function withFaultSeed<T>(demoService: { state: { faults: { seed: number } } }, test: () => Promise<T>): Promise<T> {
  try {
    return await test();
  } catch (error) {
    throw noted(error, faultSeedNote(demoService.state.faults.seed));
  }
}

function noted(error: unknown, note: string): unknown {
  if (!(error instanceof Error)) return new Error(`${note}\n${String(error)}`, { cause: error });
  // Jest prints the stack, which begins with the message: both get the note. V8 writes the stack out on first read,
  // so it is read before the message changes (else the note would be in it twice).
  const stack = error.stack;
  error.message = `${note}\n${error.message}`;
  if (stack !== undefined) error.stack = `${note}\n${stack}`;
  return error;
}
