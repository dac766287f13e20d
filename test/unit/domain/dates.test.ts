import { describe, expect, it } from "@jest/globals";
import { isIsoDate, parseDateCell, parseIsoDate } from "../../../src/domain";
import { refusal } from "./expect-refusal";

describe("dates", () => {
  it("knows real calendar days written YYYY-MM-DD", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2026-1-31")).toBe(false);
    expect(isIsoDate("31/01/2026")).toBe(false);
  });

  it("parses trimmed YYYY-MM-DD text and names the field when refusing", () => {
    expect(parseIsoDate(" 2026-01-31 ", "payment_date")).toBe("2026-01-31");
    const error = refusal(() => parseIsoDate("2026-02-30", "payment_date"));
    expect(error.field).toBe("payment_date");
    expect(error.message).toContain("YYYY-MM-DD");
  });

  it("reads Excel day serials, ignoring the time of day, and refuses serials that are no real date", () => {
    expect(parseDateCell(45658, "date")).toBe("2025-01-01");
    expect(parseDateCell(45839.75, "date")).toBe("2025-07-01");
    expect(parseDateCell(61, "date")).toBe("1900-03-01");
    expect(refusal(() => parseDateCell(60, "date")).code).toBe("is_in_invalid_format");
    expect(refusal(() => parseDateCell(3_000_000, "date")).code).toBe("is_in_invalid_format");
    expect(refusal(() => parseDateCell(true, "date")).code).toBe("type_is_wrong");
  });
});
