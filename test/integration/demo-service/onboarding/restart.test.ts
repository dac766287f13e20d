/**
 * Onboarding survives a restart like the rest of the demo service's state: a form with its people, sections,
 * documents and images, submitted, is read back the same from the snapshot by a new service — still submitted,
 * so still locked — and a snapshot saved before onboarding existed still starts.
 */
import { describe, expect, it } from "@jest/globals";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { FormAlreadySubmittedError } from "../../../../src/api";
import { demoClient } from "../../../support/demo-client";
import { startDemoService } from "../../../support/demo-service";
import { corporateForm, fileOf } from "../../../support/onboarding-data";

async function inTemporaryFolder<T>(run: (snapshot: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-onboarding-"));
  try {
    return await run(path.join(dir, "state.json"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("onboarding across a restart", () => {
  it("keeps forms, their parts and their submitted state", () =>
    inTemporaryFolder(async (snapshot) => {
      const first = await startDemoService({ snapshotPath: snapshot });
      const before = await (async () => {
        const { onboarding } = demoClient(first);
        const form = await onboarding.forms.create({ ...corporateForm, form: { ...corporateForm.form, agreed_to_terms_and_conditions: true, agreed_to_corporate_authority: true } });
        const draft = await onboarding.forms.create({ form: { entity_type: "individual", country: "IE", email: "aoife@home.example" } });
        const document = await onboarding.documents.create(form.id, { document_type: "passport", category: "proof_of_identity" });
        await onboarding.documentImages.create(form.id, document.id, { image: fileOf("png", 1024), side: "front" });
        await onboarding.forms.submit(form.id);
        return { form: await onboarding.forms.get(form.id), draft: await onboarding.forms.get(draft.id), documents: await onboarding.documents.list(form.id) };
      })();
      await first.close();

      const second = await startDemoService({ snapshotPath: snapshot });
      try {
        const { onboarding } = demoClient(second);
        expect(await onboarding.forms.get(before.form.id)).toEqual(before.form);
        expect(await onboarding.forms.get(before.draft.id)).toEqual(before.draft);
        expect(await onboarding.documents.list(before.form.id)).toEqual(before.documents);
        expect((await onboarding.forms.list({ application_status: "submitted" })).forms.map((form) => form.id)).toEqual([before.form.id]);
        await expect(onboarding.people.delete(before.form.id, before.form.people![0]!.id)).rejects.toBeInstanceOf(FormAlreadySubmittedError);
        expect((await onboarding.forms.update(before.draft.id, { contact_name: "Aoife" })).contact_name).toBe("Aoife");
      } finally {
        await second.close();
      }
    }));

  it("starts from a snapshot saved before onboarding existed, with no forms", () =>
    inTemporaryFolder(async (snapshot) => {
      const first = await startDemoService({ snapshotPath: snapshot });
      await first.close();
      const saved = JSON.parse(await readFile(snapshot, "utf8")) as { data: Record<string, unknown> };
      delete saved.data.onboarding;
      await writeFile(snapshot, JSON.stringify(saved));
      const second = await startDemoService({ snapshotPath: snapshot });
      try {
        const { onboarding } = demoClient(second);
        expect((await onboarding.forms.list()).forms).toEqual([]);
        expect((await onboarding.forms.create({ form: corporateForm.form })).state).toBe("new");
      } finally {
        await second.close();
      }
    }));
});
