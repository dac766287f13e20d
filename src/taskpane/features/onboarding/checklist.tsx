/**
 * The live checklist above the guided form: what keeps the form from being complete, each finding a link that opens
 * its section and focuses its field, and Submit — offered only when nothing is left. Its list folds away to a line,
 * so in the narrow pane it stays at the top without covering the form. (Each section's progress is on its header.)
 */
import { Badge, Button, Link, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useState } from "react";
import { pathText, type Finding } from "../../../domain/onboarding";

interface ChecklistProps {
  findings: readonly Finding[];
  submitted: boolean;
  /** True while typed values are not saved: the checklist is of the saved form. */
  unsaved: boolean;
  /** True until the permitted countries and sectors are loaded: until then a clear list may still hide findings. */
  referenceMissing: boolean;
  submitError?: string;
  /** Opens the finding's section and focuses its field. */
  onOpenFinding(found: Finding): void;
  onSubmit(): void;
}

const useStyles = makeStyles({
  line: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
  // A link is a button (inline-block): on the baseline, a finding that wraps gets its number beside its last line.
  finding: { verticalAlign: "top", textAlign: "left" },
});

export function Checklist({ findings, submitted, unsaved, referenceMissing, submitError, onOpenFinding, onSubmit }: ChecklistProps) {
  const styles = useStyles();
  const [folded, setFolded] = useState(false);
  const clear = findings.length === 0;
  return (
    <aside aria-label="Checklist">
      <div className={styles.line}>
        <Text weight="semibold">Checklist</Text>
        {submitted ? <Badge color="informative">Submitted</Badge> : clear ? <Badge color="success">Complete</Badge> : <Badge color="danger">{`${findings.length} to do`}</Badge>}
        {!submitted && (
          <Button appearance="primary" size="small" disabled={!clear || unsaved || referenceMissing} onClick={onSubmit}>
            Submit
          </Button>
        )}
        {!clear && (
          <Button appearance="subtle" size="small" aria-expanded={!folded} onClick={() => setFolded(!folded)}>
            {folded ? "Show the list" : "Hide the list"}
          </Button>
        )}
      </div>
      {!folded && (
        <ol aria-label="To do" style={{ paddingLeft: "20px", marginBlock: "4px" }}>
          {findings.map((found, index) => (
            <li key={`${pathText(found.path)}-${found.rule}-${index}`}>
              <Link className={styles.finding} onClick={() => onOpenFinding(found)} title={found.reason}>
                {found.message}
              </Link>
            </li>
          ))}
        </ol>
      )}
      {!submitted && referenceMissing && <Text size={200}>{"Waiting for the provider's country list before Submit can be offered."}</Text>}
      {submitError && <Text role="alert">{submitError}</Text>}
    </aside>
  );
}
