/**
 * A value refused before anything is sent: names the field (or sheet column) and says what to fix.
 * Lives in domain because the rules that raise it are pure; the client and the jobs both surface it.
 * It is an FxDeskError like every other failure, so the surfaces treat it as one of them.
 */
import { fieldInWords } from "./code-words";
import { fieldMessageInWords } from "./field-words";
import { FxDeskError, type FieldMessages } from "./fx-desk-error";

export class InvalidInputError extends FxDeskError {
  override readonly name: string = "InvalidInputError";
  constructor(
    readonly field: string,
    readonly code: string,
    /** What is wrong, without the field: a surface names the field its own way (a sheet by its column). */
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }

  /** The field named in words ("As at date: …"), never its code, the reason in plain words (field-words.ts): `message` keeps the code for logs. */
  override get userMessage(): string {
    return fieldMessageInWords(fieldInWords(this.field), this.field, this.reason);
  }

  /** The one field refused, with the reason: placed beside that field as the service's messages are. */
  override get fieldMessages(): FieldMessages {
    return { [this.field]: [{ code: this.code, message: this.reason, params: {} }] };
  }
}
