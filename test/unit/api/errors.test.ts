/**
 * Typed errors: the service's envelope (and its variants) read into the error class its status picks, and the
 * method, path and request id on every error about a request.
 */
import { describe, expect, it } from "@jest/globals";
import { z } from "zod";
import { parseErrorEnvelope } from "../../../src/api/internal/envelope";
import {
  ApiError,
  apiErrorFor,
  AuthenticationError,
  BadRequestError,
  ConnectionError,
  FormAlreadySubmittedError,
  FxDeskError,
  InternalServerError,
  isTransientError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  RequestError,
  RequestNotSentError,
  ResponseValidationError,
  ServiceUnavailableError,
  TimeoutError,
  UnprocessableEntityError,
} from "../../../src/api";
import { createTransport } from "../../../src/api/internal/transport";
import { createFakeService, errorReply, hang, networkFailure, type Reply } from "../../support/fake-service";

/** Sends one call that the fake service answers with `reply`; returns what the client threw. */
async function failureFor(reply: Reply, path = "/v2/payments/create"): Promise<unknown> {
  const service = createFakeService(() => reply);
  const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch, retry: { maxRetries: 0 } });
  return transport.request({ method: "POST", path, schema: z.unknown() }).then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => error,
  );
}

describe("error envelope → typed error", () => {
  it("carries status, error_code, every field message and the X-Request-Id", async () => {
    const error = await failureFor(
      errorReply(
        400,
        "payment_create_failed",
        {
          currency: [
            { code: "currency_is_required", message: "currency is required" },
            {
              code: "currency_is_in_invalid_format",
              message: "currency is not a valid ISO 4217 currency code",
              params: { type: "currency" },
            },
          ],
          beneficiary_id: [{ code: "beneficiary_id_is_required", message: "beneficiary_id is required" }],
        },
        { "X-Request-Id": "2d8f3b0e-9c1a-4f6e-8a55-0c1d2e3f4a5b" },
      ),
    );

    expect(error).toBeInstanceOf(BadRequestError);
    const apiError = error as BadRequestError;
    expect(apiError.status).toBe(400);
    expect(apiError.errorCode).toBe("payment_create_failed");
    expect(apiError.requestId).toBe("2d8f3b0e-9c1a-4f6e-8a55-0c1d2e3f4a5b");
    expect(apiError.method).toBe("POST");
    expect(apiError.path).toBe("/v2/payments/create");
    expect(apiError.messages).toEqual({
      currency: [
        { code: "currency_is_required", message: "currency is required", params: {} },
        {
          code: "currency_is_in_invalid_format",
          message: "currency is not a valid ISO 4217 currency code",
          params: { type: "currency" },
        },
      ],
      beneficiary_id: [{ code: "beneficiary_id_is_required", message: "beneficiary_id is required", params: {} }],
    });
    expect(apiError.message).toContain("currency: currency is required");
    expect(apiError.message).toContain("2d8f3b0e-9c1a-4f6e-8a55-0c1d2e3f4a5b");
    expect(apiError.hasCode("currency_is_in_invalid_format")).toBe(true);
  });

  it("accepts a single message object where a list is expected", async () => {
    const error = (await failureFor({
      status: 400,
      json: { error_code: "invalid_iban", error_messages: { base: { code: "invalid_iban", message: "IBAN is invalid", params: {} } } },
    })) as ApiError;

    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.messages).toEqual({ base: [{ code: "invalid_iban", message: "IBAN is invalid", params: {} }] });
  });

  it("turns a plain-string error_messages into a base message", async () => {
    const error = (await failureFor({
      status: 400,
      json: { error_code: "invalid_conversion_pair", error_messages: "The conversion pair specified was invalid" },
    })) as ApiError;

    expect(error.errorCode).toBe("invalid_conversion_pair");
    expect(error.messages).toEqual({
      base: [{ code: "invalid_conversion_pair", message: "The conversion pair specified was invalid", params: {} }],
    });
    expect(error.message).toContain("The conversion pair specified was invalid");
  });

  it("reads params given as an empty list as no params", async () => {
    const error = (await failureFor({
      status: 403,
      json: {
        error_code: "permission_denied",
        error_messages: { base: [{ code: "permission_denied", message: "You do not have permission", params: [] }] },
      },
    })) as ApiError;

    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error.messages.base).toEqual([{ code: "permission_denied", message: "You do not have permission", params: {} }]);
  });

  it("falls back to the status when error_code and error_messages are missing", async () => {
    const error = (await failureFor({ status: 404, json: {} })) as ApiError;

    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.errorCode).toBe("not_found");
    expect(error.messages).toEqual({});
  });

  it("turns an HTML 503 into service_unavailable with a short message, not the page", async () => {
    const html = "<html><head><title>503 Service Temporarily Unavailable</title></head><body><h1>Maintenance</h1></body></html>";
    const error = (await failureFor({
      status: 503,
      body: html,
      headers: { "Content-Type": "text/html", "X-Request-Id": "edge-77" },
    })) as ApiError;

    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error.status).toBe(503);
    expect(error.errorCode).toBe("service_unavailable");
    expect(error.requestId).toBe("edge-77");
    expect(error.messages.base?.[0]?.code).toBe("service_unavailable");
    expect(error.message).not.toContain("<");
    expect(error.message.length).toBeLessThan(150);
  });

  it("turns an empty 500 body into internal_server_error", async () => {
    const error = (await failureFor({ status: 500, body: "" })) as ApiError;

    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.errorCode).toBe("internal_server_error");
  });

  it.each([
    [401, "auth_failed", AuthenticationError],
    [403, "permission_denied", PermissionDeniedError],
    [403, "auth_failed", AuthenticationError],
    [404, "payment_not_found", NotFoundError],
    [429, "too_many_requests", RateLimitError],
    [500, "internal_application_error", InternalServerError],
    [503, "service_unavailable", ServiceUnavailableError],
    // A gateway before the service failing or timing out is as passing as the service's own 503.
    [502, "bad_gateway", ServiceUnavailableError],
    [504, "gateway_timeout", ServiceUnavailableError],
  ])("maps %i %s to %p", async (status, code, errorClass) => {
    const error = await failureFor(errorReply(status, code, { base: [{ code, message: "x" }] }));

    expect(error).toBeInstanceOf(errorClass);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).errorCode).toBe(code);
  });

  it("treats 502 and 504 as transient, so reads are retried on them", async () => {
    for (const status of [502, 504]) expect(isTransientError(await failureFor({ status, body: "<html>gateway</html>" }))).toBe(true);
    expect(isTransientError(await failureFor({ status: 500, body: "" }))).toBe(false);
  });

  it("maps any other status to a plain ApiError", async () => {
    const error = (await failureFor(errorReply(409, "conflict"))) as ApiError;

    expect(error.constructor).toBe(ApiError);
    expect(error.status).toBe(409);
  });

  it("maps 422 to UnprocessableEntityError, and 422 form_already_submitted to FormAlreadySubmittedError", async () => {
    const invalid = (await failureFor(errorReply(422, "invalid_parameters"))) as ApiError;
    const submitted = (await failureFor(errorReply(422, "form_already_submitted"))) as ApiError;

    expect(invalid.constructor).toBe(UnprocessableEntityError);
    expect(submitted.constructor).toBe(FormAlreadySubmittedError);
    expect(submitted).toBeInstanceOf(UnprocessableEntityError);
  });

  it("keeps onboarding's reason when there are no field messages", () => {
    expect(parseErrorEnvelope(404, JSON.stringify({ status: "not_found", error_code: "form_not_found", reason: "Form not found", error_messages: null }))).toEqual({
      errorCode: "form_not_found",
      messages: { base: [{ code: "form_not_found", message: "Form not found", params: {} }] },
    });
  });

  it("skips entries that are neither text nor objects and fills a missing message from the code", () => {
    expect(parseErrorEnvelope(400, JSON.stringify({ error_code: "x_failed", error_messages: { amount: [42, { code: "amount_is_required" }], other: null } }))).toEqual({
      errorCode: "x_failed",
      messages: { amount: [{ code: "amount_is_required", message: "amount_is_required", params: {} }] },
    });
  });
});

