/** How far each section of the guided form is: the checklist's findings counted per section, in the form's order. */
import type { Finding, FindingPath } from "../../../domain/onboarding";

export interface SectionProgress {
  section: FindingPath["section"];
  label: string;
  open: number;
}

const LABELS: Readonly<Record<FindingPath["section"], string>> = {
  form: "Applicant & consent",
  business_information: "Business information",
  account_usage: "Account usage",
  people: "People",
  documents: "Documents",
};

export function sectionProgress(findings: readonly Finding[], entityType: "individual" | "corporate"): SectionProgress[] {
  const sections = (Object.keys(LABELS) as FindingPath["section"][]).filter((section) => entityType === "corporate" || section !== "business_information");
  return sections.map((section) => ({ section, label: LABELS[section], open: findings.filter((found) => found.path.section === section).length }));
}
