/** A document image is checked by its content in domain (the demo service checks uploads with it too). */
export { checkImageFile, MAX_IMAGE_BYTES, type ImageFileType } from "../../../domain/onboarding/image-file";
