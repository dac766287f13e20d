/**
 * A form's supporting documents. A document is created on the form, gets its images (document-images.ts), and is
 * then referenced by id from a person, the account usage or the business information.
 */
import { parseUuid } from "../../domain";
import type { RequestOptions, Requester } from "../internal/request-spec";
import {
  dataEnvelope,
  DOCUMENT_FIELDS,
  onboardingDocumentSchema,
  onboardingDocumentsListSchema,
  type DOCUMENT_CATEGORIES,
  type DOCUMENT_TYPES,
  type OnboardingDeletion,
  type OnboardingDocument,
} from "../schemas/onboarding";
import { checkedBody, deletion, formPath } from "./request-body";

export interface OnboardingDocumentFields {
  document_type: (typeof DOCUMENT_TYPES)[number];
  /** A document attached to a person has category `proof_of_identity`. */
  category: (typeof DOCUMENT_CATEGORIES)[number];
}

const documentSchema = dataEnvelope(onboardingDocumentSchema);
const documentsSchema = onboardingDocumentsListSchema.transform((body) => body.documents);

export function createOnboardingDocuments(requester: Requester) {
  return {
    /** The form's documents, each with its image ids and the section that references it. */
    async list(formId: string, options: RequestOptions = {}): Promise<OnboardingDocument[]> {
      return requester.request({ method: "GET", path: formPath(formId, "documents"), schema: documentsSchema, options });
    },

    async create(formId: string, document: OnboardingDocumentFields, options: RequestOptions = {}): Promise<OnboardingDocument> {
      const path = formPath(formId, "documents");
      return requester.request({ method: "POST", path, json: checkedBody(document, DOCUMENT_FIELDS, "create"), schema: documentSchema, options });
    },

    async delete(formId: string, documentId: string, options: RequestOptions = {}): Promise<OnboardingDeletion> {
      const path = formPath(formId, "documents", parseUuid(documentId, "document_id"));
      return requester.request(deletion(path, { document_id: documentId }, options));
    },
  };
}
