/**
 * Documents and their images: a known type and category; a front image, and a back one for two-sided documents;
 * only the sides front, back and face, a back only on two-sided documents, at most 3 images; every document a
 * person, the account usage or the business refers to exists on the form; and a document attached to a person has
 * the category proof of identity. Types and categories are said in words (`codeInWords`), never as the service's codes.
 */
import { codeInWords } from "../code-words";
import type { CheckContext } from "./check-context";
import { personLabel } from "./field-values";
import { finding, type Finding } from "./findings";
import type { OnboardingDocument } from "./form";
import { DOCUMENT_CATEGORIES, DOCUMENT_TYPES, IMAGE_SIDES, MAX_IMAGES_PER_DOCUMENT, TWO_SIDED_DOCUMENT_TYPES } from "./values";

function describe(document: OnboardingDocument, documentIndex: number): string {
  const type = document.document_type?.trim();
  return `document ${documentIndex + 1}${type ? ` (${valueInWords(type)})` : ""}`;
}

/** A document type or category as it stands in a sentence: "driving licence", "proof of identity". */
function valueInWords(code: string): string {
  return codeInWords(code).toLowerCase();
}

function typeAndCategory(document: OnboardingDocument, documentIndex: number): Finding[] {
  const found: Finding[] = [];
  for (const [field, allowed] of [
    ["document_type", DOCUMENT_TYPES],
    ["category", DOCUMENT_CATEGORIES],
  ] as const) {
    const value = document[field]?.trim();
    const what = field === "document_type" ? "type" : "category";
    if (!value) found.push(finding({ section: "documents", documentIndex, field }, "missing", "document_values", `Choose the ${what} of ${describe(document, documentIndex)}.`));
    else if (!(allowed as readonly string[]).includes(value)) {
      found.push(finding({ section: "documents", documentIndex, field }, "invalid", "document_values", `"${value}" is not a document ${what}; use one of ${allowed.map(valueInWords).join(", ")}.`));
    }
  }
  return found;
}

function images(document: OnboardingDocument, documentIndex: number): Finding[] {
  const path = { section: "documents", documentIndex, field: "document_images" } as const;
  const name = describe(document, documentIndex);
  const sides = (document.document_images ?? []).map((image) => image.side?.trim() ?? "");
  const twoSided = TWO_SIDED_DOCUMENT_TYPES.includes(document.document_type?.trim() ?? "");
  const found: Finding[] = [];
  sides.forEach((side, imageIndex) => {
    if (!(IMAGE_SIDES as readonly string[]).includes(side)) {
      found.push(finding(path, "invalid", "document_sides", `Image ${imageIndex + 1} of ${name} has the side "${side}"; choose Front, Back or Face.`));
    }
  });
  if (!sides.includes("front")) found.push(finding(path, "missing", "document_sides", `Add an image of the front of ${name}.`));
  if (twoSided && !sides.includes("back")) found.push(finding(path, "missing", "document_sides", `Add an image of the back of ${name}: it has two sides.`));
  if (!twoSided && sides.includes("back")) found.push(finding(path, "not_allowed", "document_sides", `${name} has one side: its image is the front, so remove the back.`));
  if (sides.length > MAX_IMAGES_PER_DOCUMENT) {
    found.push(finding(path, "not_allowed", "image_count", `${name} has ${sides.length} images; at most ${MAX_IMAGES_PER_DOCUMENT} are allowed.`));
  }
  return found;
}

function references(context: CheckContext): Finding[] {
  const found: Finding[] = [];
  const unknown = (ids: readonly string[] | null | undefined): string[] => (ids ?? []).filter((id) => !context.documentsById.has(id));
  context.people.forEach((person, personIndex) => {
    const name = personLabel(person, personIndex);
    for (const id of unknown(person.document_ids)) {
      found.push(finding({ section: "people", personIndex, field: "document_ids" }, "invalid", "document_references", `Document ${id} attached to ${name} is not on this application: upload it again.`));
    }
    for (const id of person.document_ids ?? []) {
      const documentIndex = context.documents.findIndex((document) => document.id === id);
      const category = context.documents[documentIndex]?.category?.trim();
      if (documentIndex >= 0 && category && category !== "proof_of_identity") {
        found.push(
          finding(
            { section: "documents", documentIndex, field: "category" },
            "invalid",
            "person_document_category",
            `${describe(context.documents[documentIndex] as OnboardingDocument, documentIndex)} is attached to ${name}, so its category is proof of identity, not ${valueInWords(category)}.`,
          ),
        );
      }
    }
  });
  const sections = [
    ["account_usage", context.form.account_usage?.document_ids],
    ["business_information", context.form.business_information?.document_ids],
  ] as const;
  for (const [section, ids] of sections) {
    for (const id of unknown(ids)) found.push(finding({ section, field: "document_ids" }, "invalid", "document_references", `Document ${id} is not on this application: upload it again.`));
  }
  return found;
}

export function checkDocuments(context: CheckContext): Finding[] {
  return [...context.documents.flatMap((document, documentIndex) => [...typeAndCategory(document, documentIndex), ...images(document, documentIndex)]), ...references(context)];
}
