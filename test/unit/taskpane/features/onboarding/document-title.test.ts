/** A document's heading names it once, in words (issue 43: no "proof of business activity (proof of business activity)"). */
import { describe, expect, it } from "@jest/globals";
import { documentTitle } from "../../../../../src/taskpane/features/onboarding/document-title";

describe("a document's heading", () => {
  it("says the type, and the category after it only where it says more", () => {
    expect(documentTitle({ document_type: "proof_of_business_activity", category: "proof_of_business_activity" })).toBe("proof of business activity");
    expect(documentTitle({ document_type: "driving_licence", category: "proof_of_identity" })).toBe("driving licence (proof of identity)");
    expect(documentTitle({ document_type: "supporting", category: "supporting" })).toBe("supporting");
  });
});
