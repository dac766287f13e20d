/**
 * People: a table of the form's people (each name with its roles under it) and their ownership, each person's
 * details below it, a person added by hand, or people imported from the rows selected on a sheet — previewed before
 * they are created — and a person deleted once the deletion is confirmed.
 */
import { Button, Caption1, Checkbox, Field, Input, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles } from "@fluentui/react-components";
import { useState } from "react";
import type { FxDeskClient, OnboardingPersonFields } from "../../../api";
import type { OnboardingFormWithSections } from "../../../api/schemas";
import type { WorkbookPort } from "../../../workbook/port";
import { describeError } from "../../shell/describe-error";
import { addPerson, deletePerson } from "./application-actions";
import { DeletionDialog, type PendingDeletion } from "./deletion-dialog";
import { PERSON_FIELDS } from "./field-catalog";
import { fieldElementId } from "./focus-targets";
import { SectionFields } from "./section-fields";
import type { FieldSaves } from "./use-field-saves";
import { usePeopleImport } from "./use-people-import";
import { codeInWords } from "../../../domain";

interface PeopleSectionProps {
  client: FxDeskClient;
  workbook: WorkbookPort;
  form: OnboardingFormWithSections;
  saves: FieldSaves;
  readOnly: boolean;
  reload(): Promise<unknown>;
}

const useStyles = makeStyles({
  // Five equal fixed columns in a 360 px pane ran "Ownership" into "Country" and a long name into the roles. Each
  // column takes what its content needs, headers and figures stay whole, and the person (name, roles under it) has
  // the rest of the width and wraps inside it.
  table: { tableLayout: "auto" },
  whole: { whiteSpace: "nowrap" },
  person: { display: "flex", flexDirection: "column", overflowWrap: "anywhere", paddingBlock: "4px" },
});

const ROLES = [
  ["director", "Director"],
  ["user", "User"],
  ["ultimate_business_owner", "UBO"],
] as const;

function NewPerson({ onAdd }: { onAdd(person: OnboardingPersonFields): Promise<void> }) {
  const [first, setFirst] = useState("");
  const [last, setLast] = useState("");
  const [country, setCountry] = useState("");
  const [roles, setRoles] = useState<OnboardingPersonFields["roles"]>([]);
  const [problem, setProblem] = useState<string>();
  const add = async () => {
    try {
      await onAdd({ first_name: first.trim(), last_name: last.trim(), home_country: country.trim().toUpperCase(), roles });
      setFirst("");
      setLast("");
      setCountry("");
      setRoles([]);
      setProblem(undefined);
    } catch (error) {
      setProblem(describeError(error).message);
    }
  };
  return (
    <fieldset aria-label="Add a person">
      <Field label="First name">
        <Input value={first} onChange={(_e, data) => setFirst(data.value)} />
      </Field>
      <Field label="Last name">
        <Input value={last} onChange={(_e, data) => setLast(data.value)} />
      </Field>
      <Field label="Home country">
        <Input value={country} onChange={(_e, data) => setCountry(data.value)} />
      </Field>
      {ROLES.map(([role, label]) => (
        <Checkbox
          key={role}
          label={label}
          checked={roles.includes(role)}
          onChange={(_e, data) => setRoles((current) => (data.checked === true ? [...current, role] : current.filter((held) => held !== role)))}
        />
      ))}
      <Button onClick={() => void add()}>Add person</Button>
      {problem && <Text role="alert">{problem}</Text>}
    </fieldset>
  );
}

export function PeopleSection({ client, workbook, form, saves, readOnly, reload }: PeopleSectionProps) {
  const styles = useStyles();
  const people = form.people ?? [];
  const importer = usePeopleImport(client, workbook, form.id, reload);
  const [deletion, setDeletion] = useState<PendingDeletion>();
  const askToDelete = (person: (typeof people)[number]) =>
    setDeletion({
      name: `${person.first_name} ${person.last_name}`,
      consequence: `${person.first_name} ${person.last_name} is removed from this application with their roles and details. Documents attached to them stay on the form.`,
      run: async () => {
        await deletePerson(client, form.id, person.id);
        await reload();
      },
    });
  return (
    <section id="onboarding-people" tabIndex={-1} aria-label="People">
      <h3>People</h3>
      <Table aria-label="People of the form" size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Person</TableHeaderCell>
            <TableHeaderCell className={styles.whole}>Ownership</TableHeaderCell>
            <TableHeaderCell className={styles.whole}>Country</TableHeaderCell>
            {!readOnly && <TableHeaderCell />}
          </TableRow>
        </TableHeader>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person.id}>
              <TableCell>
                <div className={styles.person}>
                  <span>{`${person.first_name} ${person.last_name}`}</span>
                  <Caption1>{person.roles.map((role) => (role === "ultimate_business_owner" ? "UBO" : role)).join(", ")}</Caption1>
                </div>
              </TableCell>
              <TableCell className={styles.whole}>{person.ownership_percentage === null || person.ownership_percentage === undefined ? "" : `${person.ownership_percentage}%`}</TableCell>
              <TableCell className={styles.whole}>{person.home_country}</TableCell>
              {!readOnly && (
                <TableCell className={styles.whole}>
                  {/* The row already names the person: the narrow pane shows "Delete", a screen reader hears whom. */}
                  <Button size="small" aria-label={`Delete ${person.first_name} ${person.last_name}`} onClick={() => askToDelete(person)}>
                    Delete
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DeletionDialog pending={deletion} onClose={() => setDeletion(undefined)} />
      {!readOnly && (
        <>
          <Button onClick={() => void importer.read()}>Import selected rows</Button>
          {importer.problem && <Text role="alert">{importer.problem}</Text>}
          {importer.preview && (
            <div aria-label="Import preview" role="group">
              <ul>
                {importer.preview.rows.map((row) => (
                  <li key={row.rowNumber}>
                    {row.person
                      ? `Row ${row.rowNumber}: ${row.person.first_name} ${row.person.last_name} — ${row.person.roles.map((role) => codeInWords(role)).join(", ")}${row.person.ownership_percentage === undefined ? "" : `, ${row.person.ownership_percentage}%`}`
                      : `Row ${row.rowNumber}: ${row.problems.join("; ")}`}
                    {importer.refused[row.rowNumber] && ` — refused: ${importer.refused[row.rowNumber]}`}
                    {importer.created.has(row.rowNumber) && " — created"}
                  </li>
                ))}
              </ul>
              <Button appearance="primary" disabled={!importer.preview.rows.some((row) => row.person && !importer.created.has(row.rowNumber))} onClick={() => void importer.confirm()}>
                Create these people
              </Button>
              <Button onClick={importer.cancel}>Cancel</Button>
            </div>
          )}
          <NewPerson
            onAdd={async (person) => {
              await addPerson(client, form.id, person);
              await reload();
            }}
          />
        </>
      )}
      {people.map((person, index) => (
        <fieldset key={person.id} id={fieldElementId(`people[${index}]`)} tabIndex={-1} aria-label={`${person.first_name} ${person.last_name}`}>
          <legend>{`${person.first_name} ${person.last_name}`}</legend>
          <SectionFields specs={PERSON_FIELDS} prefix={`people[${index}]`} target={{ section: "people", personId: person.id }} saved={person} saves={saves} readOnly={readOnly} />
        </fieldset>
      ))}
    </section>
  );
}
