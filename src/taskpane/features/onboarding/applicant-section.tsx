/**
 * Applicant & consent: who fills in the form, and the provider's regulatory statement and terms, which the applicant
 * must accept (and, for a company, confirm their authority to apply) before the form can be submitted.
 */
import { Text } from "@fluentui/react-components";
import type { OnboardingFormWithSections } from "../../../api/schemas";
import { APPLICANT_FIELDS, type FieldSpec } from "./field-catalog";
import { SectionFields } from "./section-fields";
import type { FieldSaves } from "./use-field-saves";

const TERMS: FieldSpec = { field: "agreed_to_terms_and_conditions", label: "I have read the regulatory statement and accept the terms and conditions", kind: "checkbox" };
const AUTHORITY: FieldSpec = { field: "agreed_to_corporate_authority", label: "I have authority to apply on behalf of the company", kind: "checkbox" };

export function ApplicantSection({ form, saves, readOnly }: { form: OnboardingFormWithSections; saves: FieldSaves; readOnly: boolean }) {
  const consent = form.entity_type === "corporate" ? [TERMS, AUTHORITY] : [TERMS];
  return (
    <section id="onboarding-form" tabIndex={-1} aria-label="Applicant & consent">
      <SectionFields specs={APPLICANT_FIELDS} prefix="form" target={{ section: "form" }} saved={form} saves={saves} readOnly={readOnly} />
      <p>
        <Text size={200}>
        Regulatory statement: the account is provided by the payment services provider, which is authorised by its financial regulator to
        provide payment services. Funds are safeguarded, not covered by a deposit guarantee scheme. Your details are checked to meet anti-money
        laundering rules; you confirm that everything you give is true and complete.
        </Text>
      </p>
      <p>
        <Text size={200}>
        Terms: by ticking below you accept the provider&apos;s terms and conditions and privacy notice, and agree that the provider may verify the
        identities of the people named in this application.
        </Text>
      </p>
      <SectionFields specs={consent} prefix="form" target={{ section: "form" }} saved={form} saves={saves} readOnly={readOnly} />
    </section>
  );
}
