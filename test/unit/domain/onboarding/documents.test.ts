/**
 * Documents and images: known type and category; front, and back for two-sided documents; sides front, back or
 * face; at most 3 images; references to documents that exist; a proof of identity for a document attached to a person; every finding and
 * rule said in words, without the service's codes (issue 43).
 */
import { describe, expect, it } from "@jest/globals";
import { checkCompleteness, ONBOARDING_RULES, type OnboardingForm } from "../../../../src/domain/onboarding";
import { NOW, changed, corporateForm, documentOf, expectExactly, individualForm, personOf, type BreakingCase, type Draft, type SatisfyingCase } from "./baselines";

/** The individual baseline with a second, detached document uploaded ahead against the form. */
function withDetached(document: NonNullable<Draft<OnboardingForm>["documents"]>[number]): OnboardingForm {
  return changed(individualForm, (form) => form.documents?.push(document));
}

const BANK_STATEMENT = { id: "doc-statement", document_type: "bank_statement", category: "proof_of_source_of_funds", document_images: [{ side: "front" }] };

describe("documents: a change that breaks one rule yields exactly its finding", () => {
  it.each<BreakingCase>([
    ["a document without a type", changed(individualForm, (form) => delete documentOf(form, 0).document_type), ["documents[0].document_type document_values"]],
    ["a type the service does not know", withDetached({ ...BANK_STATEMENT, document_type: "payslip" }), ["documents[1].document_type document_values"]],
    ["a document without a category", changed(individualForm, (form) => (documentOf(form, 0).category = "")), ["documents[0].category document_values"]],
    ["a category the service does not know", withDetached({ ...BANK_STATEMENT, category: "finance" }), ["documents[1].category document_values"]],
    ["a person's document that is not a proof of identity", changed(individualForm, (form) => (documentOf(form, 0).category = "proof_of_address")), ["documents[0].category person_document_category"]],
    ["a passport without images", changed(individualForm, (form) => (documentOf(form, 0).document_images = [])), ["documents[0].document_images document_sides"]],
    ["a passport with only a face photo", changed(individualForm, (form) => (documentOf(form, 0).document_images = [{ side: "face" }])), ["documents[0].document_images document_sides"]],
    ["a driving licence without its back", changed(corporateForm, (form) => (documentOf(form, 1).document_images = [{ side: "front" }])), ["documents[1].document_images document_sides"]],
    ["a driving licence without its front", changed(corporateForm, (form) => (documentOf(form, 1).document_images = [{ side: "back" }])), ["documents[1].document_images document_sides"]],
    ["a one-sided document with a back", withDetached({ ...BANK_STATEMENT, document_images: [{ side: "front" }, { side: "back" }] }), ["documents[1].document_images document_sides"]],
    ["an image with an unknown side", withDetached({ ...BANK_STATEMENT, document_images: [{ side: "front" }, { side: "selfie" }] }), ["documents[1].document_images document_sides"]],
    [
      "four images on one document",
      changed(individualForm, (form) => (documentOf(form, 0).document_images = [{ side: "front" }, { side: "face" }, { side: "face" }, { side: "face" }])),
      ["documents[0].document_images image_count"],
    ],
    ["a person referring to a document not on the form", changed(individualForm, (form) => (personOf(form, 0).document_ids = ["doc-deleted"])), ["people[0].document_ids document_references"]],
    [
      "account usage referring to a document not on the form",
      changed(corporateForm, (form) => {
        if (form.account_usage) form.account_usage.document_ids = ["doc-deleted"];
      }),
      ["account_usage.document_ids document_references"],
    ],
    [
      "business information referring to a document not on the form",
      changed(corporateForm, (form) => {
        if (form.business_information) form.business_information.document_ids = ["doc-deleted"];
      }),
      ["business_information.document_ids document_references"],
    ],
  ])("%s", (_, form, expected) => expectExactly(form, expected));
});

describe("documents: the minimal form that satisfies each rule yields no finding", () => {
  it.each<SatisfyingCase>([
    ...["driving_licence", "state_id", "biometric_state_id", "residence_id"].map((type): SatisfyingCase => [
      `a two-sided ${type} with front and back`,
      changed(individualForm, (form) => {
        documentOf(form, 0).document_type = type;
        documentOf(form, 0).document_images = [{ side: "back" }, { side: "front" }];
      }),
    ]),
    ["a visa with its front only", changed(individualForm, (form) => (documentOf(form, 0).document_type = "visa"))],
    ["a passport with front and face: 2 images (baseline Alice)", corporateForm()],
    ["a driving licence with front, back and face: 3 images", changed(corporateForm, (form) => documentOf(form, 1).document_images?.push({ side: "face" }))],
    ["a document uploaded ahead, referred to by nobody", withDetached(BANK_STATEMENT)],
    [
      "a supporting document referred to by the account usage",
      changed(corporateForm, (form) => {
        form.documents?.push(BANK_STATEMENT);
        if (form.account_usage) form.account_usage.document_ids = [BANK_STATEMENT.id];
      }),
    ],
  ])("%s", (_, form) => expectExactly(form, []));
});

describe("documents: what the checklist says is words", () => {
  const snakeCase = /\b[a-z]+(?:_[a-z]+)+\b/;

  it("names types and categories in words, once: no code, no word said twice", () => {
    const wrong = changed(corporateForm, (form) => {
      if (form.business_information) form.business_information.business_website = "";
      form.documents?.push({ ...BANK_STATEMENT, id: "doc-odd", category: "finance" });
      documentOf(form, 0).category = "proof_of_address";
    });
    const messages = checkCompleteness(wrong, { now: NOW }).map((found) => found.message);
    expect(messages).toContain("Upload a proof of business activity (invoices, contracts or the like): the business has no website or other online presence.");
    expect(messages).toContainEqual(expect.stringMatching(/^document 1 \(passport\) is attached to .+, so its category is proof of identity, not proof of address\.$/));
    expect(messages).toContainEqual(expect.stringContaining('"finance" is not a document category; use one of proof of address, proof of business activity, '));
    expect(messages.filter((message) => snakeCase.test(message))).toEqual([]);
  });

  it("explains every rule in words", () => {
    const said = Object.values(ONBOARDING_RULES).flatMap((rule) => [rule.title, rule.explanation]);
    expect(said.filter((text) => snakeCase.test(text))).toEqual([]);
  });
});
