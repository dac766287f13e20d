/**
 * People imported from the rows selected on a sheet: read and previewed (each row as the person it makes, or what
 * to fix in it), then created on the form when confirmed; rows the service refuses keep their reason.
 */
import { useState } from "react";
import type { FxDeskClient } from "../../../api";
import { createPeople, readPeopleRows, type PeopleRows } from "../../../jobs";
import type { WorkbookPort } from "../../../workbook";
import { describeError } from "../../components/describe-error";

interface PeopleImport {
  preview?: PeopleRows;
  problem?: string;
  /** Row number → the service's refusal of that row. */
  refused: Readonly<Record<number, string>>;
  /** Rows created on the form; the preview stays open while any other row is left to fix. */
  created: ReadonlySet<number>;
  read(): Promise<void>;
  confirm(): Promise<void>;
  cancel(): void;
}

export function usePeopleImport(client: FxDeskClient, workbook: WorkbookPort, formId: string, reload: () => Promise<unknown>): PeopleImport {
  const [preview, setPreview] = useState<PeopleRows>();
  const [problem, setProblem] = useState<string>();
  const [refused, setRefused] = useState<Record<number, string>>({});
  const [created, setCreated] = useState<ReadonlySet<number>>(new Set());
  return {
    preview,
    problem,
    refused,
    created,
    async read() {
      setRefused({});
      setCreated(new Set());
      try {
        const rows = readPeopleRows(await workbook.readSelection(), await workbook.dateSystem());
        setPreview(rows);
        setProblem(
          rows.mapping.missing.length > 0
            ? `The selection has no column for ${rows.mapping.missing.join(", ")}: select the header line with the rows, or add the column.`
            : rows.rows.length === 0
              ? "The selection has no rows under its header line: select the people's rows with their headers."
              : undefined,
        );
      } catch (error) {
        setProblem(describeError(error).message);
      }
    },
    async confirm() {
      if (!preview) return;
      const ready = preview.rows.flatMap((row) => (row.person && !created.has(row.rowNumber) ? [{ rowNumber: row.rowNumber, person: row.person }] : []));
      const outcomes = await createPeople(client.onboarding, formId, ready);
      const failures = Object.fromEntries(outcomes.flatMap((outcome) => (outcome.error ? [[outcome.rowNumber, outcome.error]] : [])));
      const done = new Set([...created, ...outcomes.flatMap((outcome) => (outcome.personId ? [outcome.rowNumber] : []))]);
      setRefused(failures);
      setCreated(done);
      if (preview.rows.every((row) => done.has(row.rowNumber))) setPreview(undefined);
      await reload();
    },
    cancel() {
      setPreview(undefined);
      setProblem(undefined);
    },
  };
}
