/**
 * Starts the demo service on a random port for a test file and talks to it over real HTTP with plain fetch.
 * The clock is pinned and frozen (test/support/demo-service.ts) so dates and settlements are deterministic.
 */
import type { SimServer } from "../../../src/sim/server";
import { DEMO_APPROVER, DEMO_USER } from "../../../src/sim/demo-credentials";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

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

export async function call(sim: SimServer, method: "GET" | "POST", path: string, params: Params = {}, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers["X-Auth-Token"] = options.token;
  let url = `${sim.url}${path}`;
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

export async function login(sim: SimServer, user: { loginId: string; apiKey: string } = DEMO_USER): Promise<string> {
  const answer = await call(sim, "POST", "/v2/authenticate/api", { login_id: user.loginId, api_key: user.apiKey });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.auth_token as string;
}

export const loginApprover = (sim: SimServer) => login(sim, DEMO_APPROVER);

/** The message codes of an error envelope, e.g. `["currency_is_required"]`. */
export function codes(answer: Answer): string[] {
  const messages = answer.body?.error_messages ?? {};
  return Object.values(messages as Record<string, { code: string }[]>).flatMap((list) => list.map((entry) => entry.code));
}

export const GBP_BENEFICIARY: Params = {
  name: "Acme Ltd GBP",
  bank_account_holder_name: "Acme Ltd",
  bank_country: "GB",
  currency: "GBP",
  account_number: "41926819",
  routing_code_type_1: "sort_code",
  routing_code_value_1: "601613",
  beneficiary_entity_type: "company",
  beneficiary_company_name: "Acme Ltd",
};

/** Creates a sub-account and a contact on it; returns their ids (the contact id is the on_behalf_of value). */
export async function subAccount(sim: SimServer, token: string, name: string, extra: Params = {}): Promise<{ accountId: string; contactId: string }> {
  const account = await call(sim, "POST", "/v2/accounts/create", {
    account_name: name, legal_entity_type: "company", street: "1 Main St", city: "London", country: "GB", postal_code: "E1 6AN", ...extra,
  }, { token });
  if (account.status !== 200) throw new Error(JSON.stringify(account.body));
  const contact = await call(sim, "POST", "/v2/contacts/create", {
    account_id: account.body.id, first_name: "Sam", last_name: name, email_address: `${name.toLowerCase().replace(/\W/g, "")}@example.com`, phone_number: "+44 20 1234 5678",
  }, { token });
  if (contact.status !== 200) throw new Error(JSON.stringify(contact.body));
  return { accountId: account.body.id, contactId: contact.body.id };
}
