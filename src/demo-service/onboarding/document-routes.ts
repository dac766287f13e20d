/**
 * /onboarding/v1/forms/{form_id}/documents and their document_images. Documents: list (with image ids and the
 * section referencing each), create (201; 400 on a bad body), delete. Images: base64 JPG, PNG or PDF checked by
 * content, under 10 MB decoded, at most three per document, side front/back/face (400 otherwise); list, create
 * (201), delete. Only the image route accepts a body that large. A submitted form refuses every change (422).
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  DOCUMENT_FIELDS,
  DOCUMENT_IMAGE_FIELDS,
  checkImageFile,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_DOCUMENT,
  type OnboardingDocumentImagesListInput,
  type OnboardingDocumentsListInput,
} from "../wire";
import { timestamp } from "../format";
import type { DemoRuntime } from "../runtime";
import { orderedId } from "../ordered-ids";
import { byId } from "../state";
import { onboardingData, type OnboardingData, type StoredDocument, type StoredImage } from "./data";
import { invalidFields, recordNotFound, unprocessable } from "./errors";
import { changeableFormOf, documentOf, formOf, sectionReferencing } from "./records";
import { checkedBody } from "./sections";
import { deleteDocument, deleteImage } from "./removal";

type FormParams = { Params: { formId: string } };
type DocumentParams = { Params: { formId: string; documentId: string } };
type ImageParams = { Params: { formId: string; documentId: string; imageId: string } };

/** The document a request names, in its form, with the onboarding records: a change needs a form still open to changes. */
function requestedDocument(demoService: DemoRuntime, request: FastifyRequest<DocumentParams>, change: boolean) {
  const form = (change ? changeableFormOf : formOf)(demoService, request, request.params.formId);
  const data = onboardingData(demoService);
  return { form, data, document: documentOf(data, form.wire.id, request.params.documentId) };
}

/** Room for the base64 of a file just under 10 MB (4 characters per 3 bytes), its JSON and a data: prefix. */
const IMAGE_BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

function imagesOf(data: OnboardingData, documentId: string): StoredImage[] {
  return Object.values(data.images)
    .filter((image) => image.documentId === documentId)
    .sort((a, b) => a.wire.created_at.localeCompare(b.wire.created_at) || a.wire.id.localeCompare(b.wire.id));
}

function documentListItem(data: OnboardingData, document: StoredDocument) {
  const section = sectionReferencing(data, document.formId, document.wire.id);
  return {
    ...document.wire,
    document_image_ids: imagesOf(data, document.wire.id).map((image) => image.wire.id),
    form_section_type: section?.type ?? null,
    form_section_id: section?.id ?? null,
  };
}

export function registerDocumentRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.get<FormParams>("/v1/forms/:formId/documents", async (request) => {
    const form = formOf(demoService, request, request.params.formId);
    const data = onboardingData(demoService);
    const documents = Object.values(data.documents)
      .filter((document) => document.formId === form.wire.id)
      .sort((a, b) => a.wire.created_at.localeCompare(b.wire.created_at) || a.wire.id.localeCompare(b.wire.id));
    const body: OnboardingDocumentsListInput = { documents: documents.map((document) => documentListItem(data, document)) };
    return body;
  });

  app.post<FormParams>("/v1/forms/:formId/documents", async (request, reply) => {
    const form = changeableFormOf(demoService, request, request.params.formId);
    const fields = checkedBody(request.body, DOCUMENT_FIELDS, "create", 400, demoService.clock.now());
    const now = demoService.clock.now();
    const at = timestamp(now);
    const document: StoredDocument = {
      formId: form.wire.id,
      wire: { id: orderedId(now), document_type: fields.document_type as string, category: fields.category as string, created_at: at, updated_at: at },
    };
    onboardingData(demoService).documents[document.wire.id] = document;
    demoService.changed();
    reply.code(201);
    return { data: document.wire };
  });

  app.delete<DocumentParams>("/v1/forms/:formId/documents/:documentId", async (request) => {
    const { data, document } = requestedDocument(demoService, request, true);
    deleteDocument(data, document.wire.id);
    demoService.changed();
    return { data: { message: "Document deleted", document_id: document.wire.id } };
  });

  app.get<DocumentParams>("/v1/forms/:formId/documents/:documentId/document_images", async (request) => {
    const { data, document } = requestedDocument(demoService, request, false);
    const body: OnboardingDocumentImagesListInput = { document_images: imagesOf(data, document.wire.id).map((image) => image.wire) };
    return body;
  });

  app.post<DocumentParams>("/v1/forms/:formId/documents/:documentId/document_images", { bodyLimit: IMAGE_BODY_LIMIT }, async (request, reply) => {
    const { form, data, document } = requestedDocument(demoService, request, true);
    const fields = checkedBody(request.body, DOCUMENT_IMAGE_FIELDS, "create", 400, demoService.clock.now());
    const content = fields.image as string;
    const file = checkImageFile(content);
    if (file.problem !== undefined) throw invalidFields(400, [{ field: "image", ...file.problem }], file.problem.reason);
    if (imagesOf(data, document.wire.id).length >= MAX_IMAGES_PER_DOCUMENT) {
      throw unprocessable("image", "too_many_images", `a document holds at most ${MAX_IMAGES_PER_DOCUMENT} images; delete one before adding another`);
    }
    const decoded = Buffer.from(content.replace(/^data:[^,]*,/, ""), "base64");
    const now = demoService.clock.now();
    const at = timestamp(now);
    const image: StoredImage = {
      formId: form.wire.id,
      documentId: document.wire.id,
      bytes: file.bytes,
      fileType: file.fileType,
      sha256: createHash("sha256").update(decoded).digest("hex"),
      wire: { id: orderedId(now), side: fields.side as string, created_at: at, updated_at: at },
    };
    data.images[image.wire.id] = image;
    demoService.changed();
    reply.code(201);
    return { data: image.wire };
  });

  app.delete<ImageParams>("/v1/forms/:formId/documents/:documentId/document_images/:imageId", async (request) => {
    const { data, document } = requestedDocument(demoService, request, true);
    const image = byId(data.images, request.params.imageId);
    if (!image || image.documentId !== document.wire.id) throw recordNotFound("document_image");
    deleteImage(data, image.wire.id);
    demoService.changed();
    return { data: { message: "Document image deleted", document_image_id: image.wire.id } };
  });
}
