/** Which failures count as the service being unreachable, how they are told, and one report per failed wave. */
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { AuthenticationError, BadRequestError, ConnectionError, FxDeskError, InvalidInputError, NotSignedInError, RateLimitError, ServiceUnavailableError, TimeoutError } from "../../../src/api";
import { DeadlineExceededError } from "../../../src/functions/cell-errors";
import { describeUnreachable, isServiceUnreachable, OutageTracker, type OutageReport } from "../../../src/functions/service-outages";

const apiDetails = (status: number, errorCode: string) => ({ status, errorCode, messages: {}, requestId: "req-1", method: "GET", path: "/v2/rates/find" });
const refused = new ConnectionError("connect ECONNREFUSED 127.0.0.1:4010", "GET", "/v2/rates/find");

describe("which failures count as the service being unreachable", () => {
  it("no answer, a time-out, our own deadline and a service or gateway saying it is down", () => {
    for (const error of [
      refused,
      new TimeoutError("no answer within 30 s", "GET", "/v2/rates/find"),
      new DeadlineExceededError(30_000),
      new ServiceUnavailableError(apiDetails(503, "service_unavailable")),
      new ServiceUnavailableError(apiDetails(502, "bad_gateway")),
      new ServiceUnavailableError(apiDetails(504, "gateway_timeout")),
    ]) {
      expect([error.name, isServiceUnreachable(error)]).toEqual([error.name, true]);
    }
  });

  it("not refused credentials, refused input, the request limit or a missing sign-in: those must still show", () => {
    for (const error of [
      new AuthenticationError(apiDetails(401, "auth_failed")),
      new BadRequestError(apiDetails(400, "invalid_extra_parameters")),
      new InvalidInputError("pair", "is_in_invalid_format", "not a pair"),
      new RateLimitError(apiDetails(429, "too_many_requests")),
      new NotSignedInError("formulas"),
      new Error("boom"),
    ]) {
      expect([error.name, isServiceUnreachable(error)]).toEqual([error.name, false]);
    }
  });

  it("is the error's own say (whyUnreachable), so a failure class of its own that cannot reach the service counts without a change here", () => {
    class RelayDownError extends FxDeskError {
      override get whyUnreachable(): string {
        return "FX Desk's relay server cannot be reached";
      }
    }
    expect([isServiceUnreachable(new RelayDownError("relay down")), describeUnreachable(new RelayDownError("relay down"))]).toEqual([true, "FX Desk's relay server cannot be reached"]);
    expect(new TimeoutError("no answer within 30 s", "GET", "/v2/rates/find").whyUnreachable).toBe("the FX Desk service did not answer in time");
    expect(new ServiceUnavailableError(apiDetails(503, "service_unavailable")).whyUnreachable).toBe("the FX Desk service is unavailable (503)");
    expect(new RateLimitError(apiDetails(429, "too_many_requests")).whyUnreachable).toBeUndefined();
  });

  it("says why in a user's words", () => {
    expect(describeUnreachable(refused)).toBe("the FX Desk service cannot be reached");
    expect(describeUnreachable(new DeadlineExceededError(30_000))).toBe("the FX Desk service did not answer in time");
    expect(describeUnreachable(new ServiceUnavailableError(apiDetails(502, "bad_gateway")))).toBe("the FX Desk service is unavailable (502)");
  });
});

