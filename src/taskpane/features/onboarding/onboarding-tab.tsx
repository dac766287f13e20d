/**
 * The Onboarding tab: the list of forms, or one form opened in the guided form, on the shell's clock. The lists the
 * checklist checks against are loaded once here, so opening another form does not fetch them again. Dates are typed
 * and read back in the host's language (Office's in Excel: date-locale.ts).
 */
import { useState } from "react";
import type { FeatureProps } from "../../components/feature";
import { browserLanguage } from "../../host";
import { ApplicationView } from "./application-view";
import { DateLocale } from "./date-locale";
import { FormList } from "./form-list";
import { useCompletenessReference } from "./use-completeness-reference";

export function OnboardingTab({ session, host, log, now }: FeatureProps) {
  const [formId, setFormId] = useState<string>();
  const reference = useCompletenessReference(session.client);
  if (formId === undefined) return <FormList client={session.client} onOpen={setFormId} />;
  return (
    <DateLocale.Provider value={host.dateLocale?.() ?? browserLanguage()}>
      <ApplicationView client={session.client} workbook={host.workbook} log={log} formId={formId} now={now} reference={reference} onBack={() => setFormId(undefined)} />
    </DateLocale.Provider>
  );
}
