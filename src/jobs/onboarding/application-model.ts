/**
 * A form as the service answers it (the form with its sections, its documents and each document's images) mapped
 * into the model the completeness check reads (domain/onboarding). The wire and the model differ in small ways:
 * addresses come back as `personal_address` / `registered_address` but the check reads `*_attributes`, the wire
 * spells the state field `state_or_province` where the check's document says `state_of_province`, and a document
 * lists image ids while the check needs each image's side.
 */
import type {
  OnboardingAddress as WireAddress,
  OnboardingDocument as WireDocument,
  OnboardingDocumentImage as WireImage,
  OnboardingFormWithSections,
} from "../../api/schemas";
import type { OnboardingAddress, OnboardingForm } from "../../domain/onboarding";

/** Everything fetched for one form. */
export interface LoadedApplication {
  form: OnboardingFormWithSections;
  documents: readonly WireDocument[];
  /** Document id → its images. */
  images: ReadonlyMap<string, readonly WireImage[]>;
}

function addressOf(address: WireAddress | null | undefined): OnboardingAddress | null {
  if (address === null || address === undefined) return null;
  const { state_or_province, ...rest } = address;
  return { ...rest, state_of_province: state_or_province };
}

export function applicationModel({ form, documents, images }: LoadedApplication): OnboardingForm {
  const business = form.business_information;
  return {
    entity_type: form.entity_type === "corporate" ? "corporate" : "individual",
    country: form.country,
    email: form.email,
    phone_number: form.phone_number,
    contact_name: form.contact_name,
    agreed_to_terms_and_conditions: form.agreed_to_terms_and_conditions,
    agreed_to_corporate_authority: form.agreed_to_corporate_authority,
    people: (form.people ?? []).map(({ personal_address, ownership_percentage, ...person }) => ({
      ...person,
      ownership_percentage: ownership_percentage === null || ownership_percentage === undefined ? ownership_percentage : String(ownership_percentage),
      personal_address_attributes: addressOf(personal_address),
    })),
    account_usage:
      form.account_usage === null || form.account_usage === undefined
        ? null
        : {
            ...form.account_usage,
            estimated_monthly_transaction_value: numberText(form.account_usage.estimated_monthly_transaction_value),
            initial_capital: numberText(form.account_usage.initial_capital),
          },
    business_information:
      business === null || business === undefined
        ? null
        : (({ registered_address, trading_address, ...rest }) => ({
            ...rest,
            registered_address_attributes: addressOf(registered_address),
            trading_address_attributes: addressOf(trading_address),
          }))(business),
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
