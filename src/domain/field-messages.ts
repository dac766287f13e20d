/**
 * The one way a failure's messages reach the fields a surface shows (a sheet's columns, a form's inputs). Which
 * failures carry field messages is the error's to say (`FxDeskError.fieldMessages`: a value refused before
 * sending, and the provider's validation errors); a surface only says where each field of its own is. A failure
 * with none is said whole by the surface (docs/words-and-errors.md, "One way from an error to words").
 */
import { FxDeskError, type FieldMessage } from "./fx-desk-error";

/** One message with the field it is about, as the service (or the client's own check) names the field. */
export interface FieldMessageAt extends FieldMessage {
  field: string;
}

export interface PlacedFieldMessages<Place> {
  /** Each place with its messages, in the order they came. */
  placed: Map<Place, FieldMessageAt[]>;
  /** Messages about no place the surface has: `base`, or a field it does not show. */
  unplaced: FieldMessageAt[];
}

/** Every field message `failure` carries, in order; none for a failure that is not about the values sent. */
export function fieldMessagesOf(failure: unknown): FieldMessageAt[] {
  if (!(failure instanceof FxDeskError)) return [];
  return Object.entries(failure.fieldMessages).flatMap(([field, list]) => list.map((message) => ({ ...message, field })));
}

/**
 * `failure`'s field messages, each at the place `placeOf` gives it (undefined: no place of the surface's), or
 * undefined when the failure carries none, so the surface says it whole.
 */
export function placeFieldMessages<Place>(failure: unknown, placeOf: (message: FieldMessageAt) => Place | undefined): PlacedFieldMessages<Place> | undefined {
  const messages = fieldMessagesOf(failure);
  if (messages.length === 0) return undefined;
  const placed = new Map<Place, FieldMessageAt[]>();
  const unplaced: FieldMessageAt[] = [];
  for (const message of messages) {
    const place = placeOf(message);
    if (place === undefined) unplaced.push(message);
    else placed.set(place, [...(placed.get(place) ?? []), message]);
  }
  return { placed, unplaced };
}
