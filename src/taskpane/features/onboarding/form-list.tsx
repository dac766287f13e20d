/** The list of forms (status, entity type, applicant, last change) with its filters, and starting a new form. */
import { Button, Field, Input, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from "@fluentui/react-components";
import { useState } from "react";
import type { FxDeskClient } from "../../../api";
import type { ApplicationStatus, EntityType } from "../../../api/schemas";
import { describeError } from "../../shell/describe-error";
import { applicantOf } from "./applicant-name";
import { useFormList } from "./use-form-list";

interface FormListProps {
  client: FxDeskClient;
  onOpen(formId: string): void;
}

export function FormList({ client, onOpen }: FormListProps) {
  const [status, setStatus] = useState<ApplicationStatus | "">("");
  const [entityType, setEntityType] = useState<EntityType | "">("");
  const { forms, problem } = useFormList(client, { status: status || undefined, entityType: entityType || undefined });
  const [country, setCountry] = useState("");
  const [email, setEmail] = useState("");
  const [startProblem, setStartProblem] = useState<string>();
  const start = async (kind: EntityType) => {
    try {
      const form = await client.onboarding.forms.create({ form: { entity_type: kind, country: country.trim().toUpperCase(), email: email.trim() } });
      onOpen(form.id);
    } catch (error) {
      setStartProblem(describeError(error).message);
    }
  };
  return (
    <div>
      <fieldset aria-label="Start a form">
        <Field label="Country of the applicant (two letters)">
          <Input value={country} onChange={(_e, data) => setCountry(data.value)} />
        </Field>
        <Field label="Your e-mail">
          <Input value={email} onChange={(_e, data) => setEmail(data.value)} />
        </Field>
        <Button onClick={() => void start("individual")}>Start individual form</Button> <Button onClick={() => void start("corporate")}>Start corporate form</Button>
        {startProblem && <Text role="alert">{startProblem}</Text>}
      </fieldset>
      <Field label="Status">
        <Select value={status} onChange={(_e, data) => setStatus(data.value as ApplicationStatus | "")}>
          <option value="">Any</option>
          <option value="new">New</option>
          <option value="submitted">Submitted</option>
        </Select>
      </Field>
      <Field label="Entity type">
        <Select value={entityType} onChange={(_e, data) => setEntityType(data.value as EntityType | "")}>
          <option value="">Any</option>
          <option value="individual">Individual</option>
          <option value="corporate">Corporate</option>
        </Select>
      </Field>
      {problem && <Text role="alert">{problem}</Text>}
      {forms === undefined ? (
        <Text>Loading forms…</Text>
      ) : forms.length === 0 ? (
        <Text>No forms match.</Text>
      ) : (
        <Table aria-label="Onboarding forms" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>Entity type</TableHeaderCell>
              <TableHeaderCell>Applicant</TableHeaderCell>
              <TableHeaderCell>Last change (UTC)</TableHeaderCell>
              <TableHeaderCell />
            </TableRow>
          </TableHeader>
          <TableBody>
            {forms.map((form) => (
              <TableRow key={form.id}>
                <TableCell>{form.state}</TableCell>
                <TableCell>{form.entity_type}</TableCell>
                <TableCell>{applicantOf(form)}</TableCell>
                <TableCell>{form.updated_at.replace("T", " ").slice(0, 16)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onOpen(form.id)}>
                    Open
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
