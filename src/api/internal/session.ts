/**
 * Holds the credentials and the auth token (memory only) and puts the token on every authenticated call.
 * One login at a time however many calls need it; a rejected token is replaced once and the call replayed
 * once; a token idle longer than the service keeps it is replaced before it is used. A refused login is
 * remembered, whatever it was refused with (401 wrong credentials, 400 a login id or key the service will not read):
 * the provider locks an account after a few refused logins, so every later call fails at once with that refusal
 * instead of trying the same credentials again (docs/client.md, "A login is tried once per set of
 * credentials"). New credentials mean a new client.
 */
import { z } from "zod";
import type { ClientLogger } from "../client-config";
import { ApiError, AuthenticationError, BadRequestError, NotSignedInError, ResponseValidationError } from "../errors";
import type { RequestSpec, Requester } from "./request-spec";
import { authenticationTokenSchema, closeSessionSchema } from "../schemas/authentication";

export interface Session extends Requester {
  /** Signs in now (e.g. to check credentials from the sign-in form); calls sign in by themselves otherwise. */
  signIn(signal?: AbortSignal): Promise<void>;
  /** Ends the token at the service. Later calls sign in again with the same credentials. */
  close(): Promise<void>;
  /** Ends the token and forgets the credentials: later calls fail with NotSignedInError. */
  signOut(): Promise<void>;
  state(): SessionState;
}

interface SessionState {
  signedIn: boolean;
  loginId: string | undefined;
  baseUrl: string;
  /** Epoch ms of the last call the service answered with this token. */
  lastUsedAt: number | undefined;
}

interface SessionConfig {
  baseUrl: string;
  loginId: string;
  apiKey: string;
  /** Default 30 minutes, the service's inactivity expiry. */
  tokenIdleMs?: number;
  logger?: ClientLogger;
  now?: () => number;
}

const defaultTokenIdleMs = 30 * 60_000;

const loginResponseSchema = authenticationTokenSchema.extend({
  auth_token: z.string().regex(/^[0-9a-f]{32}$/i, "expected 32 hexadecimal characters"),
});

export function createSession(config: SessionConfig, transport: Requester): Session {
  const now = config.now ?? Date.now;
  const tokenIdleMs = config.tokenIdleMs ?? defaultTokenIdleMs;
  const logger = config.logger;
  // Kept in this closure, never on an object that could be logged or serialised.
  let credentials: { loginId: string; apiKey: string } | undefined = { loginId: config.loginId, apiKey: config.apiKey };
  let token: string | undefined;
  let lastUsedAt: number | undefined;
  let pendingLogin: Promise<string> | undefined;
  let refusal: AuthenticationError | BadRequestError | undefined;

  async function login(): Promise<string> {
    if (!credentials) throw new NotSignedInError("signed-out");
    if (refusal) throw refusal;
    const answer = await transport.request({
      method: "POST",
      path: "/v2/authenticate/api",
      params: { login_id: credentials.loginId, api_key: credentials.apiKey },
      schema: loginResponseSchema,
      // Repeating a login after a 503 or a dropped connection only issues another token.
      repeatable: true,
      endpointClass: "login",
      authenticated: false,
    }).catch((error: unknown) => {
      if (error instanceof AuthenticationError || error instanceof BadRequestError) {
        refusal = error;
        logger?.debug("login refused: no further login with these credentials");
      }
      throw error;
    });
    token = answer.auth_token;
    lastUsedAt = now();
    logger?.debug("signed in");
    return token;
  }

  /** Every caller that finds `stale` (or no token) shares one login. */
  function renewToken(stale: string | undefined): Promise<string> {
    if (token !== undefined && token !== stale) return Promise.resolve(token);
    token = undefined;
    pendingLogin ??= login().finally(() => {
      pendingLogin = undefined;
    });
    return pendingLogin;
  }

  function usableToken(): Promise<string> {
    if (token !== undefined && lastUsedAt !== undefined && now() - lastUsedAt > tokenIdleMs) {
      logger?.debug("token idle too long, signing in again");
      return renewToken(token);
    }
    return renewToken(undefined);
  }

  async function sendWith<T>(spec: RequestSpec<T>, usedToken: string): Promise<T> {
    const sentAt = now();
    try {
      const result = await transport.request({ ...spec, headers: { ...spec.headers, "X-Auth-Token": usedToken } });
      markUsed(usedToken, sentAt);
      return result;
    } catch (error) {
      // Any answer but an auth failure proves the service saw (and refreshed) the token.
      const answered = error instanceof ApiError || error instanceof ResponseValidationError;
      if (answered && !(error instanceof AuthenticationError)) markUsed(usedToken, sentAt);
      throw error;
    }
  }

  function markUsed(usedToken: string, at: number): void {
    if (token === usedToken) lastUsedAt = Math.max(lastUsedAt ?? at, at);
  }

  async function request<T>(spec: RequestSpec<T>): Promise<T> {
    if (spec.authenticated === false) return transport.request(spec);
    const signal = spec.options?.signal;
    const firstToken = await untilAborted(usableToken(), signal);
    try {
      return await sendWith(spec, firstToken);
    } catch (error) {
      if (!(error instanceof AuthenticationError)) throw error;
      logger?.debug("token rejected, signing in again", { method: spec.method, path: spec.path });
      const secondToken = await untilAborted(renewToken(firstToken), signal);
      try {
        return await sendWith(spec, secondToken);
      } catch (secondError) {
        // A fresh token refused again is not going to get better by looping.
        if (secondError instanceof AuthenticationError && token === secondToken) token = undefined;
        throw secondError;
      }
    }
  }

  async function close(): Promise<void> {
    await pendingLogin?.catch(() => undefined);
    const retired = token;
    token = undefined;
    lastUsedAt = undefined;
    if (retired === undefined) return;
    try {
      await transport.request({
        method: "POST",
        path: "/v2/authenticate/close_session",
        schema: closeSessionSchema,
        headers: { "X-Auth-Token": retired },
        // Sent as-is: a refused token must not trigger a login just to log out.
        authenticated: false,
      });
      logger?.debug("session closed");
    } catch (error) {
      // The token had already expired: the session is over either way.
      if (!(error instanceof AuthenticationError)) throw error;
    }
  }

  return {
    request,
    async signIn(signal) {
      await untilAborted(renewToken(token), signal);
    },
    close,
    async signOut() {
      credentials = undefined;
      await close();
    },
    state: () => ({ signedIn: token !== undefined, loginId: credentials?.loginId, baseUrl: config.baseUrl, lastUsedAt }),
  };
}

/** Lets one caller stop waiting for a shared login without cancelling it for the others. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
