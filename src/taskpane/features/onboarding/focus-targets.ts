/**
 * Where a checklist finding leads: the element ids to try, most precise first — the field's input, then its
 * address as a whole (its first part), then the input that adds what is missing (a person, a document), then the
 * person or document, then the section. Inputs carry the id of their finding path (fieldElementId), so a finding and
 * the input it names always agree. An id with "*" stands for the first element whose id matches around it (the
 * first person's share, when the shares together are wrong).
 */
import { pathText, type FindingPath } from "../../../domain/onboarding";

export function fieldElementId(key: string): string {
  return `onboarding-${key.replace(/[[\].]/g, "-")}`;
}

/** The first input of the form that adds a person, and of the form that adds a document. */
export const NEW_PERSON_KEY = "people.new";
export const NEW_DOCUMENT_KEY = "documents.new";

/** The first field of a section that may not exist yet: typing into it creates the section. */
const FIRST_FIELDS = { business_information: "business_information.company_name", account_usage: "account_usage.collections_account" } as const;

/** Where a finding that asks to add something leads, before the person, document or section it belongs to. */
function addingTargets(path: FindingPath, owner: string): string[] {
  const field = path.field;
  if (path.section === "people" && path.personIndex === undefined) return field === "ownership_percentage" ? ["people[*].ownership_percentage", NEW_PERSON_KEY] : [NEW_PERSON_KEY];
  if (field === "document_ids") return [NEW_DOCUMENT_KEY];
  // No call of the service changes a document's type or category (docs/provider-api.md §10): the way out is to delete it and add it again.
  if (path.section === "documents" && (field === "document_type" || field === "category")) return [`${owner}.delete`, NEW_DOCUMENT_KEY];
  if ((path.section === "business_information" || path.section === "account_usage") && field === undefined) return [FIRST_FIELDS[path.section]];
  return [];
}

export function focusTargets(path: FindingPath): string[] {
  const full = pathText(path);
  const index = path.section === "people" ? path.personIndex : path.section === "documents" ? path.documentIndex : undefined;
  const owner = `${path.section}${index === undefined ? "" : `[${index}]`}`;
  const field = path.field;
  // A finding about a whole section or list ("people") would otherwise lead to the section itself, not an input.
  const candidates = full === path.section ? [...addingTargets(path, owner), full] : [full];
  if (field !== undefined && field.endsWith("_attributes")) candidates.push(`${owner}.${field}.street`);
  if (field !== undefined && field.includes(".")) candidates.push(`${owner}.${field.split(".")[0] ?? ""}.street`);
  candidates.push(...addingTargets(path, owner));
  if (index !== undefined) candidates.push(owner);
  candidates.push(path.section);
  return [...new Set(candidates)].map(fieldElementId);
}

/** The element an id from focusTargets names in the document, "*" matching any run of characters. */
export function elementOf(root: Document, id: string): HTMLElement | null {
  if (!id.includes("*")) return root.getElementById(id);
  const [before = "", after = ""] = id.split("*");
  // Ids here are letters, digits, "_" and "-": nothing to escape in the selector.
  return root.querySelector<HTMLElement>(`[id^="${before}"][id$="${after}"]`);
}
