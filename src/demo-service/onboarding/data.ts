/**
 * The demo service's onboarding records, kept in DemoData (so the snapshot saves them like everything else) and
 * in wire form. A form belongs to the house account of the user who created it. Images keep what the API says
 * about them (side, size, type, digest) but not their content: no endpoint ever returns it, and a snapshot written
 * on every change should not carry files of 10 MB.
 */
import type {
  OnboardingAccountUsageInput,
  OnboardingBusinessInformationInput,
  OnboardingDocumentImageInput,
  OnboardingFormInput,
  OnboardingPersonInput,
  ImageFileType,
} from "../wire";

/** The form's own fields; `detached_document_ids` is worked out when the form is answered. */
type StoredFormFields = Omit<OnboardingFormInput, "detached_document_ids">;

export interface StoredForm {
  accountId: string;
  wire: StoredFormFields;
}

export interface StoredDocument {
  formId: string;
  wire: { id: string; document_type: string; category: string; created_at: string; updated_at: string };
}

export interface StoredImage {
  formId: string;
  documentId: string;
  /** Decoded size in bytes, and the type its content showed. */
  bytes: number;
  fileType: ImageFileType;
  sha256: string;
  wire: OnboardingDocumentImageInput;
}

export interface OnboardingData {
  forms: Record<string, StoredForm>;
  /** Keyed by person id; the wire form carries `form_id`. */
  people: Record<string, OnboardingPersonInput & { form_id: string }>;
  /** Keyed by form id: one per form. */
  accountUsages: Record<string, OnboardingAccountUsageInput>;
  /** Keyed by form id: one per form. */
  businessInformations: Record<string, OnboardingBusinessInformationInput>;
  documents: Record<string, StoredDocument>;
  images: Record<string, StoredImage>;
}

/**
 * The onboarding records, created on first use (a fresh service, or a snapshot from before onboarding). It asks only
 * for the data holder, by shape: naming the runtime here would close a loop of imports through state.ts, which
 * declares the records this file defines.
 */
export function onboardingData(demoService: { store: { data: { onboarding?: OnboardingData } } }): OnboardingData {
  demoService.store.data.onboarding ??= { forms: {}, people: {}, accountUsages: {}, businessInformations: {}, documents: {}, images: {} };
  return demoService.store.data.onboarding;
}
