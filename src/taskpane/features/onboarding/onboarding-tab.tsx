/** The Onboarding tab: the list of forms, or one form opened in the guided form, on the page's clock. */
import { useState } from "react";
import type { FeatureProps } from "../../shell/feature";
import { ApplicationView } from "./application-view";
import { FormList } from "./form-list";

function OnboardingPanel({ session, host, log, now }: FeatureProps & { now: () => number }) {
  const [formId, setFormId] = useState<string>();
  if (formId === undefined) return <FormList client={session.client} onOpen={setFormId} />;
  return <ApplicationView client={session.client} workbook={host.workbook} log={log} formId={formId} now={now} onBack={() => setFormId(undefined)} />;
}

export function OnboardingTab(props: FeatureProps) {
  return <OnboardingPanel {...props} now={Date.now} />;
}
