/** How far each section of the guided form is: the checklist's findings counted per section, in the form's order. */
import type { Finding, FindingPath } from "../../../domain/onboarding";
import type { LoadedApplication } from "../../../jobs";

export interface SectionProgress {
  section: FindingPath["section"];
  label: string;
  open: number;
  /** Nothing is in the section yet (no person, no document): with nothing open it is not "done", only not needed yet. */
  empty: boolean;
}

/** What the checklist says of a section beside its name. */
export function sectionState(section: SectionProgress): string {
  if (section.open > 0) return `${section.open} to do`;
  return section.empty ? "nothing added yet" : "done";
}

const LABELS: Readonly<Record<FindingPath["section"], string>> = {
  form: "Applicant & consent",
  business_information: "Business information",
  account_usage: "Account usage",
  people: "People",
  documents: "Documents",
};

export function sectionProgress(findings: readonly Finding[], entityType: "individual" | "corporate", emptySections: ReadonlySet<FindingPath["section"]> = new Set()): SectionProgress[] {
  const sections = (Object.keys(LABELS) as FindingPath["section"][]).filter((section) => entityType === "corporate" || section !== "business_information");
  return sections.map((section) => ({ section, label: LABELS[section], open: findings.filter((found) => found.path.section === section).length, empty: emptySections.has(section) }));
}

/** The sections a loaded form has nothing in yet: no person added, no document attached. */
export function emptySections(loaded: Pick<LoadedApplication, "form" | "documents">): ReadonlySet<FindingPath["section"]> {
  const empty = new Set<FindingPath["section"]>();
  if ((loaded.form.people ?? []).length === 0) empty.add("people");
  if (loaded.documents.length === 0) empty.add("documents");
  return empty;
}
