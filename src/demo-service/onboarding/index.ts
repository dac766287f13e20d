/**
 * The onboarding API of the demo service, under /onboarding: its own scope so that every failure there — the
 * routes' own, a refused token or rate limit from the shared pipeline, an unreadable or oversized body, an unknown
 * path — is answered with the onboarding error body instead of the core API's envelope.
 */
import type { FastifyInstance } from "fastify";
import { DemoError } from "../errors";
import type { DemoRuntime } from "../runtime";
import { registerDocumentRoutes } from "./document-routes";
import { OnboardingError, onboardingErrorBody } from "./errors";
import { registerFormRoutes } from "./form-routes";
import { registerPeopleRoutes } from "./people-routes";
import { registerReferenceRoutes } from "./reference-routes";
import { registerSectionRoutes } from "./section-routes";

export function registerOnboardingRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  void app.register(
    async (scope) => {
      scope.setErrorHandler((error, _request, reply) => {
        if (error instanceof DemoError) return reply.code(error.status).send(onboardingErrorBody(error));
        const status = (error as { statusCode?: number }).statusCode;
        if (status !== undefined && status >= 400 && status < 500) {
          // Unreadable JSON, an unsupported content type, a body over the route's limit: a request the service refuses.
          const refused = new OnboardingError(400, "invalid_request", (error as Error).message);
          return reply.code(400).send(onboardingErrorBody(refused));
        }
        const failed = new OnboardingError(500, "internal_server_error", "Internal server error");
        return reply.code(500).send(onboardingErrorBody(failed));
      });
      scope.setNotFoundHandler((request, reply) => {
        const missing = new OnboardingError(404, "not_found", `No route for ${request.method} ${request.url.split("?")[0]}`, {}, true);
        return reply.code(404).send(onboardingErrorBody(missing));
      });
      registerReferenceRoutes(scope);
      registerFormRoutes(scope, demoService);
      registerPeopleRoutes(scope, demoService);
      registerSectionRoutes(scope, demoService);
      registerDocumentRoutes(scope, demoService);
    },
    { prefix: "/onboarding" },
  );
}
