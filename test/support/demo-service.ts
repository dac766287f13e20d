/**
 * The one way tests start the demo service: a free loopback port, limits off, admin routes on, and the simulated
 * clock pinned to PINNED_NOW and frozen, so dates, cut-offs and settlements never depend on when the suite runs.
 *
 * `FXDESK_TEST_NOW` replaces the default instant (`npm run test:calendar` runs the integration suite on a Friday
 * afternoon, a weekend, a year end and a leap-year month end). A test that needs a particular calendar passes
 * its own `clock.start` and says which in its name.
 */
import { parseStartInstant } from "../../src/sim/clock";
import { buildSimServer, type SimOptions, type SimServer } from "../../src/sim/server";

/** Monday 5 January 2026, 09:00 UTC: a working day before the 14:00 cut-off, and the default pinned instant. */
export const MONDAY_9AM = Date.parse("2026-01-05T09:00:00Z");
/** What a test that asserts Monday's dates appends to its name, having pinned `clock.start` to MONDAY_9AM. */
export const ON_MONDAY_9AM = "(on Monday 5 January 2026, 09:00 UTC)";

export const PINNED_NOW: number = parseStartInstant(process.env.FXDESK_TEST_NOW) ?? MONDAY_9AM;

/** Real time as the service's per-minute limits see it: fixed, so that a burst never straddles two minutes. */
const FIXED_LIMITS_CLOCK = () => PINNED_NOW;

export function startDemoService(options: SimOptions = {}): Promise<SimServer> {
  return buildSimServer({
    limits: false,
    adminRoutes: true,
    limitsClock: FIXED_LIMITS_CLOCK,
    ...options,
    clock: { start: PINNED_NOW, speed: 0, ...options.clock },
  });
}
