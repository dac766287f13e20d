/** The fields of one section (or one person), each saved as it is typed. */
import type { SectionTarget } from "../../../jobs";
import type { FieldSpec } from "./field-catalog";
import { FieldInput } from "./field-input";
import { savedValue } from "./saved-value";
import type { FieldSaves } from "./use-field-saves";

interface SectionFieldsProps {
  specs: readonly FieldSpec[];
  /** The section's path ("account_usage", "people[1]"). */
  prefix: string;
  target: SectionTarget;
  saved: object | null | undefined;
  saves: FieldSaves;
  readOnly: boolean;
}

export function SectionFields({ specs, prefix, target, saved, saves, readOnly }: SectionFieldsProps) {
  return (
    <>
      {specs.map((spec) => {
        const key = `${prefix}.${spec.field}`;
        return (
          <FieldInput
            key={key}
            spec={spec}
            pathKey={key}
            saved={savedValue(saved, spec.field)}
            typed={saves.typed[key]}
            error={saves.errors[key]}
            readOnly={readOnly}
            onChange={(value) => saves.change(prefix, target, spec.field, spec.kind, value)}
          />
        );
      })}
    </>
  );
}
