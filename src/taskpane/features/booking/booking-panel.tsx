/** The workflow every booking tab shares, whatever its kind: rows → columns → check → preview → confirm → run → results. */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import {
  Button,
  Caption1,
  Checkbox,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Radio,
  RadioGroup,
  Field,
  Spinner,
  Subtitle2,
} from "@fluentui/react-components";
import { type AnyConfirmChoices, type KindConfirmation, type OrderKind, type PreparedJob } from "../../../jobs";
import { describeError, type DescribedError } from "../../components/describe-error";
import type { FeatureProps } from "../../components/feature";
import { useLayoutStyles } from "../../components/layout-styles";
import { TitledSection } from "../../components/titled-section";
import { doneWordsOf, kindNoun } from "./activity";
import type { BookingController, BusyWith, SourceChoice } from "./booking-controller";
import { ConfirmDialog } from "./confirm-dialog";
import { KindPreview, kindSpec, kindView, useRowDetailsVersion } from "./kind-views";
import { MappingEditor } from "./mapping-editor";
import { RowStatusList } from "./row-status-list";
import { RowsLeftOutBar } from "./rows-left-out-bar";
import { rowStatuses } from "./row-statuses";
import { CheckProgressView, NoticeBar, useFocusBackAfterCheck } from "./check-progress";
import { RunProgress } from "./run-progress";
import { RunSummaryOnItsSheet } from "./run-summary";
import { useBookingController } from "./use-booking-controller";
import { CONTINUE_ANYWAY_WARNING, supportReferenceNote, plural } from "../../../domain";

interface BookingPanelProps extends FeatureProps {
  kind: OrderKind;
}

const BUSY_TEXT: Record<BusyWith, string> = {
  checking: "Checking the rows with the service…",
  remapping: "Reading the rows again…",
  refreshing: "Refreshing statuses…",
  inserting: "Inserting the template…",
  asking: "Asking the service about the selected rows…",
};

/** A kind's tab: its title and introduction are its spec's; "Insert template" puts the table on its template sheet. */
export function BookingPanel({ kind, ...feature }: BookingPanelProps) {
  const layout = useLayoutStyles();
  const spec = kindSpec(kind);
  const { title, intro } = spec.labels;
  const [controller, state] = useBookingController(kind, spec.template.sheet, feature);
  const [source, setSource] = useState<SourceChoice>("selection");
  const checkButton = useFocusBackAfterCheck(state);
  const working = state.busy !== undefined || state.running !== undefined;
  const headingId = `fxdesk-${kind}-title`;
  const view = kindView(kind);

  return (
    <section className={layout.sections} aria-labelledby={headingId}>
      <div className={layout.stack}>
        <Subtitle2 as="h2" id={headingId}>
          {title}
        </Subtitle2>
        <Caption1>{intro}</Caption1>
        <Field label="Rows to use">
          <RadioGroup layout="horizontal" value={source} onChange={(_, data) => setSource(data.value as SourceChoice)} disabled={working}>
            <Radio value="selection" label="Selected rows" />
            <Radio value="sheet" label="Whole active sheet" />
          </RadioGroup>
        </Field>
        {view.Settings && <view.Settings disabled={working} />}
        <div className={layout.actions}>
          <Button ref={checkButton} appearance="primary" disabled={working} onClick={() => void controller.check(source, () => view.checkOptions?.() ?? {})}>
            Check
          </Button>
          <Button disabled={working} onClick={() => void controller.insertTemplate()}>
            Insert template
          </Button>
          <Button disabled={working} onClick={() => void controller.refresh(source)}>
            Refresh statuses
          </Button>
          {spec.rowActions?.map((action) => (
            <Button key={action.id} disabled={working} title={action.description} onClick={() => void controller.rowAction(source, action.id)}>
              {action.label}
            </Button>
          ))}
        </div>
        {state.checking ? (
          <CheckProgressView progress={state.checking.progress} remainingMs={state.checking.remainingMs} onCancel={() => controller.cancelCheck()} />
        ) : (
          state.busy && <Spinner size="tiny" labelPosition="after" label={BUSY_TEXT[state.busy]} />
        )}
      </div>
      {state.problem && <ProblemBar title="Cannot continue" problem={state.problem} />}
      {state.notice && <NoticeBar notice={state.notice} />}
      {state.sheet && state.running === undefined && (
        <div className={layout.stack}>
          <RowsLeftOutBar sheet={state.sheet} />
          {state.sheet.mapping.missing.length > 0 && (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>Choose a column for: {state.sheet.mapping.missing.join(", ")}.</MessageBarBody>
            </MessageBar>
          )}
          <MappingEditor sheet={state.sheet} disabled={working} onRemap={(field, header) => void controller.remap(field, header)} />
        </div>
      )}
      {state.job && state.running === undefined && (
        <JobPreview key={state.job.runId} controller={controller} job={state.job} disabled={working} goToRow={(sheet, row) => goToRow(feature, sheet, row)} />
      )}
      {state.running && <RunProgress kind={kind} progress={state.running.progress} remainingMs={state.running.remainingMs} cancelling={state.running.progress?.cancelling ?? controller.cancelling} onCancel={() => controller.cancel()} />}
      {state.outcome && <RunSummaryOnItsSheet workbook={feature.host.workbook} kind={kind} sheet={state.outcome.sheet} outcome={state.outcome.result} />}
    </section>
  );
}

