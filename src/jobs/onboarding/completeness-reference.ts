/**
 * What the completeness check needs from the service besides the form itself: the permitted jurisdictions (from
 * the country list) and the sector list. The service has no sector endpoint — the document leaves the list "not
 * shown" — so the sectors are the value set the client and the demo service already share. A panel loads this
 * once and hands it to every check it runs, so the checklist applies every rule, not only the form-local ones.
 */
import type { Onboarding } from "../../api";
import { SECTORS } from "../../api/schemas";

export interface CompletenessReference {
  /** Two-letter codes of the countries flagged `permitted_jurisdiction`. */
  permittedCountries: readonly string[];
  sectors: readonly string[];
}

export async function loadCompletenessReference(onboarding: Pick<Onboarding, "reference">): Promise<CompletenessReference> {
  const countries = await onboarding.reference.countries();
  return {
    permittedCountries: countries.filter((country) => country.permitted_jurisdiction).map((country) => country.iso2.toUpperCase()),
    sectors: SECTORS,
  };
}
