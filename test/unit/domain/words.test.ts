import { describe, expect, it } from "@jest/globals";
import { codeInWords, codesInWords, fieldInWords, nounFor, plural, supportReference, supportReferenceNote } from "../../../src/domain";
import { statusInWords } from "../../../src/jobs/engine/status-words";

describe("counts with their nouns", () => {
  it.each([
    [1, "row", "1 row"],
    [2, "row", "2 rows"],
    [0, "row", "0 rows"],
    [1, "status", "1 status"],
    [3, "status", "3 statuses"],
    [2, "image", "2 images"],
    [2, "beneficiary", "2 beneficiaries"],
    [2, "copy", "2 copies"],
  ])("%d %s reads %p", (count, noun, words) => {
    expect(plural(count, noun)).toBe(words);
  });

  it("gives the noun alone, and takes an irregular plural when told", () => {
    expect(nounFor(1, "Payment date")).toBe("Payment date");
    expect(nounFor(2, "Payment date")).toBe("Payment dates");
    expect(plural(2, "person", "people")).toBe("2 people");
  });
});

describe("codes in words", () => {
  it("reads the shared table first, else the code spaced out with a capital", () => {
    expect(codeInWords("fxcg_rfx_default")).toBe("Standard spread (the provider's default)");
    expect(codeInWords("company_with_nominee_shareholders_or_shares_in_bearer_form")).toBe("Company with nominee shareholders or shares in bearer form");
    expect(codeInWords("ultimate_business_owner")).toBe("Ultimate business owner");
    expect(codeInWords("none")).toBe("None");
    expect(codeInWords("national_id")).toBe("National ID");
    expect(codeInWords("custom", { custom: "Own words" })).toBe("Own words");
  });

  it("names a field in words, the last part of a path", () => {
    expect(fieldInWords("as_at_date")).toBe("As at");
    expect(fieldInWords("people.0.date_of_birth")).toBe("Date of birth");
    expect(fieldInWords("beneficiary_city")).toBe("Beneficiary city");
  });

  it("reads out the codes a service's sentence quotes, leaving the rest as it is", () => {
    expect(codesInWords("is not a valid sort_code for GB")).toBe("is not a valid sort code for GB");
  });

  it("says every service status in words from one table, and a status added later too", () => {
    expect(["ready_to_send", "awaiting_funds", "awaiting_authorisation", "trade_settled", "enabled_no_trading", "not_enabled"].map((status) => statusInWords(status))).toEqual([
      "Ready to send",
      "Awaiting funds",
      "Awaiting authorisation",
      "Settled",
      "Enabled (no trading)",
      "Not enabled",
    ]);
    expect(statusInWords("pending_review")).toBe("Pending review");
  });
});

describe("support references", () => {
  it("shortens a UUID request id to its first eight digits, and keeps any other id as it is", () => {
    expect(supportReference("4f1c2a9e-1b2c-4d5e-8f90-123456789abc")).toBe("4f1c2a9e");
    expect(supportReference("req-7")).toBe("req-7");
    expect(supportReferenceNote("4f1c2a9e-1b2c-4d5e-8f90-123456789abc")).toBe(" (support reference 4f1c2a9e)");
    expect(supportReferenceNote(undefined)).toBe("");
  });
});
