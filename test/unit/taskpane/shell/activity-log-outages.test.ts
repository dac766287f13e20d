import { describe, expect, it } from "@jest/globals";
import { ConnectionError, ServiceUnavailableError } from "../../../../src/api";
import { describeOutageReport } from "../../../../src/taskpane/shell/activity-log-outages";

// Local wall-clock instants: the log shows the user's own clock, whatever the machine's time zone.
const at = (hours: number, minutes: number) => new Date(2026, 0, 5, hours, minutes, 7).getTime();
const refused = new ConnectionError("connect ECONNREFUSED", "GET", "/v2/rates/find");

describe("activity log lines for an outage", () => {
  it("one error line per failed wave: when, why, how many values kept from when, how many without a value", () => {
    expect(
      describeOutageReport({ kind: "unreachable", failedAt: at(10, 31), error: refused, keptValues: 24, keptFrom: { oldest: at(10, 30), newest: at(10, 30) }, valuesWithoutEarlierValue: 2 }),
    ).toEqual({
      level: "error",
      message: "Refresh failed at 10:31: the FX Desk service cannot be reached. 24 FX values keep their last figures from 10:30 (stale). 2 FX values have no earlier value and show #N/A.",
    });
    expect(
      describeOutageReport({ kind: "unreachable", failedAt: at(10, 31), error: refused, keptValues: 1, keptFrom: { oldest: at(9, 5), newest: at(10, 30) }, valuesWithoutEarlierValue: 0 }).message,
    ).toBe("Refresh failed at 10:31: the FX Desk service cannot be reached. 1 FX value keeps its last figures from 09:05–10:30 (stale).");
  });

  it("keeps the service's request id of a 503 for support", () => {
    const unavailable = new ServiceUnavailableError({ status: 503, errorCode: "service_unavailable", messages: {}, requestId: "req-77", method: "GET", path: "/v2/rates/find" });
    expect(describeOutageReport({ kind: "unreachable", failedAt: at(8, 0), error: unavailable, keptValues: 0, valuesWithoutEarlierValue: 3 })).toEqual({
      level: "error",
      message: "Refresh failed at 08:00: the FX Desk service is unavailable (503). 3 FX values have no earlier value and show #N/A.",
      requestId: "req-77",
    });
  });

  it("says when the service is back", () => {
    expect(describeOutageReport({ kind: "reachable", at: at(10, 35) })).toEqual({ level: "success", message: "FX Desk service reachable again at 10:35: FX values are current" });
  });
});
