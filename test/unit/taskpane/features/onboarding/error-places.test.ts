/** Failed saves and submits placed beside the fields they name, the rest beside the field being saved. */
import { describe, expect, it } from "@jest/globals";
import { BadRequestError } from "../../../../../src/api";
import { InvalidInputError } from "../../../../../src/domain";
import { errorPlaces } from "../../../../../src/taskpane/features/onboarding/error-places";

describe("errorPlaces", () => {
  it("puts the client's refusal beside the field it names, without the section's prefix", () => {
    expect(errorPlaces(new InvalidInputError("account_usage.primary_purpose", "is_required", "is required"), "account_usage", "account_usage.source_of_funds")).toEqual({
      "account_usage.primary_purpose": "is required",
    });
  });

  it("puts each of the service's field messages beside its field, base beside the field being saved", () => {
    const error = new BadRequestError({
      method: "PUT",
      path: "/onboarding/v1/forms/x/people/y",
      requestId: "r1",
      status: 400,
      errorCode: "invalid",
      messages: { dob: [{ code: "bad", message: "dob must be a date", params: {} }], base: [{ code: "b", message: "something else", params: {} }] },
    });
    expect(errorPlaces(error, "people[1]", "people[1].email")).toEqual({ "people[1].dob": "must be a date", "people[1].email": "something else" });
  });

  it("puts a failure about no field beside the field being saved", () => {
    expect(errorPlaces(new Error("offline"), "form", "form.email")).toEqual({ "form.email": "offline" });
  });
});
