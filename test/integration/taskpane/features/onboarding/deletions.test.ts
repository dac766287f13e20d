/**
 * The guided form's delete buttons against the demo service: a whole document deleted with its images and no
 * longer attached to the second director it belonged to, a person deleted while their document stays on the form,
 * and both refused as already submitted once the form is submitted.
 */
import { describe, expect, it } from "@jest/globals";
import { FormAlreadySubmittedError } from "../../../../../src/api";
import { deleteDocument, deletePerson } from "../../../../../src/taskpane/features/onboarding/application-actions";
import { fileOf } from "../../../../support/onboarding-data";
import { withDemoService } from "../../../../support/with-demo-service";

const demo = withDemoService({ perTest: true });

/** A corporate form with two directors, the second holding a passport with its front image. */
async function formWithTwoDirectors() {
  const { onboarding } = demo.client;
  const { id } = await onboarding.forms.create({ form: { entity_type: "corporate", country: "GB", email: "t@acme.example" } });
  const jane = await onboarding.people.create(id, { roles: ["director"], first_name: "Jane", last_name: "Doe", home_country: "GB" });
  const li = await onboarding.people.create(id, { roles: ["director"], first_name: "Li", last_name: "Wei", home_country: "DE" });
  const passport = await onboarding.documents.create(id, { document_type: "passport", category: "proof_of_identity" });
  await onboarding.documentImages.create(id, passport.id, { image: fileOf("png", 64), side: "front" });
  await onboarding.people.update(id, li.id, { document_ids: [passport.id] });
  return { id, jane, li, passport };
}

describe("deleting from the guided form", () => {
  it("deletes a whole document with its images, and the director it belonged to no longer refers to it", async () => {
    const { onboarding } = demo.client;
    const { id, li, passport } = await formWithTwoDirectors();
    await deleteDocument(demo.client, id, passport.id);
    expect(await onboarding.documents.list(id)).toEqual([]);
    expect((await onboarding.people.get(id, li.id)).document_ids ?? []).toEqual([]);
    await expect(onboarding.documentImages.list(id, passport.id)).rejects.toMatchObject({ status: 404 });
  });

  it("deletes a person, and the document attached to them stays on the form", async () => {
    const { onboarding } = demo.client;
    const { id, jane, li, passport } = await formWithTwoDirectors();
    await deletePerson(demo.client, id, li.id);
    expect((await onboarding.people.list(id)).map((person) => person.id)).toEqual([jane.id]);
    expect((await onboarding.documents.list(id)).map((document) => document.id)).toEqual([passport.id]);
  });

  it("refuses both deletions as already submitted once the form is submitted", async () => {
    const { onboarding } = demo.client;
    const { id, li, passport } = await formWithTwoDirectors();
    await onboarding.forms.update(id, { agreed_to_terms_and_conditions: true, agreed_to_corporate_authority: true });
    await onboarding.forms.submit(id);
    await expect(deletePerson(demo.client, id, li.id)).rejects.toBeInstanceOf(FormAlreadySubmittedError);
    await expect(deleteDocument(demo.client, id, passport.id)).rejects.toBeInstanceOf(FormAlreadySubmittedError);
    expect((await onboarding.people.list(id)).length).toBe(2);
  });
});