describe("status → error class (apiErrorFor, beside the classes)", () => {
  const answer = (status: number, errorCode: string) => ({ status, errorCode, messages: {}, requestId: "req-1", method: "GET", path: "/v2/rates/find" });

  it.each([
    [400, "bad_request", BadRequestError],
    [401, "auth_failed", AuthenticationError],
    [401, "anything", AuthenticationError],
    [403, "auth_failed", AuthenticationError],
    [403, "permission_denied", PermissionDeniedError],
    [404, "not_found", NotFoundError],
    [429, "too_many_requests", RateLimitError],
    [500, "internal_server_error", InternalServerError],
    [502, "bad_gateway", ServiceUnavailableError],
    [503, "service_unavailable", ServiceUnavailableError],
    [504, "gateway_timeout", ServiceUnavailableError],
  ])("maps %i %s to %p", (status, code, errorClass) => {
    const error = apiErrorFor(answer(status, code));

    expect(error.constructor).toBe(errorClass);
    expect([error.status, error.errorCode, error.requestId, error.method, error.path]).toEqual([status, code, "req-1", "GET", "/v2/rates/find"]);
  });

  it.each([405, 409, 418, 501, 599])("maps any other status (%i) to a plain ApiError", (status) => {
    expect(apiErrorFor(answer(status, `http_${status}`)).constructor).toBe(ApiError);
  });
});

describe("every request error carries method, path and request id", () => {
  async function failureOf(reply: () => Reply | Promise<Reply>, options: { timeoutMs?: number; cancelUnsent?: AbortSignal } = {}): Promise<unknown> {
    const service = createFakeService(reply);
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch, retry: { maxRetries: 0 } });
    return transport.request({ method: "POST", path: "/v2/conversions/create", schema: z.object({ id: z.string() }), options }).catch((error: unknown) => error);
  }

  const cancelled = () => {
    const controller = new AbortController();
    controller.abort();
    return controller.signal;
  };

  it.each<[string, () => Promise<unknown>, abstract new (...args: never[]) => RequestError, string | undefined]>([
    ["an error status", () => failureOf(() => errorReply(400, "conversion_create_failed", {}, { "X-Request-Id": "rid-400" })), BadRequestError, "rid-400"],
    ["an answer the schema refuses", () => failureOf(() => ({ json: { id: 7 }, headers: { "X-Request-Id": "rid-200" } })), ResponseValidationError, "rid-200"],
    [
      "a refused connection",
      () =>
        failureOf(() => {
          throw networkFailure();
        }),
      ConnectionError,
      undefined,
    ],
    ["no answer in time", () => failureOf(() => hang(), { timeoutMs: 20 }), TimeoutError, undefined],
    ["a request cancelled before it was sent", () => failureOf(() => ({ json: { id: "x" } }), { cancelUnsent: cancelled() }), RequestNotSentError, undefined],
  ])("%s", async (_, fail, errorClass, requestId) => {
    const error = await fail();

    expect(error).toBeInstanceOf(errorClass);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toBeInstanceOf(FxDeskError);
    const { method, path } = error as RequestError;
    expect({ method, path, requestId: (error as RequestError).requestId }).toEqual({ method: "POST", path: "/v2/conversions/create", requestId });
  });
});
