/** Creates the people previewed from sheet rows on a form, one after another, each row's outcome kept. */
import type { Onboarding, OnboardingPersonFields } from "../../api";

interface CreatedPerson {
  rowNumber: number;
  personId?: string;
  /** Why the service refused the row. */
  error?: string;
}

export async function createPeople(
  onboarding: Pick<Onboarding, "people">,
  formId: string,
  rows: readonly { rowNumber: number; person: OnboardingPersonFields }[],
): Promise<CreatedPerson[]> {
  const outcomes: CreatedPerson[] = [];
  for (const { rowNumber, person } of rows) {
    try {
      const created = await onboarding.people.create(formId, person);
      outcomes.push({ rowNumber, personId: created.id });
    } catch (error) {
      outcomes.push({ rowNumber, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}
