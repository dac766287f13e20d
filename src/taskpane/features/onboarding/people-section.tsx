/**
 * People: a table of the form's people (each name with its roles under it) and their ownership, each person's
 * details below it, a person added by hand, or people imported from the rows selected on a sheet — previewed before
 * they are created — and a person deleted once the deletion is confirmed.
 */
import { Button, Caption1, Checkbox, Field, Input, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles } from "@fluentui/react-components";
import { useState } from "react";
import type { FxDeskClient, OnboardingPersonFields } from "../../../api";
import type { OnboardingFormWithSections } from "../../../api/schemas";
import type { WorkbookPort } from "../../../workbook";
import { countryCodeOf } from "../../../domain/countries";
import { describeError } from "../../components/describe-error";
import { addPerson, deletePerson } from "./application-actions";
import { DeletionDialog, type PendingDeletion } from "./deletion-dialog";
import { OWNERSHIP_FIELD, PERSON_FIELDS, PERSON_ROLE_CHOICES, type FieldSpec } from "./field-catalog";
import { fieldElementId, NEW_PERSON_KEY } from "./focus-targets";
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

/**
 * A person's fields in the order shown: roles first, then — for an ultimate business owner of a company, or while a
 * share is saved or typed — their ownership, then the rest.
 */
export function personSpecs(corporate: boolean, roles: readonly string[], shareShown: boolean): readonly FieldSpec[] {
  const [rolesSpec, ...rest] = PERSON_FIELDS;
  const owner = corporate && (roles.includes("ultimate_business_owner") || shareShown);
  return rolesSpec === undefined ? PERSON_FIELDS : [rolesSpec, ...(owner ? [OWNERSHIP_FIELD] : []), ...rest];
}

function NewPerson({ corporate, onAdd }: { corporate: boolean; onAdd(person: OnboardingPersonFields): Promise<void> }) {
  const [first, setFirst] = useState("");
  const [last, setLast] = useState("");
  const [country, setCountry] = useState("");
  const [share, setShare] = useState("");
  const [roles, setRoles] = useState<OnboardingPersonFields["roles"]>([]);
  const [problem, setProblem] = useState<string>();
  const owner = corporate && roles.includes("ultimate_business_owner");
  const add = async () => {
    const homeCountry = countryCodeOf(country);
    if (homeCountry === undefined) return setProblem(`${country.trim() === "" ? "The home country is needed" : `"${country.trim()}" is not a country`}: type its two-letter code (GB, DE, US) or its name.`);
    const percentage = owner && share.trim() !== "" ? Number(share.replace(/[%\s]/g, "")) : undefined;
    if (percentage !== undefined && !(Number.isFinite(percentage) && percentage >= 0 && percentage <= 100)) return setProblem(`"${share.trim()}" is not a share: type a percentage from 0 to 100, e.g. 25.`);
    try {
      await onAdd({ first_name: first.trim(), last_name: last.trim(), home_country: homeCountry, roles, ...(percentage === undefined ? {} : { ownership_percentage: percentage }) });
      setFirst("");
      setLast("");
      setCountry("");
      setShare("");
      setRoles([]);
      setProblem(undefined);
    } catch (error) {
      setProblem(describeError(error).message);
    }
  };
  return (
    <fieldset aria-label="Add a person">
      <Field label="First name">
        <Input id={fieldElementId(NEW_PERSON_KEY)} value={first} onChange={(_e, data) => setFirst(data.value)} />
      </Field>
      <Field label="Last name">
        <Input value={last} onChange={(_e, data) => setLast(data.value)} />
      </Field>
      <Field label="Home country">
        <Input value={country} onChange={(_e, data) => setCountry(data.value)} />
      </Field>
      {PERSON_ROLE_CHOICES.map(([role, label]) => (
        <Checkbox
          key={role}
          label={label}
          checked={roles.includes(role)}
          onChange={(_e, data) => setRoles((current) => (data.checked === true ? [...current, role] : current.filter((held) => held !== role)))}
        />
      ))}
      {owner && (
        <Field label="Ownership (%)">
          <Input value={share} onChange={(_e, data) => setShare(data.value)} />
        </Field>
      )}
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
            corporate={form.entity_type === "corporate"}
            onAdd={async (person) => {
              await addPerson(client, form.id, person);
              await reload();
            }}
          />
        </>
      )}
      {people.map((person, index) => {
        const prefix = `people[${index}]`;
        const typedRoles = saves.typed[`${prefix}.roles`];
        const roles = typeof typedRoles === "string" ? typedRoles.split(",") : person.roles;
        const shareShown = (person.ownership_percentage !== null && person.ownership_percentage !== undefined) || saves.typed[`${prefix}.ownership_percentage`] !== undefined;
        return (
          <fieldset key={person.id} id={fieldElementId(prefix)} tabIndex={-1} aria-label={`${person.first_name} ${person.last_name}`}>
            <legend>{`${person.first_name} ${person.last_name}`}</legend>
            <SectionFields
              specs={personSpecs(form.entity_type === "corporate", roles, shareShown)}
              prefix={prefix}
              target={{ section: "people", personId: person.id }}
              saved={person}
              saves={saves}
              readOnly={readOnly}
            />
          </fieldset>
        );
      })}
    </section>
  );
}
