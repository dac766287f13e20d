/** Deleting onboarding records with everything that hangs off them, and the references to them. */
import type { OnboardingData } from "./data";

export function deleteImage(data: OnboardingData, imageId: string): void {
  delete data.images[imageId];
}

/** A document goes with its images, and is no longer referenced by a person or section. */
export function deleteDocument(data: OnboardingData, documentId: string): void {
  const document = data.documents[documentId];
  if (!document) return;
  for (const [id, image] of Object.entries(data.images)) if (image.documentId === documentId) deleteImage(data, id);
  const unreference = (holder: { document_ids?: string[] | null | undefined } | undefined) => {
    if (holder?.document_ids) holder.document_ids = holder.document_ids.filter((id) => id !== documentId);
  };
  for (const person of Object.values(data.people)) if (person.form_id === document.formId) unreference(person);
  unreference(data.accountUsages[document.formId]);
  unreference(data.businessInformations[document.formId]);
  delete data.documents[documentId];
}

export function deleteForm(data: OnboardingData, formId: string): void {
  for (const [id, document] of Object.entries(data.documents)) if (document.formId === formId) deleteDocument(data, id);
  for (const [id, person] of Object.entries(data.people)) if (person.form_id === formId) delete data.people[id];
  delete data.accountUsages[formId];
  delete data.businessInformations[formId];
  delete data.forms[formId];
}
