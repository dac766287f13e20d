/** The applicant a form names in the list of forms. */
import type { OnboardingFormWithSections } from "../../../api/schemas";

/** The applicant a form names: the company, else its one person, else who fills it in. */
export function applicantOf(form: OnboardingFormWithSections): string {
  const company = form.business_information?.company_name;
  if (company) return company;
  const person = form.people?.[0];
  if (form.entity_type === "individual" && person) return `${person.first_name} ${person.last_name}`;
  return form.contact_name ?? form.email ?? "";
}
