/**
 * Who must be identified and who verified (the document's "Identify versus verify" table and rules 1, 3, 4 and 6),
 * and which fields each level asks of a person. A person is checked once at the highest level any of their roles
 * needs, so someone who is a director, a user and an owner is asked for each field once.
 */
import type { CheckContext } from "./check-context";
import { countryOf, isGiven, rolesOf } from "./field-values";
import type { OnboardingDocument, OnboardingPerson } from "./form";
import type { OnboardingRule } from "./rules";
import { UK, US } from "./values";

type VerificationLevel = "identify" | "verify";

export interface PersonDemand {
  level: VerificationLevel;
  /** The rule that sets the level. */
  rule: OnboardingRule;
  /** The one director who sends a photo of themselves holding their identity document. */
  needsFacePhoto: boolean;
}

/** A field the level asks for, and the rule that asks for it. */
export interface DemandedField {
  field: "roles" | "first_name" | "last_name" | "home_country" | "dob" | "personal_address_attributes" | "document_ids" | "id_number";
  rule: OnboardingRule;
}

const IDENTIFY_FIELDS: readonly DemandedField[] = [
  { field: "roles", rule: "identify_every_person" },
  { field: "first_name", rule: "identify_every_person" },
  { field: "last_name", rule: "identify_every_person" },
  { field: "home_country", rule: "identify_every_person" },
  { field: "dob", rule: "identify_every_person" },
];

export function demandedFields(person: OnboardingPerson, demand: PersonDemand): DemandedField[] {
  if (demand.level === "identify") return [...IDENTIFY_FIELDS];
  const home = countryOf(person.home_country);
  return [
    ...IDENTIFY_FIELDS,
    { field: "personal_address_attributes", rule: demand.rule },
    // Without a home country the document rules cannot be told apart; the missing home country is reported instead.
    ...(home !== undefined && home !== UK && home !== US ? [{ field: "document_ids", rule: "identity_documents" } as const] : []),
    ...(home === US ? [{ field: "id_number", rule: "us_social_security_number" } as const] : []),
  ];
}

export function isFieldGiven(person: OnboardingPerson, field: DemandedField["field"]): boolean {
  switch (field) {
    case "roles":
    case "document_ids":
      return (person[field] ?? []).length > 0;
    case "personal_address_attributes":
      return person.personal_address_attributes !== null && person.personal_address_attributes !== undefined;
    default:
      return isGiven(person[field]);
  }
}

export function hasFacePhoto(person: OnboardingPerson, documentsById: ReadonlyMap<string, OnboardingDocument>): boolean {
  return (person.document_ids ?? []).some((id) => (documentsById.get(id)?.document_images ?? []).some((image) => image.side?.trim() === "face"));
}

function isVerified(person: OnboardingPerson): boolean {
  return demandedFields(person, { level: "verify", rule: "verify_one_director", needsFacePhoto: false }).every(({ field }) => isFieldGiven(person, field));
}

const needsVerificationForRoles = (person: OnboardingPerson): boolean =>
  rolesOf(person).some((role) => role === "user" || role === "ultimate_business_owner");

/**
 * The director to verify: the document wants exactly one and does not say which, so the check follows the form —
 * the first director with a face photo, else the first already verified, else the first who must be verified anyway
 * as a user or owner (the least extra work), else the first director.
 * Choice: "exactly one" is read as "one is required"; a second verified director is not a finding, because a director
 * who is also a user or an owner must be verified anyway (rules 4 and 6).
 */
function leadDirectorIndex(context: CheckContext): number | undefined {
  const directors = context.people.flatMap((person, index) => (rolesOf(person).includes("director") ? [{ person, index }] : []));
  const first = (matches: (person: OnboardingPerson) => boolean): number | undefined => directors.find(({ person }) => matches(person))?.index;
  return (
    first((person) => hasFacePhoto(person, context.documentsById)) ??
    first(isVerified) ??
    first(needsVerificationForRoles) ??
    directors[0]?.index
  );
}

/** What each person of the form must give, by index. */
export function personDemands(context: CheckContext): PersonDemand[] {
  if (!context.isCorporate) return context.people.map(() => ({ level: "verify", rule: "verify_applicant", needsFacePhoto: false }));
  const lead = leadDirectorIndex(context);
  return context.people.map((person, index) => {
    const isLead = index === lead;
    if (needsVerificationForRoles(person)) return { level: "verify", rule: "verify_users_and_owners", needsFacePhoto: isLead };
    if (isLead) return { level: "verify", rule: "verify_one_director", needsFacePhoto: true };
    return { level: "identify", rule: "identify_every_person", needsFacePhoto: false };
  });
}
