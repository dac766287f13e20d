/** Fetches one form with everything the checklist and the guided form show: its sections, documents and images. */
import type { Onboarding } from "../../api";
import type { LoadedApplication } from "./application-model";

export async function loadApplication(onboarding: Pick<Onboarding, "forms" | "documents" | "documentImages">, formId: string): Promise<LoadedApplication> {
  const [form, documents] = await Promise.all([onboarding.forms.get(formId), onboarding.documents.list(formId)]);
  const images = await Promise.all(documents.map(async (document) => [document.id, await onboarding.documentImages.list(formId, document.id)] as const));
  return { form, documents, images: new Map(images) };
}
