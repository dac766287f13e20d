/** A Clients form: its fields with their choices, each problem beside its field, and the buttons that end it. */
import { Button, Dropdown, Field, Input, MessageBar, MessageBarBody, Option, makeStyles, tokens } from "@fluentui/react-components";
import type { FieldProblems } from "../../../domain/client-form";
import type { FormField, FormValues } from "./form-fields";
import { codeInWords } from "../../../domain";

const useStyles = makeStyles({
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  buttons: { display: "flex", gap: tokens.spacingHorizontalS },
});

/** The time zones the picker offers: the platform's list, with UTC-only platforms given a short one. */
const TIME_ZONES: readonly string[] = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone").filter((zone) => zone.includes("/")) : ["Europe/London", "Europe/Paris", "America/New_York", "Asia/Singapore"];

interface ClientFormProps {
  title: string;
  fields: readonly FormField[];
  values: FormValues;
  problems: FieldProblems;
  message: string | undefined;
  busy: boolean;
  submitLabel: string;
  onChange(values: FormValues): void;
  onSubmit(): void;
  onCancel(): void;
}

export function ClientForm({ title, fields, values, problems, message, busy, submitLabel, onChange, onSubmit, onCancel }: ClientFormProps) {
  const styles = useStyles();
  const set = (field: string, value: string) => onChange({ ...values, [field]: value });
  return (
    <form
      className={styles.form}
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {fields.map((entry) => {
        const value = values[entry.field] ?? "";
        const problem = problems[entry.field];
        const choices = entry.kind === "timezone" ? TIME_ZONES : entry.options;
        return (
          <Field key={entry.field} label={entry.label} required={entry.required} hint={entry.hint} validationState={problem ? "error" : "none"} validationMessage={problem}>
            {entry.readOnly ? (
              <Input name={entry.field} value={value || "None"} readOnly />
            ) : choices ? (
              <Dropdown
                name={entry.field}
                value={value && entry.kind !== "timezone" ? codeInWords(value) : value}
                selectedOptions={value ? [value] : []}
                placeholder={entry.required ? "Choose one" : "None"}
                onOptionSelect={(_, data) => set(entry.field, data.optionValue ?? "")}
              >
                {!entry.required && <Option value="">None</Option>}
                {choices.map((choice) => (
                  <Option key={choice} value={choice} text={entry.kind === "timezone" ? choice : codeInWords(choice)}>
                    {entry.kind === "timezone" ? choice : codeInWords(choice)}
                  </Option>
                ))}
              </Dropdown>
            ) : (
              <Input name={entry.field} type={entry.kind === "date" ? "date" : "text"} value={value} onChange={(_, data) => set(entry.field, data.value)} />
            )}
          </Field>
        );
      })}
      {message && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
