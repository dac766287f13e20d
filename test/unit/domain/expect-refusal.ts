import { expect } from "@jest/globals";
import { InvalidInputError } from "../../../src/domain/invalid-input";

/** Runs `action`, expects an InvalidInputError and returns it so a test can assert on field, code and message. */
export function refusal(action: () => unknown): InvalidInputError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInputError);
    return error as InvalidInputError;
  }
  throw new Error("expected the input to be refused, but it was accepted");
}
