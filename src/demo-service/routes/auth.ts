/** POST /v2/authenticate/api and /v2/authenticate/close_session (docs/provider-api.md §2). */
import type { FastifyInstance } from "fastify";
import type { AuthenticationTokenInput, CloseSessionResultInput } from "../wire";
import { FieldErrors, message } from "../errors";
import { readParams } from "../request-context";
import type { DemoRuntime } from "../runtime";

export const LOGIN_SPEC = {
  login_id: { kind: "string", required: true, max: 50 },
  api_key: { kind: "string", required: true },
} as const;

export function registerAuthRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.post("/v2/authenticate/api", { config: { public: true, limitClass: "login" } }, async (request) => {
    const params = readParams(request, LOGIN_SPEC, "auth_invalid_user_login_details");
    const errors = new FieldErrors();
    if (params.api_key.length !== 64) {
      errors.add("api_key", message("api_key_length_is_invalid", "api_key should be 64 character(s) long", { length: 64 }));
    } else if (!/^[a-f0-9]{64}$/.test(params.api_key)) {
      // Assumption: SW Login documents the length only; a key of other characters is refused in the §7 pattern.
      errors.add("api_key", message("api_key_is_in_invalid_format", "api_key is in invalid format"));
    }
    errors.throwIfAny("auth_invalid_user_login_details");
    const body: AuthenticationTokenInput = { auth_token: demoService.sessions.login(params.login_id, params.api_key, demoService.clock.now()) };
    return body;
  });

  app.post("/v2/authenticate/close_session", async (request) => {
    readParams(request, {}, "auth_close_session_failed");
    const token = request.headers["x-auth-token"];
    if (typeof token === "string") demoService.sessions.close(token);
    const body: CloseSessionResultInput = {};
    return body;
  });
}