/** Shows a row of the preview in the sheet; a sheet renamed or deleted since the check is said in the log. */
function goToRow({ host, log }: FeatureProps, sheet: string, sheetRow: number): void {
  host.workbook.goToRow(sheet, sheetRow - 1).catch((error: unknown) => log.add("error", `Could not go to row ${sheetRow} of ${sheet}: ${describeError(error).message}`));
}

interface JobPreviewProps {
  /** Jumps to a row the preview lists (its sheet row number, as a person reads it). */
  goToRow(sheet: string, sheetRow: number): void;
  controller: BookingController;
  job: PreparedJob;
  disabled: boolean;
}

/** One check's preview; its choices start afresh with every check (the component is keyed by the run id). */
function JobPreview({ controller, job, disabled, goToRow }: JobPreviewProps) {
  const layout = useLayoutStyles();
  const [choices, setChoices] = useState<AnyConfirmChoices>({});
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [pending, setPending] = useState<KindConfirmation<OrderKind> | undefined>(undefined);
  const bookButton = useRef<HTMLButtonElement>(null);
  // One function for the preview's life: the dialog reads the rows again once per confirmation it shows.
  const readAgain = useCallback((confirmation: KindConfirmation<OrderKind>) => controller.changedSinceCheck(confirmation), [controller]);
  useFocusBackOnClose(pending !== undefined, bookButton);
  const acceptDuplicates = choices.acceptDuplicates ?? false;
  const acceptCopies = choices.acceptCopies ?? false;
  const acceptPayeeChecks = choices.acceptPayeeChecks ?? false;
  const acceptUncheckedPayees = choices.acceptUncheckedPayees ?? false;
  const detailsVersion = useRowDetailsVersion(job);
  // detailsVersion changes when the kind learns more after the check (firm quotes): the row lines are drawn again.
  const statuses = useMemo(
    () => rowStatuses(job, { acceptDuplicates, acceptCopies, acceptPayeeChecks, acceptUncheckedPayees }),
    [job, acceptDuplicates, acceptCopies, acceptPayeeChecks, acceptUncheckedPayees, detailsVersion],
  );
  const attempt = useMemo((): { ok: true; confirmation: KindConfirmation<OrderKind> } | { ok: false; problem: DescribedError } => {
    try {
      return { ok: true, confirmation: controller.confirm(choices) };
    } catch (error) {
      return { ok: false, problem: describeError(error) };
    }
  }, [controller, choices]);

  const invalid = job.rows.filter((row) => row.state === "invalid").length;
  const duplicates = job.rows.filter((row) => row.state === "ready" && row.duplicateOf.length > 0).length;
  const copies = job.rows.filter((row) => row.state === "ready" && row.copyOf !== undefined).length;
  const payeeMismatches = job.rows.filter((row) => row.state === "ready" && row.payeeCheck?.needsConfirmation === true && row.payeeCheck.notSwitchedOn !== true).length;
  // Asked once for the run: the rows whose login the provider has not switched the check on for.
  const uncheckedQuestion = attempt.ok ? attempt.confirmation.uncheckedPayeesQuestion : undefined;
  const toSend = attempt.ok ? attempt.confirmation.rowsToSend : 0;
  const words = doneWordsOf(job.kind);
  const blocker = !attempt.ok
    ? "Change the choices above first."
    : toSend === 0
      ? `Nothing to ${words.action.toLowerCase()}: every row is ${words.verb} already, invalid or held back.`
      : invalid > 0 && !skipInvalid
        ? `Fix the ${plural(invalid, "invalid row")} and check again, or go ahead without ${invalid === 1 ? "it" : "them"}.`
        : undefined;
  const bookLabel = `${words.action} ${kindNoun(job.kind, toSend)}…`;

  return (
    <TitledSection headingId="fxdesk-preview-title" title={`Preview of ${job.sheet.sheet}`} level="h3" testId="preview">
      <KindPreview job={job} choices={choices} onChoicesChange={setChoices} budgetMsFor={controller.checkBudgetMs} />
      <RowStatusList statuses={statuses} sheet={job.sheet.sheet} onGoToRow={(sheetRow) => goToRow(job.sheet.sheet, sheetRow)} />
      {copies > 0 && (
        <Checkbox
          checked={acceptCopies}
          onChange={(_, data) => setChoices({ ...choices, acceptCopies: data.checked === true })}
          label={`${words.action} the ${plural(copies, "copied row")} as new ${kindNoun(job.kind, 2).replace(/^\d+ /, "")}: each gets a key of its own; the rows ${copies === 1 ? "it was" : "they were"} copied from keep what they ${words.verb}`}
        />
      )}
      {duplicates > 0 && (
        <Checkbox
          checked={acceptDuplicates}
          onChange={(_, data) => setChoices({ ...choices, acceptDuplicates: data.checked === true })}
          label={duplicates === 1 ? `I confirm this duplicate: ${words.action.toLowerCase()} the row that looks like an earlier ${kindSpec(job.kind).labels.singular}` : `I confirm these duplicates: ${words.action.toLowerCase()} all ${duplicates} rows that look alike`}
        />
      )}
      {payeeMismatches > 0 && (
        <>
          <MessageBar intent="warning" data-testid="payee-check-warning">
            <MessageBarBody>
              <MessageBarTitle>Are you sure you want to continue?</MessageBarTitle>
              {CONTINUE_ANYWAY_WARNING}
            </MessageBarBody>
          </MessageBar>
          <Checkbox
            checked={acceptPayeeChecks}
            onChange={(_, data) => setChoices({ ...choices, acceptPayeeChecks: data.checked === true })}
            label={`Continue anyway: book the ${plural(payeeMismatches, "row")} whose payee name did not match or could not be checked (the audit sheet records that you did)`}
          />
        </>
      )}
      {uncheckedQuestion !== undefined && (
        <Checkbox
          data-testid="unchecked-payees-go-ahead"
          checked={acceptUncheckedPayees}
          onChange={(_, data) => setChoices({ ...choices, acceptUncheckedPayees: data.checked === true })}
          label={`Go ahead: ${uncheckedQuestion} (the audit sheet records that you did)`}
        />
      )}
      {invalid > 0 && (
        <Checkbox
          checked={skipInvalid}
          onChange={(_, data) => setSkipInvalid(data.checked === true)}
          label={`Go ahead without the ${plural(invalid, "invalid row")} (${invalid === 1 ? "it keeps its" : "they keep their"} message beside ${invalid === 1 ? "it" : "them"})`}
        />
      )}
      {!attempt.ok && <ProblemBar title="These choices cannot be booked" problem={attempt.problem} />}
      <div className={layout.actions}>
        <Button ref={bookButton} appearance="primary" disabled={disabled || blocker !== undefined} onClick={() => setPending(controller.confirm(choices))}>
          {bookLabel}
        </Button>
        {blocker && <Caption1>{blocker}</Caption1>}
      </div>
      <ConfirmDialog
        confirmation={pending}
        job={job}
        accounts={job.accounts}
        changedSinceCheck={readAgain}
        onDismiss={() => setPending(undefined)}
        onConfirm={(confirmation) => {
          setPending(undefined);
          void controller.run(confirmation);
        }}
      />
    </TitledSection>
  );
}

/**
 * When a dialog closes without moving on, focus goes back to the button that opened it, so a keyboard user carries
 * on where they were (a controlled dialog has no trigger to return to by itself).
 */
function useFocusBackOnClose(open: boolean, opener: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open, opener]);
}

function ProblemBar({ title, problem }: { title: string; problem: DescribedError }) {
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {problem.message}
        {supportReferenceNote(problem.requestId)}
      </MessageBarBody>
    </MessageBar>
  );
}
