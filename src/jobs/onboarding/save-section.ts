/**
 * Saves what a person typed into one section of a form: an update when the section exists, else its create with
 * everything typed into it so far (the client names the first required field still missing). Address fields typed
 * one at a time ("registered_address_attributes.city") go out as the whole address, merged over the saved one.
 */
import type { Onboarding } from "../../api";
import type { OnboardingAddress, OnboardingFormWithSections } from "../../api/schemas";

export type SectionTarget =
  | { section: "form" }
  | { section: "business_information" }
  | { section: "account_usage" }
  | { section: "people"; personId: string };

function withAddresses(saved: Record<string, unknown> | null | undefined, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const [field = key, part] = key.split(".");
    if (part === undefined) {
      body[field] = value;
      continue;
    }
    const savedAddress = (saved?.[field] ?? {}) as OnboardingAddress;
    const current = (body[field] as Record<string, unknown> | undefined) ?? Object.fromEntries(Object.entries(savedAddress).filter(([, text]) => text !== null && text !== undefined));
    body[field] = { ...current, [part]: value };
  }
  return body;
}

export async function saveSection(
  onboarding: Pick<Onboarding, "forms" | "people" | "accountUsage" | "businessInformation">,
  form: OnboardingFormWithSections,
  target: SectionTarget,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  switch (target.section) {
    case "form":
      await onboarding.forms.update(form.id, values);
      return;
    case "business_information": {
      const saved = form.business_information;
      const body = withAddresses(saved, values);
      if (saved) await onboarding.businessInformation.update(form.id, body);
      else await onboarding.businessInformation.create(form.id, body as never);
      return;
    }
    case "account_usage":
      if (form.account_usage) await onboarding.accountUsage.update(form.id, values);
      else await onboarding.accountUsage.create(form.id, values as never);
      return;
    case "people": {
      const person = form.people?.find((candidate) => candidate.id === target.personId);
      await onboarding.people.update(form.id, target.personId, withAddresses(person, values));
      return;
    }
  }
}
