/**
 * The onboarding error body `{status, error_code, reason, error_messages}` read into the core API's typed errors:
 * null or nested error_messages, `reason` as the message when nothing else says more, 404 and the two kinds of 422
 * told apart, and the method, path and request id on every one.
 */
import { describe, expect, it } from "@jest/globals";
import { ApiError, BadRequestError, FormAlreadySubmittedError, NotFoundError, RequestError, UnprocessableEntityError } from "../../../../src/api";
import { clientOver } from "../../../support/fake-client";
import type { Reply } from "../../../support/fake-service";
import { onboardingIds } from "./onboarding-fixtures";

const formPath = `/onboarding/v1/forms/${onboardingIds.form}`;

async function failureOf(reply: Reply, call: (onboarding: ReturnType<typeof clientOver>["onboarding"]) => Promise<unknown>): Promise<ApiError> {
  const { onboarding } = clientOver(() => reply);
  const error = await call(onboarding).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("onboarding errors", () => {
  it("a 404 with error_messages null is a NotFoundError whose message is the reason, with method, path and request id", async () => {
    const error = await failureOf(
      { status: 404, json: { status: "not_found", error_code: "form_not_found", reason: "Form not found", error_messages: null }, headers: { "X-Request-Id": "onb-404" } },
      (onboarding) => onboarding.forms.get(onboardingIds.form),
    );
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(RequestError);
    expect([error.status, error.errorCode, error.requestId, error.method, error.path]).toEqual([404, "form_not_found", "onb-404", "GET", formPath]);
    expect(error.messages).toEqual({ base: [{ code: "form_not_found", message: "Form not found", params: {} }] });
    expect(error.userMessage).toBe("The FX Desk service answered 404 form_not_found: Form not found");
  });

  it("a 422 form_already_submitted is a FormAlreadySubmittedError that says so in plain words", async () => {
    const error = await failureOf(
      {
        status: 422,
        json: {
          status: "unprocessable_entity",
          error_code: "form_already_submitted",
          reason: "The form has already been submitted",
          error_messages: { base: [{ code: "form_already_submitted", message: "The form has already been submitted", params: {} }] },
        },
      },
      (onboarding) => onboarding.people.delete(onboardingIds.form, onboardingIds.person),
    );
    expect(error).toBeInstanceOf(FormAlreadySubmittedError);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.method).toBe("DELETE");
    expect(error.userMessage).toBe("This application has already been submitted, so it can no longer be changed");
  });

  it("any other 422 is an UnprocessableEntityError with the service's field messages, nested ones flattened (an address under the product's name)", async () => {
    const error = await failureOf(
      {
        status: 422,
        json: {
          status: "unprocessable_entity",
          error_code: "invalid_parameters",
          reason: "Invalid parameters",
          error_messages: { country: ["is not a permitted jurisdiction"], registered_address: { postal_code: ["can't be blank"] } },
        },
      },
      (onboarding) => onboarding.forms.update(onboardingIds.form, { country: "RU" }),
    );
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error).not.toBeInstanceOf(FormAlreadySubmittedError);
    expect(Object.keys(error.messages)).toEqual(["country", "registered_address_attributes.postal_code"]);
    expect(error.details).toBe("Country: is not a permitted jurisdiction; Postal code: can't be blank");
  });

  it("a 400 keeps the service's messages as the whole story", async () => {
    const error = await failureOf(
      {
        status: 400,
        json: { status: "bad_request", error_code: "invalid_request", reason: "Invalid side", error_messages: { side: [{ code: "side_not_in_range", message: "must be front, back or face", params: {} }] } },
      },
      (onboarding) => onboarding.documentImages.list(onboardingIds.form, onboardingIds.document),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.userMessage).toBe("Side: must be front, back or face");
  });

  it("an error body without error_messages or reason still names its status", async () => {
    const error = await failureOf({ status: 422, json: { status: "unprocessable_entity", error_code: "invalid_parameters" } }, (onboarding) => onboarding.forms.submit(onboardingIds.form));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.userMessage).toBe("The FX Desk service answered 422 invalid_parameters");
  });
});
