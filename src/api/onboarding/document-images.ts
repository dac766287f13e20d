/**
 * The images of a document: base64 JPG, PNG or PDF files under 10 MB, at most three per document, one per side
 * (front, back, or face: the person holding the document). A file is checked by its content before it is sent.
 */
import { InvalidInputError, parseUuid } from "../../domain";
import type { RequestOptions, Requester } from "../internal/request-spec";
import {
  dataEnvelope,
  DOCUMENT_IMAGE_FIELDS,
  checkImageFile,
  onboardingDocumentImageSchema,
  onboardingDocumentImagesListSchema,
  type IMAGE_SIDES,
  type OnboardingDeletion,
  type OnboardingDocumentImage,
} from "../schemas/onboarding";
import { checkedBody, deletion, formPath } from "./request-body";

export interface OnboardingDocumentImageFields {
  /** The file's content as base64, optionally as a `data:<type>;base64,` URL. */
  image: string;
  side: (typeof IMAGE_SIDES)[number];
}

const imageSchema = dataEnvelope(onboardingDocumentImageSchema);
const imagesSchema = onboardingDocumentImagesListSchema.transform((body) => body.document_images);

export function createOnboardingDocumentImages(requester: Requester) {
  const imagesPath = (formId: string, documentId: string, ...rest: string[]) =>
    formPath(formId, "documents", parseUuid(documentId, "document_id"), "document_images", ...rest);
  return {
    async list(formId: string, documentId: string, options: RequestOptions = {}): Promise<OnboardingDocumentImage[]> {
      return requester.request({ method: "GET", path: imagesPath(formId, documentId), schema: imagesSchema, options });
    },

    async create(formId: string, documentId: string, image: OnboardingDocumentImageFields, options: RequestOptions = {}): Promise<OnboardingDocumentImage> {
      const path = imagesPath(formId, documentId);
      const json = checkedBody(image, DOCUMENT_IMAGE_FIELDS, "create");
      const { problem } = checkImageFile(json.image as string);
      if (problem !== undefined) throw new InvalidInputError("image", problem.code, problem.reason);
      return requester.request({ method: "POST", path, json, schema: imageSchema, options });
    },

    async delete(formId: string, documentId: string, imageId: string, options: RequestOptions = {}): Promise<OnboardingDeletion> {
      const path = imagesPath(formId, documentId, parseUuid(imageId, "document_image_id"));
      return requester.request(deletion(path, { document_image_id: imageId }, options));
    },
  };
}
