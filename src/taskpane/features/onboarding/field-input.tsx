/** One field of the guided form: its input by kind, the typed or saved value, and the error beside it. */
import { Checkbox, Field, Input, Select, makeStyles } from "@fluentui/react-components";
import type { FieldSpec } from "./field-catalog";
import { fieldElementId } from "./focus-targets";
import { inputText, type InputValue } from "./field-value";
import { codeInWords } from "../../../domain";

interface FieldInputProps {
  spec: FieldSpec;
  /** The path key, "people[0].dob": the input's id and where its error is kept. */
  pathKey: string;
  saved: unknown;
  typed: InputValue | undefined;
  error: string | undefined;
  readOnly: boolean;
  onChange(value: InputValue): void;
}

const useStyles = makeStyles({
  // A list with long options (sectors) fits the pane and clips its choice, instead of pushing past the pane's edge.
  choice: { minWidth: 0 },
});

export function FieldInput({ spec, pathKey, saved, typed, error, readOnly, onChange }: FieldInputProps) {
  const styles = useStyles();
  const id = fieldElementId(pathKey);
  if (spec.kind === "checkbox") {
    return (
      <Field validationMessage={error}>
        <Checkbox id={id} label={spec.label} checked={typed === undefined ? saved === true : typed === true} disabled={readOnly} onChange={(_event, data) => onChange(data.checked === true)} />
      </Field>
    );
  }
  const value = typed === undefined ? inputText(saved) : String(typed);
  if (spec.kind === "choice" || spec.kind === "yesno") {
    const options = spec.kind === "yesno" ? ["yes", "no"] : (spec.options ?? []);
    return (
      <Field label={spec.label} validationMessage={error}>
        <Select id={id} className={styles.choice} value={value} disabled={readOnly} onChange={(_event, data) => onChange(data.value)}>
          <option value="">—</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {codeInWords(option)}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  return (
    <Field label={spec.label} validationMessage={error}>
      <Input id={id} value={value} readOnly={readOnly} placeholder={spec.kind === "date" ? "YYYY-MM-DD" : undefined} onChange={(_event, data) => onChange(data.value)} />
    </Field>
  );
}
