/**
 * The guided form of one application: its sections saved as they are typed, each a part that opens and closes (a
 * company's form is several screens long in the narrow pane), the live checklist held at the top while the
 * sections scroll under it — a finding's link opens its section and focuses its field —, Submit when the checklist
 * is clear and confirmed (then everything is read-only), and its summary written to the sheet.
 */
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Badge, Button, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useEffect, useRef, useState } from "react";
import type { FxDeskClient } from "../../../api";
import type { Finding, FindingPath } from "../../../domain/onboarding";
import { writeApplicationSummary, type BlockTarget } from "../../../jobs";
import type { WorkbookPort } from "../../../workbook";
import type { ActivityLog } from "../../components/activity-log";
import { describeError } from "../../components/describe-error";
import { ApplicantSection } from "./applicant-section";
import { submitForm } from "./application-actions";
import { applicantOf } from "./applicant-name";
import { Checklist } from "./checklist";
import { DocumentsSection, type DocumentRequest } from "./documents-section";
import { errorPlaces } from "./error-places";
import { ACCOUNT_USAGE_FIELDS, BUSINESS_FIELDS } from "./field-catalog";
import { elementOf, focusTargets } from "./focus-targets";
import { PeopleSection } from "./people-section";
import { SectionFields } from "./section-fields";
import { sectionProgress } from "./section-progress";
import { SubmitDialog } from "./submit-dialog";
import { useApplication } from "./use-application";
import type { ReferenceState } from "./use-completeness-reference";
import { useFieldSaves } from "./use-field-saves";

const useStyles = makeStyles({
  // Side by side where the pane is wide; in a narrow pane the checklist stays on top of the sections it points into.
  layout: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))", gap: "12px", alignItems: "start" },
  checklist: {
    position: "sticky",
    top: "0",
    zIndex: 1,
    maxHeight: "40vh",
    overflowY: "auto",
    backgroundColor: tokens.colorNeutralBackground1,
    paddingBottom: "8px",
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  header: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS, alignItems: "center" },
  panel: { paddingBottom: tokens.spacingVerticalM },
});

type Section = FindingPath["section"];

/** The sheet the summary is written on when it is not written at the selected cell. */
const SUMMARY_SHEET = "Onboarding";

/** Frames a link waits for its precise field to mount before it settles for a coarser target, and at most. */
const SETTLE_FRAMES = 3;
const MAX_FRAMES = 60;

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

/** The document to add that a finding about a missing document asks for: whose, and of which category. */
function documentRequestOf(path: FindingPath, people: readonly { id: string }[], serial: number): DocumentRequest | undefined {
  if (path.field !== "document_ids") return undefined;
  if (path.section === "people" && path.personIndex !== undefined) {
    const person = people[path.personIndex];
    return person && { owner: `person:${person.id}`, documentType: "passport", category: "proof_of_identity", serial };
  }
  if (path.section === "business_information") return { owner: "business", documentType: "proof_of_business_activity", category: "proof_of_business_activity", serial };
  if (path.section === "account_usage") return { owner: "account_usage", documentType: "proof_of_source_of_funds", category: "proof_of_source_of_funds", serial };
  return undefined;
}

