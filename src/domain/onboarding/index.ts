/**
 * The completeness check of an onboarding application: pure domain code that reads a form and lists what keeps it
 * from being complete, each finding linked to its field and to the rule that asks for it. The guided form shows
 * the findings as its live checklist; Submit is offered when the list is empty.
 */
import { checkAccountUsage } from "./account-usage";
import { checkAddresses } from "./addresses";
import { checkBusinessInformation } from "./business-information";
import { checkContext, type CompletenessOptions } from "./check-context";
import { checkCompanyNumbers } from "./company-numbers";
import { checkDocuments } from "./documents";
import { inFormOrder, type Finding } from "./findings";
import { checkFormFields } from "./form-fields";
import type { OnboardingForm } from "./form";
import { checkOwnership } from "./ownership";
import { checkPeopleAndRoles } from "./people-roles";
import { checkPersonIdentity } from "./person-identity";

export type { CompletenessOptions } from "./check-context";
export { pathText, type Finding, type FindingPath, type FindingProblem } from "./findings";
export type * from "./form";
export { ONBOARDING_RULES, type OnboardingRule } from "./rules";
export * from "./values";

const RULE_FAMILIES = [
  checkFormFields,
  checkBusinessInformation,
  checkCompanyNumbers,
  checkAccountUsage,
  checkPeopleAndRoles,
  checkOwnership,
  checkPersonIdentity,
  checkAddresses,
  checkDocuments,
];

/** Every finding of the form, in the order of the guided form; none when the application is complete. */
export function checkCompleteness(form: OnboardingForm, options: CompletenessOptions): Finding[] {
  const context = checkContext(form, options);
  return inFormOrder(RULE_FAMILIES.flatMap((check) => check(context)));
}