describe("OutageTracker", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const T0 = Date.UTC(2026, 0, 5, 9, 0);
  function tracker() {
    const reports: OutageReport[] = [];
    const outages = new OutageTracker({ now: () => T0 + 99_000, quietMs: 1_000, report: (report) => reports.push(report) });
    return { reports, outages };
  }

  it("reports a wave once, after it goes quiet, with the kept values' count and times and the values without one", async () => {
    const { reports, outages } = tracker();
    const staleness = { failedAt: T0 + 60_000, error: refused };
    outages.keptValue(T0 + 30_000, staleness, "recalculation");
    outages.keptValue(T0 + 10_000, staleness, "recalculation");
    await jest.advanceTimersByTimeAsync(900);
    // Retries with jitter: a later failure of the same wave joins it and pushes the report back.
    outages.keptValue(T0 + 20_000, { failedAt: T0 + 62_000, error: refused }, "recalculation");
    outages.noValue({ failedAt: T0 + 62_000, error: refused }, "recalculation");
    await jest.advanceTimersByTimeAsync(999);
    expect(reports).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(reports).toEqual([
      { kind: "unreachable", failedAt: T0 + 60_000, error: refused, keptValues: 3, keptFrom: { oldest: T0 + 10_000, newest: T0 + 30_000 }, valuesWithoutEarlierValue: 1 },
    ]);
  });

  it("keeps a wave open while any request is in flight: retries with random backoff fail seconds apart", async () => {
    const { reports, outages } = tracker();
    const rateRequestDone = outages.requestStarted();
    const quoteRequestDone = outages.requestStarted();
    rateRequestDone();
    outages.keptValue(T0, { failedAt: T0 + 60_000, error: refused }, "recalculation");
    await jest.advanceTimersByTimeAsync(5_000);
    expect(reports).toEqual([]);
    quoteRequestDone();
    quoteRequestDone(); // settling twice counts once
    outages.keptValue(T0, { failedAt: T0 + 65_000, error: refused }, "recalculation");
    await jest.advanceTimersByTimeAsync(999);
    expect(reports).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(reports).toEqual([expect.objectContaining({ kind: "unreachable", failedAt: T0 + 60_000, keptValues: 2 })]);
  });

  it("is not held open by requests sent after it began, so live cells polling through an outage cannot keep it from ending", async () => {
    const { reports, outages } = tracker();
    outages.requestStarted()();
    outages.keptValue(T0, { failedAt: T0, error: refused }, "recalculation");
    const tick = outages.requestStarted();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(reports).toEqual([expect.objectContaining({ kind: "unreachable", keptValues: 1 })]);
    tick();
  });

  it("reports every person's refresh that fails, but live cells' timers only when they bring the first news", async () => {
    const { reports, outages } = tracker();
    const staleness = { failedAt: T0, error: refused };
    outages.keptValue(T0 - 5_000, staleness, "live");
    await jest.advanceTimersByTimeAsync(1_000);
    outages.keptValue(T0 - 5_000, staleness, "live");
    await jest.advanceTimersByTimeAsync(1_000);
    outages.keptValue(T0 - 5_000, staleness, "live");
    await jest.advanceTimersByTimeAsync(1_000);
    expect(reports.map((report) => report.kind)).toEqual(["unreachable"]);

    outages.keptValue(T0 - 5_000, staleness, "recalculation");
    outages.keptValue(T0 - 5_000, staleness, "live");
    await jest.advanceTimersByTimeAsync(1_000);
    expect(reports.map((report) => report.kind)).toEqual(["unreachable", "unreachable"]);
  });

  it("says the service is back once, and only after an outage it reported", async () => {
    const { reports, outages } = tracker();
    outages.reachable();
    expect(reports).toEqual([]);
    outages.noValue({ failedAt: T0, error: refused }, "recalculation");
    await jest.advanceTimersByTimeAsync(1_000);
    outages.reachable();
    outages.reachable();
    expect(reports.map((report) => report.kind)).toEqual(["unreachable", "reachable"]);
    expect(reports[1]).toEqual({ kind: "reachable", at: T0 + 99_000 });
    // After the return, a live cell's failure is news again.
    outages.keptValue(T0, { failedAt: T0, error: refused }, "live");
    await jest.advanceTimersByTimeAsync(1_000);
    expect(reports.map((report) => report.kind)).toEqual(["unreachable", "reachable", "unreachable"]);
  });

  it("drops a wave not yet reported when disposed", async () => {
    const { reports, outages } = tracker();
    outages.noValue({ failedAt: T0, error: refused }, "recalculation");
    outages.dispose();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(reports).toEqual([]);
  });
});
