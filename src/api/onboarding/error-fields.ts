/**
 * The onboarding service names address fields in its errors as the wire does ("registered_address.state_or_province");
 * the product names them as the document does ("registered_address_attributes.state_of_province"). Every onboarding
 * call's ApiError is renamed here, at the boundary, so a service refusal lands beside the field the panel shows.
 */
import { ApiError, apiErrorFor, type FieldMessages } from "../errors";
import type { Requester } from "../internal/request-spec";
import { addressFieldAsNamed } from "../schemas/onboarding";

function messagesAsNamed(messages: FieldMessages): FieldMessages {
  const named: FieldMessages = {};
  for (const [field, list] of Object.entries(messages)) {
    const name = addressFieldAsNamed(field);
    named[name] = [...(named[name] ?? []), ...list];
  }
  return named;
}

function errorAsNamed(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const messages = messagesAsNamed(error.messages);
  if (Object.keys(messages).every((field) => Object.hasOwn(error.messages, field))) return error;
  const { status, errorCode, requestId, method, path } = error;
  return apiErrorFor({ status, errorCode, messages, requestId, method, path });
}

/** The requester with every failure's field names as the product names them. */
export function withFieldsAsNamed(requester: Requester): Requester {
  return {
    request: (spec) =>
      requester.request(spec).catch((error: unknown) => {
        throw errorAsNamed(error);
      }),
  };
}