export function ApplicationView({ client, workbook, log, formId, now, reference, onBack }: ApplicationViewProps) {
  const styles = useStyles();
  const { loaded, loadError, findings, reload } = useApplication(client, formId, now, reference.reference);
  const saves = useFieldSaves(client, loaded, reload);
  const [submitError, setSubmitError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [summary, setSummary] = useState<string>();
  // The sections opened by the person (or by a checklist link); until then, the first section with something to do.
  const [openSections, setOpenSections] = useState<Section[]>();
  const [focusRequest, setFocusRequest] = useState<string[]>();
  const [documentRequest, setDocumentRequest] = useState<DocumentRequest>();
  // Tells a second request for the same document apart from the first, so the add form takes it again.
  const requests = useRef(0);

  // A link's field is in the DOM only once its section is open (the panel may mount its content a frame or two
  // after it opens): looked for after each frame until found, for a few frames at most.
  useEffect(() => {
    if (focusRequest === undefined) return;
    let frame = 0;
    let handle = 0;
    const attempt = () => {
      const elements = focusRequest.map((id) => elementOf(document, id));
      const best = elements.findIndex((candidate) => candidate !== null);
      // A coarser target (the section) is there at once; the precise one may mount a frame later: wait for it a little.
      const element = best === 0 || (best > 0 && frame >= SETTLE_FRAMES) ? elements[best] : undefined;
      // A panel still opening holds its fields but cannot focus them yet: focused only once focus took.
      element?.focus();
      if (element && document.activeElement === element) {
        element.scrollIntoView?.({ block: "center" });
        setFocusRequest(undefined);
      } else if ((frame += 1) < MAX_FRAMES) handle = requestAnimationFrame(attempt);
      else setFocusRequest(undefined);
    };
    attempt();
    return () => cancelAnimationFrame(handle);
  }, [focusRequest]);

  if (loaded === undefined) return <Text role={loadError ? "alert" : undefined}>{loadError ?? "Loading the form…"}</Text>;
  const { form } = loaded;
  const readOnly = form.state === "submitted";
  const corporate = form.entity_type === "corporate";
  const progress = sectionProgress(findings, corporate ? "corporate" : "individual");
  const opened = openSections ?? [progress.find((section) => section.open > 0)?.section ?? "form"];

  const openFinding = (found: Finding) => {
    const request = documentRequestOf(found.path, form.people ?? [], (requests.current += 1));
    const section: Section = request ? "documents" : found.path.section;
    if (request) setDocumentRequest(request);
    setOpenSections(opened.includes(section) ? [...opened] : [...opened, section]);
    setFocusRequest(focusTargets(found.path));
  };
  const submit = async () => {
    setConfirming(false);
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
  // The button says where the summary goes, and the status says the cells it went to: at the selected cell, or on
  // the sheet kept for summaries (found again there and rewritten in place).
  const writeSummary = async (target: BlockTarget) => {
    try {
      const written = await writeApplicationSummary(workbook, loaded, findings, target);
      setSummary(`Summary ${written.refreshed ? "rewritten in place" : "written"} at ${written.address}.`);
    } catch (error) {
      setSummary(describeError(error).message);
    }
  };
  /** A section's header with what it still needs; nothing is said "done" of a section with nothing in it (no documents yet). */
  const header = (section: Section, label: string, empty = false) => {
    const open = progress.find((candidate) => candidate.section === section)?.open ?? 0;
    return (
      <AccordionHeader as="h3" expandIconPosition="end">
        <span className={styles.header}>
          {label}
          {!readOnly && !(empty && open === 0) && <Badge appearance="tint" color={open === 0 ? "success" : "danger"}>{open === 0 ? "done" : `${open} to do`}</Badge>}
        </span>
      </AccordionHeader>
    );
  };
  return (
    <div>
      <div className={styles.actions}>
        <Button onClick={onBack}>All forms</Button>
        <Button onClick={() => void writeSummary({ kind: "active-cell" })}>Write summary at selected cell</Button>
        <Button onClick={() => void writeSummary({ kind: "sheet", sheet: SUMMARY_SHEET })}>{`Write summary to “${SUMMARY_SHEET}” sheet`}</Button>
      </div>
      {summary && <Text role="status">{summary}</Text>}
      <h2>{`${corporate ? "Corporate" : "Individual"} application${readOnly ? " (submitted, read-only)" : ""}`}</h2>
      <div className={styles.layout}>
        <div className={styles.checklist}>
          <Checklist
            findings={findings}
            submitted={readOnly}
            unsaved={saves.saving}
            referenceMissing={reference.reference === undefined}
            submitError={submitError}
            onOpenFinding={openFinding}
            onSubmit={() => setConfirming(true)}
          />
          <SubmitDialog form={form} documentCount={loaded.documents.length} open={confirming} onCancel={() => setConfirming(false)} onConfirm={() => void submit()} />
          {reference.problem && (
            <Text role="alert">
              {reference.problem} <Button size="small" onClick={reference.retry}>Try again</Button>
            </Text>
          )}
        </div>
        <Accordion multiple collapsible openItems={opened} onToggle={(_event, data) => setOpenSections(data.openItems as Section[])}>
          <AccordionItem value="form">
            {header("form", "Applicant & consent")}
            <AccordionPanel className={styles.panel}>
              <ApplicantSection form={form} saves={saves} readOnly={readOnly} />
            </AccordionPanel>
          </AccordionItem>
          {corporate && (
            <AccordionItem value="business_information">
              {header("business_information", "Business information")}
              <AccordionPanel className={styles.panel}>
                <section id="onboarding-business_information" tabIndex={-1} aria-label="Business information">
                  <SectionFields specs={BUSINESS_FIELDS} prefix="business_information" target={{ section: "business_information" }} saved={form.business_information} saves={saves} readOnly={readOnly} />
                </section>
              </AccordionPanel>
            </AccordionItem>
          )}
          <AccordionItem value="account_usage">
            {header("account_usage", "Account usage")}
            <AccordionPanel className={styles.panel}>
              <section id="onboarding-account_usage" tabIndex={-1} aria-label="Account usage">
                <SectionFields specs={ACCOUNT_USAGE_FIELDS} prefix="account_usage" target={{ section: "account_usage" }} saved={form.account_usage} saves={saves} readOnly={readOnly} />
              </section>
            </AccordionPanel>
          </AccordionItem>
          <AccordionItem value="people">
            {header("people", "People")}
            <AccordionPanel className={styles.panel}>
              <PeopleSection client={client} workbook={workbook} form={form} saves={saves} readOnly={readOnly} reload={reload} />
            </AccordionPanel>
          </AccordionItem>
          <AccordionItem value="documents">
            {header("documents", "Documents", loaded.documents.length === 0)}
            <AccordionPanel className={styles.panel}>
              <DocumentsSection client={client} loaded={loaded} readOnly={readOnly} reload={reload} request={documentRequest} />
            </AccordionPanel>
          </AccordionItem>
        </Accordion>
      </div>
    </div>
  );
}
