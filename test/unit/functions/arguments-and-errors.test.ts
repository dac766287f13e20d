/** The argument readers of the cell functions, and the Excel error (#VALUE! or #N/A, with its message) each failure becomes. */
import "../../support/fake-custom-functions";
import { describe, expect, it } from "@jest/globals";
import { ApiError, BadRequestError, ConnectionError, InvalidInputError, NotSignedInError, RateLimitError, TimeoutError } from "../../../src/api";
import { parseActingAs, parseConversionDate, parseHeaders, parseSeconds, parseSide } from "../../../src/functions/arguments";
import { DeadlineExceededError, RateUnavailableError, toCellError } from "../../../src/functions/cell-errors";

const contact = "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90";

function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof InvalidInputError) return error.message;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("argument readers", () => {
  it("treat null (omitted) and blank cells as the default", () => {
    expect([parseSide(null), parseSide(""), parseSide(" Offer "), parseSide("BID")]).toEqual(["mid", "mid", "offer", "bid"]);
    expect([parseSeconds(null), parseSeconds(30)]).toEqual([10, 30]);
    expect([parseHeaders(null), parseHeaders(false), parseHeaders(0)]).toEqual([true, false, false]);
  });

  it("name the argument and say what is wrong", () => {
    expect(refusal(() => parseSide("ask"))).toBe('side: must be one of mid, bid, offer; got "ask"');
    expect(refusal(() => parseSeconds(1))).toBe("seconds: must be between 5 and 3600 seconds; got 1");
    expect(refusal(() => parseSeconds(7.5))).toBe("seconds: must be a whole number of seconds; got number 7.5");
    expect(refusal(() => parseConversionDate("2025-02-30"))).toContain("conversion_date:");
    expect(refusal(() => parseActingAs("not-an-id", undefined))).toContain("acting_as:");
  });

  it("read conversion dates from Excel serials and from text", () => {
    expect(parseConversionDate(45839)).toBe("2025-07-01");
    expect(parseConversionDate(45839.75)).toBe("2025-07-01");
    expect(parseConversionDate("2025-07-01")).toBe("2025-07-01");
    expect(parseConversionDate(null)).toBeUndefined();
  });

  it("act for the pane's contact unless told otherwise", () => {
    expect(parseActingAs(null, contact)).toBe(contact);
    expect(parseActingAs("house", contact)).toBeUndefined();
    expect(parseActingAs(contact.toUpperCase(), undefined)).toBe(contact);
  });
});

describe("toCellError", () => {
  const cases: [string, unknown, string, string][] = [
    ["bad input", new InvalidInputError("pair", "is_in_invalid_format", "is not a pair"), "#VALUE!", "Pair: is not a pair"],
    ["no rate", new RateUnavailableError("EURXOF"), "#N/A", "No rate for EURXOF"],
    ["not signed in", new NotSignedInError("formulas"), "#N/A", "Sign in to FX Desk to load rates"],
    ["our deadline", new DeadlineExceededError(30_000), "#N/A", "No answer from the FX Desk service within 30 s — recalculate to try again"],
    ["unreachable", new ConnectionError("connect ECONNREFUSED 127.0.0.1:9", "GET", "/v2/rates/find"), "#N/A", "Cannot reach the FX Desk service: connect ECONNREFUSED 127.0.0.1:9"],
    ["client timeout", new TimeoutError("no answer in 30000 ms", "GET", "/v2/rates/find"), "#N/A", "The FX Desk service timed out (no answer in 30000 ms) — recalculate to try again"],
  ];
  it.each(cases)("maps %s", (_label, error, code, message) => {
    expect(toCellError(error)).toEqual(expect.objectContaining({ code, message }));
  });

  it("maps the service's refusals: input problems to #VALUE!, the rest to #N/A", () => {
    const details = { requestId: "r-1", method: "GET", path: "/v2/rates/detailed" };
    const refused = new BadRequestError({
      ...details,
      status: 400,
      errorCode: "rate_detailed_failed",
      messages: { conversion_date: [{ code: "conversion_date_is_in_invalid_format", message: "conversion_date is not a working day", params: {} }] },
    });
    expect(toCellError(refused)).toEqual(expect.objectContaining({ code: "#VALUE!", message: "Conversion date: is not a working day" }));
    const limited = new RateLimitError({ ...details, status: 429, errorCode: "too_many_requests", messages: {} });
    expect(toCellError(limited)).toEqual(expect.objectContaining({ code: "#N/A" }));
    const down = new ApiError({ ...details, status: 503, errorCode: "service_unavailable", messages: { base: [{ code: "service_unavailable", message: "Service is temporarily unavailable due to maintenance", params: {} }] } });
    expect(toCellError(down)).toEqual(expect.objectContaining({ code: "#N/A", message: "The FX Desk service answered 503 service_unavailable: Service is temporarily unavailable due to maintenance" }));
  });
});
