/**
 * A value refused before anything is sent: names the field (or sheet column) and says what to fix.
 * Lives in domain because the rules that raise it are pure; the client and the jobs both surface it.
 */
export class InvalidInputError extends Error {
  override readonly name = "InvalidInputError";
  constructor(
    readonly field: string,
    readonly code: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}
