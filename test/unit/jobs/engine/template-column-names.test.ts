/**
 * A kind's template, its mapping and its messages name each column alike, for every registered kind (the registry,
 * src/taskpane/features/booking/kinds/index.ts, not a list here, says which: a kind added later is covered without
 * editing this test).
 */
import { describe, expect, it } from "@jest/globals";
import { ColumnNames, mapColumns, type OrderField } from "../../../../src/domain/orders";
import type { KindSpec } from "../../../../src/jobs/engine/kind-spec";
import { templateHeaders } from "../../../../src/jobs/kind-jobs";
import { KINDS } from "../../../../src/taskpane/features/booking/kind-views";

/** Each template column as the template heads it, the field the mapping reads it as, and how messages name that field. */
function columnNames(spec: KindSpec) {
  const headers = templateHeaders(spec);
  const mapping = mapColumns(headers, spec.fields);
  const byIndex = new Map(Object.entries(mapping.columns).map(([field, index]) => [index, field]));
  const ofSheet = ColumnNames.of(mapping);
  const ofKind = new ColumnNames(spec.fields.fields);
  return spec.template.columns.map((column, index) => ({
    field: column.field,
    header: headers[index],
    mappedTo: byIndex.get(index),
    namedOnSheet: ofSheet.name(column.field),
    namedWithoutSheet: ofKind.name(column.field),
  }));
}

/** The columns whose header does not map back to their field, or which a message would name otherwise. */
function namingProblems(spec: KindSpec): string[] {
  return columnNames(spec).flatMap((column) =>
    column.mappedTo === column.field && column.namedOnSheet === column.header && column.namedWithoutSheet === column.header
      ? []
      : [`${column.field}: template "${column.header}", mapped to ${column.mappedTo ?? "nothing"}, named "${column.namedOnSheet}" / "${column.namedWithoutSheet}"`],
  );
}

const REGISTERED = KINDS.map((spec): [string, KindSpec] => [spec.kind, spec]);

describe("messages and templates name columns alike", () => {
  it.each(REGISTERED)("every %s template column maps back to its field and is named in messages by its template header", (_kind, spec) => {
    const headers = templateHeaders(spec);
    expect(namingProblems(spec)).toEqual([]);
    expect(mapColumns(headers, spec.fields).unused).toEqual([]);
    expect(new Set(headers).size).toBe(headers.length);
  });

  it.each(REGISTERED)("a %s column that messages about no sheet in particular name is named by its template header", (_kind, spec) => {
    // ColumnNames.template names fields for messages not tied to a sheet; where it knows a kind's field, it must agree.
    const known = columnNames(spec).filter((column) => ColumnNames.template.name(column.field) !== column.field);
    expect(known.map((column) => [column.field, ColumnNames.template.name(column.field)])).toEqual(known.map((column) => [column.field, column.header]));
  });

  describe("the check fails when a kind's names disagree", () => {
    const [, spec] = REGISTERED[0] as [string, KindSpec];
    const [first] = spec.template.columns;
    const withField = (change: (field: OrderField) => OrderField): KindSpec => ({
      ...spec,
      fields: { ...spec.fields, fields: spec.fields.fields.map((field) => (field.field === first?.field ? change(field) : field)) },
    });

    it("a field whose label (the template's header) is no header the mapping recognises", () => {
      const relabelled = withField((field) => ({ ...field, label: "Something else entirely" }));
      expect(namingProblems(relabelled)).toEqual([`${first?.field}: template "Something else entirely", mapped to nothing, named "Something else entirely" / "Something else entirely"`]);
    });

    it("a template column naming a field its kind's table does not have", () => {
      const orphan: KindSpec = { ...spec, template: { ...spec.template, columns: [{ ...(first as KindSpec["template"]["columns"][number]), field: "no_such_field" }, ...spec.template.columns.slice(1)] } };
      expect(namingProblems(orphan)).toEqual(["no_such_field: template \"no_such_field\", mapped to nothing, named \"no_such_field\" / \"no_such_field\""]);
    });
  });
});
