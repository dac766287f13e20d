/** Each section's open findings, in the form's order; business information only on a corporate form. */
import { describe, expect, it } from "@jest/globals";
import { checkCompleteness } from "../../../../../src/domain/onboarding";
import { sectionProgress, sectionState } from "../../../../../src/taskpane/features/onboarding/section-progress";

const now = new Date("2026-01-05T09:00:00Z");

describe("sectionProgress", () => {
  it("counts a new corporate form's findings per section", () => {
    const findings = checkCompleteness({ entity_type: "corporate", country: "GB", email: "a@b.example", contact_name: "Ann", phone_number: "1" }, { now });
    const progress = sectionProgress(findings, "corporate");
    expect(progress.map((section) => section.label)).toEqual(["Applicant & consent", "Business information", "Account usage", "People", "Documents"]);
    expect(progress[0]).toEqual({ section: "form", label: "Applicant & consent", open: 2, empty: false });
    expect(progress.reduce((sum, section) => sum + section.open, 0)).toBe(findings.length);
    expect(progress.find((section) => section.section === "people")?.open).toBeGreaterThan(0);
    expect(progress.find((section) => section.section === "documents")?.open).toBe(0);
  });

  it("leaves business information out of an individual's form and says done where nothing is open", () => {
    const progress = sectionProgress([], "individual");
    expect(progress.map((section) => [section.section, section.open])).toEqual([
      ["form", 0],
      ["account_usage", 0],
      ["people", 0],
      ["documents", 0],
    ]);
    expect(progress.map(sectionState)).toEqual(["done", "done", "done", "done"]);
  });

  it("says a section with nothing in it yet is not done: Documents before any document is attached", () => {
    const progress = sectionProgress([], "corporate", new Set(["documents"]));
    expect(progress.find((section) => section.section === "documents")).toMatchObject({ open: 0, empty: true });
    expect(progress.map((section) => `${section.label}: ${sectionState(section)}`)).toContain("Documents: nothing added yet");
    expect(progress.map((section) => `${section.label}: ${sectionState(section)}`)).toContain("People: done");
  });
});
