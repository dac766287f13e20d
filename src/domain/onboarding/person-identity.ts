/**
 * Each person's identity: the fields their verification level asks for (asked once, whatever their roles), a date
 * of birth that is a real past date, the US social security number, passports for a US company, a user's e-mail,
 * the lead director's face photo, and a home country that matches the application and the address.
 */
import { countryInSentence } from "../countries";
import { isIsoDate } from "../dates";
import type { CheckContext } from "./check-context";
import { countryOf, isCountryCode, isGiven, personLabel, rolesOf } from "./field-values";
import { finding, type Finding } from "./findings";
import type { OnboardingPerson } from "./form";
import { demandedFields, hasFacePhoto, isFieldGiven, personDemands, type DemandedField, type PersonDemand } from "./verification";
import { US } from "./values";

const FIELD_NAMES: Record<DemandedField["field"], string> = {
  roles: "Roles",
  first_name: "First name",
  last_name: "Last name",
  home_country: "Home country",
  dob: "Date of birth",
  personal_address_attributes: "Home address",
  document_ids: "An identity document",
  id_number: "Social security number",
};

function purposeOf(person: OnboardingPerson, name: string, demand: PersonDemand): string {
  if (demand.level === "identify") return `to identify ${name}`;
  const roles = rolesOf(person).map((role) => role.replace(/_/g, " "));
  return roles.length > 1 ? `to verify ${name} (once, for all roles: ${roles.join(", ")})` : `to verify ${name}`;
}

function missingFields(person: OnboardingPerson, personIndex: number, demand: PersonDemand): Finding[] {
  const name = personLabel(person, personIndex);
  return demandedFields(person, demand)
    .filter(({ field }) => !isFieldGiven(person, field))
    .map(({ field, rule }) => finding({ section: "people", personIndex, field }, "missing", rule, `${FIELD_NAMES[field]} is needed ${purposeOf(person, name, demand)}.`));
}

function wrongValues(context: CheckContext, person: OnboardingPerson, personIndex: number): Finding[] {
  const name = personLabel(person, personIndex);
  const found: Finding[] = [];
  const dob = isGiven(person.dob) ? person.dob.trim() : undefined;
  if (dob !== undefined && (!isIsoDate(dob) || dob > context.today)) {
    // The pane saves dates as days of the calendar, so what is left to say is which rule the day breaks.
    const why = isIsoDate(dob) ? `is ${dob}, a day still to come` : "is not a day of the calendar: type it again";
    found.push(finding({ section: "people", personIndex, field: "dob" }, "invalid", "identify_every_person", `Date of birth of ${name} ${why}.`));
  }
  for (const field of ["home_country", "citizenship", "passport_country_of_issue"] as const) {
    const value = person[field];
    if (isGiven(value) && !isCountryCode(value)) {
      found.push(finding({ section: "people", personIndex, field }, "invalid", "country_codes", `"${value}" is not a two-letter country code (${name}).`));
    }
  }
  const home = countryOf(person.home_country);
  const addressCountry = countryOf(person.personal_address_attributes?.country);
  if (home !== undefined && addressCountry !== undefined && addressCountry !== home) {
    found.push(
      finding(
        { section: "people", personIndex, field: "personal_address_attributes.country" },
        "invalid",
        "address_in_home_country",
        `The address of ${name} is in ${countryInSentence(addressCountry)}, but they live in ${countryInSentence(home)}.`,
      ),
    );
  }
  if (!context.isCorporate && home !== undefined && countryOf(context.form.country) !== undefined && home !== countryOf(context.form.country)) {
    found.push(
      finding(
        { section: "people", personIndex, field: "home_country" },
        "invalid",
        "individual_applicant",
        `${name} lives in ${countryInSentence(home)}, but the application is from ${countryInSentence(countryOf(context.form.country) ?? "")}.`,
      ),
    );
  }
  return found;
}

function companyDemands(context: CheckContext, person: OnboardingPerson, personIndex: number, demand: PersonDemand): Finding[] {
  if (!context.isCorporate) return [];
  const name = personLabel(person, personIndex);
  const found: Finding[] = [];
  const home = countryOf(person.home_country);
  // Choice: the document says passports are "collected" for these people without naming a level, so every person
  // of a US company living elsewhere is asked, identified directors included.
  if (context.businessCountry === US && home !== undefined && home !== US) {
    for (const field of ["passport_number", "passport_country_of_issue"] as const) {
      if (!isGiven(person[field])) {
        const what = field === "passport_number" ? "Passport number" : "Country that issued the passport";
        found.push(finding({ section: "people", personIndex, field }, "missing", "passport_for_us_company", `${what} of ${name} is needed: the company is registered in the US and ${name} lives in ${countryInSentence(home)}.`));
      }
    }
  }
  // Choice: only company users are asked; an individual's e-mail is the form's (the applicant's, per the document).
  if (rolesOf(person).includes("user") && !isGiven(person.email)) {
    found.push(finding({ section: "people", personIndex, field: "email" }, "missing", "user_email", `E-mail of ${name} is needed: users sign in with it.`));
  }
  if (demand.needsFacePhoto && !hasFacePhoto(person, context.documentsById)) {
    found.push(
      finding(
        { section: "people", personIndex, field: "document_ids" },
        "missing",
        "verify_one_director",
        `A photo of ${name} holding their identity document (an image of the side "Face (holding the document)") is needed: ${name} is the director to verify.`,
      ),
    );
  }
  return found;
}

export function checkPersonIdentity(context: CheckContext): Finding[] {
  const demands = personDemands(context);
  return context.people.flatMap((person, personIndex) => {
    const demand = demands[personIndex] ?? { level: "identify", rule: "identify_every_person", needsFacePhoto: false };
    return [...missingFields(person, personIndex, demand), ...wrongValues(context, person, personIndex), ...companyDemands(context, person, personIndex, demand)];
  });
}
