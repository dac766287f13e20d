/**
 * The guided form of one application: its sections saved as they are typed, the live checklist beside them, Submit
 * when the checklist is clear (then everything is read-only), and its summary written to the sheet.
 */
import { Button, Text, makeStyles } from "@fluentui/react-components";
import { useState } from "react";
import type { FxDeskClient } from "../../../api";
import { writeApplicationSummary } from "../../../jobs";
import type { WorkbookPort } from "../../../workbook/port";
import type { ActivityLog } from "../../shell/activity-log";
import { describeError } from "../../shell/describe-error";
import { ApplicantSection } from "./applicant-section";
import { submitForm } from "./application-actions";
import { applicantOf } from "./applicant-name";
import { Checklist } from "./checklist";
import { DocumentsSection } from "./documents-section";
import { errorPlaces } from "./error-places";
import { ACCOUNT_USAGE_FIELDS, BUSINESS_FIELDS } from "./field-catalog";
import { PeopleSection } from "./people-section";
import { SectionFields } from "./section-fields";
import { emptySections, sectionProgress } from "./section-progress";
import { useApplication } from "./use-application";
import type { ReferenceState } from "./use-completeness-reference";
import { useFieldSaves } from "./use-field-saves";

const useStyles = makeStyles({
  // Side by side where the pane is wide; in a narrow pane the checklist stays on top of the sections it points into.
  layout: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))", gap: "12px", alignItems: "start" },
  checklist: { position: "sticky", top: "0", zIndex: 1, maxHeight: "40vh", overflowY: "auto", backgroundColor: "var(--colorNeutralBackground1)", paddingBottom: "8px" },
});

interface ApplicationViewProps {
  client: FxDeskClient;
  workbook: WorkbookPort;
  log: ActivityLog;
  formId: string;
  now: () => number;
  /** The permitted countries and sectors; Submit waits for them, since without them the checklist is partial. */
  reference: ReferenceState;
  onBack(): void;
}

export function ApplicationView({ client, workbook, log, formId, now, reference, onBack }: ApplicationViewProps) {
  const styles = useStyles();
  const { loaded, loadError, findings, reload } = useApplication(client, formId, now, reference.reference);
  const saves = useFieldSaves(client, loaded, reload);
  const [submitError, setSubmitError] = useState<string>();
  const [summary, setSummary] = useState<string>();
  if (loaded === undefined) return <Text role={loadError ? "alert" : undefined}>{loadError ?? "Loading the form…"}</Text>;
  const { form } = loaded;
  const readOnly = form.state === "submitted";
  const submit = async () => {
    try {
      await submitForm(client, form.id);
      setSubmitError(undefined);
      log.add("success", `Onboarding form of ${applicantOf(form) || "this applicant"} submitted.`);
      await reload();
    } catch (error) {
      saves.showErrors(errorPlaces(error, "form", "form.submit"));
      setSubmitError(describeError(error).message);
    }
  };
  const writeSummary = async () => {
    try {
      const written = await writeApplicationSummary(workbook, loaded, findings, { kind: "active-cell" });
      setSummary(`Summary written to ${written.address}.`);
    } catch (error) {
      setSummary(describeError(error).message);
    }
  };
  return (
    <div>
      <Button onClick={onBack}>All forms</Button> <Button onClick={() => void writeSummary()}>Write summary to sheet</Button>
      {summary && <Text role="status">{summary}</Text>}
      <h2>{`${form.entity_type === "corporate" ? "Corporate" : "Individual"} application${readOnly ? " (submitted, read-only)" : ""}`}</h2>
      <div className={styles.layout}>
        <div className={styles.checklist}>
          <Checklist
            findings={findings}
            progress={sectionProgress(findings, form.entity_type === "corporate" ? "corporate" : "individual", emptySections(loaded))}
            submitted={readOnly}
            unsaved={saves.saving}
            referenceMissing={reference.reference === undefined}
            submitError={submitError}
            onSubmit={() => void submit()}
          />
          {reference.problem && (
            <Text role="alert">
              {reference.problem} <Button size="small" onClick={reference.retry}>Try again</Button>
            </Text>
          )}
        </div>
        <div>
          <ApplicantSection form={form} saves={saves} readOnly={readOnly} />
          {form.entity_type === "corporate" && (
            <section id="onboarding-business_information" tabIndex={-1} aria-label="Business information">
              <h3>Business information</h3>
              <SectionFields specs={BUSINESS_FIELDS} prefix="business_information" target={{ section: "business_information" }} saved={form.business_information} saves={saves} readOnly={readOnly} />
            </section>
          )}
          <section id="onboarding-account_usage" tabIndex={-1} aria-label="Account usage">
            <h3>Account usage</h3>
            <SectionFields specs={ACCOUNT_USAGE_FIELDS} prefix="account_usage" target={{ section: "account_usage" }} saved={form.account_usage} saves={saves} readOnly={readOnly} />
          </section>
          <PeopleSection client={client} workbook={workbook} form={form} saves={saves} readOnly={readOnly} reload={reload} />
          <DocumentsSection client={client} loaded={loaded} readOnly={readOnly} reload={reload} />
        </div>
      </div>
    </div>
  );
}
