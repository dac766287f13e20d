/**
 * Document images on the demo service: base64 JPG, PNG or PDF checked by content (magic bytes, and the type a
 * data: URL declares), under 10 MB decoded — the image route takes a request big enough for a file just under it
 * while other routes keep their small limit —, at most three per document, sides front/back/face.
 */
import { beforeAll, describe, expect, it } from "@jest/globals";
import { MAX_IMAGE_BYTES } from "../../../../src/api/schemas";
import { login } from "../../../support/demo-http";
import { corporateForm, fileOf, onboardingCall, PINNED_TIMESTAMP } from "../../../support/onboarding-data";
import { withDemoService } from "../../../support/with-demo-service";

const demo = withDemoService();
let token: string;
let formId: string;
const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, json?: unknown) => onboardingCall(demo.demoService, token, method, path, json);

async function newDocument(): Promise<string> {
  const answer = await call("POST", `/v1/forms/${formId}/documents`, { document_type: "driving_licence", category: "proof_of_identity" });
  expect(answer.status).toBe(201);
  return answer.body.data.id as string;
}

const upload = (documentId: string, image: string, side = "front") => call("POST", `/v1/forms/${formId}/documents/${documentId}/document_images`, { image, side });

beforeAll(async () => {
  token = await login(demo.demoService);
  formId = (await call("POST", "/v1/forms", { data: corporateForm.form })).body.data.id as string;
});

describe("document images on the demo service", () => {
  it("accepts a file just under 10 MB (201) and refuses one of 10 MB (400), both over a request far above the small limit", async () => {
    const documentId = await newDocument();
    const justUnder = await upload(documentId, fileOf("pdf", MAX_IMAGE_BYTES - 1));
    expect(justUnder.status).toBe(201);
    expect(justUnder.body.data).toMatchObject({ side: "front", created_at: PINNED_TIMESTAMP });
    expect(justUnder.body.data).not.toHaveProperty("image");
    const tenMegabytes = await upload(documentId, fileOf("pdf", MAX_IMAGE_BYTES), "back");
    expect(tenMegabytes.status).toBe(400);
    expect(tenMegabytes.body.error_messages.image[0].code).toBe("image_image_is_too_large");
    const listed = await call("GET", `/v1/forms/${formId}/documents/${documentId}/document_images`);
    expect(listed.body.document_images.map((image: { side: string }) => image.side)).toEqual(["front"]);
  });

  it("refuses a request over the image route's own limit (a 12 MB file) with 400 in the onboarding error body", async () => {
    const documentId = await newDocument();
    const answer = await upload(documentId, fileOf("png", 12 * 1024 * 1024));
    expect([answer.status, answer.body.status, answer.body.error_code]).toEqual([400, "bad_request", "invalid_request"]);
  });

  it("keeps the small body limit on the other routes: a 2 MB file sent in a document body is refused (400)", async () => {
    const answer = await call("POST", `/v1/forms/${formId}/documents`, { document_type: "passport", category: "proof_of_identity", image: fileOf("pdf", 2 * 1024 * 1024) });
    expect([answer.status, answer.body.error_code]).toEqual([400, "invalid_request"]);
  });

  it("accepts JPG, PNG and PDF on front, back and face, and refuses a fourth image with 422", async () => {
    const documentId = await newDocument();
    expect((await upload(documentId, fileOf("jpg", 4096), "front")).status).toBe(201);
    expect((await upload(documentId, `data:image/png;base64,${fileOf("png", 4096)}`, "back")).status).toBe(201);
    expect((await upload(documentId, fileOf("pdf", 4096), "face")).status).toBe(201);
    const fourth = await upload(documentId, fileOf("png", 64), "front");
    expect(fourth.status).toBe(422);
    expect(fourth.body).toMatchObject({ status: "unprocessable_entity", error_messages: { image: [{ code: "image_too_many_images" }] } });
    const listed = await call("GET", `/v1/forms/${formId}/documents`);
    const document = listed.body.documents.find((entry: { id: string }) => entry.id === documentId);
    expect(document.document_image_ids).toHaveLength(3);
  });

  it.each([
    ["a PNG named as a PDF", `data:application/pdf;base64,${fileOf("png", 2048)}`, "image_image_type_mismatch"],
    ["a GIF", Buffer.from("GIF89a............", "latin1").toString("base64"), "image_image_type_not_supported"],
    ["text that is not base64", "this is not base64!", "image_image_is_not_base64"],
  ])("refuses %s by its content with 400", async (_name, image, code) => {
    const documentId = await newDocument();
    const answer = await upload(documentId, image);
    expect(answer.status).toBe(400);
    expect(answer.body.error_messages.image[0].code).toBe(code);
    expect((await call("GET", `/v1/forms/${formId}/documents/${documentId}/document_images`)).body.document_images).toEqual([]);
  });

  it("refuses a side other than front, back or face with 400, and a missing image with 400", async () => {
    const documentId = await newDocument();
    const side = await upload(documentId, fileOf("png", 64), "left");
    expect([side.status, Object.keys(side.body.error_messages)]).toEqual([400, ["side"]]);
    const missing = await call("POST", `/v1/forms/${formId}/documents/${documentId}/document_images`, { side: "front" });
    expect([missing.status, Object.keys(missing.body.error_messages)]).toEqual([400, ["image"]]);
  });

  it("answers 404 for an image of another document, an unknown document, or a document of another form", async () => {
    const first = await newDocument();
    const second = await newDocument();
    const image = (await upload(first, fileOf("png", 64))).body.data.id as string;
    expect((await call("DELETE", `/v1/forms/${formId}/documents/${second}/document_images/${image}`)).status).toBe(404);
    expect((await call("DELETE", `/v1/forms/${formId}/documents/${first}/document_images/not-a-uuid`)).status).toBe(404);
    expect((await upload("0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", fileOf("png", 64))).status).toBe(404);
    const otherForm = (await call("POST", "/v1/forms", { data: corporateForm.form })).body.data.id as string;
    expect((await call("GET", `/v1/forms/${otherForm}/documents/${first}/document_images`)).status).toBe(404);
    expect((await call("DELETE", `/v1/forms/${formId}/documents/${first}/document_images/${image}`)).status).toBe(200);
  });
});
