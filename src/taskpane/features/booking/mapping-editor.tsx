/** Correcting a sheet's column mapping: the kind's fields (its spec's), those it needs first, the rest folded away. */
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Caption1, Field, Select, makeStyles, tokens } from "@fluentui/react-components";
import { normalizeHeader, type OrderField } from "../../../domain/orders";
import { resultHeaders, type OrderSheet } from "../../../jobs";

const NO_COLUMN = "";

const useStyles = makeStyles({
  grid: { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(9.5rem, 1fr))", gap: tokens.spacingHorizontalS },
});

interface MappingEditorProps {
  sheet: OrderSheet;
  disabled: boolean;
  onRemap(field: string, header: string | null): void;
}

/** The column each field is read from, one drop-down per field; a change is remembered for the sheet. */
export function MappingEditor({ sheet, disabled, onRemap }: MappingEditorProps) {
  const styles = useStyles();
  const reserved = new Set(resultHeaders(sheet.spec).map(normalizeHeader));
  const headers = [...new Set(sheet.headers.filter((header) => header.trim() !== "" && !reserved.has(normalizeHeader(header))))];
  const { fields, anyOf } = sheet.spec.fields;
  // Fields of which the mapping needs at least one (a payee's id, name or bank details) sit with the required ones.
  const main = fields.filter((field) => field.required || anyOf?.fields.includes(field.field) === true);
  const other = fields.filter((field) => !main.includes(field));
  const mappedOther = other.filter((field) => sheet.mapping.headers[field.field] !== undefined).length;

  const picker = (field: OrderField) => (
    <Field key={field.field} label={capitalise(field.label)} required={field.required} size="small">
      <Select
        size="small"
        disabled={disabled}
        value={sheet.mapping.headers[field.field] ?? NO_COLUMN}
        onChange={(_, data) => onRemap(field.field, data.value === NO_COLUMN ? null : data.value)}
      >
        <option value={NO_COLUMN}>(no column)</option>
        {headers.map((header) => (
          <option key={header} value={header}>
            {header}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <section aria-label={`Columns read from ${sheet.sheet}`} data-testid="mapping">
      <Caption1 block>
        {describeRows(sheet)}: each field is read from the column chosen here. Corrections are remembered for {sheet.sheet}.
      </Caption1>
      <div className={styles.grid}>{main.map(picker)}</div>
      <Accordion collapsible>
        <AccordionItem value="other">
          <AccordionHeader size="small">
            Optional columns ({mappedOther} of {other.length} mapped)
          </AccordionHeader>
          <AccordionPanel>
            <div className={styles.grid}>{other.map(picker)}</div>
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
      {sheet.mapping.conflicts.map((conflict) => (
        <Caption1 block key={conflict.field}>
          {capitalise(conflict.field.replaceAll("_", " "))} could be {conflict.headers.map((header) => `"${header}"`).join(" or ")}; the first was taken.
        </Caption1>
      ))}
    </section>
  );
}

/** "Rows 2–6 of Payments": a selection of whole rows has an address running to the last column, which says little. */
function describeRows(sheet: OrderSheet): string {
  const first = sheet.rows[0]?.row;
  const last = sheet.rows.at(-1)?.row;
  if (first === undefined || last === undefined) return `No rows of ${sheet.sheet}`;
  return first === last ? `Row ${first + 1} of ${sheet.sheet}` : `Rows ${first + 1}–${last + 1} of ${sheet.sheet}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
