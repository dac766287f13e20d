import { describeValue } from "./describe-value";
import { InvalidInputError } from "./invalid-input";

const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether the text is a UUID in its canonical 8-4-4-4-12 hex form, any case (an id, as opposed to a name or a reference). */
export function isUuid(text: string): boolean {
  return CANONICAL_UUID.test(text.toLowerCase());
}

/** Accepts a UUID in its canonical 8-4-4-4-12 hex form (any case, surrounding spaces ignored); returns it lower-case. */
export function parseUuid(value: unknown, field: string): string {
  if (typeof value !== "string") {
    throw new InvalidInputError(field, "type_is_wrong", `expected an id such as 0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90, got ${describeValue(value)}`);
  }
  const id = value.trim().toLowerCase();
  if (id === "") {
    throw new InvalidInputError(field, "is_required", "an id is required");
  }
  if (!CANONICAL_UUID.test(id)) {
    throw new InvalidInputError(field, "is_not_valid_uuid", `"${value}" is not a valid id — paste the full 36-character id (8-4-4-4-12 hexadecimal groups, e.g. 0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90)`);
  }
  return id;
}
