/** Where the service's objections go in the form: beside the field they name, or as general messages. */
import { describe, expect, it } from "@jest/globals";
import { BadRequestError, InvalidInputError, ServiceUnavailableError, type FieldMessages } from "../../../../../src/api";
import { formErrorsOf } from "../../../../../src/taskpane/features/beneficiaries/field-errors";

const SHOWN = new Map([
  ["currency", "Currency"],
  ["bank_country", "Bank country"],
  ["payment_types", "Payment type"],
  ["name", "Nickname"],
  ["account_number", "Account number"],
  ["routing_code_value_1", "Sort code"],
  ["beneficiary_company_name", "Company name"],
]);

function refusal(messages: FieldMessages, status = 400): BadRequestError {
  return new BadRequestError({ method: "POST", path: "/v2/beneficiaries/validate", requestId: "req-1", status, errorCode: "beneficiary_not_valid", messages });
}

const message = (code: string, text: string) => ({ code, message: text, params: {} });

describe("formErrorsOf", () => {
  it("puts each message beside the field it names (said by its label), a routing code's type beside the value of its slot", () => {
    const errors = formErrorsOf(
      refusal({
        beneficiary_company_name: [message("beneficiary_company_name_is_in_invalid_format", "beneficiary_company_name is in invalid format")],
        routing_code_type_1: [message("sort_code_is_required", "A routing code of type sort_code is required")],
        "payment_types[0]": [message("payment_types_not_available", "priority payments in GBP to GB are not available")],
      }),
      SHOWN,
    );
    expect(errors).toEqual({
      byField: {
        beneficiary_company_name: "is not in a format the service accepts",
        routing_code_value_1: "A routing code of type sort code is required",
        payment_types: "priority payments in GBP to GB are not available",
      },
      general: [],
      requestId: "req-1",
    });
  });

  it("puts a routing code problem beside the routing code field of that kind", () => {
    const shown = new Map([...SHOWN, ["routing_code_value_2", "Branch code"]]);
    const errors = formErrorsOf(refusal({ routing_code: [message("branch_code_is_invalid", "Branch code is in invalid format")] }), shown);
    expect(errors.byField).toEqual({ routing_code_value_2: "is not in a format the service accepts" });
    expect(formErrorsOf(refusal({ routing_code: [message("x", "A routing code is missing")] }), shown).byField).toEqual({ routing_code_value_1: "A routing code is missing" });
    expect(formErrorsOf(refusal({ routing_code: [message("x", "A routing code is missing")] }), new Map([["name", "Nickname"]])).general).toEqual(["Routing code: A routing code is missing"]);
  });

  it("joins two messages on one field, and names the field of a message about one the form does not show", () => {
    const errors = formErrorsOf(
      refusal({
        account_number: [message("a", "account_number is required"), message("b", "account_number is too long")],
        iban: [message("iban_is_in_invalid_format", "iban is not a valid IBAN")],
        base: [message("base", "This beneficiary cannot be saved")],
      }),
      SHOWN,
    );
    expect(errors.byField).toEqual({ account_number: "is required; is too long" });
    expect(errors.general).toEqual(["IBAN: is not a valid IBAN", "This beneficiary cannot be saved"]);
  });

  it("puts the client's own refusal beside its field", () => {
    expect(formErrorsOf(new InvalidInputError("name", "is_required", "a name is required"), SHOWN)).toEqual({ byField: { name: "a name is required" }, general: [] });
  });

  it("says a failure that is not about the values through describeError, with its request id", () => {
    const outage = new ServiceUnavailableError({ method: "POST", path: "/v2/beneficiaries/validate", requestId: "req-9", status: 503, errorCode: "service_unavailable", messages: {} });
    const errors = formErrorsOf(outage, SHOWN);
    expect(errors.byField).toEqual({});
    expect(errors.general).toEqual([expect.stringContaining("503 service_unavailable")]);
    expect(errors.requestId).toBe("req-9");
  });
});
