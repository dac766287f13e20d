/**
 * What the guided form's buttons do besides typing into fields: add or delete a person, add a document to whom it
 * belongs or delete it, send or delete an image of one side, submit. Each is one call (or a few) through the
 * client; the caller reloads the form.
 */
import type { FxDeskClient, OnboardingDocumentFields, OnboardingPersonFields } from "../../../api";
import type { LoadedApplication } from "../../../jobs";

/** Who a new document belongs to: a person by id (an index would point at someone else once a person is deleted), the business, or the account usage. */
export type DocumentOwner = { kind: "person"; personId: string } | { kind: "business" } | { kind: "account_usage" };

export async function addPerson(client: FxDeskClient, formId: string, person: OnboardingPersonFields): Promise<void> {
  await client.onboarding.people.create(formId, person);
}

export async function addDocument(client: FxDeskClient, { form }: LoadedApplication, document: OnboardingDocumentFields, owner: DocumentOwner): Promise<string> {
  const created = await client.onboarding.documents.create(form.id, document);
  if (owner.kind === "person") {
    const person = form.people?.find((candidate) => candidate.id === owner.personId);
    if (person !== undefined) await client.onboarding.people.update(form.id, person.id, { document_ids: [...(person.document_ids ?? []), created.id] });
  } else if (owner.kind === "business" && form.business_information) {
    await client.onboarding.businessInformation.update(form.id, { document_ids: [...(form.business_information.document_ids ?? []), created.id] });
  } else if (owner.kind === "account_usage" && form.account_usage) {
    await client.onboarding.accountUsage.update(form.id, { document_ids: [...(form.account_usage.document_ids ?? []), created.id] });
  }
  return created.id;
}

/** The person's documents stay on the form, to be attached to someone else or deleted on their own. */
export async function deletePerson(client: FxDeskClient, formId: string, personId: string): Promise<void> {
  await client.onboarding.people.delete(formId, personId);
}

/**
 * Deletes a document with its images. The document does not say whether the service also drops the id from the
 * person or section that refers to it (the demo service does), so any reference left is removed too: a dangling
 * id would keep the checklist from clearing.
 */
export async function deleteDocument(client: FxDeskClient, formId: string, documentId: string): Promise<void> {
  await client.onboarding.documents.delete(formId, documentId);
  const form = await client.onboarding.forms.get(formId);
  const without = (ids: readonly string[] | null | undefined) => (ids ?? []).filter((id) => id !== documentId);
  for (const person of form.people ?? []) {
    if (person.document_ids?.includes(documentId)) await client.onboarding.people.update(formId, person.id, { document_ids: without(person.document_ids) });
  }
  if (form.business_information?.document_ids?.includes(documentId)) {
    await client.onboarding.businessInformation.update(formId, { document_ids: without(form.business_information.document_ids) });
  }
  if (form.account_usage?.document_ids?.includes(documentId)) await client.onboarding.accountUsage.update(formId, { document_ids: without(form.account_usage.document_ids) });
}

export async function addImage(client: FxDeskClient, formId: string, documentId: string, side: "front" | "back" | "face", dataUrl: string): Promise<void> {
  await client.onboarding.documentImages.create(formId, documentId, { image: dataUrl, side });
}

export async function deleteImage(client: FxDeskClient, formId: string, documentId: string, imageId: string): Promise<void> {
  await client.onboarding.documentImages.delete(formId, documentId, imageId);
}

export async function submitForm(client: FxDeskClient, formId: string): Promise<void> {
  await client.onboarding.forms.submit(formId);
}
