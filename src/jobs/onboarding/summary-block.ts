/**
 * A form's summary as a sheet block: one line per thing the application states (the applicant, the business, each
 * person with roles and ownership, each document with its sides) and the checklist's findings, written and
 * refreshed in place by the sheet-block writer.
 */
import type { Finding } from "../../domain/onboarding";
import type { WorkbookPort } from "../../workbook";
import type { BlockContent } from "../blocks/block-content";
import { writeBlock, type BlockTarget, type WrittenBlock } from "../blocks/write-block";
import type { LoadedApplication } from "./application-model";

const COLUMNS = [{ header: "Onboarding form", format: "@" }, { header: "Part", format: "@" }, { header: "Item", format: "@" }, { header: "Details", format: "@" }];

function summaryBlock({ form, documents, images }: LoadedApplication, findings: readonly Finding[]): BlockContent {
  const id = form.id;
  const rows: string[][] = [
    [id, "Form", "Status", form.state],
    [id, "Form", "Entity type", form.entity_type],
    [id, "Form", "Applicant", [form.contact_name, form.email].filter(Boolean).join(", ")],
    [id, "Form", "Country", form.country],
  ];
  const business = form.business_information;
  if (business) rows.push([id, "Business", business.company_name ?? "", [business.legal_entity_type, business.company_registration_number].filter(Boolean).join(", ")]);
  for (const person of form.people ?? []) {
    const ownership = person.ownership_percentage === null || person.ownership_percentage === undefined ? "" : `, ${person.ownership_percentage}%`;
    rows.push([id, "Person", `${person.first_name} ${person.last_name}`, `${person.roles.join(", ")}${ownership}`]);
  }
  for (const document of documents) {
    const sides = (images.get(document.id) ?? []).map((image) => image.side).join(", ");
    rows.push([id, "Document", document.document_type, `${document.category}${sides ? `: ${sides}` : ""}`]);
  }
  rows.push([id, "Checklist", findings.length === 0 ? "Complete" : `${findings.length} to do`, ""]);
  for (const found of findings) rows.push([id, "To do", found.rule, found.message]);
  return { columns: COLUMNS, rows };
}

export async function writeApplicationSummary(workbook: WorkbookPort, application: LoadedApplication, findings: readonly Finding[], target: BlockTarget): Promise<WrittenBlock> {
  return writeBlock(workbook, summaryBlock(application, findings), target);
}
