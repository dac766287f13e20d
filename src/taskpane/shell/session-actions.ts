import { createClient, type FetchLike, type FxDeskClient, setActingAs, setSharedClient } from "../../api";
import { resolveBaseUrl, type EnvironmentId } from "../components/environments";
import type { SignedInSession } from "../components/session";
import { forgetCredentials, rememberCredentials } from "./remembered-credentials";

export interface SignInRequest {
  environmentId: EnvironmentId;
  customUrl: string;
  loginId: string;
  apiKey: string;
  remember: boolean;
}

/** A sign-in the form can show as is (bad URL); errors from the client are thrown unchanged. */
export class SignInProblem extends Error {
  override name = "SignInProblem";
}

/**
 * Signs in and makes the new client the page's shared client, so formulas use it at once; acting-as goes back
 * to the house account. `fetch` is injectable for tests only.
 */
export async function startSession(request: SignInRequest, fetch?: FetchLike): Promise<SignedInSession> {
  const resolved = resolveBaseUrl(request.environmentId, request.customUrl);
  if (!resolved.ok) throw new SignInProblem(resolved.problem);
  const loginId = request.loginId.trim();
  // Keys are hexadecimal: one pasted in capitals (or with spaces around it) is the same key.
  const apiKey = request.apiKey.trim().toLowerCase();
  // Unticking "remember" forgets at once, whether or not this sign-in succeeds.
  if (!request.remember) forgetCredentials();
  const client = createClient({ baseUrl: resolved.baseUrl, loginId, apiKey, ...(fetch ? { fetch } : {}) });
  await client.session.signIn();
  const profile = await readProfile(client);
  if (request.remember) {
    rememberCredentials({ environmentId: request.environmentId, customUrl: request.customUrl, loginId, apiKey });
  }
  setActingAs(undefined);
  setSharedClient(client);
  return {
    client,
    environmentId: request.environmentId,
    baseUrl: resolved.baseUrl,
    who: profile.name ? `${profile.name} (${loginId})` : loginId,
    houseAccountId: profile.houseAccountId,
    houseAccountName: profile.houseAccountName,
    remembered: request.remember,
  };
}

/**
 * Takes the client off the page first (formulas stop using it at once), then closes the session at the
 * service; remembered credentials are forgotten.
 */
export async function endSession(client: FxDeskClient | undefined): Promise<void> {
  forgetCredentials();
  setSharedClient(undefined);
  setActingAs(undefined);
  await client?.session.signOut();
}

async function readProfile(client: FxDeskClient) {
  // The name and house account only decorate the status line and the picker: a failure here is not a failed sign-in.
  const [contact, account] = await Promise.allSettled([client.core.contacts.current(), client.core.accounts.current()]);
  return {
    name: contact.status === "fulfilled" ? `${contact.value.first_name} ${contact.value.last_name}`.trim() : undefined,
    houseAccountId: account.status === "fulfilled" ? account.value.id : undefined,
    houseAccountName: account.status === "fulfilled" ? account.value.account_name : undefined,
  };
}
