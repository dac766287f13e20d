/**
 * The Onboarding panel's sheet and service work against the demo service: a form loaded with its documents and
 * image sides and checked on the pinned clock, people imported from a cap table's selected rows, and the form's
 * summary written to a sheet and refreshed in place.
 */
import { describe, expect, it } from "@jest/globals";
import { pathText, checkCompleteness } from "../../../../src/domain/onboarding";
import { applicationModel, createPeople, loadApplication, readPeopleRows, writeApplicationSummary } from "../../../../src/jobs";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { PINNED_NOW } from "../../../support/demo-service";
import { corporateForm, fileOf } from "../../../support/onboarding-data";
import { loadSheet } from "../../../support/sheets";
import { withDemoService } from "../../../support/with-demo-service";

const demo = withDemoService({ perTest: true });
const now = new Date(PINNED_NOW);

describe("onboarding jobs", () => {
  it("loads a form with its documents' sides, and the check sees the back of a driving licence arrive", async () => {
    const onboarding = demo.client.onboarding;
    const form = await onboarding.forms.create(corporateForm);
    const licence = await onboarding.documents.create(form.id, { document_type: "driving_licence", category: "proof_of_identity" });
    await onboarding.documentImages.create(form.id, licence.id, { image: fileOf("png", 64), side: "front" });
    const paths = async () => checkCompleteness(applicationModel(await loadApplication(onboarding, form.id)), { now }).map((found) => pathText(found.path));
    expect(await paths()).toContain("documents[0].document_images");
    await onboarding.documentImages.create(form.id, licence.id, { image: fileOf("jpg", 64), side: "back" });
    const loaded = await loadApplication(onboarding, form.id);
    expect(loaded.images.get(licence.id)?.map((image) => image.side).sort()).toEqual(["back", "front"]);
    expect(await paths()).not.toContain("documents[0].document_images");
  });

  it("creates the people of a cap table's selected rows and they come back with roles and ownership", async () => {
    const onboarding = demo.client.onboarding;
    const form = await onboarding.forms.create(corporateForm);
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Cap table", ["Forename", "Surname", "Capacity", "Shareholding %", "Country of residence"], [
      ["Omar", "Haddad", "", "40", "GB"],
      ["Li", "Wei", "Director", "0", "GB"],
    ]);
    const { rows } = readPeopleRows(await workbook.readSelection(), await workbook.dateSystem());
    const outcomes = await createPeople(onboarding, form.id, rows.flatMap((row) => (row.person ? [{ rowNumber: row.rowNumber, person: row.person }] : [])));
    expect(outcomes.map((outcome) => [outcome.rowNumber, outcome.error])).toEqual([[2, undefined], [3, undefined]]);
    const people = await onboarding.people.list(form.id);
    expect(people.map((person) => [person.first_name, person.roles, person.ownership_percentage ?? null])).toEqual([
      ["Jane", ["director", "user"], null],
      ["Omar", ["ultimate_business_owner"], 40],
      ["Li", ["director"], 0],
    ]);
  });

  it("writes the summary of a form to a sheet and refreshes it in place after a person is added", async () => {
    const onboarding = demo.client.onboarding;
    const form = await onboarding.forms.create(corporateForm);
    const workbook = new MemoryWorkbook();
    const write = async () => {
      const loaded = await loadApplication(onboarding, form.id);
      return writeApplicationSummary(workbook, loaded, checkCompleteness(applicationModel(loaded), { now }), { kind: "sheet", sheet: "Onboarding" });
    };
    const first = await write();
    expect(first.refreshed).toBe(false);
    const table = await workbook.readTable("Onboarding");
    expect(table.headers).toEqual(["Onboarding form", "Part", "Item", "Details"]);
    expect(table.rows.map((row) => row.values.slice(1))).toEqual(
      expect.arrayContaining([
        ["Form", "Status", "new"],
        ["Form", "Entity type", "corporate"],
        ["Business", "Acme Trading Ltd", "limited_liability_company, 01234567"],
        ["Person", "Jane Doe", "director, user"],
      ]),
    );
    await onboarding.people.create(form.id, { roles: ["ultimate_business_owner"], first_name: "Omar", last_name: "Haddad", home_country: "GB", ownership_percentage: 40 });
    const second = await write();
    expect(second.refreshed).toBe(true);
    expect({ ...second.location, rows: 0 }).toEqual({ ...first.location, rows: 0 });
    const people = (await workbook.readTable("Onboarding")).rows.filter((row) => row.values[1] === "Person").map((row) => row.values[2]);
    expect(people).toEqual(["Jane Doe", "Omar Haddad"]);
  });
});
