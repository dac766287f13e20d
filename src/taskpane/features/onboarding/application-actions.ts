/**
 * What the guided form's buttons do besides typing into fields: add a person, add a document to whom it belongs,
 * send an image of one side, submit. Each is one call (or two) through the client; the caller reloads the form.
 */
import type { FxDeskClient, OnboardingDocumentFields, OnboardingPersonFields } from "../../../api";
import type { LoadedApplication } from "../../../jobs";

/** Who a new document belongs to: a person by index, the business, or the account usage. */
export type DocumentOwner = { kind: "person"; index: number } | { kind: "business" } | { kind: "account_usage" };

export async function addPerson(client: FxDeskClient, formId: string, person: OnboardingPersonFields): Promise<void> {
  await client.onboarding.people.create(formId, person);
}

export async function addDocument(client: FxDeskClient, { form }: LoadedApplication, document: OnboardingDocumentFields, owner: DocumentOwner): Promise<string> {
  const created = await client.onboarding.documents.create(form.id, document);
  if (owner.kind === "person") {
    const person = form.people?.[owner.index];
    if (person !== undefined) await client.onboarding.people.update(form.id, person.id, { document_ids: [...(person.document_ids ?? []), created.id] });
  } else if (owner.kind === "business" && form.business_information) {
    await client.onboarding.businessInformation.update(form.id, { document_ids: [...(form.business_information.document_ids ?? []), created.id] });
  } else if (owner.kind === "account_usage" && form.account_usage) {
    await client.onboarding.accountUsage.update(form.id, { document_ids: [...(form.account_usage.document_ids ?? []), created.id] });
  }
  return created.id;
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
