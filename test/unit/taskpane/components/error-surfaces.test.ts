/**
 * One message per error, three surfaces: a cell (toCellError), a sheet row (describeFailure) and the task pane
 * (describeError) show the same words for the same error; they only choose the format (which Excel error,
 * fields named by column, the request id in brackets or apart, the next step said their way).
 */
import "../../../support/fake-custom-functions";
import { describe, expect, it } from "@jest/globals";
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConnectionError,
  FxDeskError,
  InvalidInputError,
  NotSignedInError,
  RateLimitError,
  RequestNotSentError,
  ResponseValidationError,
  ServiceUnavailableError,
  TimeoutError,
} from "../../../../src/api";
import { DeadlineExceededError, RateUnavailableError, toCellError } from "../../../../src/functions/cell-errors";
import { describeFailure } from "../../../../src/jobs/error-text";
import { describeError } from "../../../../src/taskpane/components/describe-error";

const request = { method: "POST", path: "/v2/payments/create" };
const said = (field: string, message: string) => ({ [field]: [{ code: `${field}_refused`, message, params: {} }] });

interface Rendered {
  cell: { code: string; message: string };
  row: string;
  pane: { message: string; requestId?: string };
}

function render(error: unknown): Rendered {
  const { code, message } = toCellError(error) as unknown as { code: string; message: string };
  return { cell: { code, message }, row: describeFailure(error), pane: describeError(error) };
}

describe("the same error on the three surfaces", () => {
  // The core each surface must carry: the error's userMessage, or the service's own text where it tells the failure
  // (a surface names the field its own way) and the reason of an input refusal (a row names it by its column).
  const cases: [string, FxDeskError, string][] = [
    ["an input refusal", new InvalidInputError("sell_currency", "is_in_invalid_format", '"EU" is not a three-letter currency code'), '"EU" is not a three-letter currency code'],
    ["a refusal of the request's values", new BadRequestError({ ...request, status: 400, errorCode: "payment_create_failed", messages: said("reference", "reference is too long"), requestId: "req-1" }), "is too long"],
    ["an outage the service explains", new ServiceUnavailableError({ ...request, status: 503, errorCode: "service_unavailable", messages: said("base", "Down for maintenance"), requestId: "req-2" }), "Down for maintenance"],
    ["an answer without messages", new ApiError({ ...request, status: 422, errorCode: "unprocessable", messages: {}, requestId: "req-3" }), "422 unprocessable"],
    ["a refused login", new AuthenticationError({ ...request, status: 401, errorCode: "auth_failed", messages: said("username", "Authentication failed"), requestId: "req-4" }), "The service did not accept this login id and API key"],
    ["the request limit", new RateLimitError({ ...request, status: 429, errorCode: "too_many_requests", messages: {}, requestId: "req-5" }), "The FX Desk service's request limit is used up for this minute"],
    ["no connection", new ConnectionError("POST /v2/payments/create: fetch failed", request.method, request.path), "Cannot reach the FX Desk service: POST /v2/payments/create: fetch failed"],
    ["a time-out", new TimeoutError("POST /v2/payments/create: no answer within 30000 ms", request.method, request.path), "The FX Desk service timed out (POST /v2/payments/create: no answer within 30000 ms)"],
    ["an answer FX Desk cannot read", new ResponseValidationError("POST /v2/payments/create: unexpected response", "id", "req-6", request.method, request.path), "Unexpected answer from the FX Desk service at id"],
    ["a request never sent", new RequestNotSentError(request.method, request.path), "POST /v2/payments/create: cancelled before it was sent"],
    ["signed out", new NotSignedInError("signed-out"), "Not signed in: sign in with a login id and API key first"],
    ["no sign-in for the formulas", new NotSignedInError("formulas"), "Sign in to FX Desk to load rates"],
    ["no rate", new RateUnavailableError("EURXOF"), "No rate for EURXOF"],
    ["our own deadline", new DeadlineExceededError(30_000), "No answer from the FX Desk service within 30 s"],
  ];

  it.each(cases)("%s carries the same core message in a cell, a row and the pane", (_, error, core) => {
    const { cell, row, pane } = render(error);

    expect(cell.message).toContain(core);
    expect(row).toContain(core);
    expect(pane.message).toContain(core);
  });

  it.each(cases.filter(([, error]) => !(error instanceof InvalidInputError) && !(error instanceof ApiError && error.toldByTheService)))(
    "%s is told in the error's own words (userMessage) on every surface",
    (_, error) => {
      const { cell, row, pane } = render(error);

      for (const text of [cell.message, row, pane.message]) expect(text.startsWith(error.userMessage)).toBe(true);
    },
  );
});

