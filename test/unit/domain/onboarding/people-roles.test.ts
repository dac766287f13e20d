/** Who an application lists: one user on an individual application; a director and a user on a company's; known roles. */
import { describe, it } from "@jest/globals";
import { changed, corporateForm, expectExactly, individualForm, personOf, type BreakingCase, type SatisfyingCase } from "./baselines";

describe("people and roles: a change that breaks one rule yields exactly its finding", () => {
  it.each<BreakingCase>([
    ["an individual application without its person", changed(individualForm, (form) => (form.people = [])), ["people individual_applicant"]],
    [
      "an individual application with two people",
      changed(individualForm, (form) => form.people?.push({ ...personOf(form, 0), first_name: "Jean" })),
      ["people individual_applicant"],
    ],
    ["the individual applicant is also a director", changed(individualForm, (form) => (personOf(form, 0).roles = ["user", "director"])), ["people[0].roles individual_applicant"]],
    ["the individual applicant is a director only", changed(individualForm, (form) => (personOf(form, 0).roles = ["director"])), ["people[0].roles individual_applicant"]],
    [
      "a company without a director",
      changed(corporateForm, (form) => {
        personOf(form, 0).roles = ["user", "ultimate_business_owner"];
        form.people?.splice(1, 1);
      }),
      ["people.roles company_people"],
    ],
    [
      "a company without a user",
      changed(corporateForm, (form) => {
        personOf(form, 0).roles = ["director", "ultimate_business_owner"];
        form.people?.splice(3, 1);
      }),
      ["people.roles company_people"],
    ],
    ["a role the service does not know", changed(corporateForm, (form) => (personOf(form, 1).roles = ["director", "shareholder"])), ["people[1].roles known_roles"]],
  ])("%s", (_, form, expected) => expectExactly(form, expected));
});

describe("people and roles: the minimal form that satisfies each rule yields no finding", () => {
  it.each<SatisfyingCase>([
    [
      "a company whose one person is both its director and its user",
      changed(corporateForm, (form) => {
        form.people = [{ ...personOf(form, 0), roles: ["director", "user"], ownership_percentage: null }];
        form.documents = form.documents?.slice(0, 1);
      }),
    ],
    ["an individual applicant with the single role user", individualForm()],
  ])("%s", (_, form) => expectExactly(form, []));
});
