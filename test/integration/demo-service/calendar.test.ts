/**
 * The demo service's trading and payment calendars on the days that break naive date code: a Friday after the
 * 14:00 UTC cut-off, a weekend, the last seconds of a Sunday, a year end and the day before a 29 February.
 * Each case pins its own instant; nothing here depends on the default one or on the machine's clock.
 */
import { afterEach, describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../src/demo-service/server";
import { startDemoService } from "../../support/demo-service";
import { call, login } from "../../support/demo-http";

interface CalendarCase {
  name: string;
  now: string;
  firstConversion: string;
  nextDay: string;
  spot: string;
  firstPayment: string;
  closed: string[];
}

const CASES: CalendarCase[] = [
  {
    name: "Friday 9 January 2026, 16:00 UTC (after the cut-off)",
    now: "2026-01-09T16:00:00Z",
    firstConversion: "2026-01-12", nextDay: "2026-01-12", spot: "2026-01-13", firstPayment: "2026-01-09", closed: ["2026-01-10", "2026-01-11"],
  },
  {
    name: "Saturday 10 January 2026, 12:00 UTC",
    now: "2026-01-10T12:00:00Z",
    firstConversion: "2026-01-12", nextDay: "2026-01-13", spot: "2026-01-14", firstPayment: "2026-01-12", closed: ["2026-01-10", "2026-01-11"],
  },
  {
    name: "Sunday 11 January 2026, 23:59:30 UTC",
    now: "2026-01-11T23:59:30Z",
    firstConversion: "2026-01-12", nextDay: "2026-01-13", spot: "2026-01-14", firstPayment: "2026-01-12", closed: ["2026-01-11", "2026-01-17"],
  },
  {
    name: "Thursday 31 December 2026, 23:59:30 UTC (year end)",
    now: "2026-12-31T23:59:30Z",
    firstConversion: "2027-01-01", nextDay: "2027-01-01", spot: "2027-01-04", firstPayment: "2026-12-31", closed: ["2027-01-02", "2027-01-03"],
  },
  {
    name: "Monday 28 February 2028, 23:59:30 UTC (the day before a 29 February)",
    now: "2028-02-28T23:59:30Z",
    firstConversion: "2028-02-29", nextDay: "2028-02-29", spot: "2028-03-01", firstPayment: "2028-02-28", closed: ["2028-03-04", "2028-03-05"],
  },
];

describe("demo service: calendars", () => {
  let demoService: DemoServer | undefined;
  afterEach(async () => {
    await demoService?.close();
    demoService = undefined;
  });

  it.each(CASES)("on $name", async (day) => {
    demoService = await startDemoService({ clock: { start: Date.parse(day.now) } });
    const token = await login(demoService);

    const dates = await call(demoService, "GET", "/v2/reference/conversion_dates", { conversion_pair: "EURGBP" }, { token });
    expect(dates.body).toMatchObject({
      first_conversion_date: day.firstConversion,
      next_day_conversion_date: day.nextDay,
      default_conversion_date: day.spot,
      first_conversion_cutoff_datetime: `${day.firstConversion}T14:00:00+00:00`,
    });
    for (const closed of day.closed) expect(Object.keys(dates.body.invalid_conversion_dates)).toContain(closed);
    const payments = await call(demoService, "GET", "/v2/reference/payment_dates", { currency: "GBP" }, { token });
    expect(payments.body.first_payment_date).toBe(day.firstPayment);

    // A conversion booked now settles at the cut-off of its spot date, and its short reference carries today.
    const booked = await call(demoService, "POST", "/v2/conversions/create", {
      buy_currency: "EUR", sell_currency: "GBP", amount: "100.00", fixed_side: "buy", term_agreement: "true", reason: "Calendar",
    }, { token });
    expect(booked.status).toBe(200);
    expect(booked.body.conversion_date).toBe(`${day.spot}T00:00:00+00:00`);
    expect(booked.body.settlement_date).toBe(`${day.spot}T14:00:00+00:00`);
    expect(booked.body.short_reference).toMatch(new RegExp(`^${day.now.slice(0, 10).replace(/-/g, "")}-[A-Z]{6}$`));

    const earliest = await call(demoService, "GET", "/v2/rates/detailed", {
      buy_currency: "EUR", sell_currency: "GBP", amount: "100", fixed_side: "buy", conversion_date_preference: "earliest",
    }, { token });
    expect(earliest.body.settlement_cut_off_time).toBe(`${day.firstConversion}T14:00:00Z`);
    // A closed day is refused by name.
    const onClosed = await call(demoService, "GET", "/v2/rates/detailed", {
      buy_currency: "EUR", sell_currency: "GBP", amount: "100", fixed_side: "buy", conversion_date: day.closed[1],
    }, { token });
    expect(onClosed.status).toBe(400);
    expect(onClosed.body.error_messages.conversion_date[0].code).toBe("invalid_delivery_date");
  });
});
