/** One field of the guided form: its input by kind, the typed or saved value, and the error beside it. */
import { Checkbox, Field, Input, Select, Text, makeStyles, tokens } from "@fluentui/react-components";
import { codeInWords } from "../../../domain";
import { formatLocaleDate, localeDatePattern } from "../../../domain/locale-dates";
import { PERSON_ROLE_CHOICES, type FieldSpec } from "./field-catalog";
import { fieldElementId } from "./focus-targets";
import { useDateLocale } from "./date-locale";
import { dateReadBack, inputText, typedDay, type InputValue } from "./field-value";
import { choiceOptions } from "./choice-options";

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
  // The typed date takes the width; the calendar beside it is its button only (the browser's own picker).
  dateRow: { display: "flex", gap: tokens.spacingHorizontalS, alignItems: "center", minWidth: 0 },
  dateText: { flexGrow: 1, minWidth: 0 },
  calendar: {
    width: "40px",
    height: "32px",
    flexShrink: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    colorScheme: "light dark",
    "::-webkit-datetime-edit": { display: "none" },
    "::-webkit-calendar-picker-indicator": { margin: "0 auto", cursor: "pointer" },
  },
  roles: { display: "flex", flexWrap: "wrap", columnGap: tokens.spacingHorizontalS, border: "none", padding: 0, margin: 0 },
  legend: { padding: 0, width: "100%" },
  error: { width: "100%", color: tokens.colorPaletteRedForeground1 },
});

export function FieldInput({ spec, pathKey, saved, typed, error, readOnly, onChange }: FieldInputProps) {
  const styles = useStyles();
  const locale = useDateLocale();
  const id = fieldElementId(pathKey);
  if (spec.kind === "checkbox") {
    return (
      <Field validationMessage={error}>
        <Checkbox id={id} label={spec.label} checked={typed === undefined ? saved === true : typed === true} disabled={readOnly} onChange={(_event, data) => onChange(data.checked === true)} />
      </Field>
    );
  }
  if (spec.kind === "roles") {
    const held = typeof typed === "string" ? typed.split(",").filter((role) => role !== "") : Array.isArray(saved) ? (saved as string[]) : [];
    const toggle = (role: string, on: boolean) => onChange((on ? [...held.filter((other) => other !== role), role] : held.filter((other) => other !== role)).join(","));
    // Not inside a Field: a Field names every tick box in it by its own label, and each role needs its own name.
    return (
      <fieldset className={styles.roles} aria-label={spec.label}>
        <legend className={styles.legend}>{spec.label}</legend>
        {PERSON_ROLE_CHOICES.map(([role, label], index) => (
          <Checkbox
            key={role}
            id={index === 0 ? id : `${id}-${role}`}
            label={label}
            checked={held.includes(role)}
            disabled={readOnly}
            onChange={(_event, data) => toggle(role, data.checked === true)}
          />
        ))}
        {error && (
          <Text role="alert" className={styles.error}>
            {error}
          </Text>
        )}
      </fieldset>
    );
  }
  const value = typed === undefined ? inputText(saved, spec.kind, locale) : String(typed);
  if (spec.kind === "choice" || spec.kind === "yesno") {
    const options = spec.kind === "yesno" ? ["yes", "no"] : (spec.options ?? []);
    return (
      <Field label={spec.label} validationMessage={error}>
        <Select id={id} className={styles.choice} value={value} disabled={readOnly} onChange={(_event, data) => onChange(data.value)}>
          <option value="">—</option>
          {(spec.kind === "yesno" ? options.map((option) => ({ value: option, label: codeInWords(option) })) : choiceOptions(options, value)).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  if (spec.kind === "date") {
    const pattern = localeDatePattern(locale);
    // The day read back in words under the field ("Thursday 15 January 2015"), so 03/04 is never taken for the other order.
    const readBack = dateReadBack(value, locale);
    return (
      <Field label={`${spec.label} (${pattern})`} validationMessage={error} hint={error === undefined ? readBack : undefined}>
        <div className={styles.dateRow}>
          <Input id={id} className={styles.dateText} value={value} readOnly={readOnly} placeholder={pattern} onChange={(_event, data) => onChange(data.value)} />
          {!readOnly && (
            <input
              type="date"
              className={styles.calendar}
              aria-label={`Pick the ${spec.label.toLowerCase()} from a calendar`}
              value={typedDay(value, locale)}
              onChange={(event) => event.currentTarget.value && onChange(formatLocaleDate(event.currentTarget.value, locale))}
            />
          )}
        </div>
      </Field>
    );
  }
  return (
    <Field label={spec.label} validationMessage={error}>
      <Input id={id} value={value} readOnly={readOnly} onChange={(_event, data) => onChange(data.value)} />
    </Field>
  );
}
