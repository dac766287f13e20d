/**
 * The list of forms (applicant, status, entity type, last change) with its filters, every page of it in a
 * virtualised list; a form selected and opened; and starting a new form.
 */
import { Button, Field, Input, Select, Subtitle2, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useState } from "react";
import type { FxDeskClient } from "../../../api";
import type { ApplicationStatus, EntityType, OnboardingFormWithSections } from "../../../api/schemas";
import { statusInWords } from "../../../jobs";
import { codeInWords } from "../../../domain";
import { VirtualList } from "../../components/virtual-list";
import { normalisedCountry } from "../../../domain/countries";
import { describeError } from "../../components/describe-error";
import { applicantOf } from "./applicant-name";
import { useFormList } from "./use-form-list";

interface FormListProps {
  client: FxDeskClient;
  onOpen(formId: string): void;
}

/** What the list can be filtered by, each value with the words its drop-down shows. */
const STATUS_CHOICES: readonly (readonly [ApplicationStatus, string])[] = [
  ["new", "New"],
  ["submitted", "Submitted"],
];
const ENTITY_TYPE_CHOICES: readonly (readonly [EntityType, string])[] = [
  ["individual", "Individual"],
  ["corporate", "Corporate"],
];

interface FilterSelectProps<T extends string> {
  label: string;
  value: T | "";
  choices: readonly (readonly [T, string])[];
  onChange(value: NoInfer<T> | ""): void;
}

/** A filter of the list: its first choice, Any, filters nothing. */
function FilterSelect<T extends string>({ label, value, choices, onChange }: FilterSelectProps<T>) {
  return (
    <Field label={label}>
      <Select value={value} onChange={(_e, data) => onChange(data.value as T | "")}>
        <option value="">Any</option>
        {choices.map(([code, words]) => (
          <option key={code} value={code}>
            {words}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const useStyles = makeStyles({
  // The two start buttons wrap in the narrow pane: apart, not stacked edge to edge.
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
  intro: { margin: `${tokens.spacingVerticalXS} 0 ${tokens.spacingVerticalM}`, color: tokens.colorNeutralForeground2 },
});

export function FormList({ client, onOpen }: FormListProps) {
  const styles = useStyles();
  const [status, setStatus] = useState<ApplicationStatus | "">("");
  const [entityType, setEntityType] = useState<EntityType | "">("");
  const list = useFormList(client, { status: status || undefined, entityType: entityType || undefined });
  const [selected, setSelected] = useState<OnboardingFormWithSections>();
  const [country, setCountry] = useState("");
  const [email, setEmail] = useState("");
  const [startProblem, setStartProblem] = useState<string>();
  const start = async (kind: EntityType) => {
    try {
      const form = await client.onboarding.forms.create({ form: { entity_type: kind, country: normalisedCountry(country), email: email.trim() } });
      onOpen(form.id);
    } catch (error) {
      setStartProblem(describeError(error).message);
    }
  };
  const { total, failure } = list.snapshot;
  return (
    <div>
      <Subtitle2 as="h2">Onboarding a client</Subtitle2>
      <Text as="p" block className={styles.intro}>
        Fill in a form for a new client, company or person, saved as you type. When the checklist shows nothing missing,
        submit it for the provider to review.
      </Text>
      <fieldset aria-label="Start a form">
        <Field label="Country of the applicant (two letters)">
          <Input value={country} onChange={(_e, data) => setCountry(data.value)} />
        </Field>
        <Field label="Your e-mail">
          <Input value={email} onChange={(_e, data) => setEmail(data.value)} />
        </Field>
        <div className={styles.actions}>
          <Button onClick={() => void start("individual")}>Start individual form</Button>
          <Button onClick={() => void start("corporate")}>Start corporate form</Button>
        </div>
        {startProblem && <Text role="alert">{startProblem}</Text>}
      </fieldset>
      <FilterSelect label="Status" value={status} choices={STATUS_CHOICES} onChange={setStatus} />
      <FilterSelect label="Entity type" value={entityType} choices={ENTITY_TYPE_CHOICES} onChange={setEntityType} />
      {failure !== undefined && (
        <Text role="alert">
          {describeError(failure).message} <Button size="small" onClick={() => void list.pages.retry()}>Try again</Button>
        </Text>
      )}
      {total === undefined ? (
        failure === undefined && <Text>Loading forms…</Text>
      ) : total === 0 ? (
        <Text>{status || entityType ? "No forms match these filters: choose Any to see every form." : "No onboarding forms yet: start one above."}</Text>
      ) : (
        <>
          <Text role="status">{total === 1 ? "1 form, most recently changed first" : `${total} forms, most recently changed first`}</Text>
          <VirtualList<OnboardingFormWithSections>
            pages={list.pages}
            total={total}
            selectedId={selected?.id}
            onSelect={setSelected}
            label="Onboarding forms"
            testId="onboarding-form-list"
            idAttribute="data-form-id"
            rowText={(form) => ({ title: applicantOf(form) || "No applicant named yet", details: formDetails(form) })}
          />
          <Button appearance="primary" disabled={selected === undefined} onClick={() => selected && onOpen(selected.id)}>
            {selected ? `Open the form of ${applicantOf(selected) || "the selected applicant"}` : "Open the selected form"}
          </Button>
        </>
      )}
    </div>
  );
}

/** Status, kind and last change on one line: what a row says beside the applicant. */
function formDetails(form: OnboardingFormWithSections): string {
  return [statusInWords(form.state), codeInWords(form.entity_type), `changed ${form.updated_at.replace("T", " ").slice(0, 16)} UTC`].join(" · ");
}
