/**
 * What an uploaded document image is, read from its content: the onboarding API takes base64 JPG, PNG or PDF
 * files under 10 MB (ONB-SW create_document_image_request, the onboarding guide). The client checks a file before
 * sending it and the demo service on arrival, with this one check of a file's content, so a PNG named `.pdf` (or sent as `data:application/pdf`) is refused by what it is, not what it is called.
 */

export type ImageFileType = "jpg" | "png" | "pdf";

/** Decoded files must be smaller than this (10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const MEDIA_TYPES: Readonly<Record<string, ImageFileType>> = {
  "image/jpeg": "jpg",
  "image/jpg": "jpg",
  "image/png": "png",
  "application/pdf": "pdf",
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL = /^data:([^;,]*)(;[^,]*)?;base64,/i;

interface Base64File {
  /** The base64 text without any `data:` prefix. */
  base64: string;
  /** The media type a `data:` prefix declares, if any (lower-cased). */
  declaredMediaType: string | undefined;
}

/** Splits off a `data:<type>;base64,` prefix; undefined when the rest is not base64. */
function readBase64File(text: string): Base64File | undefined {
  const prefix = DATA_URL.exec(text);
  const base64 = (prefix ? text.slice(prefix[0].length) : text).replace(/\s+/g, "");
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) return undefined;
  return { base64, declaredMediaType: prefix?.[1]?.toLowerCase() || undefined };
}

/** Bytes the base64 text decodes to, without decoding it. */
function decodedSize(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** JPG, PNG or PDF by the file's first bytes (its magic number); undefined for anything else. */
function fileTypeOf(base64: string): ImageFileType | undefined {
  const head = atob(base64.slice(0, 12));
  const bytes = Array.from(head, (char) => char.charCodeAt(0));
  const startsWith = (...expected: number[]) => expected.every((byte, index) => bytes[index] === byte);
  if (startsWith(0xff, 0xd8, 0xff)) return "jpg";
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (startsWith(0x25, 0x50, 0x44, 0x46, 0x2d)) return "pdf";
  return undefined;
}

/** The file type a `data:` prefix names, or undefined when it names none of the accepted ones. */
function fileTypeOfMediaType(mediaType: string): ImageFileType | undefined {
  return MEDIA_TYPES[mediaType];
}

/** An acceptable image's type and decoded size, or why it is refused in words that say what to fix. */
type ImageFileCheck =
  | { fileType: ImageFileType; bytes: number; problem?: undefined }
  | { fileType?: undefined; bytes?: undefined; problem: { code: string; reason: string } };

export function checkImageFile(text: string): ImageFileCheck {
  const file = readBase64File(text);
  if (file === undefined) {
    return { problem: { code: "image_is_not_base64", reason: "must be the file's content encoded as base64 (optionally as a data: URL)" } };
  }
  const bytes = decodedSize(file.base64);
  if (bytes >= MAX_IMAGE_BYTES) {
    return { problem: { code: "image_is_too_large", reason: `the file has ${bytes} bytes; it must be under 10 MB (${MAX_IMAGE_BYTES} bytes)` } };
  }
  const fileType = fileTypeOf(file.base64);
  if (fileType === undefined) return { problem: { code: "image_type_not_supported", reason: "the file is not a JPG, PNG or PDF — upload one of those" } };
  const declared = file.declaredMediaType;
  if (declared !== undefined && fileTypeOfMediaType(declared) !== fileType) {
    return { problem: { code: "image_type_mismatch", reason: `the file is a ${fileType.toUpperCase()} but is labelled ${declared}; label it as what it is` } };
  }
  return { fileType, bytes };
}
