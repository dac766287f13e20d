/**
 * Where a checklist finding leads: the element ids to try, most precise first — the field's input, then its
 * address as a whole (its first part), then the person or document, then the section. Inputs carry the id of
 * their finding path (fieldElementId), so a finding and the input it names always agree.
 */
import { pathText, type FindingPath } from "../../../domain/onboarding";

export function fieldElementId(key: string): string {
  return `onboarding-${key.replace(/[[\].]/g, "-")}`;
}

export function focusTargets(path: FindingPath): string[] {
  const full = pathText(path);
  const index = path.section === "people" ? path.personIndex : path.section === "documents" ? path.documentIndex : undefined;
  const owner = `${path.section}${index === undefined ? "" : `[${index}]`}`;
  const candidates = [full];
  const field = path.field;
  if (field !== undefined && field.endsWith("_attributes")) candidates.push(`${owner}.${field}.street`);
  if (field !== undefined && field.includes(".")) candidates.push(`${owner}.${field.split(".")[0] ?? ""}.street`);
  if (index !== undefined) candidates.push(owner);
  candidates.push(path.section);
  return [...new Set(candidates)].map(fieldElementId);
}
