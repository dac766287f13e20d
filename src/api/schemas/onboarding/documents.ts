/**
 * Supporting documents of a form and their images. A create answers the bare document (or image); the lists add
 * each document's image ids and the section (person, account usage, business information) that references it.
 */
import { z } from "zod";
import { recordStamps, uuid } from "../primitives";

export const onboardingDocumentSchema = z.object({
  id: uuid,
  document_type: z.string(),
  category: z.string(),
  document_image_ids: z.array(z.string()).optional(),
  form_section_type: z.string().nullish(),
  form_section_id: z.string().nullish(),
  ...recordStamps,
});
export type OnboardingDocument = z.output<typeof onboardingDocumentSchema>;
export type OnboardingDocumentInput = z.input<typeof onboardingDocumentSchema>;

export const onboardingDocumentsListSchema = z.object({ documents: z.array(onboardingDocumentSchema) });
export type OnboardingDocumentsListInput = z.input<typeof onboardingDocumentsListSchema>;

/** The image itself is never sent back: only which side it shows. */
export const onboardingDocumentImageSchema = z.object({
  id: uuid,
  side: z.string(),
  ...recordStamps,
});
export type OnboardingDocumentImage = z.output<typeof onboardingDocumentImageSchema>;
export type OnboardingDocumentImageInput = z.input<typeof onboardingDocumentImageSchema>;

export const onboardingDocumentImagesListSchema = z.object({ document_images: z.array(onboardingDocumentImageSchema) });
export type OnboardingDocumentImagesListInput = z.input<typeof onboardingDocumentImagesListSchema>;
