import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import {
  booleanText,
  countText,
  currencyOrEmpty,
  decimalOrEmpty,
  decimalString,
  isoDate,
  timestamp,
  timestampOrEmpty,
  uuid,
} from "../../../../src/api/schemas/primitives";

describe("decimalString", () => {
  it.each([
    ["10000.23", "10000.23"],
    ["0.0", "0"],
    ["-0.11", "-0.11"],
    ["0.648353", "0.648353"],
    ["123456789012345.678901234567", "123456789012345.678901234567"],
  ])("reads %s as an exact Decimal", (wire, digits) => {
    const value = decimalString.parse(wire);
    expect(value).toBeInstanceOf(Decimal);
    expect(value.toFixed()).toBe(digits);
  });

  it("keeps 10000.23 exactly (no float round trip)", () => {
    const value = decimalString.parse("10000.23");
    expect(value.equals(new Decimal("10000.23"))).toBe(true);
    expect(value.times(100).toFixed()).toBe("1000023");
  });

  it.each(["1e5", "1.5E-3", "", " 1.00", "1,000.00", "12.", ".5", "abc", "NaN", "Infinity", "+1.00"])("refuses %j", (wire) => {
    expect(decimalString.safeParse(wire).success).toBe(false);
  });

  it("refuses a number where the wire has text", () => {
    expect(decimalString.safeParse(10000.23).success).toBe(false);
  });
});

describe("absent values", () => {
  it('maps "" to null and keeps real values', () => {
    expect(decimalOrEmpty.parse("")).toBeNull();
    expect(decimalOrEmpty.parse("0.8037")?.toFixed()).toBe("0.8037");
    expect(timestampOrEmpty.parse("")).toBeNull();
    expect(timestampOrEmpty.parse("2022-02-01T00:10:01Z")).toBe("2022-02-01T00:10:01Z");
    expect(currencyOrEmpty.parse("")).toBeNull();
    expect(currencyOrEmpty.parse("GBP")).toBe("GBP");
  });

  it('does not take null where the service writes ""', () => {
    expect(decimalOrEmpty.safeParse(null).success).toBe(false);
    expect(timestampOrEmpty.safeParse(null).success).toBe(false);
  });
});

describe("timestamps and dates", () => {
  it.each(["2022-01-31T10:00:00+00:00", "2022-01-31T10:00:00Z", "2025-01-31T14:30:29.000Z", "2022-01-31T14:30:29.276+00:00"])(
    "accepts %s unchanged",
    (wire) => {
      expect(timestamp.parse(wire)).toBe(wire);
    },
  );

  it.each(["2022-01-31", "2022-01-31T10:00:00", "31/01/2022", "2022-01-31 10:00:00+00:00", ""])("refuses timestamp %j", (wire) => {
    expect(timestamp.safeParse(wire).success).toBe(false);
  });

  it("takes date-only values where the API uses dates", () => {
    expect(isoDate.parse("2022-01-31")).toBe("2022-01-31");
    expect(isoDate.safeParse("2022-01-31T00:00:00+00:00").success).toBe(false);
    expect(isoDate.safeParse("2022-02-30").success).toBe(false);
  });
});

describe("text-coded values", () => {
  it('maps default_beneficiary text "true"/"false" to booleans', () => {
    expect(booleanText.parse("true")).toBe(true);
    expect(booleanText.parse("false")).toBe(false);
    expect(booleanText.safeParse("yes").success).toBe(false);
    expect(booleanText.safeParse(true).success).toBe(false);
  });

  it("reads numeric text as a number", () => {
    expect(countText.parse("0")).toBe(0);
    expect(countText.parse("2")).toBe(2);
    expect(countText.safeParse("one").success).toBe(false);
    expect(countText.safeParse(1).success).toBe(false);
  });

  it("accepts UUIDs in either case and refuses anything else", () => {
    expect(uuid.parse("1873A622-CE56-4357-A016-84B850ACA99F")).toBe("1873A622-CE56-4357-A016-84B850ACA99F");
    expect(uuid.safeParse("1873a622ce564357a01684b850aca99f").success).toBe(false);
    expect(uuid.safeParse("not-a-uuid").success).toBe(false);
  });
});
