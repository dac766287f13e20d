/**
 * Who the application lists: an individual application has exactly one person whose only role is user; a company
 * application has at least one director and at least one user; every role is one the service knows.
 */
import type { CheckContext } from "./check-context";
import { personLabel, rolesOf } from "./field-values";
import { finding, type Finding } from "./findings";
import { PERSON_ROLES } from "./values";

function unknownRoles(context: CheckContext): Finding[] {
  return context.people.flatMap((person, personIndex) =>
    rolesOf(person)
      .filter((role) => !(PERSON_ROLES as readonly string[]).includes(role))
      .map((role) =>
        finding({ section: "people", personIndex, field: "roles" }, "invalid", "known_roles", `"${role}" is not a role (${personLabel(person, personIndex)}); use ${PERSON_ROLES.join(", ")}.`),
      ),
  );
}

function individualApplicant(context: CheckContext): Finding[] {
  const { people } = context;
  if (people.length === 0) return [finding({ section: "people" }, "missing", "individual_applicant", "Add the applicant as the one person of the application.")];
  const found: Finding[] = [];
  if (people.length > 1) {
    found.push(finding({ section: "people" }, "not_allowed", "individual_applicant", `An individual application lists one person; this one lists ${people.length}.`));
  }
  people.forEach((person, personIndex) => {
    const roles = rolesOf(person);
    if (roles.length > 0 && !(roles.length === 1 && roles[0] === "user")) {
      found.push(finding({ section: "people", personIndex, field: "roles" }, "invalid", "individual_applicant", `The applicant's only role is user; ${personLabel(person, personIndex)} has ${roles.join(", ")}.`));
    }
  });
  return found;
}

function companyPeople(context: CheckContext): Finding[] {
  const hasRole = (role: string): boolean => context.people.some((person) => rolesOf(person).includes(role));
  return [
    ...(hasRole("director") ? [] : [finding({ section: "people", field: "roles" }, "missing", "company_people", "Add at least one director.")]),
    ...(hasRole("user") ? [] : [finding({ section: "people", field: "roles" }, "missing", "company_people", "Add at least one user (a person who will use the account).")]),
  ];
}

export function checkPeopleAndRoles(context: CheckContext): Finding[] {
  return [...unknownRoles(context), ...(context.isCorporate ? companyPeople(context) : individualApplicant(context))];
}
