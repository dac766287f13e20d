/**
 * A form as the client returns it (the form with its sections, its documents and each document's images) mapped
 * into the model the completeness check reads (domain/onboarding). Both use the document's field names (addresses
 * are renamed once, at the wire boundary in api/schemas); what is left to do here is the shape: numbers become
 * decimal text, and a document's images, fetched apart, are gathered under it with their sides.
 */
import type { OnboardingDocument as WireDocument, OnboardingDocumentImage as WireImage, OnboardingFormWithSections } from "../../api/schemas";
import type { OnboardingForm } from "../../domain/onboarding";

/** Everything fetched for one form. */
export interface LoadedApplication {
  form: OnboardingFormWithSections;
  documents: readonly WireDocument[];
  /** Document id → its images. */
  images: ReadonlyMap<string, readonly WireImage[]>;
}

export function applicationModel({ form, documents, images }: LoadedApplication): OnboardingForm {
  return {
    entity_type: form.entity_type === "corporate" ? "corporate" : "individual",
    country: form.country,
    email: form.email,
    phone_number: form.phone_number,
    contact_name: form.contact_name,
    agreed_to_terms_and_conditions: form.agreed_to_terms_and_conditions,
    agreed_to_corporate_authority: form.agreed_to_corporate_authority,
    people: (form.people ?? []).map(({ ownership_percentage, ...person }) => ({ ...person, ownership_percentage: numberText(ownership_percentage) })),
    account_usage:
      form.account_usage === null || form.account_usage === undefined
        ? null
        : {
            ...form.account_usage,
            estimated_monthly_transaction_value: numberText(form.account_usage.estimated_monthly_transaction_value),
            initial_capital: numberText(form.account_usage.initial_capital),
          },
    business_information: form.business_information,
    documents: documents.map((document) => ({
      id: document.id,
      document_type: document.document_type,
      category: document.category,
      document_images: (images.get(document.id) ?? []).map((image) => ({ side: image.side })),
    })),
  };
}

/** A wire number as decimal text, so shares and sums stay exact in the check. */
function numberText(value: number | string | null | undefined): string | null | undefined {
  return typeof value === "number" ? String(value) : value;
}
