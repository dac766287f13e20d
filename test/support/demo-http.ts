/**
 * The demo service's wire with plain fetch, for tests of the service itself (and benchmarks that drive it without
 * our client): form or multipart bodies, the auth token header, and the JSON answer as sent.
 */
import { DEMO_APPROVER, DEMO_USER } from "../../src/demo-service/demo-credentials";
import type { Reachable } from "./demo-client";

export type Params = Record<string, string | string[] | undefined>;

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the wire JSON under test
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  /** Send the body as multipart/form-data instead of url-encoded. */
  multipart?: boolean;
  headers?: Record<string, string>;
}

function entries(params: Params): [string, string][] {
  return Object.entries(params).flatMap(([key, value]) =>
    value === undefined ? [] : Array.isArray(value) ? value.map((item): [string, string] => [key, item]) : [[key, value] as [string, string]],
  );
}

export async function call(demoService: Reachable, method: "GET" | "POST", path: string, params: Params = {}, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers["X-Auth-Token"] = options.token;
  let url = `${demoService.url}${path}`;
  let body: string | FormData | undefined;
  if (method === "GET") {
    const query = new URLSearchParams(entries(params)).toString();
    if (query) url += `?${query}`;
  } else if (options.multipart) {
    const form = new FormData();
    for (const [key, value] of entries(params)) form.append(key, value);
    body = form;
  } else {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(entries(params)).toString();
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** Signs in (the demo user unless told otherwise) and returns the auth token. */
export async function login(demoService: Reachable, user: { loginId: string; apiKey: string } = DEMO_USER): Promise<string> {
  const answer = await call(demoService, "POST", "/v2/authenticate/api", { login_id: user.loginId, api_key: user.apiKey });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.auth_token as string;
}

export const loginApprover = (demoService: Reachable) => login(demoService, DEMO_APPROVER);

/** The message codes of an error envelope, e.g. `["currency_is_required"]`. */
export function codes(answer: Answer): string[] {
  const messages = answer.body?.error_messages ?? {};
  return Object.values(messages as Record<string, { code: string }[]>).flatMap((list) => list.map((entry) => entry.code));
}
