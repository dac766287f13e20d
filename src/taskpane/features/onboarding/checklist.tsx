/**
 * The live checklist beside the guided form: what keeps the form from being complete, each finding a link that
 * focuses its field, the sections' progress, and Submit — offered only when nothing is left.
 */
import { Badge, Button, Link, Text, makeStyles } from "@fluentui/react-components";
import { pathText, type Finding } from "../../../domain/onboarding";
import { focusTargets } from "./focus-targets";
import { sectionState, type SectionProgress } from "./section-progress";

interface ChecklistProps {
  findings: readonly Finding[];
  progress: readonly SectionProgress[];
  submitted: boolean;
  /** True while typed values are not saved: the checklist is of the saved form. */
  unsaved: boolean;
  /** True until the permitted countries and sectors are loaded: until then a clear list may still hide findings. */
  referenceMissing: boolean;
  submitError?: string;
  onSubmit(): void;
}

const useStyles = makeStyles({
  // A link is a button (inline-block): on the baseline, a finding that wraps gets its number beside its last line.
  finding: { verticalAlign: "top", textAlign: "left" },
});

function focusFinding(found: Finding): void {
  for (const id of focusTargets(found.path)) {
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView?.({ block: "center" });
      element.focus();
      return;
    }
  }
}

export function Checklist({ findings, progress, submitted, unsaved, referenceMissing, submitError, onSubmit }: ChecklistProps) {
  const styles = useStyles();
  const clear = findings.length === 0;
  return (
    <aside aria-label="Checklist">
      <Text weight="semibold">Checklist</Text>{" "}
      {submitted ? <Badge color="informative">Submitted</Badge> : clear ? <Badge color="success">Complete</Badge> : <Badge color="danger">{`${findings.length} to do`}</Badge>}
      <ul aria-label="Sections">
        {progress.map((section) => (
          <li key={section.section}>{`${section.label}: ${sectionState(section)}`}</li>
        ))}
      </ul>
      <ol aria-label="To do" style={{ paddingLeft: "20px" }}>
        {findings.map((found, index) => (
          <li key={`${pathText(found.path)}-${found.rule}-${index}`}>
            <Link className={styles.finding} onClick={() => focusFinding(found)} title={found.reason}>
              {found.message}
            </Link>
          </li>
        ))}
      </ol>
      {!submitted && (
        <Button appearance="primary" disabled={!clear || unsaved || referenceMissing} onClick={onSubmit}>
          Submit
        </Button>
      )}
      {!submitted && referenceMissing && <Text size={200}>{" Waiting for the provider's country list before Submit can be offered."}</Text>}
      {submitError && <Text role="alert">{submitError}</Text>}
    </aside>
  );
}