describe("what each surface chooses", () => {
  it("a cell picks #VALUE! for the user's input and #N/A for the rest, and says the next step as recalculating", () => {
    const refused = new BadRequestError({ ...request, status: 400, errorCode: "rate_failed", messages: {}, requestId: "req-1" });
    const timedOut = new TimeoutError("no answer within 30000 ms", "GET", "/v2/rates/find");
    const limited = new RateLimitError({ ...request, status: 429, errorCode: "too_many_requests", messages: {}, requestId: "req-5" });
    const refusedLogin = new AuthenticationError({ ...request, status: 401, errorCode: "auth_failed", messages: {}, requestId: "req-4" });

    expect(toCellError(new InvalidInputError("pair", "is_required", "a currency pair is required"))).toEqual(expect.objectContaining({ code: "#VALUE!", message: "Pair: a currency pair is required" }));
    expect(toCellError(refused)).toEqual(expect.objectContaining({ code: "#VALUE!", message: "The FX Desk service answered 400 rate_failed" }));
    expect(toCellError(timedOut)).toEqual(expect.objectContaining({ code: "#N/A", message: "The FX Desk service timed out (no answer within 30000 ms) — recalculate to try again" }));
    expect(toCellError(limited)).toEqual(expect.objectContaining({ code: "#N/A", message: "The FX Desk service's request limit is used up for this minute — recalculate in a minute" }));
    expect(toCellError(refusedLogin)).toEqual(expect.objectContaining({ code: "#N/A", message: "The service did not accept this login id and API key — sign in to FX Desk again" }));
    expect(toCellError(new Error("boom"))).toEqual(expect.objectContaining({ code: "#N/A", message: "boom" }));
  });

  it("a row names fields by the sheet's columns and adds the request id in brackets", () => {
    const refused = new BadRequestError({ ...request, status: 400, errorCode: "payment_create_failed", messages: said("reference", "reference is too long"), requestId: "req-1" });
    const unreadable = new ResponseValidationError("POST /v2/payments/create: unexpected response", "", "req-6", request.method, request.path);
    const refusedLogin = new AuthenticationError({ ...request, status: 401, errorCode: "auth_failed", messages: said("username", "Authentication failed"), requestId: "req-4" });

    expect(describeFailure(refused)).toBe("Reference: is too long (support reference req-1)");
    expect(describeFailure(new InvalidInputError("sell_currency", "is_required", "is required"))).toBe("Sell currency: is required");
    expect(describeFailure(unreadable)).toBe("Unexpected answer from the FX Desk service at the top level (support reference req-6)");
    expect(describeFailure(refusedLogin)).toBe("The service did not accept this login id and API key (support reference req-4)");
    expect(describeFailure(new Error("boom"))).toBe("FX Desk could not finish this (boom)");
  });

  // Office's message is localised and "isn't intended for consumption by end users" (Microsoft's "Error handling with
  // the application-specific JavaScript APIs"): an Office error that reaches a surface unwrapped is said in our words.
  it("an Excel refusal reaching a row or the pane raw is said in FX Desk's words, never Excel's", () => {
    const denied = Object.assign(new Error("AccessDenied: You cannot perform the requested operation."), { name: "RichApi.Error", code: "AccessDenied" });
    const editing = Object.assign(new Error("Excel is in cell-editing mode."), { name: "RichApi.Error", code: "InvalidOperationInCellEditMode" });

    expect(describeFailure(denied)).toBe("Excel does not allow changes to the workbook: it is protected or the workbook is open read-only — unprotect it (Review > Unprotect Sheet) or open a copy you can edit, then try again");
    expect(describeError(editing)).toEqual({ message: "Excel did not accept changes to the workbook (a cell is being edited: press Enter or Esc to finish editing), then try again." });
    // A platform's error code is not Excel's: it keeps its own words.
    expect(describeError(Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }))).toEqual({ message: "socket hang up" });
  });

  it("the pane makes a sentence, says the next step its way and keeps the request id apart", () => {
    const down = new ServiceUnavailableError({ ...request, status: 503, errorCode: "service_unavailable", messages: said("base", "Down for maintenance"), requestId: "req-2" });
    const refusedLogin = new AuthenticationError({ ...request, status: 401, errorCode: "auth_failed", messages: {}, requestId: "req-4" });
    const limited = new RateLimitError({ ...request, status: 429, errorCode: "too_many_requests", messages: {}, requestId: "req-5" });

    expect(describeError(down)).toEqual({ message: "The FX Desk service answered 503 service_unavailable: Down for maintenance.", requestId: "req-2" });
    expect(describeError(refusedLogin)).toEqual({ message: "The service did not accept this login id and API key.", requestId: "req-4" });
    expect(describeError(limited)).toEqual({ message: "The FX Desk service's request limit is used up for this minute. Try again in a minute.", requestId: "req-5" });
    expect(describeError(new TimeoutError("GET /v2/rates/find: no answer within 30000 ms", "GET", "/v2/rates/find"))).toEqual({
      message: "The FX Desk service timed out (GET /v2/rates/find: no answer within 30000 ms). Try again.",
    });
    expect(describeError("boom")).toEqual({ message: "boom" });
  });
});
