import { expect } from "@jest/globals";
import { createClient, InvalidInputError } from "../../src/api";
import { createFakeService, type RecordedRequest, type Reply } from "./fake-service";

export const baseUrl = "http://localhost:4010";
export const authToken = "4df5b3e5882a412f148dcd08fa4e5b73";
const loginPath = "/v2/authenticate/api";

/**
 * A client over the scripted fake service, signed in on demand, without pacing or retries so each test sees
 * exactly the requests its call made. `route` answers every call except the login.
 */
export function clientOver(route: (request: RecordedRequest) => Reply | Promise<Reply>) {
  const service = createFakeService((request) => (request.path === loginPath ? { json: { auth_token: authToken } } : route(request)));
  const client = createClient({
    baseUrl,
    loginId: "treasury@acme.example",
    apiKey: "ab".repeat(32),
    fetch: service.fetch,
    rateBudget: false,
    retry: { maxRetries: 0 },
  });
  /** The calls the resource made (the login is the session's business). */
  const calls = () => service.requests.filter((request) => request.path !== loginPath);
  return { core: client.core, onboarding: client.onboarding, service, calls };
}

/** The one resource call a test made, asserting it carried the session's token. */
export function onlyCall(calls: () => RecordedRequest[]): RecordedRequest {
  const made = calls();
  expect(made).toHaveLength(1);
  const [call] = made as [RecordedRequest];
  expect(call.headers["x-auth-token"]).toBe(authToken);
  return call;
}

/**
 * Runs `action`, expects an InvalidInputError for `field` (with `code` when given) and that nothing at all
 * reached the service, not even a login.
 */
export async function expectRefusal(
  action: () => Promise<unknown> | unknown,
  requests: readonly RecordedRequest[],
  field: string,
  code?: string,
): Promise<InvalidInputError> {
  let caught: unknown;
  try {
    await action();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(InvalidInputError);
  const error = caught as InvalidInputError;
  expect(error.field).toBe(field);
  if (code !== undefined) expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(field.length + 10);
  expect(requests).toEqual([]);
  return error;
}
