/**
 * A file picked for a document checked before anything is sent: JPG, PNG or PDF by its content, under 10 MB, at
 * most three images per document and one per side. Each refusal says what to pick instead.
 */
import { checkImageFile, MAX_IMAGE_BYTES, MAX_IMAGES_PER_DOCUMENT } from "../../../api/schemas";

interface PickedFile {
  name: string;
  /** Bytes, as the picker reports them: a file too big is refused before it is read. */
  size: number;
}

/** Why a file cannot be added to a document that already has images of `sides`, or undefined when it can. */
export function uploadRefusal(file: PickedFile, side: string, sides: readonly string[]): string | undefined {
  if (sides.length >= MAX_IMAGES_PER_DOCUMENT) return `This document already has ${MAX_IMAGES_PER_DOCUMENT} images, the most it can have: delete one first.`;
  if (sides.includes(side)) return `This document already has a ${side} image: choose another side or delete that one.`;
  if (file.size >= MAX_IMAGE_BYTES) return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; pick a file under 10 MB.`;
  return undefined;
}

/** Why the file's content cannot be sent (read as a data URL), or undefined when it is a JPG, PNG or PDF. */
export function contentRefusal(file: PickedFile, dataUrl: string): string | undefined {
  const { problem } = checkImageFile(dataUrl);
  return problem === undefined ? undefined : `${file.name}: ${problem.reason}.`;
}
